"""When a post box is emptied: OSM `collection_times` ('Mo-Fr 16:00; Sa 10:00'), read on the day a question asks.

The tag has opening_hours' grammar but names moments, not stretches of time. opening-hours-py reads stretches only,
so each moment is read as the minute it starts ('16:00' -> '16:00-16:01'); the library does the rest (days, months,
public holidays of the country the coordinates are in), as for opening hours (hours.py).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Literal

from pydantic import BaseModel

from georeact.geo.hours import DAY_SET_LABELS, OpenAt, parsed_rules, state_name, zone_at

# a moment of the day that starts no stretch ('Mo-Fr 16:00', 'Sa 09:30,12:00'), not '16:00-18:00' nor '16:00+'
_MOMENT = re.compile(r"(?<![\d:\-])(?P<hour>\d{1,2}):(?P<minute>\d{2})(?!\s*[-+\d:])")


def as_stretches(value: str) -> str:
    """The value with each moment as the minute it starts: what opening-hours-py reads."""
    def minute_from(m: re.Match[str]) -> str:
        start = int(m["hour"]) * 60 + int(m["minute"])
        end = start + 1
        return f"{start // 60:02d}:{start % 60:02d}-{end // 60:02d}:{end % 60:02d}"
    return _MOMENT.sub(minute_from, value)


class Collections(BaseModel):
    """The collections on the day (or days) asked."""
    state: Literal["collected", "not collected", "unknown"]
    times: list[str] = []   # 'HH:MM', in order: the day's (or each day's alike) collections
    note: str               # 'emptied Tue 13:00', 'not emptied on Sat', "unknown: times 'x' do not parse"


def collections_at(value: str | None, when: OpenAt, lat: float, lon: float) -> Collections:
    """The collections of a post box tagged `value` on the day of `when` (its own zone's clock); for 'on weekdays' or
    'every day', the days it names, said once when they are alike."""
    if not value or not value.strip():
        return Collections(state="unknown", note="no collection times in the data")
    if not when.every_day:
        return _on_day(value, when.start.replace(tzinfo=None), lat, lon)
    monday = when.start.replace(tzinfo=None) - timedelta(days=when.start.weekday())
    days = [_on_day(value, monday + timedelta(days=k), lat, lon) for k in when.days]
    if unknown := next((day for day in days if day.state == "unknown"), None):
        return unknown
    said = DAY_SET_LABELS.get(when.days, "every day")
    if len({tuple(day.times) for day in days}) == 1:
        said = "every day" if said == "every day" else f"on {said}"
        return days[0].model_copy(update={"note": f"emptied {said} at {', '.join(days[0].times)}" if days[0].times
                                                  else f"not emptied {said}"})
    return Collections(state="unknown", note="the times differ from day to day: " + "; ".join(d.note for d in days))


def _on_day(value: str, start: datetime, lat: float, lon: float) -> Collections:
    parsed = parsed_rules(as_stretches(value.strip()), zone_at(lon, lat), round(lat, 4), round(lon, 4))
    if parsed is None:
        return Collections(state="unknown", note=f"unknown: collection times {value.strip()[:60]!r} do not parse")
    midnight = start.replace(hour=0, minute=0, second=0, microsecond=0)
    try:
        intervals = parsed.intervals(midnight, midnight + timedelta(days=1))
    except Exception:   # a value that parses but cannot be evaluated (the library's limits)
        return Collections(state="unknown", note=f"unknown: collection times {value.strip()[:60]!r} cannot be read")
    times = [f"{begin:%H:%M}" for begin, _, state, _ in intervals if state_name(state) == "open"]
    if any(state_name(state) == "unknown" for _, _, state, _ in intervals) and not times:
        return Collections(state="unknown", note=f"unknown on {start:%A} (collection times: {value.strip()[:60]})")
    if times:
        return Collections(state="collected", times=times, note=f"emptied {start:%a} at {', '.join(times)}")
    return Collections(state="not collected", note=f"not emptied on {start:%A}")

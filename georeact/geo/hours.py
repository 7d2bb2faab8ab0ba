"""Opening hours: when a question asks ("now", "Sunday 10:00", an ISO time) and whether a place is open then.

OSM `opening_hours` values are parsed by opening-hours-py (the Rust `opening-hours` crate: the whole OSM
specification, public holidays of the country the coordinates are in). A value it cannot parse is "unknown",
never guessed, unless it is written as a sign is ('Weekdays 8-4', loose_hours.py) and reads so. Times are
wall-clock times in the place's zone, which tzfpy derives offline from the coordinates; "Sunday 10:00" is the
next Sunday (today when it is Sunday) at 10:00 there.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, time, timedelta
from collections.abc import Callable
from functools import lru_cache
from typing import Literal
from zoneinfo import ZoneInfo

import opening_hours
import tzfpy
from pydantic import BaseModel

from georeact.geo.loose_hours import tag_syntax

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_DAY = r"(?P<day>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_TIME = r"(?P<hour>\d{1,2})(?:[:.h](?P<minute>\d{2}))?\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)?"
_WEEKDAY_TIME = [re.compile(rf"^(?:on\s+)?{_DAY}(?:\s*,?\s*(?:at\s+)?{_TIME})?$"),
                 re.compile(rf"^(?:at\s+)?{_TIME}\s*,?\s*(?:on\s+)?{_DAY}$"),
                 re.compile(rf"^(?:today\s+)?(?:at\s+)?{_TIME}$")]
FORMATS = "'now', a weekday with a time ('Sunday 10:00', 'Sun 22:30'), a weekday ('Sunday'), a time ('22:00'), a time of year with either ('a Tuesday in July', 'mid-November') or ISO ('2024-07-14T10:00')"
State = Literal["open", "closed", "unknown"]


class OpenAt(BaseModel):
    """A moment a question asks about, in the zone of the place it is about."""
    text: str                      # as given
    zone: str                      # IANA zone, e.g. Europe/Berlin
    start: datetime                # aware, in `zone`
    whole_day: bool = False        # 'Sunday': open at any time that day
    every_day: bool = False        # 'every day': each day of the week, said as one when they are alike
    days: tuple[int, ...] = tuple(range(7))   # the days 'every day' means ('on weekdays': Monday to Friday)
    until: datetime | None = None  # 'between 6 and 7 pm': open the whole time from start to this
    dated: bool = False            # 'in mid-July': a day of the year said, so the date is said back
    whole_month: bool = False      # 'in August', said with no day: open on any day of that month

    def label(self) -> str:
        if self.until is not None and self.until - self.start >= timedelta(days=7):
            return "around the clock"   # ('open 24/7': the whole week from now)
        when = self.start.strftime("%A %Y-%m-%d") if self.whole_day else self.start.strftime("%A %Y-%m-%d %H:%M")
        if self.until is not None:
            when += f" to {self.until:%H:%M}" if self.until.date() == self.start.date() else f" to {self.until:%a %H:%M}"
        return f"{when} ({self.zone})"


class Hours(BaseModel):
    """A place's state at an OpenAt, and the change after it."""
    state: State
    note: str                      # 'open until 18:00', 'closed; opens Mon 08:00', "unknown: 'by appointment'"
    until: datetime | None = None  # open: when it closes (wall clock at the place); None when it does not
    # open only in the small hours the night before runs into: the day itself it does not open (so not 'open every day')
    night_before_only: bool = False


# A time of year said in words ('in July', 'mid-November', 'the last week of October', 'an August Thursday',
# 'on 5 June'): hours tagged by season ('Jun-Aug: Mo-Su 10:00-18:00') are read on that day, not today's.
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
# the day of the month a part of it means (a month said alone: its middle)
MONTH_PARTS = {"early": 5, "start": 2, "beginning": 2, "first week": 4, "first half": 8, "mid": 15, "middle": 15,
               "second week": 11, "third week": 18, "fourth week": 25, "second half": 22, "late": 24, "end": 28,
               "last week": 27, "final week": 27, None: 15}
# 'may' is a month only where a month is plainly meant ('in May', 'mid-May', 'May 5', '25 May'), never 'may I ...'
# a month shortened ('Jan', 'Sept') only before a day ('Jan 5'), where no name means it ('in Jan Mayen')
_MONTH_NAME = (r"(?:(?:january|february|march|april|june|july|august|september|october|november|december)\b|"
               r"(?:(?<=\bin )|(?<=\bof )|(?<=mid-)|(?<=mid )|(?<=early )|(?<=late )|(?<=during )|(?<=\d )|(?<=\dst )|"
               r"(?<=\dnd )|(?<=\drd )|(?<=\dth ))may\b|"
               r"(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\b\.?(?=\s*\d))")
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)?"
# days of the year known by name (month, day)
HOLIDAYS = {"christmas eve": (12, 24), "christmas day": (12, 25), "christmas": (12, 25), "boxing day": (12, 26),
            "new year's eve": (12, 31), "new year's day": (1, 1), "new years eve": (12, 31), "new years day": (1, 1)}
SEASON = (rf"(?:(?:in|during|around|by|for|on|over)\s+)?(?:the\s+)?"
          rf"(?:(?:(?P<part>early|mid|late)[\s-]+|(?P<of>start|beginning|middle|end|(?:first|second|third|fourth|last|final)"
          rf"\s+week|(?:first|second)\s+half)\s+of\s+)?"
          rf"(?:(?P<date>{_ORDINAL})\s+(?:of\s+)?)?(?P<month>{_MONTH_NAME})(?:\s+(?P<date2>{_ORDINAL})\b)?|"
          rf"(?P<holiday>{'|'.join(sorted((re.escape(h) for h in HOLIDAYS), key=len, reverse=True))})\b)")
_SEASON = re.compile(SEASON, re.IGNORECASE)
# the same with its groups unnamed, for the readers that place it inside patterns of their own
SEASON_UNNAMED = re.sub(r"\?P<\w+>", "?:", SEASON)


def season_day(spoken: str, today: date) -> tuple[date, tuple[int, int]] | None:
    """The day a time of year in `spoken` means, on or after `today` (this year's, or next year's once it is past),
    and the span it is said at; None when it names no month."""
    said = _SEASON.search(spoken)
    if said is None:
        return None
    if said["holiday"]:
        month, day = HOLIDAYS[said["holiday"].lower().replace("’", "'")]
        year = today.year + ((month, day) < (today.month, today.day))
        return date(year, month, day), said.span()
    month = next(i for i, name in enumerate(MONTHS, 1) if name.startswith(said["month"].rstrip(".").lower()[:3]))
    part = (said["part"] or said["of"] or "").lower() or None
    day = int(re.match(r"\d+", said["date"] or said["date2"]).group(0)) if said["date"] or said["date2"] else \
        MONTH_PARTS[re.sub(r"\s+", " ", part) if part else None]
    year = today.year + ((month, day) < (today.month, today.day))
    for _ in range(4):   # ('31 February': the last day the month has)
        try:
            return date(year, month, day), said.span()
        except ValueError:
            day -= 1
    return None


def zone_at(lon: float, lat: float) -> str:
    return tzfpy.get_tz(lon, lat) or "UTC"


# the moment asked about is the clock's ('open right now', 'still open')
_NOW = re.compile(r"(?:open(?:ed)?\s+)?(?:(?:right\s+)?now|currently|(?:at\s+)?the\s+moment|(?:at\s+)?present|as\s+we\s+speak)|"
                  r"(?:currently|still)\s+open(?:\s+now)?")


# open at every moment ('open 24/7', 'open around the clock', 'open 24 hours'): the whole of the coming week (the
# words are the readers' too: reading/attribute_questions.py)
ROUND_THE_CLOCK_WORDS = (r"(?:24\s*/\s*7|24\s*(?:h|hrs?|hours)(?:\s+a\s+day)?|(?:a)?round\s+the\s+clock|day\s+and\s+night|"
                         r"all\s+day\s+and\s+(?:all\s+)?night|non-?stop|"
                         # 'can I go there any time of day or night', 'at any hour', 'at all hours'
                         r"(?:at\s+)?any\s+(?:time|hour)(?:\s*,?\s*(?:of\s+(?:the\s+)?)?day)?\s*,?\s*(?:or|and)\s+night|day\s+or\s+night|"
                         r"at\s+(?:any|all)\s+hours?(?:\s+of\s+the\s+day(?:\s+(?:or|and)\s+night)?)?|"
                         # 'open all the time, like any hour of the day'
                         r"(?<!\w)all\s+the\s+time(?:\s*,?\s*(?:like|i\s+mean|so)\s+(?:at\s+)?(?:any|every)\s+hour"
                         r"(?:\s+of\s+the\s+day)?)?|(?<!\w)(?:any|every)\s+hour\s+of\s+the\s+day)(?![\w/])")
_ROUND_THE_CLOCK = re.compile(rf"(?:open\s+)?{ROUND_THE_CLOCK_WORDS}")
WEEK = timedelta(days=7)
# the whole night ('open all night', 'all night on Saturday'): from 22:00 that day to 06:00 the next
ALL_NIGHT_WORDS = r"(?:all|the\s+whole|through\s+the)\s+night(?:\s+long)?"
_ALL_NIGHT = re.compile(rf"(?:open\s+)?{ALL_NIGHT_WORDS}"
                        r"(?:\s*,?\s+(?:on\s+)?(?:an?\s+|this\s+|next\s+)?(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?)?")
NIGHT = (time(22), timedelta(hours=8))


# the hours of a day whichever day it is ('how many hours a day is it open'): every day of the week
_EVERY_DAY = re.compile(r"(?:on\s+)?(?:every|each|any|a)\s+day|daily|per\s+day|a\s+typical\s+day|on\s+a\s+normal\s+day|"
                        r"(?:on\s+)?(?:which|what)\s+days")   # ("which days is X open": each day of the week)


# the days a phrase means, each read as 'every day' is ('when does X open on weekdays')
DAY_SETS = {"weekdays": (0, 1, 2, 3, 4), "weekends": (5, 6)}
DAY_SET_LABELS = {DAY_SETS["weekdays"]: "weekdays", DAY_SETS["weekends"]: "weekends", tuple(range(7)): "every day"}
_DAY_SETS = re.compile(r"(?:on\s+|during\s+|at\s+|over\s+)?(?:the\s+|an?\s+)?(?:(?P<weekdays>weekdays?|week\s*days?|working\s+days|"
                       r"business\s+days|(?:the\s+)?week|mon(?:day)?\s*-\s*fri(?:day)?)|(?P<weekends>weekends?|week-ends?))")
# a clock on each day of a set: '6 pm on weekdays', 'at quarter to six on a weekday', 'weekends at 9'
_SET_SAID = r"(?:on\s+|during\s+|at\s+|over\s+)?(?:the\s+|an?\s+)?(?:weekdays?|week\s*days?|working\s+days|business\s+days|weekends?|week-ends?)"
_CLOCK_ON_DAY_SET = re.compile(rf"(?:(?:at|around|by)\s+)?(?P<clock>.+?)\s*,?\s+(?P<set>{_SET_SAID})|"
                               rf"(?P<set2>{_SET_SAID})\s*,?\s+(?:(?:at|around|by)\s+)?(?P<clock2>.+?)")
# a stretch of time: 'between 6 and 7 pm on a Saturday', 'all the way from 18:00 to 19:30 on sunday'
_WINDOW = re.compile(r"^(?:open\s+)?(?:(?:all the way|the whole time|the entire time|throughout|continuously)\s+)?"
                     r"(?:between|from)\s+(?P<a>.+?)\s*(?:\band\b|\bto\b|\btill\b|\buntil\b|-|–)\s*(?P<b>.+?)"
                     r"(?P<day>(?:\s*,?\s+(?:on\s+)?(?:an?\s+)?(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?)?)$")
_PM_SAID = re.compile(r"(?P<ampm>[ap])\.?m\b\.?", re.IGNORECASE)


def _window(raw: str, lon: float, lat: float, now: datetime | None) -> OpenAt | None:
    """'between 6 and 7 pm on a Saturday': from 18:00 to 19:00 that Saturday (a bare first hour takes the second's
    am or pm when that keeps it first); None when the text is no stretch of time."""
    said = _WINDOW.match(raw.strip().lower())
    if said is None:
        return None
    first, second, day = said["a"].strip(), said["b"].strip(), said["day"].strip(" ,")
    end = parse_open_at(f"{second} {day}".strip(), lon, lat, now).start
    start = parse_open_at(f"{first} {day}".strip(), lon, lat, now)
    if not _PM_SAID.search(first) and (pm := _PM_SAID.search(second)) is not None:
        with_it = parse_open_at(f"{first} {pm.group(0)} {day}".strip(), lon, lat, now)
        start = with_it if with_it.start <= end else start
    if end <= start.start:   # 'from 10 pm to 2 am': past midnight
        end += timedelta(days=1)
    return OpenAt(text=raw, zone=start.zone, start=start.start, until=end)


def parse_open_at(text: str, lon: float, lat: float, now: datetime | None = None) -> OpenAt:
    """The moment `text` means at a place (its zone from lon/lat). ValueError naming the formats otherwise."""
    if (window := _window(text or "", lon, lat, now)) is not None:
        return window
    zone = zone_at(lon, lat)
    tz = ZoneInfo(zone)
    today = (now or datetime.now(tz)).astimezone(tz)
    # (an aside in brackets says no moment of its own: 'in late May (after the 20th), 3pm' is 3 pm in late May)
    raw = re.sub(r"\s*\([^()]*\)", " ", text or "").strip()
    # 'tomorrow at 10', 'today': the weekday they are where the place is
    spoken = re.sub(r"\b(today|tomorrow)\b", lambda m: WEEKDAYS[(today.weekday() + (m[1] == "tomorrow")) % 7],
                    raw.lower())
    if (season := season_day(spoken, today.date())) is not None:   # 'a Tuesday in July at 3 pm': read from that day
        day, (start, end) = season
        today = datetime.combine(day, time(0), tz)
        # (the words around a day said twice: 'over Christmas, say on the 25th')
        spoken = re.sub(r"^[\s,;:-]*(?:(?:on|in|at|an?|say|like|or|i mean|that is)\b\s*)*|[\s,;:-]+(?:say|like|or)?$", "",
                        f"{spoken[:start]} {spoken[end:]}".strip())
        spoken = re.sub(r"\s*,\s*|\s{2,}", " ", spoken)
        if not spoken or spoken in {"open", "day", "a day", "any day"}:
            said = _SEASON.search(raw.lower())
            # ('in August' asks of the month; 'a day in July' of one day of it)
            month_only = said is not None and spoken in {"", "open", "any day"} and \
                not any(said[g] for g in ("part", "of", "date", "date2", "holiday"))
            return OpenAt(text=raw, zone=zone, start=today.replace(day=1) if month_only else today, whole_day=True,
                          dated=True, whole_month=month_only)
        when = parse_open_at(spoken, lon, lat, today)
        return when.model_copy(update={"text": raw, "dated": True})
    every = _EVERY_DAY.fullmatch(spoken)
    days = None if every else _DAY_SETS.fullmatch(spoken)
    if every is None and days is None and (clocked := _CLOCK_ON_DAY_SET.fullmatch(spoken)) is not None:
        # 'at quarter to six on a weekday', 'weekends at 9': that clock on each day of the set
        said = clocked["clock"] or clocked["clock2"]
        at = parse_open_at(said, lon, lat, today)
        if not at.whole_day and not at.every_day and at.until is None:
            days = _DAY_SETS.fullmatch(clocked["set"] or clocked["set2"])
            return OpenAt(text=raw, zone=zone, start=datetime.combine(today.date(), at.start.timetz()), every_day=True,
                          days=DAY_SETS[days.lastgroup])
    if every or days is not None:
        return OpenAt(text=raw, zone=zone, start=datetime.combine(today.date(), time(0), tz), whole_day=True,
                      every_day=True, days=DAY_SETS[days.lastgroup] if days else tuple(range(7)))
    if (night := _ALL_NIGHT.fullmatch(spoken)) is not None:
        day = today.date()
        if night["day"]:
            day += timedelta(days=(WEEKDAYS.index(night["day"]) - day.weekday()) % 7)
        start = datetime.combine(day, NIGHT[0], tz)
        return OpenAt(text=raw, zone=zone, start=start, until=start + NIGHT[1])
    if _ROUND_THE_CLOCK.fullmatch(spoken):
        start = today.replace(second=0, microsecond=0)
        return OpenAt(text=raw, zone=zone, start=start, until=start + WEEK)
    if _NOW.fullmatch(spoken):
        return OpenAt(text=raw, zone=zone, start=today.replace(second=0, microsecond=0))
    try:
        moment = datetime.fromisoformat(raw)
    except ValueError:
        moment = None
    if moment is not None:
        moment = moment.replace(tzinfo=tz) if moment.tzinfo is None else moment.astimezone(tz)
        return OpenAt(text=raw, zone=zone, start=moment, whole_day=len(raw) == 10)
    for pattern in _WEEKDAY_TIME:
        if (match := pattern.match(spoken)) is None and (match := pattern.match(in_figures(spoken))) is None:
            continue
        parts = match.groupdict()
        day = today.date()
        if parts.get("day"):
            wanted = [d[:3] for d in WEEKDAYS].index(parts["day"])
            day += timedelta(days=(wanted - day.weekday()) % 7)
        if parts.get("hour") is None:
            return OpenAt(text=raw, zone=zone, start=datetime.combine(day, time(0), tz), whole_day=True)
        if parts.get("minute") is None and not parts.get("ampm") and re.fullmatch(r"[1-6]", parts["hour"]):
            parts = {**parts, "hour": str(int(parts["hour"]) + 12)}   # a bare hour before 7 is after noon ('thursday at 5')
        return OpenAt(text=raw, zone=zone, start=datetime.combine(day, _clock(parts, raw), tz))
    raise ValueError(f"open_at {raw!r} is not a time I can read; give {FORMATS}")


# A time said in words, as people write it: the figures it means ('half past seven in the evening' -> '19:30').
CLOCK_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_HOUR_WORD = r"(?:\d{1,2}|" + "|".join(CLOCK_WORDS) + "|noon|midday|midnight)"
# noon and midnight as the hour of a clock said in words ('quarter to midnight': 23:45, 'half past noon': 12:30)
_HOUR_NAMES = {"noon": 12, "midday": 12, "midnight": 24}
# the clock a part of the day means when no time is given, and whether a bare hour in it is after noon
DAY_PARTS: dict[str, tuple[str, bool]] = {"morning": ("10:00", False), "lunch": ("12:30", True),
                                          "lunchtime": ("12:30", True), "afternoon": ("15:00", True),
                                          "evening": ("19:00", True), "night": ("22:00", True),
                                          "overnight": ("03:00", False),   # ('do they close overnight': small hours)
                                          "tonight": ("20:00", True)}
_AMPM = r"(?:\s*(?P<ampm>[ap])\.?m\b\.?)?"   # 'half past seven pm', 'seven p.m.'
_SPOKEN_CLOCK = [   # (pattern, minutes past the hour)
    (re.compile(rf"\bhalf past (?P<h>{_HOUR_WORD})\b{_AMPM}"), 30),
    (re.compile(rf"\bhalf (?P<h>{_HOUR_WORD})\b{_AMPM}"), 30),   # British: 'half eleven' is half past eleven
    (re.compile(rf"\bquarter past (?P<h>{_HOUR_WORD})\b{_AMPM}"), 15),
    (re.compile(rf"\bquarter to (?P<h>{_HOUR_WORD})\b{_AMPM}"), -15),
    (re.compile(rf"\b(?P<h>{'|'.join(CLOCK_WORDS)})(?: o'?clock)?\b{_AMPM}"), 0),
]
_NOON = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}


def in_figures(spoken: str) -> str:
    """A moment said in words, in the figures `parse_open_at` reads: 'thursday at half past seven in the evening' ->
    'thursday 19:30', 'a saturday morning' -> 'saturday 10:00', 'noon on monday' -> 'monday 12:00', 'still open at
    9 on friday' -> 'friday 21:00' (a bare hour before 7, or one asked 'still open' at, is after noon)."""
    text = re.sub(r"\b(?:on|at|a|an|the|this|next|coming|around|about|say|like|for|in|by|of|still|open)\b|[,?!]", " ",
                  spoken.lower())
    day = re.search(r"\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b", text)
    part = next((p for p in DAY_PARTS if re.search(rf"\b{p}s?\b", text)), None)   # ("sunday evenings")
    figures = re.search(r"\d", text) is not None   # '12:15 am' over 'past midnight'
    clock = None if figures else next((c for word, c in _NOON.items()
                                        if re.search(rf"(?<!past )(?<!to )\b{word}\b", text)), None)
    afternoon = DAY_PARTS[part][1] if part else False
    said_ampm = False
    if clock is None:
        for pattern, minutes in _SPOKEN_CLOCK:
            if found := pattern.search(text):
                hour = int(found["h"]) if found["h"].isdigit() else _HOUR_NAMES.get(found["h"], CLOCK_WORDS.get(found["h"], 0))
                hour, minute = (hour - 1, 45) if minutes < 0 else (hour % 24, minutes)
                if found["ampm"]:
                    hour, said_ampm = hour % 12 + (12 if found["ampm"] == "p" else 0), True
                clock = f"{hour}:{minute:02d}"
                break
    if clock is None and (found := re.search(r"\b(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?!\d)", text)):
        hour, minute, ampm = int(found.group(1)), int(found.group(2) or 0), (found.group(3) or "").replace(".", "")
        hour = hour % 12 + (12 if ampm == "pm" else 0) if ampm else hour
        said_ampm = bool(ampm)
        clock = f"{hour}:{minute:02d}"
    if clock is not None and ":" in clock and not said_ampm:
        hour, minute = (int(x) for x in clock.split(":"))
        # a bare hour before 7 is after noon, unless the part of the day says ('5 in the morning')
        # ('still open at 1:30 on a Sunday morning': the part of the day said wins over 'still')
        still = re.search(r"\bstill\b", spoken.lower()) is not None and (part is None or afternoon)
        late = afternoon or still or (part is None and 1 <= hour < 7)
        if hour < 12 and late and clock not in _NOON.values():
            clock = f"{hour + 12}:{minute:02d}"
    if clock is None and part:
        clock = DAY_PARTS[part][0]
    said = " ".join(x for x in (f"{day.group(1)}day" if day else None, clock) if x)
    return said or spoken


def _clock(parts: dict[str, str | None], raw: str) -> time:
    hour, minute = int(parts["hour"] or 0), int(parts["minute"] or 0)
    ampm = (parts.get("ampm") or "").replace(".", "")
    if ampm and not 1 <= hour <= 12:
        raise ValueError(f"open_at {raw!r}: {hour} {ampm} is not a time")
    hour = hour % 12 + (12 if ampm == "pm" else 0) if ampm else hour
    if hour == 24 and minute == 0:
        hour, minute = 23, 59
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        raise ValueError(f"open_at {raw!r}: {hour}:{minute:02d} is not a time of day")
    return time(hour, minute)


# 'Sa, Su 14:00-18:00': a list of days written with a space, which the library reads as a rule of its own ('Sa',
# open all day) and another; nobody tags a day open around the clock that way
_DAY_LIST = re.compile(r"\b(Mo|Tu|We|Th|Fr|Sa|Su|PH|SH)\s*,\s+(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|PH|SH)\b)")


# the commonest slips in the tag, each read as what it plainly says, tried only when the value does not parse as
# written: German day abbreviations ('Mo-So 10:00-19:00', 'Di-Fr'; only those no English day shares), holidays in
# the wrong case ('Ph off')
_GERMAN_DAYS = {"Di": "Tu", "Mi": "We", "Do": "Th", "So": "Su"}
# and a stretch of dates that ends on a month ('May 15-Sep': to the end of September)
_MONTH_ENDS = {name[:3].title(): calendar.monthrange(2001, i)[1] for i, name in enumerate(MONTHS, 1)}   # (Feb: 28)
_MONTHS_SHORT = "|".join(_MONTH_ENDS)
_SLIPS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"\b(" + "|".join(_GERMAN_DAYS) + r")\b(?=\s*[-,:\s\d]|$)"), lambda m: _GERMAN_DAYS[m.group(1)]),
    (re.compile(rf"\b((?:{_MONTHS_SHORT})\s*\d{{1,2}}\s*-\s*)({_MONTHS_SHORT})\b(?!\s*\d)"),
     lambda m: f"{m.group(1)}{m.group(2)} {_MONTH_ENDS[m.group(2)]:02d}"),
    (re.compile(r"\b(Ph|ph|Sh|sh)\b"), lambda m: m.group(1).upper()),
]


def _mended(value: str) -> str:
    for slip, meant in _SLIPS:
        value = slip.sub(meant, value)
    return value


def readings(value: str) -> list[tuple[str, str]]:
    """The ways a value is tried, in order, each with what it is read as: as tagged, after the tag's common slips, as
    a sign is written (loose_hours.py). The first that parses is the place's hours."""
    value = _DAY_LIST.sub(r"\1,", value)
    return [("as tagged", value), ("after a slip", _mended(value)), ("as a sign", tag_syntax(_mended(value)))]


@lru_cache(maxsize=4096)
def parsed_rules(value: str, zone: str, lat: float, lon: float) -> opening_hours.OpeningHours | None:
    """An opening_hours-style value read by opening-hours-py in the place's zone and country (its holidays), as
    tagged, else as mended; None when no reading parses."""
    for written in dict.fromkeys(written for _, written in readings(value)):
        try:   # the coordinates give the country, for public holidays ('PH off')
            return opening_hours.OpeningHours(written, timezone=ZoneInfo(zone), coords=(lat, lon))
        except Exception:   # ParserError, and anything else a malformed value raises: unknown, not guessed
            continue
    return None


def hours_at(value: str | None, when: OpenAt, lat: float, lon: float) -> Hours:
    """Whether a place with OSM opening_hours `value` at lat/lon is open at `when` (its own zone's clock); with a
    stretch of time ('between 6 and 7 pm'), whether it is open the whole of it."""
    if not value or not value.strip():
        return Hours(state="unknown", note="no opening hours in the data")
    if when.every_day:
        return _every_day(value, when, lat, lon)
    if when.whole_month:
        return _whole_month(value, when, lat, lon)
    if when.until is None or when.whole_day:
        return _moment(value, when, lat, lon)
    first = _moment(value, when, lat, lon)
    end = when.until.replace(tzinfo=None)
    at, seen = first, 0
    while at.state == "open" and at.until is not None and at.until < end and seen < 20:   # each stretch it is open
        closes = at.until
        at, seen = _moment(value, when.model_copy(update={"start": closes.replace(tzinfo=when.start.tzinfo),
                                                          "until": None}), lat, lon), seen + 1
        if at.state != "open":
            return Hours(state="closed", note=f"closed; closes at {closes:%H:%M}, before {end:%H:%M}")
    return at   # open the whole time: said by the stretch that reaches the end ('open until 03:00')


def _moment(value: str, when: OpenAt, lat: float, lon: float) -> Hours:
    zone = zone_at(lon, lat)
    parsed = parsed_rules(value.strip(), zone, round(lat, 4), round(lon, 4))
    if parsed is None:
        return Hours(state="unknown", note=f"unknown: hours {value.strip()[:60]!r} do not parse")
    start = when.start.replace(tzinfo=None)   # the same wall-clock time at the place (its own zone)
    try:
        if when.whole_day:
            day = _day(parsed, start)
            day_end = datetime.combine(start.date() + timedelta(days=1), time(0))
            if day.note.endswith("-24:00") and not day.note.endswith("00:00-24:00") and \
                    (night := _night_before(value.strip(), zone, lat, lon, day_end + timedelta(minutes=1))) is not None \
                    and night[0] < day_end:
                # 'Sa 12:00-03:00; Su 12:00-02:00' asked of Saturday: it closes at 03:00 (the library lets Sunday's
                # rule hide Saturday's small hours; a person means Saturday's)
                day = day.model_copy(update={"note": f"{day.note[:-len('24:00')]}{night[1]:%H:%M}"})
            return day
        state = parsed.state(start)[0]
        change = parsed.next_change(start)
    except Exception:   # a value that parses but cannot be evaluated (the library's limits)
        return Hours(state="unknown", note=f"unknown: hours {value.strip()[:60]!r} cannot be evaluated")
    name = state_name(state)
    change = change.replace(tzinfo=None) if change is not None else None
    if name == "open" and change is not None and change.time() == time(0) and \
            (night := _night_before(value.strip(), zone, lat, lon, change + timedelta(minutes=1))) is not None:
        change = night[1]   # 'Su 18:00-02:00; Mo-Th ...' at Sunday 20:00: open until Monday 02:00, not midnight
    if name == "open":
        return Hours(state="open", note="open 24/7" if change is None else f"open until {_when(change, start)}",
                     until=change)
    if name == "closed" and (night := _night_before(value.strip(), zone, lat, lon, start)) is not None:
        return Hours(state="open", note=f"open until {_when(night[1], start)}, as {night[0]:%A}'s hours run past midnight",
                     until=night[1])
    if name == "closed":
        return Hours(state="closed", note="closed" + ("" if change is None else f"; opens {_when(change, start)}"))
    return Hours(state="unknown", note=f"unknown at that time (hours: {value.strip()[:60]})")


def _night_before(value: str, zone: str, lat: float, lon: float, start: datetime) -> tuple[datetime, datetime] | None:
    """The start and end of hours that began the day before and run past midnight when a rule for the new day hides them:
    'Su-Th 11:30-24:00; Fr-Sa 11:30-02:00' at Sunday 01:00 is Saturday night, open (the library lets Sunday's rule
    override Saturday's hours after midnight; a person means Saturday's). Each rule is read on its own."""
    if '"' in value or ";" not in value:   # a comment may hold a ';'; one rule is already read whole
        return None
    midnight = datetime.combine(start.date(), time(0))
    for rule in value.split(";"):
        parsed = parsed_rules(rule.strip(), zone, round(lat, 4), round(lon, 4)) if rule.strip() else None
        if parsed is None:
            continue
        try:
            intervals = parsed.intervals(start - timedelta(days=1), start + timedelta(days=1))
        except Exception:
            continue
        for begin, end, state, _ in intervals:
            begin, end = begin.replace(tzinfo=None), end.replace(tzinfo=None)
            if state_name(state) == "open" and begin < midnight <= start < end:
                return begin, end
    return None


def _day(parsed: opening_hours.OpeningHours, start: datetime) -> Hours:
    """Open at any time of the day: the day's open intervals."""
    spans, unknown = [], False
    day_end = start + timedelta(days=1)
    # (hours that run past midnight end when they end: 'Fr 11:00-03:00' asked of Friday closes at 03:00; the small
    # hours the night before runs into are that night's, not the day's, unless it is open all day)
    night_before = state_name(parsed.state(start - timedelta(minutes=1))[0]) == "open"
    spill = []
    for begin, end, state, _ in parsed.intervals(start, day_end + timedelta(hours=12)):
        begin, end = begin.replace(tzinfo=None), end.replace(tzinfo=None)
        if begin >= day_end:
            break
        if state_name(state) == "open":
            whole = end >= day_end and begin == start   # (open the whole day: '00:00-24:00')
            said = f"{begin:%H:%M}-{'24:00' if whole or end == day_end else f'{end:%H:%M}'}"
            (spill if night_before and begin == start and end < day_end else spans).append(said)
        unknown |= state_name(state) == "unknown"
    if spans or spill:   # (only the night before's small hours: those are the day's)
        return Hours(state="open", note=f"open {start:%a} {', '.join(spans or spill)}", night_before_only=not spans)
    return Hours(state="unknown" if unknown else "closed", note=f"{'unknown' if unknown else 'closed'} all {start:%A}")


def _every_day(value: str, when: OpenAt, lat: float, lon: float) -> Hours:
    """The seven days from `when`: one day's hours said for all when every day is alike ('open every day
    09:00-17:00'); otherwise unknown, with each day's hours from Monday (no one day answers for the others)."""
    monday = when.start - timedelta(days=when.start.weekday())
    days = [_moment(value, when.model_copy(update={"start": monday + timedelta(days=k), "every_day": False}),
                    lat, lon) for k in when.days]
    # (a day it does not open, only the night before running into it, is a day it is closed)
    days = [Hours(state="closed", note=f"closed all {monday + timedelta(days=k):%A}") if day.night_before_only else day
            for k, day in zip(when.days, days)]
    if unknown := next((day for day in days if day.state == "unknown"), None):
        return unknown
    if not when.whole_day:   # one clock on each day ('at 6 pm on weekdays'): open or closed then, whatever comes after
        if len({day.state for day in days}) == 1:   # (what follows may differ: 'opens Tue 8:00', 'opens Wed 8:00')
            alike_after = {_DAY_SAID.sub("", day.note) for day in days}
            return days[0] if len(alike_after) == 1 else Hours(state=days[0].state, note=days[0].state)
        return Hours(state="unknown", note="it depends on the day: " + "; ".join(
            f"{monday + timedelta(days=k):%A}: {day.state}" for k, day in zip(when.days, days)))
    alike = {(day.state, _DAY_SAID.sub("", day.note)) for day in days}
    if len(alike) == 1:
        first, said = days[0], DAY_SET_LABELS.get(when.days, "every day")
        said = "every day" if said == "every day" else f"on {said}"
        return first.model_copy(update={"note": _DAY_SAID.sub(f" {said} ", first.note, count=1)})
    return Hours(state="unknown", note="the hours differ from day to day: " + "; ".join(day.note for day in days))


def _whole_month(value: str, when: OpenAt, lat: float, lon: float) -> Hours:
    """Open on any day of the month asked ('does X open at all in August'): open with the days it opens, closed when
    it opens on none, unknown when a day cannot be told."""
    first, days = when.start, []
    while (day := first + timedelta(days=len(days))).month == first.month:
        days.append(_moment(value, when.model_copy(update={"start": day, "whole_month": False}), lat, lon))
    if unknown := next((day for day in days if day.state == "unknown"), None):
        return unknown
    opened = sum(day.state == "open" and not day.night_before_only for day in days)
    month = f"{first:%B}"
    if not opened:
        return Hours(state="closed", note=f"closed every day of {month}")
    if opened == len(days):
        return Hours(state="open", note=f"open every day of {month} {first.year}")
    return Hours(state="open", note=f"open on {opened} of the {len(days)} days of {month} {first.year}")


_DAY_SAID = re.compile(r" (?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) |(?<= all )(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$")


def state_name(state: object) -> str:
    """opening-hours-py's state as a word: 'open', 'closed' or 'unknown'."""
    return str(state).rsplit(".", 1)[-1].lower()


def _when(moment: datetime, start: datetime) -> str:
    moment = moment.replace(tzinfo=None)
    if moment.date() == start.date():
        return f"{moment:%H:%M}"
    return f"{moment:%a %H:%M}" if moment - start < timedelta(days=7) else f"{moment:%Y-%m-%d %H:%M}"


def weekday_dates(weekday: int, clock: time, start: date, weeks: int) -> list[datetime]:
    """The naive datetimes of `weekday` at `clock` in the `weeks` weeks from `start` (for stable gold answers)."""
    first = start + timedelta(days=(weekday - start.weekday()) % 7)
    return [datetime.combine(first + timedelta(weeks=i), clock) for i in range(weeks)]

"""open_at phrases and opening-hours states (geo/hours.py): formats read, unparseable values unknown."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from georeact.geo.hours import hours_at, parse_open_at

VADUZ = (9.5209, 47.1410)
NOW = datetime(2026, 11, 25, 15, 7, tzinfo=ZoneInfo("Europe/Vaduz"))   # a Wednesday


@pytest.mark.parametrize("text, label", [
    ("now", "Wednesday 2026-11-25 15:07 (Europe/Vaduz)"),
    ("Sunday 10:00", "Sunday 2026-11-29 10:00 (Europe/Vaduz)"),
    ("Sunday at 10 pm", "Sunday 2026-11-29 22:00 (Europe/Vaduz)"),
    ("22:00 on Saturday", "Saturday 2026-11-28 22:00 (Europe/Vaduz)"),
    ("wed 9:30", "Wednesday 2026-11-25 09:30 (Europe/Vaduz)"),
    ("Sunday", "Sunday 2026-11-29 (Europe/Vaduz)"),
    ("2024-07-14T18:00", "Sunday 2024-07-14 18:00 (Europe/Vaduz)"),
    ("2024-07-14T18:00+00:00", "Sunday 2024-07-14 20:00 (Europe/Vaduz)"),
])
def test_open_at_formats(text: str, label: str) -> None:
    assert parse_open_at(text, *VADUZ, now=NOW).label() == label


@pytest.mark.parametrize("text", ["whenever", "Sunday 25:00", "13 pm", ""])
def test_unreadable_times_are_refused_with_the_formats(text: str) -> None:
    with pytest.raises(ValueError, match="open_at"):
        parse_open_at(text, *VADUZ, now=NOW)


def test_states_and_when_they_change() -> None:
    sunday = parse_open_at("Sunday 10:00", *VADUZ, now=NOW)
    assert hours_at("Mo-Sa 08:00-18:00; Su 09:00-12:00", sunday, VADUZ[1], VADUZ[0]).note == "open until 12:00"
    closed = hours_at("Mo-Fr 08:00-18:00", sunday, VADUZ[1], VADUZ[0])
    assert closed.state == "closed" and closed.note == "closed; opens Mon 08:00"
    assert hours_at("24/7", sunday, VADUZ[1], VADUZ[0]).note == "open 24/7"
    day = parse_open_at("Sunday", *VADUZ, now=NOW)
    assert hours_at("Su 09:00-12:00,14:00-18:00", day, VADUZ[1], VADUZ[0]).note == "open Sun 09:00-12:00, 14:00-18:00"


@pytest.mark.parametrize("value", [None, "", "by appointment", "nach Vereinbarung", "summer", "Seasonal, only summer time",
                                   "Mo-Fr 10:00-16:00. Lunch Mo-Fr 12:00-13:00", "Mo-Fr 8-19; Su 8"])
def test_what_does_not_parse_is_unknown_never_guessed(value) -> None:
    assert hours_at(value, parse_open_at("Monday 10:00", *VADUZ, now=NOW), VADUZ[1], VADUZ[0]).state == "unknown"


@pytest.mark.parametrize("value, moment, state", [
    ("Mo-Fr 8-18", "Monday 17:00", "open"),                                  # hours without minutes
    ("Mo - Fr 10:00 - 18:00, Sa 10:00 - 15:00", "Saturday 16:00", "closed"),  # spaces round the dashes
    ("Mo.-Fr.: 08:00-18:00, Sa.: 09:00-14:00", "Saturday 09:30", "open"),
    ("Tu-Fr 14:00-19:00 Sa 11:00-17:00", "Saturday 11:30", "open"),           # a rule run into the next
    ("Weekdays 8-4, Saturdays 8-5, Sundays 9-2", "Tuesday 14:00", "open"),     # a sign: the afternoon
    ("Weekdays 8-4, Saturdays 8-5, Sundays 9-2", "Tuesday 16:30", "closed"),
    ("9-5:30", "Wednesday 17:00", "open"),
    ("Open Daily from 10 to 6 (closed Monday)", "Monday 13:00", "closed"),
    ("Open Daily from 10 to 6 (closed Monday)", "Sunday 17:30", "open"),
    ("Mon - Fri 10am - 10pm, Sun 1pm - 9pm", "Sunday 12:00", "closed"),
    ("Su-Th 16-00; Fr-Sa 16-03", "Saturday 02:00", "open"),                   # a leading zero: past midnight
])
def test_hours_written_as_a_sign_is_read_as_it_plainly_says(value, moment, state) -> None:
    """A value the parser cannot read as written, written the way a sign is, reads as the tag it means; an hour
    with no half of the day that would close before it opens is the afternoon."""
    assert hours_at(value, parse_open_at(moment, *VADUZ, now=NOW), VADUZ[1], VADUZ[0]).state == state


@pytest.mark.parametrize("value, text, state, note", [
    # Saturday's hours run to 02:00; the library lets Sunday's own rule hide them after midnight
    ("Su-Th 11:30-24:00; Fr-Sa 11:30-02:00", "Sunday 01:00", "open", "open until 02:00, as Saturday's hours run past midnight"),
    ("Mo-Sa 10:00-02:00; Su off", "Sunday 01:30", "open", "open until 02:00, as Saturday's hours run past midnight"),
    ("Su-Th 11:30-24:00; Fr-Sa 11:30-02:00", "Sunday 03:00", "closed", "closed; opens 11:30"),   # past it
    ("Su-Th 11:30-24:00; Fr-Sa 11:30-02:00", "Monday 01:00", "closed", "closed; opens 11:30"),   # Sunday ended at 24:00
    # asked in the evening, the night's hours still run past midnight though Monday's own rule hides them after it
    ("Mo-Th 18:00-2:00; Fr-Sa 18:00-3:00; Su 18:00-2:00", "Sunday 20:00", "open", "open until Mon 02:00"),
    ("Su-Th 11:30-24:00; Fr-Sa 11:30-02:00", "Sunday 20:00", "open", "open until Mon 00:00"),
])
def test_hours_past_midnight_belong_to_the_night_before(value: str, text: str, state: str, note: str) -> None:
    hours = hours_at(value, parse_open_at(text, *VADUZ, now=NOW), VADUZ[1], VADUZ[0])
    assert (hours.state, hours.note) == (state, note)


def test_a_list_of_days_written_with_a_space_is_one_list() -> None:
    """'Sa, Su 14:00-18:00' is Saturday and Sunday afternoons, not Saturday around the clock."""
    saturday = parse_open_at("Saturday 10:00", *VADUZ, now=NOW)
    hours = hours_at("Fr 14:00-20:00; Sa, Su 14:00-18:00", saturday, VADUZ[1], VADUZ[0])
    assert (hours.state, hours.note) == ("closed", "closed; opens 14:00")


@pytest.mark.parametrize("value, text, state", [
    ("Mo-So 10:00-19:00", "Sunday 11:00", "open"),      # German 'So' for Sunday: the whole week
    ("Di-Fr 09:00-18:00; Sa 10:00-14:00", "Monday 11:00", "closed"),
    ("Di-Fr 09:00-18:00; Sa 10:00-14:00", "Wednesday 11:00", "open"),
    ("Mo-Fr 09:00-19:00, Sa 10:00-17:00, Ph off", "Saturday 15:00", "open"),   # holidays in the wrong case
])
def test_plain_slips_are_read_as_what_they_say(value: str, text: str, state: str) -> None:
    assert hours_at(value, parse_open_at(text, *VADUZ, now=NOW), VADUZ[1], VADUZ[0]).state == state


@pytest.mark.parametrize("text, label", [
    ("between 6 and 7 pm on a Saturday", "Saturday 2026-11-28 18:00 to 19:00 (Europe/Vaduz)"),
    ("all the way between 6 and 7 pm on a saturday", "Saturday 2026-11-28 18:00 to 19:00 (Europe/Vaduz)"),
    ("between 2 and 3 am on a tuesday", "Tuesday 2026-12-01 02:00 to 03:00 (Europe/Vaduz)"),
    ("from 10 pm to 2 am on friday", "Friday 2026-11-27 22:00 to Sat 02:00 (Europe/Vaduz)"),
    ("between 11 and 1 pm on monday", "Monday 2026-11-30 11:00 to 13:00 (Europe/Vaduz)"),
])
def test_a_stretch_of_time_is_read_from_its_start_to_its_end(text: str, label: str) -> None:
    assert parse_open_at(text, *VADUZ, now=NOW).label() == label


@pytest.mark.parametrize("value, text, state", [
    ("Mo-Su 17:00-18:30", "between 6 and 7 pm on a Saturday", "closed"),    # closes inside the stretch
    ("Mo-Su 18:30-23:00", "between 6 and 7 pm on a Saturday", "closed"),    # opens inside it
    ("Mo-Su 17:00-19:00", "between 6 and 7 pm on a Saturday", "open"),      # open the whole of it
    ("Mo-Th 17:00-01:00; Fr-Sa 17:00-03:00; Su 17:00-01:00", "between 11 pm and 1 am on a saturday", "open"),
    ("Mo-Th 17:00-01:00; Fr-Sa 17:00-03:00; Su 17:00-01:00", "between 11 pm and 2 am on a sunday", "closed"),
])
def test_open_through_a_stretch_means_open_the_whole_of_it(value: str, text: str, state: str) -> None:
    assert hours_at(value, parse_open_at(text, *VADUZ, now=NOW), VADUZ[1], VADUZ[0]).state == state


@pytest.mark.parametrize("value, day, note", [
    ("Mo-Th 11:00-24:00; Fr-Sa 11:00-3:00; Su 12:00-23:00", "Friday", "open Fri 11:00-03:00"),
    ("Mo-Th 14:00-2:00; Fr 14:00-3:00; Sa 12:00-3:00; Su 12:00-2:00", "Saturday", "open Sat 12:00-03:00"),
    ("Mo-Su 10:00-14:00,17:00-01:00", "Sunday", "open Sun 10:00-14:00, 17:00-01:00"),
    ("24/7", "Sunday", "open Sun 00:00-24:00"),
    ("Fr 22:00-06:00", "Saturday", "open Sat 00:00-06:00"),   # only the night before's small hours: those
])
def test_a_day_asked_closes_when_its_hours_end_past_midnight(value, day, note) -> None:
    """'when does X close on Friday' of hours that run past midnight: the hour it closes, not midnight (and the small
    hours the night before runs into are that night's)."""
    assert hours_at(value, parse_open_at(day, *VADUZ, now=NOW), VADUZ[1], VADUZ[0]).note == note


def test_still_open_with_a_morning_said_is_the_small_hours():
    from georeact.geo.hours import in_figures
    assert in_figures("still open at 1:30 on a Sunday morning") == "sunday 1:30"
    assert in_figures("still open at 9 on friday") == "friday 21:00"


def test_a_day_only_the_night_before_runs_into_is_no_day_it_opens():
    from georeact.geo.hours import hours_at, parse_open_at
    lon, lat = 9.5209, 47.1410
    every = parse_open_at("which days", lon, lat)
    assert every.every_day
    hours = hours_at("Sa-Su 10:00-02:00", every, lat, lon)
    assert hours.state == "unknown" and "closed all Monday" in hours.note and "closed all Friday" in hours.note
    assert "Saturday" not in hours.note.split("closed all")[-1]


@pytest.mark.parametrize("value, text, state, note", [
    ("week 1-26: 13:00-17:00", "in August", "closed", "closed every day of August"),
    ("week 1-26: 13:00-17:00", "in May", "open", "open every day of May 2027"),
    ("Jun-Aug Sa 10:00-12:00", "in July", "open", "open on 5 of the 31 days of July 2027"),
])
def test_a_month_said_alone_asks_about_every_day_of_it(value: str, text: str, state: str, note: str) -> None:
    when = parse_open_at(text, *VADUZ, now=NOW)
    assert when.whole_month and when.start.day == 1
    hours = hours_at(value, when, VADUZ[1], VADUZ[0])
    assert (hours.state, hours.note) == (state, note)


def test_a_day_of_a_month_is_that_day_only():
    assert not parse_open_at("in late June", *VADUZ, now=NOW).whole_month
    assert not parse_open_at("5 June 14:00", *VADUZ, now=NOW).whole_month
    assert not parse_open_at("on a day in July", *VADUZ, now=NOW).whole_month
    assert parse_open_at("any day in July", *VADUZ, now=NOW).whole_month


@pytest.mark.parametrize("text, clock, days", [
    ("quarter to six on a weekday", "17:45", (0, 1, 2, 3, 4)),
    ("6 pm on weekdays", "18:00", (0, 1, 2, 3, 4)),
    ("weekends at 9", "09:00", (5, 6)),
])
def test_a_clock_on_each_day_of_a_set(text, clock, days) -> None:
    when = parse_open_at(text, *VADUZ, now=NOW)
    assert (when.every_day, when.whole_day, f"{when.start:%H:%M}", when.days) == (True, False, clock, days)


def test_a_clock_on_each_day_of_a_set_is_open_closed_or_depends_on_the_day() -> None:
    hours = "Mo-Fr 08:00-18:00; Sa 10:00-16:00"
    weekdays = hours_at(hours, parse_open_at("quarter to six on a weekday", *VADUZ, now=NOW), VADUZ[1], VADUZ[0])
    assert (weekdays.state, weekdays.note) == ("open", "open until 18:00")
    closed = hours_at(hours, parse_open_at("6 pm on weekdays", *VADUZ, now=NOW), VADUZ[1], VADUZ[0])
    assert closed.state == "closed"   # (each day opens again on another day: no one 'opens ...' said for all)
    mixed = hours_at(hours, parse_open_at("weekends at 11", *VADUZ, now=NOW), VADUZ[1], VADUZ[0])
    assert (mixed.state, mixed.note) == ("unknown", "it depends on the day: Saturday: open; Sunday: closed")


@pytest.mark.parametrize("text, clock", [
    ("thursday at 5", "17:00"), ("thursday at 6", "18:00"), ("thursday at 8", "08:00"), ("thursday at 5 am", "05:00"),
    ("thursday at 05:00", "05:00"), ("thursday 5:30", "05:30"),
])
def test_a_bare_hour_before_seven_is_after_noon_a_clock_is_as_written(text: str, clock: str) -> None:
    # ('is the shop open thursday at 5': five in the afternoon; a clock with its minutes is read as written)
    assert parse_open_at(text, *VADUZ, now=NOW).start.strftime("%H:%M") == clock

"""Opening hours written loosely, as people write them on a door, put into the tag's syntax.

A value the parser cannot read is unknown; most such values are the tag written the way a sign is: day names in
words ('Weekdays 8-4, Saturdays 8-5'), spaces round the dashes ('Mo - Fr 10:00 - 18:00'), hours without minutes
('Sa 9-14'), a clock with am/pm ('10am - 10pm'), 'from 10 to 6', '(closed Monday)', a rule run into the next
('14:00-19:00 Sa 11:00-17:00'). Each rule of the table below rewrites one such habit; the result is used only when
it parses (hours.py), and a value with words the table does not know ('summer', 'Lunch ...') stays unknown.

An hour written without its half of the day ('9-5:30', 'from 10 to 6') that would close before it opens is read
as the afternoon ('9-17:30'): nobody opens at nine to close at half past five the same morning. An hour written with
its leading zero ('9-03') is a 24-hour clock: open past midnight.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_DAYS = "Mo|Tu|We|Th|Fr|Sa|Su|PH"
_CLOCK = r"(?P<{n}h>\d{{1,2}})(?:[:.](?P<{n}m>\d{{2}}))?"

Rewrite = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]


def _ampm(said: re.Match[str]) -> str:
    hour, minute = int(said["h"]) % 12, said["m"] or "00"
    return f"{hour + (12 if said['half'].casefold().startswith('p') else 0):02d}:{minute}"


def _range(said: re.Match[str]) -> str:
    start_h, start_m = int(said["ah"]), said["am"] or "00"
    end_h, end_m = int(said["bh"]), said["bm"] or "00"
    twelve_hour = not said["bh"].startswith("0") and end_h < 12
    if twelve_hour and (end_h, int(end_m)) <= (start_h, int(start_m)):
        end_h += 12   # '9-5:30': the afternoon
    return f"{start_h:02d}:{start_m}-{end_h:02d}:{end_m}"


# (pattern, replacement), applied in order; case does not matter
LOOSE: list[Rewrite] = [
    (re.compile(r"\b(?:week ?days|mon(?:day)?s?\s*(?:-|to|through|thru)\s*fri(?:day)?s?)\b", re.I), "Mo-Fr"),
    (re.compile(r"\bweek ?ends?\b", re.I), "Sa-Su"),
    (re.compile(r"\b(?:daily|every ?day|7 days(?: a week)?|all week)\b", re.I), "Mo-Su"),
    *((re.compile(rf"\b{word}\b\.?", re.I), code) for word, code in (
        (r"mon(?:days?)?", "Mo"), (r"tue(?:s|sdays?)?", "Tu"), (r"wed(?:nesdays?)?", "We"),
        (r"thu(?:rs?|rsdays?)?", "Th"), (r"fri(?:days?)?", "Fr"), (r"sat(?:urdays?)?", "Sa"),
        (r"sun(?:days?)?", "Su"))),
    (re.compile(rf"\b({_DAYS})\.?:?(?=[\s,;\-\d]|$)"), r"\1"),   # 'Mo.-Fr.:', 'Sa.:'
    (re.compile(rf"\b({_DAYS})(?=\d)"), r"\1 "),   # 'Fr11:00'
    (re.compile(rf"\(?\s*\bclosed\s+(?:on\s+)?((?:{_DAYS})(?:\s*[-,]\s*(?:{_DAYS}))*)\s*\)?", re.I), r"; \1 off"),
    (re.compile(r"\bopen\b", re.I), " "),
    (re.compile(r"\b(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<half>a\.?m\.?|p\.?m\.?)(?!\w)", re.I), _ampm),
    (re.compile(r"\s*(?:\bfrom\b\s*)?(?<![\d:])(\d{1,2}(?:[:.]\d{2})?)\s+(?:to|until|till|-|–)\s+(\d{1,2}(?:[:.]\d{2})?)\b",
                re.I), r" \1-\2"),
    (re.compile(r"\s*[-–]\s*"), "-"),
    (re.compile(r"(?<![\d:])" + _CLOCK.format(n="a") + "-" + _CLOCK.format(n="b") + r"(?![\d:])"), _range),
    (re.compile(r"(\d{2}:\d{2})-(?=\s*(?:[,;]|$))"), r"\1+"),   # 'Mo-Fr 16:00-': open from then
    (re.compile(rf"(\d{{2}}:\d{{2}}\+?)\s*[,.]?\s+(?=(?:{_DAYS})\b)"), r"\1; "),   # a rule run into the next
    (re.compile(r"^\s*[;,]\s*|\s*[;,]\s*$"), ""),
    (re.compile(r"\s*;\s*(?:;\s*)*"), "; "),
    (re.compile(r"\s{2,}"), " "),
]


def tag_syntax(value: str) -> str:
    """The value with each loose habit of the table rewritten; what comes out may still not parse."""
    for pattern, meant in LOOSE:
        value = pattern.sub(meant, value)
    return value.strip()

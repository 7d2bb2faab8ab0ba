"""Whether two places lie within a distance of each other, asked yes or no: "is A within 2 km of B", "is B less than
30 km from A by road", "is it under 5 km on foot from A to B", "is A more than 20 km away from B". The distance
question of the two places is read as it is said plainly; the limit and its side ride on its reading
(`distance_limit_m`, `distance_over`), and the answer says yes or no before the distance (agent/sentences.py).

Nothing here reads a database.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from georeact.geo.units import find_distance
from georeact.reading.model import QuestionReading

# the words that put the distance on one side of the limit: (pattern, whether 'more than' is asked)
_SIDES = [(r"within|less than|under|below|no more than|not more than|at most|closer than|nearer than|inside", False),
          (r"more than|over|above|further than|farther than|at least|beyond", True)]
_SIDE = "|".join(f"(?P<{'over' if over else 'under'}>{words})" for words, over in _SIDES)
# the way said with the trip ('by road', 'on foot', 'walking'): the route's way; none said, a straight line
_WAY = r"(?P<way>\s*,?\s+(?:by\s+(?:road|car|bike|bicycle|foot)|on\s+foot|walking|driving|cycling|as the crow flies|" \
       r"in a straight line))?"
_AMOUNT = r"(?P<amount>\d[\d.,]*\s*[a-z]+|(?:a|one|two|three|four|five|ten|half\s+a)\s+(?:km|kms|kilomet(?:re|er)s?|" \
          r"miles?|metres|meters))"
_END = r"\s*[?.!]*\s*$"
_FORMS = [re.compile(pattern, re.IGNORECASE) for pattern in (
    # 'is A within 2 km of B', 'is B less than 30 km from A by road', 'is A more than 20 km away from B'
    rf"^\s*(?:is|are)\s+(?!there\b)(?P<a>.+?)\s+(?:{_SIDE})\s+{_AMOUNT}\s+(?:away\s+)?(?:of|from)\s+(?P<b>.+?){_WAY}{_END}",
    # 'is it under 30 km by road from A to B'
    rf"^\s*is\s+it\s+(?:{_SIDE})\s+{_AMOUNT}{_WAY}\s+(?:from\s+)?(?P<a>.+?)\s+to\s+(?P<b>.+?){_END}",
)]
_BY = {"road": " by car", "car": " by car", "driving": " by car", "bike": " by bike", "bicycle": " by bike",
       "cycling": " by bike", "foot": " on foot", "walking": " on foot"}


def within_distance(question: str, read: Callable[[str], QuestionReading]) -> QuestionReading | None:
    """The reading of whether two places lie within (or beyond) a distance of each other, or None."""
    for form in _FORMS:
        if (said := form.match(question)) is None:
            continue
        found = find_distance(said["amount"])
        if found is None:
            return None
        way = (said["way"] or "").strip(" ,").casefold()
        by = next((words for key, words in _BY.items() if key in way), "")
        trip = read(f"how far is it{by} from {said['a']} to {said['b']}?")
        if not trip.complete or trip.metric != "distance" or len(trip.anchors) != 2:
            return None
        return trip.asked_as(question).model_copy(update={"distance_limit_m": found[0],
                                                          "distance_over": bool(said["over"])})
    return None

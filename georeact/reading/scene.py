"""A place named in a sentence before the question, which the question points back to: 'Friends want to stay near
the X. Which hotels are within 200 m of it?', 'Early start on Sunday: I'm parked on the X. When does the nearest café
open that day?', 'we'll be wandering down the X sunday evening around 9 and fancy a coffee. will the closest cafe
there still be open?'.

The scene is the sentences before the first one that asks (they hold no question mark); its place is the last name
said after a word of being or going somewhere; the question is rewritten with that place in its first pointer (or
as the place its unplaced 'nearest' is measured from) and the scene's moment in its 'that day' or, when it asks about
hours and says no moment, at its end. The rewrite is read by the ordinary readers; nothing here reads a database.
"""

from __future__ import annotations

import re

from georeact.reading.attribute_questions import find_when, the_kind_end
from georeact.reading.attributes import asked_attribute
from georeact.reading.deterministic import _known_feature
from georeact.reading.pointers import THERE

# the scene: whole sentences before the question, none of them asking (a break after '.', '!', ':' or ';')
# (a mark inside a word is no break: '7.45', '10:15')
_SCENE = re.compile(r"^(?P<scene>[^?]+?[.!:;])\s+(?P<rest>(?=\S)(?:[^.!:;]|[.:](?=\S))*?\?.*|(?:[^.!:;?]|[.:](?=\S))+[.!]?)$",
                    re.DOTALL)
# a scene said as a condition before the question ('If I stop at X at 10pm on a friday, can I use the toilets there?')
_IF_SCENE = re.compile(r"^(?P<scene>(?:if|when|once|say)\s+(?:i|we)\b[^?]+?),\s+(?P<rest>(?:can|could|will|would|is|are|"
                       r"should|may|do|does)\b[^?]*\?.*)$", re.IGNORECASE | re.DOTALL)
# a name after a word of being or going somewhere ('near the X', 'parked on the X', 'swears by X'): capitalised words,
# with the small words names hold between them
_NAME = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*(?:\s+(?:(?:of|de|la|le|am|an|der|von|on|the|and|for)\s+)*(?!I\b)(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*)*"
# (a name at another, 'a dip in X at Y', is that place: the one of its name at Y)
_PLACED = re.compile(r"\b(?:at|to|into|near|by|on|down|along|up|outside|beside|next to|in front of|opposite|behind|"
                     rf"past|around|from|visiting|visit|see|seeing|try|trying|nearest|closest|in(?=\s+{_NAME}\s+at\s))\s+"
                     rf"(?:the\s+)?(?P<place>{_NAME}(?:\s+at\s+(?:the\s+)?{_NAME})?)",
                     re.IGNORECASE)   # ('staying at the hotel nearest the X': that hotel, DESCRIBED_BEFORE_NAME below)
# a description whose last word of place found the name: 'the pharmacy closest to X'
DESCRIBED_BEFORE_NAME = re.compile(r"\b(?P<described>the\s+(?:[a-z][\w'-]*\s+){1,3}(?:nearest|closest)\s+(?:to\s+)?)(?:the\s+)?$",
                              re.IGNORECASE)
# after a name, words that make it the ground of a description ("X's biggest restaurant", 'X main station')
_DESCRIBED_FROM = re.compile(r"['’]s?\b|\s+(?:biggest|largest|smallest|nearest|closest|main|oldest|tallest|longest)\b",
                             re.IGNORECASE)
# a question that chooses ('which hotel is nearest, and how far is it'): its 'it' is its own answer
# (not what is asked of a place: 'which zip do I write on it', 'what time does it open')
_CHOICE = re.compile(r"^\s*(?:which|where|what)\b(?!\s+(?:time|day|zip|zip code|post ?code|postal code|address|"
                     r"phone number|number|website|street)\b)", re.IGNORECASE)
# a scene about the place it starts with ('X is on my list for monday evening')
_SUBJECT = re.compile(rf"^\s*(?:the\s+)?(?P<place>{_NAME})\s+(?:is|are|has|was|looks|seems)\b")
# the words of a moment are no place ('on Sunday', 'at Easter')
_MOMENT_WORD = re.compile(r"^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|"
                          r"noon|midnight|easter|christmas|i)$", re.IGNORECASE)
# what in the question points back to the scene's place ('are there', 'there are': no place; 'its name': the answer's)
_POINTER = re.compile(rf"\b(?P<word>it|them|{THERE})\b", re.IGNORECASE)
OWN_NAME = re.compile(r"\b(?:what(?:'s|s| is) (?:it|that|its name|the name)(?: called)?|what(?:'s|s| is) (?:it|that one) "
                      r"called|(?:which|what) (?:one|place|\w+) is (?:it|that))\b", re.IGNORECASE)
# 'the nearest café' with no place of its own
UNPLACED = re.compile(r"\bthe\s+(?:nearest|closest)\s+(?P<kind>[a-zà-ÿ][\w'-]*(?:\s+[a-z][\w'-]*)?)"
                       r"(?!\s+(?:to|from|near|of|in|around|by|at|there)\b)", re.IGNORECASE)
# after these a pointer 'there' is where one goes or what is nearest ('walk there', 'the closest cafe there')
_TO_THERE = re.compile(r"\b(?:walk|drive|cycle|bike|ride|get|go|head|make it|nearest|closest)\b[\w\s'-]{0,30}$", re.IGNORECASE)
# 'which church is that, and is it catholic': the answer about a described place names it anyway
_OWN_NAME_FIRST = re.compile(r"^\s*(?:which|what)\s+(?:one|place|[a-z]+)\s+is\s+(?:that|it)\s*,?\s*(?:and\s+)?",
                             re.IGNORECASE)
_PREPOSITION_BEFORE = re.compile(r"\b(?:to|from|at|near|of|around|by|into)\s+$", re.IGNORECASE)


def in_place_of(pointer: str, before: str, place: str) -> str:
    """The place said where a word points to it: 'there' after a verb is 'to X' ('walk there') or 'at X' ('eat
    there'), after a preposition ('from there') and any other pointer ('it') the place alone."""
    if pointer.casefold() != "there" or _PREPOSITION_BEFORE.search(before):
        return place
    return f"to {place}" if _TO_THERE.search(before) else f"at {place}"


_THAT_DAY = re.compile(r"\b(?:that day|on that day|then|at that time)\b", re.IGNORECASE)
# a question whose answer depends on the moment: being open ('what's their number' does not)
ABOUT_HOURS = re.compile(r"\b(?:open|opens|opened|closed?|closes|shut|hours|serving|late|"
                         r"locked|still\s+(?:eat|dine|get|buy|have|swim|visit|grab|shop|order|go)|(?:can|could|may)\s+(?:i|we)\s+use)\b",
                         re.IGNORECASE)


# a place the scene describes from the one it names ('at X and my mom wants the church closest to it'): that place
_DESCRIBED = re.compile(r"\b(?:the|whatever|whichever)\s+(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)??)\s+(?:that\s+)?(?:is\s+|'s\s+)?"
                        r"(?P<sup>nearest|closest)\s+to\s+(?:it|there|them)\b", re.IGNORECASE)


def place_of(scene: str) -> str | None:
    """The place a scene says it is at or going to: the last name after a word of place, no word of a moment (or
    the place the scene describes from it)."""
    names = [m for m in _PLACED.finditer(scene) if not _MOMENT_WORD.match(m["place"])]
    if not names:
        subject = _SUBJECT.match(scene)   # 'Pop is on my list for monday': what the scene is about
        return subject["place"] if subject is not None and not _MOMENT_WORD.match(subject["place"]) else None
    if _DESCRIBED_FROM.match(scene, names[-1].end()):
        return None   # "from X's biggest restaurant": a place described from X, which the scene does not find
    named = names[-1]["place"].rstrip(".")
    if (described := DESCRIBED_BEFORE_NAME.search(scene, 0, names[-1].start("place"))) is not None:
        return described["described"] + named   # 'at the pharmacy closest to X': that pharmacy
    if (described := _DESCRIBED.search(scene, names[-1].end())) is not None:
        return f"the {described['kind']} {described['sup']} to {named}"
    if re.search(r"\bthe\s+$", scene[:names[-1].start("place")], re.IGNORECASE):
        return the_kind_of(named)
    return named


def the_kind_of(named: str) -> str:
    """A place said after 'the' whose last word is a kind ('the Eastbrook toilets'): the one of that kind there, with
    its 'the', read as the kind in the town ('Eastbrook toilets' would be a name); any other name as it is."""
    kind = re.search(r"\s(?-i:[a-z][\w-]*)$", named)
    return f"the {named}" if kind is not None and _known_feature(kind.group(0).strip()) else named


def place_said_before(question: str) -> str | None:
    """The question with the place (and moment) its scene says put where it points back, or None when it is not of
    that form."""
    said = _SCENE.match(question.strip()) or _IF_SCENE.match(question.strip())
    if said is None:
        return None
    scene, rest = said["scene"], said["rest"]
    moment = find_when(scene)
    without = scene if moment is None else scene[:moment[0]] + " " + scene[moment[1]:]
    place = place_of(without)
    if place is None:
        return None
    rest = _OWN_NAME_FIRST.sub("", rest)   # ('which church is that, and is it ...': the answer names it anyway)
    unplaced = unplaced_end(rest)
    first_asked = len(rest.split("?")[0])   # ('nearest florist? and from there ...': the florist's 'there')
    pointers = [p for p in _POINTER.finditer(rest, 0, first_asked) if not _inside(p.start(), OWN_NAME, rest)]
    if unplaced is not None and (not pointers or unplaced <= pointers[0].start()):
        asked = f"{rest[:unplaced]} to {place}{rest[unplaced:]}"
    elif pointers and (not _CHOICE.match(rest[:pointers[0].start()]) or
                       re.search(r"\b(?:of|from|to|near|around)\s+$", rest[:pointers[0].start()])):
        # ('which hotels are within 200 m of it': the pointer is the scene's place all the same)
        first = pointers[0]
        asked = rest[:first.start()] + in_place_of(first["word"], rest[:first.start()], place) + rest[first.end():]
    elif not pointers and "?" in rest and not place.casefold().startswith("the ") and \
            (kind_end := the_kind_end(rest[:first_asked])) is not None:
        # 'I'm at X at half past two. Has the pickup from the letter box already happened?': the one at X
        asked = f"{rest[:kind_end]} at {place}{rest[kind_end:]}"
    elif not pointers and rest.rstrip().endswith("?") and asked_attribute(rest) is not None and \
            not re.search(r"(?:^|\s)(?-i:[A-ZÀ-ÖØ-Þ])", rest[1:]) and \
            not re.search(r"\b(?:that|this|those|these)\s+\w|\b(?:their|its|they|each|both)\b", rest, re.IGNORECASE) and \
            re.search(rf"{re.escape(place)}\W*$", without) is not None and \
            not re.search(rf"\b(?:near|by|close to|next to|outside|beside|behind|opposite)\s+(?:the\s+)?{re.escape(place)}",
                          without, re.IGNORECASE):   # (the place one is at, said last; 'X near Y: ...' is X's)
        # 'staying at X: will there be wifi?': asked of the place the scene is at
        asked = f"{rest.rstrip(' ?')} at {place}?"
    else:
        return None
    if moment is not None:
        when = scene[moment[0]:moment[1]].strip(" ,.;:")
        if find_when(rest) is not None and _THAT_DAY.search(rest) is None:
            return day_added(asked, when)   # the question's own clock, on the scene's day
        if (then := _THAT_DAY.search(asked)) is not None:
            asked = f"{asked[:then.start()]}{when}{asked[then.end():]}"
        elif ABOUT_HOURS.search(rest) and find_when(asked) is None:
            head, mark, after = asked.partition("?")
            asked = f"{head.rstrip(' ?.!')} {when}?{after}" if mark else f"{asked.rstrip(' .!')} {when}?"
    return asked


_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:today|tomorrow|tonight)\b", re.IGNORECASE)


def day_added(asked: str, scene_moment: str) -> str:
    """The question's own moment with the day the scene says, when the question says a clock and no day ('football
    early on saturday. will the cafe be open at 7.45 in the morning?': on saturday at 7.45 in the morning)."""
    own = find_when(asked)
    day = _WEEKDAY.search(scene_moment)
    if own is None or day is None or _WEEKDAY.search(asked[own[0]:own[1]]):
        return asked
    end = own[0] + len(asked[own[0]:own[1]].rstrip(" ,.?!"))
    return f"{asked[:end]} on {day.group(0)}{asked[end:]}"


def unplaced_end(rest: str) -> int | None:
    """Where the kind of the question's one unplaced 'the nearest X' ends ('the nearest café open': after 'café'), in
    its first question; None when it has none, or more than one, or it is placed ('the nearest bakery to X')."""
    rest = rest.split("?")[0]
    found = list(UNPLACED.finditer(rest))
    if len(found) != 1:
        return None
    nearest = found[0]
    words = nearest["kind"].split()
    kind = next((" ".join(words[:n]) for n in range(len(words), 0, -1) if _known_feature(" ".join(words[:n]).lower())),
                None)
    if kind is None:
        return None
    end = nearest.start("kind") + len(kind)
    return None if re.match(r"\s+(?:to|from|near|of|in|around|by|at|there)\b", rest[end:], re.IGNORECASE) else end


def _inside(at: int, pattern: re.Pattern[str], text: str) -> bool:
    return any(m.start() <= at < m.end() for m in pattern.finditer(text))

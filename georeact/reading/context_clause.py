"""A question whose first clause sets the scene and whose second asks about it: 'I'd like to book a table at Colony,
do you have an email address for them?', 'going to hull street blues friday around 9 in the evening, will they be
open', 'my friend uses a wheelchair, can she get into the cafe that's closest to the Rain Oculus?'.

It is the one question the two clauses make: the second with its pronoun replaced by the place the first names (a
moment the first says goes along), or the need the first states asked of the place the second names. The rewrite
is read by the ordinary readers; nothing here reads a database.
"""

from __future__ import annotations

import re

from georeact.reading.attribute_questions import find_when
from georeact.reading.attributes import asked_attribute
from georeact.reading.data_scope import TOWN, town_said
from georeact.reading.pointers import THERE
from georeact.reading.deterministic import _ends_in_feature, _known_feature, kind_in_scene
from georeact.reading.tours import TIME_AMOUNT
from georeact.reading.scene import (ABOUT_HOURS, DESCRIBED_BEFORE_NAME, OWN_NAME, UNPLACED, day_added, in_place_of,
                                    place_of, the_kind_of, unplaced_end)

# the scene, a break, then a question (possessive: a run of spaces or marks is taken whole, reading/arithmetic.py)
_CLAUSES = re.compile(r"^\s*(?P<lead>(?:[^,;:?!]|(?<=\d):(?=\d\d)){3,160}?)\s*+(?:[,;:!]|\.(?=\s)|[-–—](?=\s))\s*+"
                      r"(?P<rest>(?:(?:walking|on foot|driving|by car|cycling|by bike)\s*,?\s+)?"   # 'Walking, how far ...'
                      r"(?:do|does|did|will|would|is|are|can|could|what|which|where|when|who|what's|whats|how|have|has|"
                      r"within|around|near|in|at|of(?=\s+(?:the|all|those|these)\s)|"   # 'Of the toilets in X, how many ...'
                      r"is there|are there|the(?=(?:\s+[a-z][\w'-]*){0,3}\s+(?:nearest|closest|beside|next to)\b)|whichever)\b.+)$",
                      re.IGNORECASE | re.DOTALL)   # '..., the cafe nearest to it, can i sit outside?'
# a kind the scene asks for, then which one: 'i need a pharmacy - whichever is nearest to X'
_KIND_LAST = re.compile(r"\b(?:a|an|some)\s+(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s*$", re.IGNORECASE)
_WHICHEVER = re.compile(r"(?:whichever(?: one)?|the one)\s+(?:that\s+)?(?:is|'s)?\s*(?P<sup>nearest|closest)\b",
                        re.IGNORECASE)
# the question starts with the place it is about: 'the pharmacy nearest to X, will it be open'
_DESCRIBED_FIRST = re.compile(r"^the(?:\s+[a-z][\w'-]*){1,3}\s+(?:nearest|closest|beside|next)\s+(?:to\s+)?(?!(?:it|there|them)\b)",
                              re.IGNORECASE)
# the place the scene is at: after the last word of going or being somewhere, to the end of the clause
# ('need to call Cave 54 about a table for saturday': what the scene goes on to say is no part of the place)
_SCENE_PLACE = re.compile(r"^.*\b(?:at|to|into|near|by|beside|outside|next to|visit(?:ing)?|towards?|call(?:ing)?|ring(?:ing)?|"
                          r"phon(?:e|ing))\s+(?:the\s+)?"
                          r"(?P<place>[^\s].*?)(?:\s+(?:about|for|because|since)\b.*|\s+(?:and|but)\s+(?-i:[a-z])[\w'-]*\b.*)?"
                          r"\s*$", re.IGNORECASE | re.DOTALL)   # ('at X and starving': how the asker is)
# a distance or a time asked 'is it': the words point at no place ('how far is it to X')
_NO_REFERENCE = re.compile(r"^\s*(?:how\s+(?:far|long|many|much)\b(?![^?]*\b(?:of|from|near|around|to)\s+(?:it|them)\b)|"
                           r"is\s+it\s+(?:an?\s+)?(?:longer|shorter|further|farther|quicker|faster)\b)",
                           re.IGNORECASE)   # ('how many benches within 150 m of it': the scene's place; 'is it a longer
                                            # drive to A or B': the trip's it)
# when, said without a clock: no word of the place ('going to Kiasma tomorrow')
_LATER = re.compile(r"(?:\s+(?:tomorrow|today|tonight|later|soon|(?:right\s+)?now|(?:this|next)\s+\w+))+$", re.IGNORECASE)
# a first clause that describes a place rather than setting a scene
_DESCRIPTION = re.compile(r"^\s*(?:the|a|an|this|that|its|which|what|where)\b|"
                          r"^\s*[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s+(?:nearest|closest)\b", re.IGNORECASE)   # 'food court closest to X'

# the place the question points back to
# a later clause that asks for what the first one says there is ('X has a website, what is it?')
_WHAT_IS_IT = re.compile(r"^\s*(?:what|which)(?:\s+is|['’]s|s)\s+it\s*[?.!]*\s*$", re.IGNORECASE)
_PRONOUN = re.compile(rf"\b(?:them|they|it|{THERE}|their)\b", re.IGNORECASE)   # ('are there', 'there are': no place)
# a pronoun that owns what is asked: "what's their number" is the place's number
_OWNING = re.compile(r"(?:their|there|its)\s+(?=(?P<noun>(?:phone\s+)?(?:number|address|website|web site|email|e-mail|hours|menu))\b)",
                     re.IGNORECASE)
# the first pronoun is a place measured from ('the closest cafe to it and do they have wifi'): the later ones
# point at what is found there
_MEASURED_FROM = re.compile(r"^[^,;:?!]*?\b(?:nearest|closest)\b(?:[^,;:?!]*?\s(?:to|from))?\s+(?:them|it|there)\b",
                            re.IGNORECASE)
# a place asked to suit someone with a need the scene states: 'is the toilet closest to X accessible for him'
_FIT_FOR = re.compile(r"^(?:is|are)\s+(?P<place>.+?)\s+(?:accessible|usable|suitable|ok|okay|fine)(?:\s+for\s+(?:him|her|them|us|me))?"
                      r"\s*[?.!]*\s*$", re.IGNORECASE)
# a question about getting into a place, asked for someone with a need the scene states
_GET_IN = re.compile(r"^(?:can|could|will|would)\s+(?:i|we|she|he|they|you|my\s+\w+|our\s+\w+)\s+"
                     r"(?:(?:get|go|come|roll)(?:\s+\w+)?\s+(?:in(?:to)?|inside|to)|enter|visit|use)\s+"
                     r"(?P<place>.+?)\s*[?.!]*\s*$", re.IGNORECASE)


# 'There's a fountain near X. Who made the closest one?': the one of that kind closest to X
_THERE_IS = re.compile(r"^\s*there(?:'s|\s+is|\s+are)\s+(?:a|an|some)\s+(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+"
                       r"(?:near|by|around|close to|next to)\s+(?P<place>[^.?!]+?)\s*[.!]\s+(?P<rest>\S.*)$",
                       re.IGNORECASE | re.DOTALL)
_THE_ONE = re.compile(r"\bthe\s+(?P<sup>closest|nearest)\s+one\b", re.IGNORECASE)
_BRACKETED_TOWN = re.compile(r"\s*\((?P<town>[^()]+)\)$")


def _one_of_those(question: str) -> str | None:
    """The question after 'there's a <kind> near X.' with 'the closest one' said as the kind closest to X (a town in
    brackets after X goes to the question's end, where the readers take it)."""
    said = _THERE_IS.match(question)
    if said is None or (one := _THE_ONE.search(said["rest"])) is None:
        return None
    place, town = said["place"], _BRACKETED_TOWN.search(said["place"])
    if town is not None:
        place = place[:town.start()]
    rest = said["rest"][:one.start()] + f"the {said['kind']} {one['sup']} to {place}" + said["rest"][one.end():]
    return f"{rest} ({town['town']})" if town is not None else rest


# 'at whichever café is closest to X', 'the distance from X to whatever petrol station is nearest (to it)': the café
# closest to X, the petrol station nearest to it
_WHICHEVER_KIND = re.compile(r"\b(?:which ?ever|whatever)\s+(?!(?:one|of|is|are|was|lies|sits)\b)"
                             r"(?P<kind>[^\W\d_][\w-]*(?:\s+[^\W\d_][\w-]*){0,2}?)(?:\s+is\s+|['’]s\s+|\s+)"
                             r"(?P<sup>nearest|closest)\b", re.IGNORECASE)


def which_one_said(question: str) -> str:
    """The question with 'whichever café is closest to X' said as the café closest to X, and 'whichever bakery is
    closest' (to no place: the scene's) as the closest bakery."""
    def said(match: re.Match[str]) -> str:
        placed = re.match(r"\s+(?:to|from|near)\b", question[match.end():], re.IGNORECASE)
        return f"the {match['kind']} {match['sup']}" if placed else f"the {match['sup']} {match['kind']}"
    return _WHICHEVER_KIND.sub(said, question)


def rewritten(question: str) -> str | None:
    """The one question the scene and the question make, or None when the question is not of that form."""
    if (one := _one_of_those(question)) is not None:
        return one
    clauses = _CLAUSES.match(question)
    if clauses is None:
        return None
    lead, rest = clauses["lead"], clauses["rest"]
    if _WHAT_IS_IT.match(rest) and asked_attribute(lead) is not None:
        return None   # 'X goes by another name, what is it?': the 'it' is what the first clause asks, not a place
    if (kind := _KIND_LAST.search(lead)) is not None and (which := _WHICHEVER.match(rest)) is not None:
        # 'i need a pharmacy - whichever is nearest to X, will it be open': the pharmacy nearest to X
        lead, rest = lead[:kind.start()], f"the {kind['kind']} {which['sup']}{rest[which.end():]}"
    if _DESCRIBED_FIRST.match(rest) and len(_PRONOUN.findall(rest)) == 1:
        return _in_the_scene(lead, rest)   # its pronoun is the place it describes; the scene says when
    if _DESCRIPTION.match(lead):   # 'the hotel closest to X - has it got a website': the pronoun is that place
        return None
    need = asked_attribute(lead, yes_no=True)
    if need is not None and (asked := asked_attribute(rest, yes_no=True)) is not None and asked[0] == need[0]:
        return rest   # 'my mum uses a wheelchair. ... how many shops are wheelchair accessible': the need is asked
    if need is not None and (getting_in := _GET_IN.match(rest) or _FIT_FOR.match(rest)) is not None:
        cue = lead[need[1][0]:need[1][1]]
        return f"is {getting_in['place']} {cue}?"
    pronoun = _PRONOUN.search(rest)
    unplaced = UNPLACED.search(rest)
    if (pronoun is None or unplaced is not None and unplaced.end() < pronoun.start()) and \
            (placed := _nearest_to_the_scene(lead, rest)) is not None:
        # 'before the service at X we want pastries. is the nearest bakery open ...': nearest to X ('I'm at X. the
        # closest restaurant, and their phone number': the pronoun is that restaurant)
        return placed
    if not _PRONOUN.search(OWN_NAME.sub("", rest)) and not _NAMES.search(_moment_of(lead)[1]) and \
            asked_attribute(lead) is None and not _ends_in_feature(lead):
        # 'my friends want a drink on a sunday at 10 at night, which pubs ...' ('on Sunday at 9' names no place,
        # though capitalised)
        return _in_the_scene(lead, rest)
    if not _PRONOUN.search(OWN_NAME.sub("", rest)) and (town := _PASSING_THROUGH.fullmatch(_moment_of(lead)[1])) and \
            _NAMES.search(" " + rest):
        # "I'll be passing through T at 4 am on a monday, will X be open?": X in T, then
        moment = find_when(lead)
        return f"{town['town']}: " + (_with_moment(rest, lead[moment[0]:moment[1]].strip()) if moment else rest)
    if (near := _NAME_NEAR_TOWN.fullmatch(lead)) is not None and len(_PRONOUN.findall(rest.split("?")[0])) == 1:
        # 'Silfra near Eastbrook - what sport is it tagged for?': the name is the place, the town where it is
        pronoun = _PRONOUN.search(rest)
        return f"{near['town']}: {rest[:pronoun.start()]}{near['place']}{rest[pronoun.end():]}"
    pronouns = _PRONOUN.findall(rest.split("?")[0])   # ('... in time? how far is it': a later question's own)
    if not pronouns or len(pronouns) > 1 and not _MEASURED_FROM.search(rest) or _NO_REFERENCE.match(rest) or \
            _CHOICE.match(rest) and not _MEASURED_FROM.search(rest):
        return None
    moment, scene = _moment_of(lead)
    place = _SCENE_PLACE.search(scene.strip())
    named = _LATER.sub("", place["place"].rstrip(" .")).strip() if place else ""
    before = scene.strip()[:place.start("place")] if place else ""
    if place and (described := DESCRIBED_BEFORE_NAME.search(before)) is not None:
        named = before[described.start():] + named   # 'at the pharmacy closest to Footlocker': that pharmacy
    if named.islower() and (capitalised := place_of(scene)) is not None:
        named = capitalised   # 'swears by X and I want to book a session': X, not what the asker wants to do
    elif named and (whole := place_of(scene)) is not None and whole.casefold().endswith(f" at {named}".casefold()):
        named = whole   # 'a dip in X at Y': X, the one at Y
    if not named:
        return None
    # the scene says it is a place: written in lower case, it is capitalised so the readers take it for a name
    # ('going to hull street blues' is no street), the search folding case anyway
    if kind_in_scene(f"the {named}") is not None:
        said = f"the {named}"   # 'near the fire station in Heidelberg': the one of its kind there, no name
    else:
        said = named.title() if named.islower() else named
    pronoun = _PRONOUN.search(rest)
    if (owned := _OWNING.match(rest, pronoun.start())) and re.search(r"\b(?:nearest|closest)\b", said, re.IGNORECASE):
        # 'their phone number' of a described place: 'the phone number of the restaurant closest to X'
        said, after = f"the {owned['noun']} of {said}", owned.end() + len(owned["noun"])
    elif owned:
        said, after = f"{said}'s ", owned.end()
    else:
        after = pronoun.end()
    said = in_place_of(pronoun.group(0), rest[:pronoun.start()], said)   # 'walk there': to X; 'eat there': at X
    asked = rest[:pronoun.start()] + said + rest[after:]   # the first pronoun: the place
    if (budget := _BUDGET.search(lead)) is not None:   # 'got 20 min before my table at X, can i walk there ... in time'
        asked = re.sub(r"\bin time\b", f"in {budget['time']}", asked, count=1, flags=re.IGNORECASE)
    return _at_the_moment(asked, rest, lead, moment)   # 'will they be open' then


# the place a scene is at: a name after 'at' ('before the service at Chizuk Amuno Synagogue we want pastries')
_AT_NAME = re.compile(r"\b(?:at|near|visiting|visit|leaving|outside|beside|next to|in front of|"
                      r"(?:i'?m|i am|we'?re|we are|standing|sitting|parked|waiting)\s+(?:on|down|along))\s+(?:the\s+)?(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*(?:\s+(?:(?:of|de|la|am|an|der|von|on|at|the)\s+)*"
                      r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.&-]*)*)")


_COMPARING = re.compile(r"\b(?:nearer|closer|further|farther)\b", re.IGNORECASE)
# 'the closest one' in a question whose scene says the kind ('I need a pharmacy near X'): that kind
_THE_ONE_UNPLACED = re.compile(r"\bthe\s+(?:nearest|closest)\s+(?P<one>one)\b(?!\s+(?:to|from|near|of|in|around|by|at)\b)",
                               re.IGNORECASE)
_KIND_SAID = re.compile(r"\b(?:need|want|looking for|find|after)\s+(?:a|an|some)\s+(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)??)"
                        r"(?=\s+(?:near|at|by|close to|around|next to|before|after|on|this|tonight|tomorrow)\b|\s*$)",
                        re.IGNORECASE)


def _nearest_to_the_scene(lead: str, rest: str) -> str | None:
    """The question with the nearest of a kind measured from the named place the scene is at, when the question
    says no place of its own."""
    moment, scene = _moment_of(lead)
    if (one := _THE_ONE_UNPLACED.search(rest)) is not None and (kind := _KIND_SAID.search(scene)) is not None and \
            _known_feature(kind["kind"].lower()):   # 'I need a pharmacy near X. is the closest one open?'
        rest = f"{rest[:one.start('one')]}{kind['kind']}{rest[one.end('one'):]}"
    at = _AT_NAME.search(scene)
    if at is not None and re.match(r"['’]s\b|\s+(?:biggest|largest|smallest|nearest|closest|main|oldest)\b",
                                   scene[at.end():]):
        return None   # "at X's biggest bakery": described
    # (a kind's scene only for whether the nearest is open: 'how far is the nearest X' reads its scene elsewhere)
    place = at["place"] if at is not None else _kind_the_scene_is_at(scene) if ABOUT_HOURS.search(rest) else None
    if place is None or len(UNPLACED.findall(rest)) > 1 or _COMPARING.search(rest):
        return None   # ('which is nearer, the closest bar or the closest pub')
    if (end := unplaced_end(rest)) is None:   # no 'the nearest <kind>' without a place of its own
        return None
    return _at_the_moment(rest[:end] + f" to {place}" + rest[end:], rest, lead, moment)   # 'be open by then'


# the place a scene is at said by its kind, where the town has one of it: 'just came through the turnstile in X',
# 'I'm near the turning circle in the X data', 'staying by the water tower'
_AT_KIND = re.compile(r"\b(?:at|near|by|through|past|via|outside|beside|next to|in front of)\s+(?:the|that|this)\s+"
                      r"(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
                      r"(?:\s+in\s+(?:the\s+)?(?P<town>[^\W\d_][\w'’-]*(?:\s+(?!(?:map|data|extract)\b)[^\W\d_][\w'’-]*)?)"
                      r"(?P<data>\s+(?:map\s+)?(?:data|extract))?)?\s*[.!]*\s*$", re.IGNORECASE)


def _kind_the_scene_is_at(scene: str) -> str | None:
    """'the turnstile in Heidelberg' for a scene at the one turnstile of a town; None for no such scene."""
    said = _AT_KIND.search(scene)
    if said is None:
        return None
    town = town_said(said["town"]) if said["town"] else ""
    if town is None:
        return None   # ('near the fire station in town')
    place = f"the {said['kind'].lower()}" + (f" in {town}" if town else "") + (" data" if said["data"] else "")
    return place if kind_in_scene(place) is not None else None


# the words that hedge a moment said after them ('late, like 11 at night', 'early, around 7')
_HEDGE_BEFORE = re.compile(r"(?:,?\s+(?:late|early|later|tonight)\b)?,?\s*(?:like|around|about|roughly|say|maybe|"
                           r"probably|at about|at around)?\s*$", re.IGNORECASE)


def _moment_of(lead: str) -> tuple[tuple[int, int] | None, str]:
    """(where the scene says its moment, the scene without it): the place is looked for beside the moment."""
    moment = find_when(lead)
    if moment is None:
        return None, lead
    before = _HEDGE_BEFORE.sub("", lead[:moment[0]])   # ('near X late, like 11 at night': near X)
    after = lead[moment[1]:]
    # (the words either side stay words: 'down X sunday evening around 9 and fancy ...' is 'down X and fancy ...')
    return moment, before + (" " if before[-1:].isalnum() and after[:1].isalnum() else "") + after


def _at_the_moment(asked: str, rest: str, lead: str, moment: tuple[int, int] | None) -> str:
    """The rewritten question with the scene's moment said, when it asks about hours and says no moment itself."""
    if moment is not None and find_when(asked) is None and ABOUT_HOURS.search(rest):
        return f"{asked.rstrip(' ?.!')} {lead[moment[0]:moment[1]].strip()}?"
    if moment is not None and ABOUT_HOURS.search(rest):   # its own clock, on the scene's day
        return day_added(asked, lead[moment[0]:moment[1]])
    return asked


# the time the scene has: 'got 20 min before my table'
_TIME_HELD = rf"(?P<time>{TIME_AMOUNT})"
_BUDGET = re.compile(rf"\b(?:got|have|i'?ve got|only have|with)\s+(?:only\s+|just\s+)?{_TIME_HELD}", re.IGNORECASE)


# a question that chooses ('which order is shortest and how long is it'): its 'it' is its own answer, not the scene
_CHOICE = re.compile(r"\s*(?:which|where)\b", re.IGNORECASE)
# a scene left with a town only, written in lower case ('in baltimore')
_SCENE_TOWN = re.compile(r"\s*in\s+(?:the\s+)?(?P<town>[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?)\s*[.!,;:]?\s*")
# a capitalised word after the first: the scene names a place, which the question may mean
_NAMES = re.compile(r"(?<=\s)(?-i:[A-ZÀ-ÖØ-Þ])(?!'[md]\b)(?<!\bI)\w")


# a scene that is a named place and the town it is near ('Silfra near Eastbrook', 'Old Mill just outside Westbrook')
_NAME_NEAR_TOWN = re.compile(r"\s*(?P<place>(?-i:[A-ZÀ-ÖØ-Þ0-9])[\w'’.&-]*(?:\s+(?:(?:of|de|la|the|and|at|on)\s+)*(?-i:[A-ZÀ-ÖØ-Þ0-9])"
                             r"[\w'’.&-]*){0,4})\s+(?:(?:just|right)\s+)?(?:near|outside|close to|not far from)\s+"
                             rf"(?P<town>{TOWN.pattern})\s*")
# a scene that is only the town the asker is in or passes through ('I'll be passing through T', 'we're in T')
_PASSING_THROUGH = re.compile(r"\s*(?:(?:i|we)(?:'ll|’ll|\s+will|'m|’m|\s+am|'re|’re|\s+are)?\s+)?(?:be\s+)?(?:just\s+)?"
                              r"(?:passing|driving|going|coming|cycling|walking|travell?ing|heading|riding)\s+through\s+"
                              rf"(?P<town>{TOWN.pattern})\s*[.!,;:]?\s*", re.IGNORECASE)


# the word in the question that points to the scene's moment
_THEN = re.compile(r"\s+(?:then|at that (?:time|point|hour))\b", re.IGNORECASE)


def _in_the_scene(lead: str, rest: str) -> str | None:
    """A scene that names no place and asks for nothing ('if i need meds at 4am on a sunday', 'my friends want a
    drink tonight'): the question alone, with the scene's moment; None when the scene says no moment either."""
    moment = find_when(lead)
    if moment is None:
        return None
    said = lead[moment[0]:moment[1]].strip()
    if find_when(rest) is not None:
        return None   # the question says its own moment: the scene is more than context
    # a town the scene names besides its moment stays the question's topic ('Singapore - sunday at 3.30, would ...')
    town = re.sub(r"^[\s,;:—–-]+|[\s,;:—–-]+$", "", lead[:moment[0]] + " " + lead[moment[1]:])
    topic = f"{town}: " if TOWN.fullmatch(town) else ""
    return topic + _with_moment(rest, said)


def _with_moment(rest: str, when: str) -> str:
    """The question with the moment said: in place of its 'then', else with its first question ('... be open? which
    one is it'), and in place of its 'now' ('it's 4 in the morning on a monday - is X open right now': the scene's
    moment is its now)."""
    rest = _NOW.sub("then", rest, count=1)
    if _THEN.search(rest):
        return _THEN.sub(" " + when, rest, count=1)
    head, _, after = rest.partition("?")
    return f"{head.rstrip(' ?.!')} {when}?{after}"


# the question asked last, after the sentences that set its scene (the last '.', '!' or ';' before it)
_LAST_ASKED = re.compile(r"^(?P<scene>.+[.!;])\s+(?P<rest>[^.!;]+?[?.!]*)\s*$", re.DOTALL)
# ... or after a comma, a yes-or-no question about a place said by its name ('we need food on sunday at 5pm, will X
# still be open?')
_NAMED_ASKED_LAST = re.compile(r"^(?P<scene>[^.!;?]+?),\s+(?P<rest>(?:will|would|is|are|does|do|can|could)\s+(?:the\s+)?"
                               r"(?-i:[A-ZÀ-ÖØ-Þ])[^.!;]*?[?.!]*)\s*$", re.DOTALL | re.IGNORECASE)


# the question's own moment when it only says the scene's ('it is 2:15am on a thursday. ... open now or not?')
_NOW = re.compile(r"\b(?:(?:right\s+)?now|at the moment|currently|at this (?:hour|time))\b", re.IGNORECASE)


def moment_before(question: str) -> str | None:
    """The question with the moment its scene says moved into its last sentence, when that sentence asks about being
    open and says no moment ('sunday 10:15, I want bread rolls. is the bakery closest to X open?', 'we want dinner
    monday evening, 7ish. Is the nearest restaurant open then?'); None otherwise."""
    said = _LAST_ASKED.match(question)
    if said is None and (said := _NAMED_ASKED_LAST.match(question)) is not None and _NAMES.search(said["scene"]):
        said = None   # ('passing through Eastbrook at 4 am, will X be open?': the town the scene names is X's)
    if said is None or not ABOUT_HOURS.search(said["rest"]) or find_when(said["rest"]) is not None:
        return None
    scene, rest = said["scene"], said["rest"]   # ('it is 2:15am. ... open now?': _with_moment says its 'now')
    moment, without = _moment_of(scene)
    if moment is None:
        return None
    when = scene[moment[0]:moment[1]].strip(" ,")
    scene = re.sub(r"^[\s,;:—–-]+|\s+(?=[,.!;])|\s*,\s*(?=[.!;])", "", without).strip()
    asked = _with_moment(rest, when)
    if (place := _kind_the_scene_is_at(scene)) is not None and \
            (end := unplaced_end(said := re.sub(r"^(nearest|closest)\b", r"the \1", asked, flags=re.I))) is not None:
        # 'just came through the turnstile in X. is the nearest fast food place still open?': nearest to it
        end += _more_of_the_kind(said, end)   # ('the nearest fast food place': 'place' too)
        return said[:end] + f" to {place}" + said[end:]
    if _NAMES.search(scene) and (_PRONOUN.search(asked) or not _names_a_place(asked) or UNPLACED.search(asked)):
        return f"{scene} {asked}"   # a scene that names no place (its first word aside) goes, and one the question,
        # naming its own place and pointing at none, does not need ('Driving the X road in mid-January. Can I use
        # the toilets at Y then?')
    if (town := _SCENE_TOWN.fullmatch(scene)) is not None:   # '4 am on a tuesday in baltimore. how many ... open?'
        return f"In {town['town'].title()}, {asked[:1].lower() + asked[1:]}"   # (its town, never dropped)
    first = re.match(r"[\w'-]+", asked)   # 'Pharmacy closest to X - open?': a kind, capitalised as a sentence starts
    return asked[:1].lower() + asked[1:] if first and _known_feature(first.group(0).lower()) else asked


def _names_a_place(text: str) -> bool:
    """Whether the text names a place: a capitalised word after its first that is no day or month ('Saturday')."""
    return any(find_when(word.group(0)) is None for word in re.finditer(r"(?<=\s)(?-i:[A-ZÀ-ÖØ-Þ])(?!'[md]\b)[\w'’-]+", text)
               if word.group(0) != "I")


def _more_of_the_kind(text: str, end: int) -> int:
    """How many characters after `end` still belong to the kind that ends there: 'fast food| place'."""
    start = UNPLACED.search(text[:end]).start("kind")
    more = 0
    for word in re.finditer(r"\s+[a-z][\w'-]*", text[end:end + 30]):
        if not _known_feature(text[start:end + word.end()].lower()):
            break
        more = word.end()
    return more


# where the asker is, said in a sentence before the question, and a radius the question says without its place: 'we
# just came out of the Zimmertheater. which fast food places within 100 m are still open?'
_HERE = re.compile(r"^(?P<scene>.*\b(?:at|out of|outside|from|near|by|in front of|leaving|next to)\s+(?P<the>the\s+)?"
                   r"(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[^.?!,;]*?))\s*[.!;]\s+(?P<rest>[^.!;]+?)\s*$", re.IGNORECASE | re.DOTALL)
_BARE_RADIUS = re.compile(r"\b(?:with)?in\s+\d+(?:[.,]\d+)?\s*(?:m|km|metres|meters|kilometres|kilometers)\b"
                          r"(?!\s+(?:of|from|around|radius)\b)", re.IGNORECASE)


def radius_here(question: str) -> str | None:
    """The question with its radius said of the place its scene is at (and the scene's moment, when the question
    says none), or None when it is not of that form."""
    said = _HERE.match(question)
    if said is None or (radius := _BARE_RADIUS.search(said["rest"])) is None:
        return None
    rest = said["rest"]
    place = the_kind_of(said["place"].strip()) if said["the"] else said["place"].strip()
    asked = f"{rest[:radius.end()]} of {place}{rest[radius.end():]}"
    if (moment := find_when(said["scene"])) is not None and find_when(rest) is None:
        asked = f"{asked.rstrip(' ?.!')} {said['scene'][moment[0]:moment[1]].strip(' ,')}?"
    return asked


# the time there is, said in a sentence before the question, which asks whether a trip fits 'that time': 'I have 25
# minutes. Can I walk from A to B in that time?', 'got half an hour before my class. walking from A to B, will I make
# it in time?'
_TIME_FIRST = re.compile(r"^(?P<scene>[^.?!;:]*?\b(?:have|got|'ve got|only have)\s+(?:only\s+|just\s+|about\s+)?"
                         rf"{_TIME_HELD}[^.?!;:]*)[.!;:]\s+"
                         r"(?P<rest>.+)$", re.IGNORECASE | re.DOTALL)
_THAT_TIME = re.compile(r"\bin (?:that|the|this) time\b|\bin time\b", re.IGNORECASE)
# a trip asked with no time of its own ('I've got three quarters of an hour. Can I make it on foot from A to B?'):
# the time the first sentence has is the one it must fit
_CAN_I_GO = re.compile(r"^\s*(?:can|could|will|would)\s+(?:i|we)\s+(?:walk|drive|cycle|bike|ride|get|make it)\b[^?]*?"
                       r"(?P<end>\s*\?+\s*)$", re.IGNORECASE)


def time_first(question: str) -> str | None:
    """The question with 'in that time' said as the time its first sentence has, or None."""
    said = _TIME_FIRST.match(question)
    if said is None:
        return None
    rest = said["rest"]
    if (that := _THAT_TIME.search(rest)) is not None:
        return f"{rest[:that.start()]}in {said['time']}{rest[that.end():]}"
    if (going := _CAN_I_GO.match(rest)) is not None:
        return f"{rest[:going.start('end')]} in {said['time']}?"
    return None


"""A question about one named place: one of its attributes ('does SIS. Deli + Café have outdoor seating', 'who runs
the Päivälehden museo', 'what time does Cafe Engel close on Sundays') or whether it is open at a moment said in
words ('is Kiasma open on Monday at noon', 'can I visit the Ateneum on a Thursday at 7 pm').

The attribute is found by its cue words (reading/data/attributes.yaml), the moment by `find_when`, and the place is
what is left: the longest run of words from a capitalised one, the question's own words, never a day, a time or an
attribute word. A question whose place is a description ('the museum nearest X') is left to the composing reader.
"""

from __future__ import annotations

import re

from georeact.geo.hours import ALL_NIGHT_WORDS, CLOCK_WORDS, ROUND_THE_CLOCK_WORDS, SEASON_UNNAMED as _SEASON
from georeact.reading.asked_tag import asked_tag, either
from georeact.reading.attributes import LANGUAGES, asked_attribute, asked_value, attributes, cue_parts
from georeact.reading.data_scope import DATA_OF, TOWN
from georeact.reading.deterministic import COUNTED_BEFORE, ONE_PLACE_PLURALS, _known_feature
from georeact.reading.features import lookup
from georeact.reading.junctions import A_STREET
from georeact.reading.written_names import is_stand_in
from georeact.reading.kinds import Call, NoCall
from georeact.reading.model import QuestionReading
from georeact.reading.travelled_routes import LINE_KINDS
from georeact.reading.vocabulary import is_any_place

_DAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|(?:every|each|per)\s+day|week-?days?|week-?ends?)"   # ('tomorrow at 10': the next day's 10:00)
_CLOCK = (r"(?:half \d{1,2}\b(?![:.]?\d|\s*(?:km|kilomet|m\b|metres|meters|mi\b|miles?|hours?|hrs?|min|an?\b))|"   # ('half 3': 3:30)
          r"\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?|o['’]?clock\b)?|noon|midday|midnight|"
          r"(?:(?:half|quarter) (?:past|to) \w+|(?:half )?(?:" + "|".join(w for w in CLOCK_WORDS if w != "zero") + r")"
          r"(?:\s+o'?clock)?)(?:\s*(?:a\.?m\.?|p\.?m\.?)(?!\w))?)")
_PART = r"(?:(?:morning|afternoon|evening|night)s?|tonight|overnight|lunch(?:time)?)"
# every moment ('open 24/7', 'around the clock') and the whole night: geo/hours.py reads them
_ALWAYS_SAID, _ALL_NIGHT_SAID = ROUND_THE_CLOCK_WORDS, ALL_NIGHT_WORDS
# the moment the question is asked ('open right now', 'open at the moment'); 'now' alone only beside 'open' or last
_NOW_FOUND = re.compile(r"(?:right\s+now|at\s+the\s+moment|at\s+present|currently|as\s+we\s+speak|"
                        r"(?<=open\s)now|(?<=closed\s)now|(?<=shut\s)now|now(?=\s*[?.!]*\s*$))", re.IGNORECASE)
# possessive: a run of spaces is taken whole, never split again between the words (reading/arithmetic.py)
# (an aside in brackets between two parts is read past: 'in late May (after the 20th), 3pm')
_JOIN = r"(?:(?:\s*\([^()]{1,30}\))?[\s,(]*+(?:(?:on|at|in|the|this|next|a|an|for|say|like|around|round|about|by)\s++)*+)"
# 'at five guys': a number that counts the plural after it is no clock
_NOT_COUNTED = r"(?!\s+(?!(?:this|is|was|as|us|has|does|plus)\b)[a-z][a-z']*(?<!s)s\b)"
# 'at 22 Kornhaus Lane': a number before a name is its address, no clock (but 'at 10 Saturday')
_NOT_ADDRESS = r"(?!\d|\s*(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?-i:[A-ZÀ-ÖØ-Þ]))"
# a moment: a day, a clock time or a part of the day, with the words around it ('on a Thursday at 7 pm')
# (never inside a word: the '1' of 'N1')
_WHEN = re.compile(rf"(?<!\w)(?:(?:on|at|this|next|for|around|round|about|by|in the)\s+(?:an?\s+|the\s+)?)?"
                   rf"(?:{_ALWAYS_SAID}|{_ALL_NIGHT_SAID}|{_SEASON}|{_DAY}|(?:(?<=at )|(?<=at about ))(?:{_CLOCK}){_NOT_COUNTED}{_NOT_ADDRESS}|{_CLOCK}(?=\s*(?:on|{_DAY}|{_PART}|in the|at night))|{_PART}|noon|midday|midnight|"
                   rf"\d{{1,2}}[:.]\d{{2}}|\d{{1,2}}\s*(?:a\.?m\.?|p\.?m\.?)|\d{{1,2}}\s+o['’]?clock\b)"
                   rf"(?:{_JOIN}(?:{_SEASON}|{_DAY}|{_CLOCK}|{_PART}))*", re.IGNORECASE)
# being open, asked of a place ('is X open', 'can I visit X', 'X, open on ...')
_OPEN = re.compile(r"\b(?:open(?:ed)?|shut|close[sd]?(?!\s+(?:to|enough)\b|\s+by\s+(?!\d))|locked|visit|go to|go there|go in(?:to)?|stay (?:at|in)|sleep at|camp at|(?:take|takes|accept|accepts|welcome|welcomes) guests|get in(?:to)?|shop at|eat at|dine at|drop by|stop by|"
                   r"(?:can|could|may)\s+(?:i|we)\s+use|(?<=still )(?:catch|get to|make it to)|"
                   r"(?:go\s+for\s+|have\s+)?(?:a\s+)?(?:swim|dip)\s+(?:in|at)|go\s+swimming\s+(?:in|at)|"
                   r"(?:get|grab|have|buy|order|do)\s+(?:(?:a|an|some|my|our)\s+)?\w+\s+at)\b(?!-)",
                   re.IGNORECASE)   # ('the open-air car park' says no opening)
# words that ask whether a place is open, beside any other attribute the question names
_SHUT = re.compile(r"\b(?:shut|closed?|locked|open(?:ed)?)\b(?!-)", re.IGNORECASE)
# a word a name starts with: a capital (any Latin-1 one: 'Íslands', 'Þingvellir', 'Ósk'), a digit, '+' or '&'
_TOKEN = r"[A-Z0-9À-ÖØ-Þ](?:[\w.'’&+-]|/(?=[A-Z0-9À-ÖØ-Þ]))*|\+|&"   # ('Samkaup/Strax': a slash between two capitals)
_CONNECTOR = r"(?:of|de|la|le|les|du|des|am|an|der|die|das|di|von|van|del|und|and|im|zum|zur|dei|della|in(?=\s+[A-ZÀ-ÖØ-Þ])|" \
             r"á|í|við|undir|og|på|ved|i(?=\s+[A-ZÀ-ÖØ-Þ])|" \
             r"at(?=\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]))"   # 'The Shoppes at Marina Bay Sands'; 'at 9' is a time
# words that end a name: the rest of the question
_ENDS = {"itself", "themselves", "be", "have", "has", "had", "open", "opens", "opened", "close", "closes", "shut", "on", "at", "with", "serve",
         "serves", "offer", "offers", "sell", "sells", "accept", "allow", "allows", "is", "are", "still", "for", "today",
         "tonight",
         "now", "or", "got", "take", "do", "does", "run", "runs", "operate", "operates", "have", "there", "from",
         "to", "when", "what", "which", "who", "how", "and", "any", "a", "an", "the", "by", "near", "please", "pls",
         "plz", "thanks", "thx", "stay", "stays", "still", "built", "opened", "founded", "established", "constructed",
         "erected", "completed", "start", "starts", "begin", "begins", "end", "ends", "finish", "finishes", "look",
         "looks", "show", "shows", "carry", "carries", "keep", "keeps", "where", "tagged", "mapped", "listed", "recorded", "marked",
         "free", "already", "closed", "ever", "usually", "normally", "located", "situated"}   # ("is camping at X free", "is X already closed")
_QUESTION_WORDS = {"is", "are", "does", "do", "did", "can", "could", "would", "will", "has", "have", "what", "what's", "whats",
                   "when", "who", "which", "how", "where", "tell", "give", "please", "i", "hi", "hey", "any", "so",
                   "ok", "okay", "quick", "and", "also", "whos", "who's", "wheres", "hows", "the", "my", "our", "am", "should", "may", "might", "must",
                   "i'm", "i’m", "i'll", "i’ll", "i've", "i’ve", "we're", "we’re", "we'll", "we’ll", "if", "say", "suppose", "imagine", "we", "us"}


# a part of a street asked about ('is any part of S one-way', 'is there a stretch of S where cars aren't allowed'):
# the attribute is read over every way of the street, yes when any of them says it
_PART_OF = r"(?:part|stretch|section|portion|segment)s?\s+(?:of|along)\s+(?:the\s+)?"
_ANY_PART = re.compile(rf"\b(?:(?:is|are)\s+there\s+)?(?:any|some|a|one)\s+{_PART_OF}", re.IGNORECASE)


# a place said by a kind that is also a thing places have ('the toilets in T'): the place, no attribute of T
# ('toilets at <hamlet> on christmas eve - can I get in?': said first, the place after it may be in small letters)
_FACILITY_IN_TOWN = re.compile(rf"(?:^\s*(?:(?:is|are)\s+)?(?:the\s+)?|\bthe\s+(?=\S+\s+\S+\s+(?-i:[A-ZÀ-ÖØ-Þ])))"
                               rf"(?P<kind>{'|'.join(sorted(ONE_PLACE_PLURALS))})\s+(?:in|at|by|near)\s+(?!the\b)",
                               re.IGNORECASE)


_ASKING_VERBS = {"am", "is", "are", "do", "does", "did", "can", "could", "should", "may", "might", "must", "would", "will"}


# words that ask about places of a kind, or describe a place: not one named place's attribute
# ('how many tonnes', 'how many km/h': the unit of one place's figure, no count)
_NOT_ONE_PLACE = re.compile(r"\b(?:nearest|closest|largest|biggest|smallest|longest|shortest|within|(?<!get )(?<!getting )around|"
                            r"how many(?!\s+(?:tonnes|tons|t|kilos|kg|km/h|kmh|mph|miles an hour|kilometres an hour)\b)|"
                            r"nearby|near me|next to|any|all|count(?=\s+(?:the|all|up|how|every)\b))\b", re.IGNORECASE)
# 'next to' after a name places that named place ('the mountain X next to Y'), not a kind asked for beside Y
_BY_A_NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’-]+,?\s+(?:right\s+|just\s+)?$")
_WHICH_KIND = re.compile(r"\b(?:which|what)\s+([a-z][\w-]*)", re.IGNORECASE)
# 'Eastbrook: is there a pharmacy open on Saturday at 3 pm': places of a kind open then, not one place's hours
_IS_THERE_KIND = re.compile(r"\b(?:is|are)\s+there\s+(?:still\s+)?(?:a|an|any|some)\s+(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                            r"(?=\s+(?:still\s+)?open\b)", re.IGNORECASE)


# words capitalised only because a sentence starts with them: never a name a number belongs to
_NO_NAME_BEFORE = {"it's", "its", "it", "is", "at", "by", "around", "about", "from", "until", "till", "before", "after",
                   "past", "now", "today", "tonight", "tomorrow", "and", "but", "so", "then", "maybe", "say", "like"}
_CLOCK_SAID = re.compile(r"\d|\b(?:noon|midday|midnight|half|quarter)\b", re.IGNORECASE)


def find_when(question: str, free=lambda start, end: True) -> tuple[int, int] | None:
    """The span of the moment the question asks about, said in words (the one that says most: a day and a clock
    before a day alone or a part of the day: 'after a Saturday night out ... at 1am (Sunday morning)'); None when it
    names none."""
    found = _moments(question, free)
    if not found:
        return None
    start, end = max(found, key=_says).span()
    if (window := _WINDOW_BEFORE.search(question[:start])) is not None and free(window.start(), start):
        start = window.start()   # 'between 6 and 7 pm on a Saturday': the whole stretch
    if (one_day := _A_DAY_BEFORE.search(question[:start])) is not None and free(one_day.start(), start):
        start = one_day.start()   # 'on a day in July': one day of the month, not the whole of it
    return start, end


_A_DAY_BEFORE = re.compile(r"\b(?:on\s+)?(?:a|one|any)\s+day\s+$", re.IGNORECASE)


# the first half of a stretch of time, before the moment found ('between 6 and', 'all the way from 18:00 to')
_WINDOW_BEFORE = re.compile(r"(?:\b(?:all the way|the whole time|the entire time|throughout|continuously)\s+)?\b(?:between|from)\s+"
                            r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\b\.?)?|noon|midnight)\s*(?:\band\b|\bto\b|\btill\b|\buntil\b|-|–)\s*$",
                            re.IGNORECASE)


def _says(match: re.Match[str]) -> int:
    text = match.group(0)
    return 2 * bool(_CLOCK_SAID.search(text)) + bool(re.search(_DAY, text, re.IGNORECASE))


def _moments(question: str, free=lambda start, end: True) -> list[re.Match[str]]:
    """Every moment said, but a number that belongs to a name ('Cave 54 on a wednesday night')."""
    def in_a_name(match: re.Match[str]) -> bool:
        before = re.search(r"(\S+)\s+$", question[:match.start()])
        # (a word with a comma or a dot after it ends there: 'Eastbrook, 5 in the morning' is a town, then a clock)
        return match.group(0)[:1].isdigit() and before is not None and before.group(1)[:1].isupper() and \
            not before.group(1).endswith((",", ";", ":", ".", "-")) and \
            before.group(1).casefold().replace("’", "'") not in _NO_NAME_BEFORE   # ("It's 7:30 on a Sunday")
    found, pos = [], 0
    while (match := _WHEN.search(question, pos)) is not None:
        if in_a_name(match):   # read on after the name's number
            pos = match.start() + len(re.match(r"\d+", match.group(0)).group(0))
            continue
        if match.group(0).strip() and free(*match.span()):
            found.append(match)
        pos = max(match.end(), match.start() + 1)
    return found


def other_half(question: str, span: tuple[int, int]) -> re.Match[str] | None:
    """The day said apart from the clock ('on a wednesday night, will it be open at quarter past eleven'), or the
    clock apart from the day: the other half of the moment at `span`."""
    said = question[span[0]:span[1]]
    has_day, has_clock = re.search(_DAY, said, re.IGNORECASE), _CLOCK_SAID.search(said)
    if has_day and has_clock:
        return None
    wanted = (lambda m: _CLOCK_SAID.search(m.group(0))) if has_day else \
        (lambda m: re.search(_DAY, m.group(0), re.IGNORECASE))
    return next((m for m in _moments(question) if m.span() != span and wanted(m)), None)


def said_when(question: str, span: tuple[int, int]) -> str:
    """The moment said at `span`, without the words that lead into it ('on a Thursday at 7 pm' -> 'Thursday at 7
    pm'): what open_at holds."""
    said = question[span[0]:span[1]].strip(" ,")
    if re.match(_ALWAYS_SAID, said, re.IGNORECASE):
        return said   # ('around the clock': no word that leads into a moment)
    return re.sub(r"^(?:(?:on|at|this|next|for|around|about|by|in the|an?)\s+)+", "", said, flags=re.IGNORECASE)


_ASKED_WITH_DID = re.compile(r"\b(?:did|does|do|will|would|can|could)\s+$", re.IGNORECASE)


# a preposition and an article in lower case: the name ended before them
_PHRASE_AFTER = re.compile(r"(?:in|on|at|to|from|for|with|by|into)\s+(?:the|a|an|this|that|my|our|your|its)\s+(?-i:[a-z])")


def _name_at(question: str, start: int, taken: list[tuple[int, int]]) -> tuple[int, int]:
    """The span of the name starting at `start`: capitalised words and the small words between them, then lowercase
    words up to one that ends a name ('Päivälehden museo'), never into a taken span."""
    end, pos = start, start
    pattern = re.compile(rf"(?:{_TOKEN})|(?:{_CONNECTOR})(?=\s+[A-Z0-9À-ÖØ-Þ])|[a-zäöüéèå][\w'’-]*")
    while (match := pattern.match(question, pos)) is not None:
        word = match.group(0).strip()
        if any(s < match.end() and match.start() < e for s, e in taken):
            break
        if word[:1].islower() and not re.match(rf"(?:{_CONNECTOR})\b", question[match.start():]) and \
                word.casefold() in _ENDS:
            break
        if end > start and question[:match.start()].rstrip().endswith((".", "!", "?")) and \
                re.sub(r"['’]s$", "", word.casefold()) in _QUESTION_WORDS:
            break   # 'I'm going to X. What's ...': the next sentence's first word, not a word of the name
        if word[:1].islower() and _PHRASE_AFTER.match(question, match.start()):
            break   # 'cycle Mill Lane in the opposite direction': a phrase after the name, not a word of it
        if word[:1].islower() and _ASKED_WITH_DID.search(question[:start]) and \
                re.match(r"\s+(?:to|from|into|at|in|with|for|by|on|after|before)\b", question[match.end():]):
            break   # 'which country did Alfred Mombert escape to': a verb after the name, not a word of it
        end = match.end()
        gap = re.match(r"\s+", question[end:])
        pos = end + (gap.end() if gap else 0)
        if not gap:
            break
    return start, start + len(question[start:end].rstrip(" ,.?!"))


def _without_kind(name: str) -> str:
    """A kind word after the name ('DoMuS museum'): the name is before it."""
    words = name.split()
    for i, word in enumerate(words[1:], 1):
        numbered = i + 1 < len(words) and words[i + 1][:1].isdigit()   # ('Marina Bay Sands tower 3': its own part)
        if word[:1].islower() and lookup(word) is not None and not re.fullmatch(_CONNECTOR, word) and not numbered:
            if re.fullmatch(r"in|at", words[i + 1] if i + 1 < len(words) else ""):
                # 'Álfheimar hótel in Eastbrook': the kind may be the name's own word; the search, told the town,
                # reads the name with and without it (tools/place_search.find_places)
                return name
            return " ".join(words[:i])
    return name


_LEADING_PREPOSITIONS = frozenset({"on", "in", "at", "near", "by", "along", "for", "from", "around"})
# a name said with the street it is on ('the Starbucks on Boston Street'): one place, found on that street
# (tools/place_search.SAID_AROUND)
_ON_A_STREET = re.compile(r"\s+on\s+(?:the\s+)?(?P<street>(?-i:[A-Z0-9À-ÖØ-Þ])[\w'’.-]*(?:\s+(?-i:[A-Z0-9À-ÖØ-Þ])[\w'’.-]*){0,3})")


def _on_its_street(question: str, span: tuple[int, int], taken: list[tuple[int, int]]) -> tuple[int, int]:
    """The span of a name with the street it is said to be on, when one follows it; else the name's own."""
    said = _ON_A_STREET.match(question, span[1]) if span[1] > span[0] else None
    if said is None or not (A_STREET.fullmatch(said["street"]) or is_stand_in(said["street"])) or \
            any(s < said.end() and span[1] < e for s, e in taken):
        return span
    return span[0], said.end()


# the kind of a place said after its name ('Hyrnan the grocery'), before the clause ends
_KIND_AFTER = re.compile(r"\s+the\s+(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,2})(?=\s*(?:[?.!,;:]|\s[-–—]\s|$))")


def named_place(question: str, taken: list[tuple[int, int]]) -> tuple[str, tuple[int, int]] | None:
    """The longest name the question spells outside the taken spans (the first word of a question is no name), and
    the span of the words it was read from ('Kinopalatsi' from 'Kinopalatsi cinema')."""
    best: tuple[int, int] | None = None
    for match in re.finditer(rf"(?<![\w'’])(?:{_TOKEN})", question):
        if any(s <= match.start() < e for s, e in taken) or (best and match.start() < best[1]):
            continue
        if match.group(0).casefold().strip("'’") in _QUESTION_WORDS and match.group(0) in ("I", question.split()[0]) or \
                match.group(0).casefold() in _ASKING_VERBS | _QUESTION_WORDS | {"like"} and \
                re.search(r"[.!?:]\s+$", question[:match.start()]):
            # ('X is one-way. Am I allowed ...': a later sentence's first word asks)
            continue
        if re.fullmatch(_DAY, match.group(0), re.IGNORECASE) or \
                match.start() == 0 and match.group(0).casefold() in _LEADING_PREPOSITIONS:
            continue   # ('On X in Y, how do cars park': the place starts after 'On')
        span = _on_its_street(question, _name_at(question, match.start(), taken), taken)
        if span[1] > span[0] and (best is None or span[1] - span[0] > best[1] - best[0]):
            best = span
    if best is None:
        return None
    # (after a capitalised word: 'the snæfell site under the mountain' names no mountain)
    if question[best[0]:best[1]].split()[-1][:1].isupper() and \
            (kind := _KIND_AFTER.match(question, best[1])) is not None and \
            any(lookup(" ".join(kind["kind"].split()[-cut:])) is not None for cut in (1, 2)):
        # 'Hyrnan the grocery': the place of that kind named so (tools/place_search.py reads its last words as kind)
        return question[best[0]:kind.end()], (best[0], kind.end())
    said = question[best[0]:best[1]]
    if len(said.split()) > 1 and said.split()[-1][:1].islower() and lookup(said.split()[-1]) is not None:
        # 'the Eastbrook cafe', 'Eastbrook pool, ...': the cafe of a place (a hamlet's, whose name no reading knows
        # for a town), or a name said with its kind ('the DoMuS museum'); the search reads both
        # (tools/place_search.find_places)
        return said, best
    return re.sub(r"['’]s$", "", _without_kind(said)), best   # 'Old Mill's'


# a line said by its number and what it is: 'bus 12A', 'the 7N night bus', 'tram line 5' (the name search finds the
# route that number is; tools/place_search.py)
_LINE_WORD = rf"(?:night\s+)?(?:(?:{'|'.join(LINE_KINDS)})(?:\s+(?:line|route|service))?|(?:bus\s+)?(?-i:Svc|SVC|svc)\.?)"   # ('bus Svc 12A')
_LINE_SAID = re.compile(rf"\b(?:the\s+)?(?:{_LINE_WORD}\s+(?:(?:number|no\.?)\s+)?(?P<ref>[A-Za-z]{{0,3}}\d+[A-Za-z]{{0,3}})|"
                        rf"(?P<ref_first>[A-Za-z]{{0,3}}\d+[A-Za-z]{{0,3}})\s+{_LINE_WORD})\b(?!\s*(?:m|km|min|minutes?|"
                        r"metres?|meters?|hours?|%)\b)", re.IGNORECASE)


def _line_said(question: str, taken: list[tuple[int, int]]) -> tuple[str, tuple[int, int]] | None:
    for said in _LINE_SAID.finditer(question):
        if not any(s < said.end() and said.start() < e for s, e in taken):
            # (a service said with its kind too, 'bus Svc 12A', is searched as the service: place_search.py)
            line = re.sub(r"^(?:the\s+)?(?:bus\s+(?=svc\b))?", "", said.group(0), flags=re.IGNORECASE)
            if (way := _LINE_WAY.match(question, said.end())) is not None:   # 'Bus 14: A => B': that way of it
                return line + way.group(0), (said.start(), way.end())
            return line, said.span()
    return None


_NAME_WORDS = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*){0,3}"
# the way of a line its route's name says after it: 'Bus 14: A => B'
_LINE_WAY = re.compile(rf":\s*{_NAME_WORDS}\s*(?:=>|->|→)\s*{_NAME_WORDS}")


# the way of a line said by its ends: 'bus 14 from A (out) to B', 'the 7N going from A to B' - the route OpenStreetMap
# names '<line>: A => B' (its public transport convention), searched by that name
_LINE_ENDS = re.compile(r"\s+(?:(?:going|running|heading|that goes|which goes|that runs|which runs)\s+)?from\s+"
                        rf"(?P<a>{_NAME_WORDS})\s+(?:out\s+|over\s+|back\s+)?to\s+(?P<b>{_NAME_WORDS})", re.IGNORECASE)


def line_by_its_ends(question: str) -> str | None:
    """The question with a line said by its ends written as the route's name ('the night bus 14 from A to B' -> 'Bus
    14: A => B'); None when it says no such line."""
    for said in _LINE_SAID.finditer(question):
        if (ends := _LINE_ENDS.match(question, said.end())) is not None:
            line = re.sub(r"^(?:the\s+)?(?:night\s+)?(?:bus\s+(?=svc\b))?", "", said.group(0), flags=re.IGNORECASE)
            named = f"{line[:1].upper()}{line[1:]}: {ends['a']} => {ends['b']}"
            return question[:said.start()] + named + question[ends.end():]
    return None


def _kind_elsewhere(question: str, span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    """Whether a kind of place is named apart from the place ('the restaurant right next to Hotel Kämp'): then the
    place is a description. A kind right before or in the name ('the hotel Cap Estel') is the place's own."""
    words = list(re.finditer(r"[a-z][\w-]+", question[:span[0]]))   # after the name: where it is ('at marina bay')

    def free(word: re.Match[str]) -> bool:
        return not any(s <= word.start() < e for s, e in taken)

    read_to = 0   # where the last kind found ends: its words start no other ('car sharing spot', not 'car sharing')
    for at, word in enumerate(words):
        if not free(word) or word.start() < read_to or word.group(0).casefold() in ("the", "a", "an"):
            continue
        # the longest kind of one to three words from here ('the power generator in X')
        phrase = next((words[at:at + count] for count in (3, 2, 1) if len(words[at:at + count]) == count and
                       all(map(free, words[at:at + count])) and
                       lookup(question[word.start():words[at + count - 1].end()]) is not None), None)
        if phrase is None or _AS_A_VERB.search(question[:word.start()]):
            continue   # ('how many cars can park at X', 'does it cost to pitch a tent at X': a verb, no kind)
        read_to = phrase[-1].end()
        said_next = read_to + len(question[read_to:]) - len(question[read_to:].lstrip())
        if any(start == said_next for start, _ in taken) and \
                asked_attribute(question, lambda start, end: start == said_next) is not None:
            continue   # the kind of the place whose attribute is asked ('which church denomination does X belong to')
        if not re.fullmatch(r"\s*(?:(?:the|a|an)\s+)?", question[read_to:span[0]], re.IGNORECASE):
            return True
    return False


# the words before a kind's word that make it a verb ('can park', 'to pitch')
_AS_A_VERB = re.compile(r"\b(?:can|could|will|would|may|might|to|must|should)\s+$", re.IGNORECASE)


# a question of its own after a sentence that only sets the scene ('is X accessible?' after 'my mum uses a wheelchair.'
# asks what the scene said: only a question word starts one of its own)
_ASKED_AFTER = re.compile(r"[.!]\s+(?P<asked>(?:what|how|which|where|when|who)\b[^.!]*\?\s*)$", re.IGNORECASE)


# a name written first, in lower case, before what is asked of it
_LEADING_NAME = (r"^\s*(?!(?:what|whats|what's|where|wheres|who|how|when|which|is|are|does|do|can|could|the|a|an|any|"
                 r"tell|give|show|find|need|get|got|i|my|our)\b)(?P<place>[a-z][\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,3}?)(?:['’]s)?")
_LEADING_NAME_ALONE = re.compile(_LEADING_NAME + r"[\s,:-]*$", re.IGNORECASE)


# Where a name written in lower case stands in a question about one place ('does ce la vi have outdoor seating',
# 'konomi on a thursday at 16:00 - are they open?', 'grab a coffee at göbes on saturday')
_LOWERCASE_PLACE = [
    re.compile(r"^\s*(?:does|do|is|are|has)\s+(?:the\s+)?(?P<place>[a-z][\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,4}?)\s+"
               r"(?:have|has|offer|offers|sell|sells|serve|serves|allow|allows|accept|accepts|open|still)\b", re.IGNORECASE),
    re.compile(r"^\s*(?P<place>[a-z][\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,4}?)\s*(?:,|\s)\s*(?:on|at)\b.*\b(?:are they|is it|they|it)"
               r"\s+open\b", re.IGNORECASE),
    re.compile(r"\bat\s+(?:the\s+)?(?P<place>[a-z][\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,4}?)\s+(?:on|at|this|next|for|in the)\b",
               re.IGNORECASE),
    # 'colony email pls, want to book a table': the name first, then the attribute asked
    re.compile(_LEADING_NAME + r"\s+(?:e-?mail|phone|website|web site|address|opening hours|hours|menu)\b", re.IGNORECASE),
    # 'is there a stretch of south bond street in baltimore where ...': the street the part is of
    re.compile(rf"\b{_PART_OF}"
               r"(?P<place>[a-z][\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,5}?)\s*(?=,|\s(?:where|that|which|on which|is|are|has|"
               r"have|still)\b|\s*[?.!]*\s*$)", re.IGNORECASE),
    # 'whats the phone number for brauhaus vetter', 'the street address of ledo pizza in baltimore'
    re.compile(r"\b(?:of|for)\s+(?:the\s+)?(?P<place>[a-z][\w'’.&+-]*(?:\s+[\w'’.&+-]+){0,5}?)\s*[?.!]*\s*$",
               re.IGNORECASE),
]


def _lowercase_place(question: str, taken: list[tuple[int, int]]) -> tuple[str, tuple[int, int]] | None:
    """A name written in lower case, where such questions put it; never a word already read."""
    for pattern in _LOWERCASE_PLACE:
        if (found := pattern.search(question)) is not None:
            span = found.span("place")
            if not any(s < span[1] and span[0] < e for s, e in taken) and lookup(found["place"]) is None:
                return found["place"], span
    if taken and (lead := _LEADING_NAME_ALONE.match(question[:min(s for s, _ in taken)])) is not None and \
            lookup(lead["place"]) is None:
        return lead["place"], lead.span("place")   # 'X also goes by another name?': the words before what is asked
    return None


def spec_answer(attribute: str) -> str | None:
    spec = attributes().get(attribute)
    return spec.answer if spec is not None else None


# a capital after the end of a sentence begins the next one ('We are at X. How high is its light?'), no word of a name
_SENTENCE_BEGUN = re.compile(r"[.!?]\s+$")


def read(question: str) -> QuestionReading | None:
    """The reading of a question about one named place's attribute, or whether it is open at a moment; None for
    any other question."""
    taken: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:   # outside what is read, and no word of a name ('Patterson Park Dog Park')
        return not any(s < end and start < e for s, e in taken) and \
            not (start > 0 and question[start].isupper() and not _acronym_after_small(question, start, end) and
                 not _language_at(question, start) and not _SENTENCE_BEGUN.search(question, 0, start))

    if (facility := _FACILITY_IN_TOWN.search(question)) is not None:
        if not re.search(r"\bthe\s+$", question[:facility.start("kind")], re.IGNORECASE):
            # (read as said with its article: 'the toilets' is the place)
            start, end = facility.span("kind")
            return read(f"{question[:start]}the {question[start:end].casefold()}{question[end:]}")
        taken.append(facility.span("kind"))   # 'the opening hours of the toilets at T': of that place, no toilets of T
    part = _ANY_PART.search(question)
    if part is not None:
        taken.append(part.span())
    # (the present only where no moment is said: a scene's 'It's Sunday 8 pm' is the now its readers put in,
    # reading/context_clause.py)
    when = find_when(question) or ((now := _NOW_FOUND.search(question)) is not None and now.span()) or None
    if when is not None and (said := _line_said(question, [])) is not None and \
            said[1][0] <= when[0] and when[1] <= said[1][1]:
        when = None   # 'the 7N night bus': a line's name, no moment
    if when is not None:
        taken.append(when)
    found = asked_attribute(question, free)
    if found is None and when is not None and \
            (within := asked_attribute(question, lambda start, end: free(start, end) or start <= when[0] < end)) and \
            within[1][0] <= when[0] and when[1] <= within[1][1] and not attributes()[within[0]].at_a_moment:
        # 'what time is the sunday service at X': the day names the service, no moment to read its hours at
        taken.remove(when)
        found, when = within, None
    value = None
    if found is None and when is None and (valued := asked_value(question)) is not None:
        found, value = (valued[0], valued[2]), valued[1]   # 'is X Lutheran?': whether its denomination says so
    if found is None and (tag := asked_tag(question, free)) is not None:
        found = ("tag", tag)   # 'what is the power source of the generator in X': any tag, by its key's words
    opened = _OPEN.search(question)
    if found is None and not (opened and when):
        return None
    also = None
    if found is not None and COUNTED_BEFORE.search(question[:found[1][0]]):
        return None   # 'number of toilets in X': places of a kind, counted
    if found is not None and (asked := _ASKED_AFTER.search(question, found[1][1])) is not None and \
            asked_attribute(question[asked.start("asked"):]) is None:
        return None   # 'we deliver pizza by van. what distance does the van cover from A to B?': the scene, not asked
    if found is not None:
        attribute, span = found
        taken.extend(cue_parts(question, attribute, span) if attribute in attributes() else [span])
        if (second := asked_attribute(question, free)) is not None and second[0] == attribute:
            taken.append(second[1])   # the same asked twice ('book X online'): no word of the place
            between = (min(span[1], second[1][1]), max(span[0], second[1][0]))
            if re.fullmatch(r"\s*(?:,|/|or|and)?\s*(?:any|some|even)?\s*", question[between[0]:between[1]], re.IGNORECASE):
                taken.append(between)   # ('wifi or any internet': one thing, said twice)
        elif second is not None and second[0] != attribute and not attributes()[attribute].alone:
            also = second[0]   # 'what kind of food do they do and what time do they open': two of one place
            taken.append(second[1])
            # beside another, an attribute may mean its own kind ('can you park along S, and is it free': the
            # parking's fee); the two are answered in the order asked
            attribute = attributes()[also].beside.get(attribute, attribute)
            also = attributes()[attribute].beside.get(also, also)
            if second[1][0] < span[0]:
                attribute, also, span = also, attribute, second[1]
    else:
        attribute, span = "opening_hours", None
    facility_said = None
    if when is not None and _SHUT.search(question) and spec_answer(attribute) == "yes_no":
        said_kind = question[span[0]:span[1]].casefold() if span is not None else ""
        if said_kind in ONE_PLACE_PLURALS or f"{said_kind}s" in ONE_PLACE_PLURALS:
            # 'passing X at 11 pm - toilets open?': X's toilets ('the X toilet': the same place, said as one)
            facility_said = said_kind if said_kind in ONE_PLACE_PLURALS else f"{said_kind}s"
        attribute = "opening_hours"   # 'can I take the dog to X at 5 am on a wednesday or is it shut then': the hours
    if opened and free(*opened.span()):
        taken.append(opened.span())
    if span is not None and (some := re.search(r"\b(?:any|some)\s+$", question[:span[0]], re.IGNORECASE)) is not None \
            and lookup(question[span[0]:span[1]]) is None:
        taken.append(some.span())   # 'any wifi at X?': whether X has it ('any toilets at X': places of a kind there)
    rest = _blanked(question, taken)

    def kind_asked(said: re.Match[str]) -> bool:   # ('which church denomination': the kind says whose attribute)
        said_next = said.end(1) + len(question[said.end(1):]) - len(question[said.end(1):].lstrip())
        return (lookup(said.group(1)) or is_any_place(said.group(1))) and not (span and said_next == span[0])

    if any(m[0].casefold() != "next to" or not _BY_A_NAME.search(rest[:m.start()]) for m in _NOT_ONE_PLACE.finditer(rest)) or \
            any(kind_asked(m) for m in _WHICH_KIND.finditer(rest)) or \
            any(lookup(m["kind"]) for m in _IS_THERE_KIND.finditer(question)):
        return None   # a kind of place, a description or a scope asked for: the composing reader's
    region = None
    if (lead := _TOWN_LEAD.match(question)) is not None and \
            named_place(question, [*taken, lead.span()]) is not None:
        # 'Singapore question: Svc 195B, where does that bus end up?': the town is where, the name what
        taken.append(lead.span())
        region = lead["town"]
    # (an article left before the blanked attribute words is theirs: 'is X near Y a natural lake or a reservoir')
    unsaid = re.sub(r"\b(?:a|an|the)(?=\s{2,})", lambda m: " " * len(m[0]), rest, flags=re.IGNORECASE)
    if region is None and (near := _NEAR_TOWN.search(unsaid)) is not None and free(*near.span()) and \
            not (re.search(r"\s(?-i:[a-z])[\w-]+$", near["town"]) and _SOME_KIND.search(question)) and \
            named_place(question, [*taken, near.span()]) is not None:
        # 'the web address of X near Eastbrook': X is what is asked about, the town only where to look for it
        taken.append(near.span())
        region = near["town"]
    bracketed = _TOWN_IN_BRACKETS.search(question) if region is None else None
    if bracketed is not None and free(*bracketed.span()) and \
            re.search(r"(?:^|\s)(?-i:[A-ZÀ-ÖØ-Þ0-9])\S*$", question[:bracketed.start()].rstrip()):
        taken.append(bracketed.span())   # 'Guesthouse X (Somewhere) - ...': read with its name (not 'the post office (X)')
    else:
        bracketed = None
    line = _line_said(question, taken)
    if line is not None and region is None and (town := _TOWN_LAST.search(question, line[1][1])) is not None:
        region = town["town"]   # 'the 7N night bus in Eastbrook': that town's line
    elif line is not None and region is None and (town := _TOWN_BEFORE_LINE.search(question, 0, line[1][0])):
        region = town["town"]   # 'Eastbrook bus 12: what's its last stop?
    named = line or named_place(question, taken) or _lowercase_place(question, taken)
    if named is not None and bracketed is not None and not question[named[1][1]:bracketed.start()].strip():
        # the search reads 'X (T)' as written, else X in T (tools/place_search.find_places)
        named = (question[named[1][0]:bracketed.end()].strip(), (named[1][0], bracketed.end()))
    if named is not None and line is None and region is None and not named[0].casefold().startswith("the ") and \
            (scene_end := _SCENE_END.search(question, named[1][1])) is not None and "?" in question[scene_end.end():] and \
            (kind_end := the_kind_end(_blanked(question, taken)[scene_end.end():])) is not None:   # ('the street address')
        # 'I'm at X at half past two. Has the pickup from the letter box already happened?': the one at X
        kind_end += scene_end.end()
        start = question.rindex("the ", scene_end.end(), kind_end)
        named, region = (question[start:kind_end], (start, kind_end)), named[0]
    if named is not None and line is None and region is None and TOWN.fullmatch(named[0]) and \
            (before := _WORDS_BEFORE_TOWN.search(question, 0, named[1][0])) is not None and \
            free(*before.span("words")) and lookup(before["words"]) is None and named[1][1] == len(question.rstrip(" ?.!")):
        # 'are cars allowed through the flux gate in Eastbrook': the place said in words no kind has, in the town said
        # last (not the town itself; the search then says whether the words name anything there)
        named, region = (f"the {before['words']}", (before.start(), before.end("words"))), named[0]
    if named is not None and lead is not None and named[1][1] <= lead.end() and \
            (kind := _the_kind(question, [*taken, lead.span()])) is not None and \
            (question[kind[0][1][0]:].casefold().startswith("the ") or kind[0][1][0] == lead.end()):
        # 'Heidelberg: that mast - what is it used for': the town said first is where, the kind said next what
        # ('Kornhaus - which denomination is that church': the place said first, pointed back at)
        named, region = kind[0], kind[1] or lead["town"]
    if region is None and line is None and (named is None or _kind_elsewhere(question, named[1], taken) or
                           DATA_OF.fullmatch(named[0].strip())):
        # (a town's data is where, never what: 'who runs the generator mapped in the X data')
        if (kind := _the_kind(question, taken)) is None:
            return None
        named, region = kind
    if named[0].startswith("the ") and not question[named[1][0]:].casefold().startswith("the "):
        # 'that mast': the mast (read as rewritten, so that the place is a phrase of the question)
        start, end = named[1]
        return read(f"{question[:start]}{named[0]}{question[end:]}")
    place = named[0]
    if facility is not None and region is None and named[1][0] == facility.end():
        place, region = f"the {facility['kind'].casefold()}", place   # the toilets in T: that place, in T
    elif facility_said is not None and region is None and when is not None:
        # (read as rewritten: 'the toilets' is no phrase of the question)
        state = "closed" if re.search(r"\b(?:shut|closed?|locked)\b", question, re.IGNORECASE) and \
            not re.search(r"\bopen\b", question, re.IGNORECASE) else "open"   # ('are they shut ...': asked so)
        return read(f"are the {facility_said} at {place} {state} {said_when(question, when)}?")
    if when and (still := re.search(r"\bstill\s+open\s+$|\bstill\s+open\s+at\s+$", question[:when[0]], re.IGNORECASE)):
        when = (still.start(), when[1])   # 'still open at 9': late, the clock reads it so
    open_at = said_when(question, when) if when else None
    if open_at and _ASKS_THE_TIME.match(question) and not _CLOCK_SAID.search(open_at) and \
            (day := re.search(_DAY, open_at, re.IGNORECASE)) is not None and \
            re.fullmatch(rf"[\s,]*(?:(?:on|in|the|a|an|this|next)\s+)*{_PART}[\s,]*",
                         open_at[:day.start()] + " " + open_at[day.end():], re.IGNORECASE):
        open_at = day.group(0)   # 'what time can I get in on saturday morning': the day's hours, not one moment of it

    if open_at is None and attribute == "opening_hours" and (days := WHICH_DAYS.search(question)) is not None:
        open_at = days.group(0)   # 'which days is X open': each day of the week, said by the answer as the days it opens
    if when and (half := other_half(question, when)) is not None:   # a day said apart from its clock: both
        when = (min(when[0], half.start()), max(when[1], half.end()))
        open_at = said_when(question, when)
    later = None if also is None else QuestionReading(
        question=question, shape="attribute", attribute=also, anchors=[place], region=region,
        open_at=open_at if attributes()[also].at_a_moment else None)
    return QuestionReading(question=question, shape="attribute", attribute=attribute, anchors=[place], region=region,
                           open_at=open_at if attributes()[attribute].at_a_moment else None, then=later,
                           along=part is not None and spec_answer(attribute) == "yes_no", asked_value=value,
                           asked_tag=question[span[0]:span[1]] if attribute == "tag" and span else None)


# a part of today, said alone ('tonight', 'this morning'): asked when, the day's hours
_TODAYS_PART = re.compile(r"\s*(?:(?:this|in the)\s+)?(?:tonight|evening|morning|afternoon)\s*", re.IGNORECASE)

# a time asked for, not whether it is open ('what time can I get into X on ...', 'when does X open on ...')
_ASKS_THE_TIME = re.compile(r"^\s*(?:[^:?]{2,40}[:\-–]\s*)?(?:(?:at\s+)?what\s+time|when|how\s+early|how\s+late|until\s+when)\b",
                            re.IGNORECASE)


# the days of the week asked for ('which days is X open', 'on what days does X close')
WHICH_DAYS = re.compile(r"\b(?:which|what) days\b", re.IGNORECASE)


# a town in brackets after a name ('X (in Y)')
_TOWN_IN_BRACKETS = re.compile(r"(?<=\w)\s*\((?:in\s+|near\s+)?(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[^()]{1,40}?)\)")
# the end of a sentence that sets the scene, before the question ('I'm at X at 2 pm. Has the ...')
_SCENE_END = re.compile(r"[.!]\s+(?=\S)")
# a place said by its kind with 'the', in a question that names no place of its own ('... from the letter box ...')
_THE_WORDS = re.compile(r"\bthe\s+(?P<kind>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,2})", re.IGNORECASE)
_NAME_SAID = re.compile(r"(?<=\w)\s+(?-i:[A-ZÀ-ÖØ-Þ])(?!\w*['’]?[smd]\b)")


def the_kind_end(rest: str) -> int | None:
    """Where the one kind said with 'the' ends in a question that names no place ('has the pickup from the letter
    box happened': after 'letter box'); None when it names a place, says no such kind, or says one placed already
    ('the letter box at X')."""
    if _NAME_SAID.search(rest):
        return None
    rest = _blanked(rest, [m.span() for spec in attributes().values() for m in spec.cue.finditer(rest)])   # (asked)
    ends = []
    for said in _THE_WORDS.finditer(rest):
        words = said["kind"].split()
        kind = next((" ".join(words[:n]) for n in range(len(words), 0, -1) if _known_feature(" ".join(words[:n]))),
                    None)
        if kind is not None and (not kind.endswith("s") or kind.casefold() in ONE_PLACE_PLURALS):
            ends.append(said.start("kind") + len(kind))   # (one place: 'the trees' are many, 'the toilets' one)
    if len(ends) != 1 or re.match(r"\s+(?:to|from|near|of|in|around|by|at|there|on)\b", rest[ends[0]:], re.IGNORECASE):
        return None
    return ends[0]


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with the spans already read as spaces (the offsets of what is left stay those of the text)."""
    return "".join(" " if any(s <= i < e for s, e in spans) else c for i, c in enumerate(text))


def _language_at(question: str, start: int) -> bool:
    """A language's name, written with its capital ('X's English name'): no word of a place's name."""
    word = re.match(r"\w+", question[start:])
    return word is not None and word.group(0).casefold() in LANGUAGES


def _acronym_after_small(question: str, start: int, end: int) -> bool:
    """A cue written in capitals after a word in small letters ('does X sell LPG', 'have an ATM'): no word of a name."""
    before = re.search(r"(\S+)\s+$", question[:start])
    # (or after the question's own first word: 'Which ZIP do I write', 'What EV charger ...')
    return question[start:end].split()[0].isupper() and before is not None and \
        (before.group(1)[:1].islower() or before.start() == 0 and before.group(1).casefold() in _QUESTION_WORDS)


_THE = re.compile(r"\bthe\s+$", re.IGNORECASE)
_THAT = re.compile(r"\b(?:that|this)(?:\s+one)?\s+$", re.IGNORECASE)
# a town said first as the topic, before the place asked about: 'Singapore question: Svc 195B, where does ... end up?'
_TOWN_LEAD = re.compile(rf"^\s*(?:(?:in|(?i:hiking|walking|trekking|cycling|biking|driving|touring|travell?ing|camping|"
                        rf"staying|backpacking|exploring))\s+(?:(?i:in|around|through|across|on)\s+)?)?(?P<town>{TOWN.pattern})(?:\s+(?:question|q|query|data))?\s*(?::|\s[-–—])\s*")
# the town after a place said by its kind: 'the grade three track in Heidelberg', '... in the Heidelberg data'
_TOWN_AFTER_KIND = re.compile(rf"\s+in\s+(?P<town>(?:the\s+)?{TOWN.pattern}(?:\s+(?:map\s+)?(?:data|extract))?)", re.IGNORECASE)

# words that place a kind by another place: 'the fast food place right by X', 'the cafe opposite X'
_PLACED = re.compile(r"\s+(?:right\s+|just\s+|directly\s+)?(?:by|near|next to|beside|behind|opposite|across from|"
                     r"at|on|off|along|facing|outside|inside|in front of|around|close to)\s+(?!(?:sunday|monday|tuesday|"
                     r"wednesday|thursday|friday|saturday|weekends?|\d))", re.IGNORECASE)
# a town said as where a named place is near, at the end of a clause: 'X near Eastbrook', 'X just outside
# Westbrook?', 'X near Eastbrook - what sport is it tagged for?'
# ('does the X guesthouse out by Westbrook offer wifi': where it is, said before what is asked of it)
_NEAR_TOWN = re.compile(rf"(?<=\w)\s+(?:(?:just|right|out|up|down)\s+)?(?:near|outside|close to|not far from|by|next to|beside)\s+"
                        rf"(?P<town>(?:the\s+(?-i:[a-z])[\w-]+\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?:{_CONNECTOR}\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+){{0,3}}"
                        rf"(?:\s+(?-i:[a-z])[\w-]+){{0,2}}?)"   # ('near X guesthouse': a place said with its kind)
                        rf"(?=\s*(?:[?.!,;:]|\s[-–—]\s|$)|\s+(?:offers?|has|have|serves?|sells?|"
                        r"accepts?|allows?|opens?|closes?|charges?|takes?)\b)")
# a kind of place asked for, not one named place ('show me a restaurant with outdoor seating near X station'): the
# place said with its kind after 'near' is where to look, read by the composing reader
_SOME_KIND = re.compile(r"\b(?:a|an|any|some)\s+(?-i:[a-z])", re.IGNORECASE)
_TOWN_BEFORE_LINE = re.compile(rf"^\s*(?P<town>{TOWN.pattern})(?:['’]s)?\s+$")
_TOWN_LAST = re.compile(_TOWN_AFTER_KIND.pattern + r"(?P<verb>\s+(?:belongs?\s+to|(?:a\s+)?part\s+of|run\s+by|operated\s+by|"
                        r"(?:start|begin|end|finish|terminate|depart|leave|run|go)s?(?:\s+(?:from|at|to))?))?"
                        r"(?:\s*,\s*(?:do you know|any idea|please|pls|thanks)\b[^?.!]*)?"   # (', do you know?')
                        r"\s*[?.!]*\s*$", re.IGNORECASE)   # ('which network does bus 12 in Eastbrook belong to')


# 'the <words> in <Town>' said last, the words in small letters
_WORDS_BEFORE_TOWN = re.compile(r"\bthe\s+(?P<words>(?-i:[a-z])[\w-]*(?:\s+(?-i:[a-z])[\w-]*){0,3})\s+in\s+(?:the\s+)?$")


# what a post box holds, said before the box itself ('the mail from the letter box')
_CARRIED = re.compile(r"(?:mail|post|letters?|(?:post)?cards?|parcels?)\b(?!\s+(?:office|box|boxes)\b)", re.IGNORECASE)


def _the_kind(question: str, taken: list[tuple[int, int]]) -> tuple[tuple[str, tuple[int, int]], str | None] | None:
    """((place, span), town): a place said by its kind, with 'the', where no place is named ('how wide is the grade
    three track in Heidelberg', 'what material is the two-seater bench made of'): the one of its kind there."""
    from georeact.reading.deterministic import _the_only_kind

    for the in re.finditer(r"\b(?:the|(?P<that>that|this)(?:\s+one)?)\s+", question, re.IGNORECASE):
        if any(s < the.end() and the.start() < e for s, e in taken):
            continue
        if the["that"] and _the_only_kind(question, the.end(), question[:the.end()], slot=_THAT) is None:
            continue   # ('the cafe that opens first': 'that' only points at a place said by its kind)
        # the kind's words end where a word already read starts ('what is the two-seater bench made of')
        upto = min([s for s, _ in taken if s >= the.end()], default=len(question))
        if the.end() >= upto:
            continue   # the article of the words asked ('what is the maximum height of the car park ...')
        if (found := _the_only_kind(question[:upto], the.end(), question[:the.end()],
                                    slot=_THAT if the["that"] else _THE)) is None:
            if _CARRIED.match(question, the.end()):
                continue   # 'has the mail from the letter box ... been collected': what a place holds, no place
            return None   # the first place said with 'the' is no kind of place: a name, or a description
        said, end = found
        if _PLACED.match(question, end):
            return None   # 'the fast food place right by the cinema': a description (the composing reader's)
        # right after it, or at the question's end ('what time does the pharmacy open on sundays in the X data')
        town = _TOWN_AFTER_KIND.match(question, end) or _TOWN_LAST.search(question, end)
        if town is not None and any(s < town.end() and town.start() < e for s, e in taken):
            town = None
        return (f"the {said}", (the.start(), end)), (town["town"] if town else None)
    return None


def steps(reading: QuestionReading) -> list[Call] | None:
    """DescribePlace of the place asked about; an opening-hours question with a moment is asked at it."""
    if not reading.attribute:
        return None
    if not reading.anchor:
        raise NoCall(f"the {reading.attribute} of a place the question does not name")
    args: dict[str, object] = {"place": reading.anchor, "attributes": [reading.attribute]}
    if reading.along:
        args["along"] = True   # 'is any part of S one-way': every way of the street
    if reading.attribute == "tag" and reading.asked_tag:
        args["tag_words"] = reading.asked_tag   # 'the power source of ...': read against the place's tag keys
    if reading.region:   # 'the zoo in Vaduz': the one of its kind in that town
        args["context"] = reading.region
    if reading.open_at and reading.attribute in attributes() and attributes()[reading.attribute].at_a_moment:
        args["at"] = reading.open_at   # 'is X open on Monday at noon', 'when does X close on Sundays'
        if _ASKS_THE_TIME.match(reading.question) and _TODAYS_PART.fullmatch(reading.open_at):
            args["at"] = "today"   # 'what time do they close tonight': today's hours (the night's end is in them)
    asked = reading.asked_tag if reading.attribute == "tag" and reading.asked_tag else reading.attribute.replace("_", " ")
    if reading.attribute == "tag" and (offered := either(asked)):
        asked = f"{' or '.join(offered)} value"   # 'the analog or digital value of the clock'
    return [Call("DescribePlace", args, f"the {asked} of {reading.anchor}"
                                        + (f" at {reading.open_at}" if "at" in args else ""))]

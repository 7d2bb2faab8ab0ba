"""Tours said in words (issue 44): where the tour starts, the places it visits, and whether it comes back.

"Starting and ending at the Kunstmuseum, I need to drive to the DoMuS, the Landesspital and Coop Schaan. What's the
shortest order?", "I'm at the Marstall and want to see the Heiliggeistkirche and Zum Roten Ochsen on foot - I don't
need to come back", "shortest walk from the Casino that visits A, B and C (one-way)", "drive from Target to Safeway
and to Whole Foods, which order is shortest". Each row of `FORMS` is one way of saying where the tour starts; the
stops are the list after a verb of visiting; a round trip unless the question says it does not come back. The plan's
step is PlanRoute.
"""

from __future__ import annotations

import re

from georeact.geo.units import NUMBER_WORDS, SPELLED_AMOUNTS
from georeact.reading.deterministic import cues
from georeact.reading.features import lookup
from georeact.reading.kinds import Call
from georeact.reading.model import QuestionReading

_NAME = r"(?:the\s+)?[A-Z0-9À-ÖØ-Þ][^,.?!:;]*?"
# the list of stops: names separated by commas and 'and (then) (to)'
_LIST = r"(?P<stops>(?:the\s+)?[A-Z0-9À-ÖØ-Þ][^?.!;:]*?)"
_VISIT = r"(?:visit(?:s|ing)?|see|hit|check out|stop(?:s|ping)? at|go(?:ing)? to|(?:drive|driving|walk|walking|cycle|cycling|ride|riding|heading|head) to|get to|pass(?:es)? by|" \
         r"(?:walk|drive|cycle|ride|go|get) past|" \
         r"drop (?:\w+\s+)?(?:off\s+)?at|drop by|stop off at|call by|deliver (?:\w+\s+)?to|pick (?:\w+\s+)?up at|call (?:in )?at|stop by|swing by|" \
         r"pop (?:in|into|by))"
_TOUR_WORDS = re.compile(r"\b(?:shortest|fastest|best|quickest|optimal|which order|what order|in (?:what|which) order|"
                         r"the order|(?:which|what|best|shortest) sequence|"
                         r"round trip|tour|route)\b", re.IGNORECASE)
_ONE_WAY = re.compile(r"\b(?:ending at the last (?:stop|one|place)|(?:end|finish)(?:ing)? (?:up )?(?:wherever|at whichever|at whatever)\b|end(?:ing)? (?:at|with) the last (?:stop|one|place)|"
                      r"finish(?:ing)? at the last (?:stop|one|place)|call(?:ing)? it a day at the last (?:stop|one|place)|"
                      r"(?:stop|stopping|stay|staying) (?:at|with) the last (?:stop|one|place)|no need to (?:come|go|get|walk|drive) back|(?:don'?t|do not|won'?t|will not) (?:need to |have to )?(?:come|go|get|walk|drive) back|"
                      r"not (?:coming|going) back|one[- ]way|no return|without (?:coming|going) back|(?:won'?t|will not|don'?t|do not) return|"
                      r"not returning|without returning)\b", re.IGNORECASE)
_BACK = re.compile(r"\b(?:starting and ending|start and end|(?:and|then) (?:then )?back to|and return to|round trip|"
                   r"come back to|back at)\b", re.IGNORECASE)
_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?(?:then\s+)?(?:to\s+)?|\s+and\s+(?:then\s+)?(?:(?:on\s+)?to\s+)?", re.IGNORECASE)
# where the list of stops ends: how it is travelled, an aside, the rest of the question
_LIST_END = re.compile(r"\s+(?:on foot|by (?:car|bike|bicycle))\b|\s+and\s+(?:end|finish)(?:ing)?\b|\s*\(|\s+[-–]\s|,?\s+(?:which|what|how|(?:and|then) (?:then )?back|"
                       r"in (?:any|whatever|whichever|the (?:shortest|best|quickest|fastest|optimal)) order|(?:in|on) the way|is it|please)\b|"
                       r",\s+(?!(?:the|and|then|to)\b)(?-i:[a-z])|"   # ', no need to come back'
                       r",?\s+(?:and\s+)?(?:i|we)\s+(?:don'?t|do not|won'?t|will not)\b|"   # ', and I don't ...'
                       r",?\s+and\s+(?:i|we)(?:'ll|’ll|\s+will|\s+shall)\s|"   # ', and I'll call it a day ...'
                       r",\s+(?:i|we)\s+(?:don'?t|do not|won'?t|will not|need|have|want)\b", re.IGNORECASE)   # ', I don't ...'
# a tour said without a verb: 'by car: from A to B, C and D, then back', 'on foot from A to B, C and D (one-way)'
_FROM_LIST = rf"(?:^\s*|[:;,]\s*|\b(?:on foot|by (?:car|bike|bicycle))\s+)from\s+(?P<start>{_NAME})\s+to\s+{_LIST}(?:[?.!;:]|$)"

FORMS: list[re.Pattern[str]] = [re.compile(p, re.IGNORECASE) for p in [
    # 'the shortest route visiting A, B and C starting at X', 'a tour of A, B and C, setting off from X'
    rf"\b(?:route|tour|way|order|loop|trip|walk|drive|ride)\b[^?.!;:]*?\b(?:{_VISIT}|of|through|via|covering|taking in)\s+"
    rf"{_LIST},?\s+(?:starting|beginning|setting off|leaving|departing|start|begin|set off|leave)\s+(?:at|from)\s+"
    rf"(?P<start>{_NAME})(?:\s+and\b|[?.!;:,]|$)",
    # 'shortest tour from X through A, B and C'
    rf"\b(?:route|tour|loop|trip|walk|drive|ride)\s+from\s+(?P<start>{_NAME})\s+(?:through|via|past|covering|taking in)\s+"
    rf"{_LIST}(?:[?.!;:]|$)",
    # 'starting and ending at X, I need to drive to A, B and C'
    rf"\bstart(?:ing)?(?:\s+and\s+end(?:ing)?)?\s+(?:at|from)\s+(?P<start>{_NAME})\s*(?:,|\s+and)\s+.*?\b{_VISIT}\s+{_LIST}"
    rf"(?:[?.!;:]|$)",   # ('i start at X and have to stop at A, B and C')
    # 'starting at X in Singapore I want to see A, B and C'
    rf"\bstart(?:ing)?(?:\s+and\s+end(?:ing)?)?\s+(?:at|from)\s+(?P<start>{_NAME})(?:\s+in\s+[A-ZÀ-ÖØ-Þ][\w-]*)?\s+(?:i|we)\s+"
    rf"(?:want|need|have|would like|'d like|plan)\s+to\s+{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
    # "starting at X I'll walk to A, B and C", "starting at X, I'm walking to A, B and C"; 'starting from X. I need A,
    # B and C'
    rf"\bstart(?:ing)?\s+(?:at|from)\s+(?P<start>{_NAME})\s*[.,;]?\s+(?:i|we)(?:'ll|\s+will|'m|\s+am|'re|\s+are)\s+{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
    rf"\bstart(?:ing)?\s+(?:at|from)\s+(?P<start>{_NAME})\s*[.,;]\s*(?:i|we)\s+(?:need|want|have to (?:see|visit|get to)|"
    rf"must (?:see|visit|get to))\s+{_LIST}(?:[?.!;:]|$)",
    # 'the shortest order on foot for A, B and C if I set off from X'
    rf"\b(?:order|route|tour|way)(?:\s+(?:on foot|by car|by bike|walking|driving|cycling))?\s+(?:for|to visit|through|"
    rf"past|covering)\s+{_LIST}\s+if\s+(?:i|we)\s+(?:set off|start|leave|begin|head out)\s+(?:from|at)\s+(?P<start>{_NAME})"
    rf"(?:\s+and\b|[?.!;:,]|$)",
    # "I'm at X and want to see A and B"
    rf"\b(?:i'?m|i am|we'?re|we are)\s+at\s+(?P<start>{_NAME})\s+and\s+.*?\b{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
    # "I'm driving from X and need to stop at A, B and C"
    rf"\b(?:i'?m|i am|we'?re|we are)\s+(?:driving|walking|cycling|riding|going|heading)\s+from\s+(?P<start>{_NAME})\s+"
    rf"and\s+.*?\b{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
    # 'shortest walk from X that visits A, B and C'
    rf"\b(?:walk|drive|ride|tour|route|trip|loop)\s+from\s+(?P<start>{_NAME})\s+(?:that|which)\s+{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
    # 'errands by car from X: A, B and C, any order'
    rf"\b(?:errands?|trip|tour|run|loop|drive|walk|ride|stops)\s+(?:(?:by (?:car|bike|bicycle)|on foot)\s+)?from\s+"
    rf"(?P<start>{_NAME})\s*:\s*{_LIST}(?:[?.!;:]|$)",
    _FROM_LIST,
    # 'by bike from X i need to hit A, B and C', 'on foot, starting at X: A, B and C, then back'
    rf"(?:^\s*|[:;,]\s*|\b(?:on (?:my |a |the )?(?:foot|bike|bicycle)|by (?:car|bike|bicycle)|in (?:my |the |a )?car)\s+)"
    rf"from\s+(?P<start>{_NAME})\s+(?:i|we)\s+(?:need|want|have|"
    rf"would like|'d like|plan)\s+to\s+{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
    rf"\bstart(?:ing)?\s+(?:at|from)\s+(?P<start>{_NAME})\s*(?::|,?\s+then)\s*{_LIST}(?:[?.!;:]|$)",   # ', then A, B'
    # 'drive from A to B and to C, which order is shortest'
    rf"\b(?:drive|walk|cycle|ride|go|driving|walking|cycling|riding|going)\s+from\s+(?P<start>{_NAME})\s+to\s+{_LIST}"
    rf"(?:[?.!;:]|$)",   # ("I'm driving from A to B, C and D in whatever order is shortest")
]]
_ONE_WAY_FORMS = (len(FORMS) - 4, len(FORMS) - 1)   # 'from A to B and C': one way unless it says it comes back
# a tour said by whom without where it starts ('I want to see A, B and C, what order?'): from the first place listed;
# tried after every form that says a start
_WITHOUT_A_START: list[re.Pattern[str]] = [re.compile(p, re.IGNORECASE) for p in [
    rf"\b(?:i|we)(?:'d|’d|\s+would)?\s+(?:want|need|have|like|plan|hope|am going|'m going|are going|'re going)\s+to\s+"
    rf"{_VISIT}\s+{_LIST}(?:[?.!;:]|$)",
]]


# A trip between two places said without 'from': "by bike, A to B - how many minutes?", "Kiasma to Ateneum on foot:
# how far?", "walking time Kiasma to Ateneum". The rest of the question may hold only words of asking how far or
# how long (LEG_WORDS): anything else is read by the composing reader.
# a name: capitalised words, joined by the small words names have ('Casino de Monte Carlo', "Bertha's Mussels")
_LEG_NAME = r"[A-Z0-9À-ÖØ-Þ][\w'’.&-]*(?:\s+(?:(?:of|de|du|des|la|le|am|an|der|im|zum|zur|von|van|del|di)\s+)?" \
            r"[A-Z0-9À-ÖØ-Þ][\w'’.&-]*)*"
# where a place is, after its name: in brackets ('X (Y road)') or near a place ('X near T', as 'X (near T)' is read)
_SAID_WHERE = rf"(?:\s*\([^()]{{1,40}}\)|\s+near\s+{_LEG_NAME})?"
_LEG = re.compile(rf"(?:^\s*(?:(?:bike|bicycle|car|taxi)\s+(?:ride|trip)|walk(?:ing)?|driv(?:e|ing)|cycl(?:e|ing)|bik(?:e|ing)|"
                  rf"rid(?:e|ing))\s+|^|[,:;–-]\s*|"
                  rf"\b(?:time|distance)\s+)(?:the\s+)?(?P<a>{_LEG_NAME}{_SAID_WHERE})\s+(?:to|[-–—→]|->)\s+(?:the\s+)?"
                  rf"(?P<b>{_LEG_NAME}{_SAID_WHERE})(?=\s*(?:[-–,:;?!.]|\s(?:by|on|in|how|walking|driving|cycling|biking|riding)\b|$))")
LEG_WORDS = set("""how far long many much minutes mins minute hours hour time it is does would will take takes me us
    distance the what whats what's s by on foot bike bicycle car walk walking walks drive driving ride riding cycle
    cycling travel travelling a an roughly about approx approximately please there in km kilometres kilometers miles
    is it far away and back one way metres meters m flat tops max or less give tell road roads should i expect
    pedal like""".split())
# a town said first, where both places are: 'singapore, on foot: A to B, how many metres'
_TOWN_FIRST = re.compile(r"^\s*(?P<town>[A-ZÀ-ÖØ-Þ][\w'’-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w'’-]*)?)\s*(?:[,:]\s*|(?=\s+(?:by|on)\s))")
# the same trip between two kinds of place ('gate to bollard'), after a comma or a dash: each the only one of its kind
_KIND_WORDS = r"[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?"
_KIND_LEG = re.compile(rf"(?:^|[,:;–-]\s*)(?:the\s+)?(?P<a>{_KIND_WORDS})\s+to\s+(?:the\s+)?(?P<b>{_KIND_WORDS})"
                       r"(?=\s*(?:[-–,:;?!.]|\s(?:by|on|in|how)\b|$))")


def _leg(question: str) -> QuestionReading | None:
    """The reading of a trip between two named places said without 'from', or None."""
    if re.search(r"\bfrom\b", question, re.IGNORECASE) or not re.search(
            r"\bhow (?:far|long|many (?:minutes|mins|hours|metres|meters|km|kilometres|kilometers|miles))\b|"
            r"\b(?:time|distance|minutes|mins|metres|meters|kilometres|kilometers|km|miles)\b", question, re.IGNORECASE):
        return None
    match = _LEG.search(question)
    kinds = match is None and (match := _KIND_LEG.search(question)) is not None
    if match is None or kinds and not (lookup(match["a"]) and lookup(match["b"])):
        return None
    start, end = match.span("a")[0], match.span("b")[1]
    town = _TOWN_FIRST.match(question)
    lead = question[town.end() if town and town.end() <= start else 0:start]
    rest = re.findall(r"[a-z']+", (lead + " " + question[end:]).casefold())
    if any(word not in LEG_WORDS for word in rest):
        return None
    if kinds:   # 'Eastbrook by car, gate to bollard - distance?': the one of each kind in the town said first
        from georeact.reading.compose import read as read_question   # (compose reads through this module)

        mode = way_said(question)
        where = f" in {town['town']}" if town else ""
        return read_question(f"how far is it{mode} from the {match['a'].strip()} to the {match['b'].strip()}{where}?")
    places = [re.sub(r"^the\s+", "", match[key].strip(), flags=re.IGNORECASE) for key in ("a", "b")]
    return QuestionReading(question=question, shape="number", metric="distance", anchors=places,
                           travel_mode=travel_mode_said(question))


# A trip told as a story, then asked about: "we're having drinks at A later and then pancakes at B, how far is that
# walk", "my kid has practice at A and I'm visiting someone at B afterwards. how far is the walk". Two places the
# story is at, and a question about the trip between them.
_TRIP_ASKED = re.compile(r"\bhow (?:far|long|many (?:minutes|mins|hours))\b[^.?!]*\b(?:walk|drive|ride|cycle|bike ride|"
                         r"trip|journey)\b|\b(?:walk|drive|ride|trip|journey)\b[^.?!]*\bhow (?:far|long)\b", re.IGNORECASE)
_STORY_PLACE = re.compile(rf"\b(?:at|to|from)\s+(?:the\s+)?(?P<name>{_LEG_NAME})")


def _told_trip(question: str) -> QuestionReading | None:
    """The reading of a trip told as a story ('... at A ... at B, how far is that walk'), or None."""
    if _TRIP_ASKED.search(question) is None or re.search(r"\bfrom\b", question, re.IGNORECASE):
        return None   # 'from A to B' is the composing reader's
    places = list(dict.fromkeys(m["name"].strip() for m in _STORY_PLACE.finditer(question)
                                if m["name"].split()[0] not in ("I", "I'm", "I'd")))
    if len(places) != 2:
        return None
    return QuestionReading(question=question, shape="number", metric="distance", anchors=places,
                           travel_mode=travel_mode_said(question))


def travel_mode_said(question: str) -> str | None:
    """The way of travelling the words say (walk, bike, drive), or None."""
    return next((mode for mode, cue in cues()["travel_modes"].items() if cue.search(question)), None)


# a way of travelling as a question says it after its verb ('how far is it by car from A to B')
WAY_WORDS = {"walk": " on foot", "bike": " by bike", "drive": " by car"}


def way_said(words: str, otherwise: str | None = None) -> str:
    """The way of travelling the words say, as a question says it (' by car'); `otherwise`'s when they say none."""
    return WAY_WORDS.get(travel_mode_said(words) or otherwise or "", "")


# 'a walking tour of three museums in Monaco': N places of a kind in a town, toured
_COUNTS = "|".join(word for word, n in NUMBER_WORDS.items() if 2 <= n <= 8)   # 'two' ... 'eight'
_OF_A_KIND = re.compile(r"\b(?:tour|route|walk|drive|ride|trip|loop|itinerary)\s+(?:of|visiting|through|to|past|that visits)\s+"
                        rf"(?:the\s+)?(?P<n>[2-8]|{_COUNTS})\s+"
                        r"(?P<kind>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+in\s+(?P<region>(?-i:[A-ZÀ-ÖØ-Þ])[^,;:.?!]*?)\s*(?:[,;:.?!-].*)?$",
                        re.IGNORECASE)


def _of_a_kind(question: str) -> QuestionReading | None:
    """The reading of a tour of N places of a kind in a town, or None."""
    if (match := _OF_A_KIND.search(question)) is None or lookup(match["kind"]) is None:
        return None
    n = int(NUMBER_WORDS.get(match["n"].casefold()) or match["n"])
    return QuestionReading(question=question, shape="route", feature=match["kind"], region=match["region"].strip(),
                           limit=n, travel_mode=travel_mode_said(question), round_trip=not _ONE_WAY.search(question) and None)


def read(question: str) -> QuestionReading | None:
    """The reading of a tour, or of a trip between two places, said in words; or None. A tour of two stops or more
    is read first: its first leg is no trip of its own ('I start at A and have to drop flyers at B, C and D')."""
    if _TOUR_WORDS.search(question) and (tour := _tour(question, least_stops=2)) is not None:
        return tour
    if (leg := _leg(question) or _told_trip(question) or _of_a_kind(question)) is not None:
        return leg
    return _tour(question) if _TOUR_WORDS.search(question) else None


def _tour(question: str, least_stops: int = 1) -> QuestionReading | None:
    travel_mode = travel_mode_said(question)
    for at, pattern in enumerate([*FORMS, *_WITHOUT_A_START]):
        if (match := pattern.search(question)) is None:
            continue
        listed = match["stops"].strip()
        if (end := _LIST_END.search(listed)) is not None:
            listed = listed[:end.start()]
        stops = [s.strip() for s in _SPLIT.split(listed) if s and s.strip()]
        stops = [re.sub(r"^the\s+", "", s, flags=re.IGNORECASE) for s in stops]
        said_start = match.groupdict().get("start")
        if said_start is None:   # from the first place listed
            if len(stops) < max(least_stops, 2) + 1:
                continue
            said_start, stops = stops[0], stops[1:]
        start = re.sub(r"^the\s+", "", said_start.strip(), flags=re.IGNORECASE)
        if len(stops) < max(least_stops, 2 if at in _ONE_WAY_FORMS[:1] else 1 if start else 2) or \
                not all(s[:1].isupper() or s[:1].isdigit() for s in stops):
            continue
        if not all(s.casefold() in question.casefold() for s in [start, *stops]):
            continue
        round_trip = bool(_BACK.search(question)) or not (_ONE_WAY.search(question) or at in _ONE_WAY_FORMS)
        return QuestionReading(question=question, shape="route", stops=[start, *stops], travel_mode=travel_mode,
                               round_trip=round_trip)
    return None


def _said_mode(reading: QuestionReading) -> dict[str, str]:
    """The way of travelling the question says; none said, PlanRoute picks it from how far apart the places are."""
    return {"mode": reading.travel_mode} if reading.travel_mode else {}


def steps(reading: QuestionReading) -> list[Call] | None:
    """'A tour of A, B and C'; 'the shortest route from A to B': PlanRoute, from the first place named. 'A tour of
    three museums in X': the first three the list of them in X gives, then their tour."""
    if reading.shape == "route" and reading.feature and reading.region and reading.limit and not reading.stops:
        found = Call("CalculateMetric", {"metric": "list", "feature": reading.feature, "region": reading.region,
                                         "limit": reading.limit}, f"{reading.limit} {reading.feature} in {reading.region}")
        args: dict[str, object] = {"stops": [f"$1.{k}" for k in range(1, reading.limit + 1)],
                                   **_said_mode(reading)}
        if reading.round_trip is False:
            args["round_trip"] = False
        return [found, Call("PlanRoute", args, "the shortest tour of them")]
    if reading.shape != "route" or not (reading.stops or len(reading.anchors) >= 2):
        return None
    args = {"stops": list(reading.stops or reading.anchors), **_said_mode(reading)}
    if reading.round_trip is False:   # 'no need to come back', 'drive from A to B and to C'
        args["round_trip"] = False
    return [Call("PlanRoute", args, "the shortest tour of the stops")]


# Whether a trip fits a time: "can i walk from A to B in 20 minutes", "could we drive there from A within half an
# hour". The trip is read as the distance it asks for; the answer says yes or no beside its time (agent/sentences.py).
_BUDGET_UNITS = {"min": 60.0, "mins": 60.0, "minute": 60.0, "minutes": 60.0, "hour": 3600.0, "hours": 3600.0,
                 "hr": 3600.0, "hrs": 3600.0}
# a time said as an amount: '20 minutes', 'half an hour', 'two hours'
_AMOUNT = (r"(?P<n>\d+(?:\.\d+)?|" + "|".join(sorted(SPELLED_AMOUNTS, key=len, reverse=True)) +
           r")(?P<and_half>\s+and\s+a\s+half)?\s*(?P<unit>"
           + "|".join(_BUDGET_UNITS) + r")\b(?P<half>\s+and\s+a\s+half\b)?")   # ('an hour and a half', 'two and a half hours')
# the same with no group names, for a pattern that holds it beside others ('I have 20 minutes: ...')
TIME_AMOUNT = re.sub(r"\(\?P<\w+>", "(?:", _AMOUNT)
# the same said before its noun: 'a 5 minute walk', 'a 10-minute drive'
_AMOUNT_SAID = _AMOUNT.replace(r"\s*(?P<unit>", r"[\s-]*(?P<unit>")
_IN_TIME = re.compile(r"^\s*(?:(?:starting\s+)?from\s+(?P<lead>[^,?]+?)\s*,\s*)?"   # ('from A, can I walk to B in ...')
                      r"(?:can|could|will|would|do you think)\s+(?:i|we|you|one)\s+(?P<verb>walk|drive|cycle|bike|ride|get|"
                      rf"make it)\s+(?P<trip>.+?)\s+(?:in|within|under|in less than|in under|within less than)\s+{_AMOUNT}\s*[?.!]*\s*"
                      r"(?P<tail>[^?]*?)[?.!]*\s*$", re.IGNORECASE)   # ('... in time? how far is it': asked too)
_MODE_VERB = {"walk": "walk", "get": "walk", "make it": "walk", "drive": "drive", "cycle": "cycle", "bike": "cycle",
              "ride": "cycle", **{w: "walk" for w in ("on foot", "walking", "walkin", "walkin'", "by foot")},
              **{w: "cycle" for w in ("by bike", "cycling", "biking")}, **{w: "drive" for w in ("by car", "driving")},
              "driv": "drive", "cycl": "cycle", "bik": "cycle"}   # (the stems of 'driven', 'cycled', 'biked')
_BY = r"(?P<verb>on foot|by foot|walking|walkin'?|by bike|cycling|biking|by car|driving)"
_OR_LESS = r"(?:\s+or\s+(?:less|under|shorter|fewer|so))?"   # 'an 8 minute walk or less': within it
# whether a trip fits the time one has, asked after it: '... on foot. doable?', '..., can I make it?'
_FITS_ASKED_LAST = (r"\s*[.?!,;:]+\s*(?:(?:is\s+(?:it|that|this)\s+)?(?:doable|possible|feasible|realistic|enough|ok|okay)|"
                    r"(?:can|will|would)\s+i\s+make\s+it)\s*[?.!]*\s*$")
_TRIP_VERB = re.compile(r"(?P<verb>walk|walking|drive|driving|cycle|cycling|bike|biking|ride)\s+(?=from\b)", re.IGNORECASE)
_DOABLE = r"(?:(?:is\s+(?:it|that|this)\s+)?(?:doable|possible|feasible|realistic)|can\s+(?:it|that)\s+be\s+done|(?:can|will|would)\s+i\s+make\s+it)"


# a trip and the time it must fit, said around it, each form with its trip and amount ('verb': a verb of travel
# that starts the trip): 'walking from A to B. is 20 minutes enough?', 'is 10 minutes enough to drive from A to B?',
# 'walking from A to B, will I make it in half an hour?'
_ENOUGH = [re.compile(form, re.IGNORECASE) for form in (
    rf"^\s*(?P<trip>[^?]+?)\s*(?:[.?!,;:]|\s[-–—])\s*(?:(?:is|are|would|will)\s+)?{_AMOUNT}\s+(?:be\s+)?"
    r"(?:enough|sufficient|ok|okay|long enough)(?:\s+time)?\s*[?.!]*\s*$",
    # 'walking from A to B. under 10 minutes, or not?'
    rf"^\s*(?P<trip>[^?]+?)\s*[.?!,;:]\s*(?:(?:is|can|will)\s+(?:it|that|i|we)\s+(?:be\s+(?:done\s+)?|do\s+it\s+|make\s+it\s+)?)?"
    rf"(?:in\s+)?(?:under|less than|within)\s+{_AMOUNT}(?:\s*,?\s*or\s+not)?\s*[?.!]*\s*$",
    # "i'm at A and have 5 minutes to get to B on foot. doable?"
    rf"^\s*i['’]?m\s+at\s+(?P<a>[^?]+?)\s+and\s+(?:have|got|['’]ve got)\s+(?:only\s+|just\s+)?{_AMOUNT}\s+to\s+"
    r"(?P<verb>walk|drive|cycle|bike|ride|get)\s+to\s+(?P<b>[^?]+?)" + _FITS_ASKED_LAST,
    # 'I have 10 minutes to get from A to B on foot. doable?', "I've got 20 minutes. walk from A to B, doable?"
    rf"^\s*(?:i|we)(?:\s+have|\s+got|['’]ve\s+got|['’]ve|\s+only\s+have|\s+have\s+only)\s+(?:only\s+|just\s+)?{_AMOUNT}"
    r"(?:\s+to|\s*[.,:;-])\s+"
    r"(?P<verb>walk|drive|cycle|bike|ride|get)\s+(?P<trip>from\s+[^?]+?\s+to\s+[^?]+?)" + _FITS_ASKED_LAST,
    rf"^\s*(?:is|are|would|will)\s+{_AMOUNT}\s+(?:be\s+)?(?:enough|sufficient|long enough)(?:\s+time)?\s+"
    r"to\s+(?P<verb>walk|drive|cycle|bike|ride|get)\s+(?P<trip>[^?]+?)\s*[?.!]*\s*$",
    rf"^\s*(?P<trip>[^?]+?)\s*[.?!,;:]\s*(?:will|would|can|could|do)\s+(?:i|we|you)\s+(?:make it|get there)\s+"
    rf"(?:in|within|under)\s+{_AMOUNT}\s*[?.!]*\s*$",
    # 'can A to B be walked in 20 minutes?'
    rf"^\s*(?:can|could|may)\s+(?:you\s+|i\s+|we\s+)?(?:get\s+)?(?P<trip>(?:from\s+)?[^?]+?\s+to\s+[^?]+?)\s+be\s+"
    rf"(?P<verb>walk|driv|cycl|bik)(?:ed|en|e)\s+(?:in|within|under|in under)\s+{_AMOUNT}\s*[?.!]*\s*$",
    # 'is a 10 minute walk enough to get from A to B?'
    rf"^\s*(?:is|would|will)\s+an?\s+{_AMOUNT_SAID}\s+(?P<verb>walk|drive|ride|cycle)\s+(?:be\s+)?(?:enough|sufficient|long "
    r"enough)(?:\s+time)?\s+to\s+(?:get|go|make it)\s+(?P<trip>from\s+[^?]+?\s+to\s+[^?]+?)\s*[?.!]*\s*$",
    # 'is A to B a 5 minute walk?', 'is it a 10-minute drive from A to B'
    rf"^\s*is\s+(?:it\s+)?(?P<trip>(?:from\s+)?[^?]+?\s+to\s+[^?]+?)\s+(?:(?:within|under|less than)\s+)?an?\s+"
    rf"{_AMOUNT_SAID}\s+(?P<verb>walk|drive|ride|cycle){_OR_LESS}\s*[?.!]*\s*$",
    rf"^\s*is\s+it\s+an?\s+{_AMOUNT_SAID}\s+(?P<verb>walk|drive|ride|cycle){_OR_LESS}\s+"
    rf"(?P<trip>from\s+[^?]+?\s+to\s+[^?]+?)\s*[?.!]*\s*$",
    # 'is the drive from A to B under half an hour?', 'is the walk from A to B more than 20 minutes'
    rf"^\s*is\s+the\s+(?P<verb>drive|walk|ride|cycle)\s+(?P<trip>from\s+[^?]+?\s+to\s+[^?]+?)\s+(?:(?:under|less than|"
    rf"shorter than|within|below)\s+|(?P<over>more than|over|longer than|at least|above)\s+){_AMOUNT}\s*[?.!]*\s*$",
    # 'is A within a 20 minute walk of B', "is A less than 10 minutes' drive from B", "half an hour's walk of B", 'is A a
    # 5 minute walk from B':
    # from B to A
    rf"^\s*(?:is|are)\s+(?P<b>[^?]+?)\s+(?:(?:within|under|less than)\s+|(?P<over>more than|over|longer than|at least)\s+)?"
    rf"(?:an?\s+)?{_AMOUNT_SAID}(?:['’]s?)?\s+"
    r"(?P<verb>walk|drive|ride|cycle)\s+(?:of|from)\s+(?P<a>[^?]+?)\s*[?.!]*\s*$",
    # 'in X, would ten minutes by bike get me from A to B?'
    rf"^\s*(?:in\s+(?P<town>[^,?]+?)\s*,\s*)?(?:would|will|could|can|does|do)\s+{_AMOUNT}\s+{_BY}\s+(?:get|take)\s+(?:me|us|you)\s+"
    r"(?P<trip>from\s+[^?]+?\s+to\s+[^?]+?)\s*[?.!]*\s*$",
    # 'cycling from A to B in under 20 minutes, is that doable?'
    rf"^\s*{_BY}\s+(?P<trip>from\s+[^?]+?\s+to\s+[^?]+?)\s+(?:in\s+)?(?:under|less than|within)\s+{_AMOUNT}\s*[,.;:-]?\s*"
    rf"{_DOABLE}\s*[?.!]*\s*$",
    # 'after dinner at A we have to be at B within half an hour, on foot. feasible?'
    rf"^\s*(?:after|leaving|from)\b[^?]*?\s(?:at|from)\s+(?P<a>[^?,]+?)\s*,?\s+(?:i|we)\s+(?:need|have|want|must)\s+to\s+"
    rf"(?:be|get)\s+(?:at|to)\s+(?P<b>[^?,]+?)\s+(?:within|in|in under|under)\s+{_AMOUNT}\s*[,.;:-]?\s*{_BY}\s*[,.;:?!-]*\s*"
    rf"{_DOABLE}\s*[?.!]*\s*$")]


def _budget(said: re.Match[str]) -> float:
    amount = said["n"].casefold()
    units = (float(amount) if amount[:1].isdigit() else SPELLED_AMOUNTS.get(amount, 1.0)) + (0.5 if said["half"] or said["and_half"] else 0.0)
    return units * _BUDGET_UNITS[said["unit"].casefold()]


# the distance asked after whether a trip fits ('... a 20 minute walk? how far is it?'): the answer says it anyway
_HOW_FAR_TOO = re.compile(r"(?<=[?.!,;])\s*(?:and\s+|also\s+)?(?:how far(?:\s+(?:is|'s)\s+(?:it|that))?(?:\s+exactly)?|"
                          r"(?:what(?:'s|\s+is)|(?:give|tell)\s+me)\s+the\s+distance(?:\s+too)?)\s*[?.!]*\s*$",
                          re.IGNORECASE)


# a time said with the way as a verb or a phrase before its place ("10 min walking of X", "20 minutes by car from X"):
# as the forms say it, a noun
_WAY_AFTER_TIME = [(re.compile(rf"\b(?P<time>min(?:ute)?s?|hours?|hrs?)['’]?\s+(?:{ways})\b(?=\s+(?:of|from)\b)", re.IGNORECASE),
                    noun)
                   for ways, noun in (("walking|on foot|by foot", "walk"), ("driving|by car|by road", "drive"),
                                      ("cycling|biking|by bike|by bicycle", "cycle"))]


def in_time(question: str, read) -> QuestionReading | None:
    """The reading of whether a trip fits a time, or None; `read` reads the trip's own question."""
    if (fits := _HOW_FAR_TOO.search(question)) is not None and (alone := in_time(question[:fits.start()], read)):
        return alone.asked_as(question)
    plain = question
    for said_as_verb, noun in _WAY_AFTER_TIME:
        plain = said_as_verb.sub(rf"\g<time> {noun}", plain)
    if (enough := next((m for form in _ENOUGH if (m := form.match(plain)) is not None), None)) is not None:
        said = enough.groupdict()
        verb, way = said.get("verb"), said.get("trip") or f"from {said['a']} to {said['b']}"
        if not verb and (lead := _TRIP_VERB.match(way)) is not None:   # 'walk from A to B - 35 minutes enough?'
            verb, way = lead["verb"], way[lead.end():]
        if verb and verb.casefold() == "get" and (by := re.search(rf"\s+{_BY}$", way, re.IGNORECASE)) is not None:
            verb, way = by["verb"], way[:by.start()]   # 'to get from A to B by bike': cycling
        way += f" in {said['town']}" if said.get("town") else ""
        if verb and re.match(r"(?!from\b)(?!to\b)\S", way, re.IGNORECASE) and re.search(r"\sto\s", way):
            way = f"from {way}"   # 'is A to B a 5 minute walk': from A to B
        trip = read(f"how long does it take to {_MODE_VERB[verb.casefold()]} {way}?" if verb else way + "?")
        if not verb and not trip.complete and \
                re.match(r"(?!from\b)\S.*\sto\s", way, re.IGNORECASE):   # 'A to B on foot': how far from A to B
            trip = read(f"how far is it from {way}?")
        if trip.metric is None and trip.travel_mode and len(trip.anchors) == 2 and not trip.feature:   # "walking from A to B"
            trip = trip.model_copy(update={"shape": "number", "metric": "distance"})
        fits = _fits(trip, question, _budget(enough)) if trip.complete else None
        return fits.model_copy(update={"time_over": True}) if fits is not None and said.get("over") else fits
    said = _IN_TIME.match(question)
    if said is None or not set(re.findall(r"[a-z']+", said["tail"].casefold())) <= LEG_WORDS:
        return None
    way, verb = said["trip"], said["verb"].casefold()
    if verb in ("get", "make it") and (by := re.search(rf"\b{_BY}", said["tail"], re.IGNORECASE)) is not None:
        verb = by["verb"].casefold()   # 'can I get from A to B in 45 minutes by car': driving
    if backwards := re.fullmatch(r"to\s+(?P<b>.+?)\s+from\s+(?P<a>.+)", way, re.IGNORECASE):   # 'to B from A'
        way = f"from {backwards['a']} to {backwards['b']}"
    elif said["lead"] and re.match(r"(?:over\s+|back\s+)?to\s", way, re.IGNORECASE):   # 'from A, can I walk to B'
        way = f"from {said['lead']} {way}"
    trip = read(f"how long does it take to {_MODE_VERB[verb]} {way}?")
    return _fits(trip, question, _budget(said))


def _fits(trip: QuestionReading, question: str, budget: float) -> QuestionReading | None:
    if trip.metric != "distance" or len(trip.anchors) != (1 if trip.feature else 2):
        return None   # 'to the nearest X': one place and a kind
    return trip.asked_as(question).model_copy(update={"time_budget_s": budget, "travel_mode": trip.travel_mode or "walk"})


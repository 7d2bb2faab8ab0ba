"""A town's data as the scope, said the ways people say it: "baltimore's data - hotel count?", "singapore data:
restaurants with a phone, how many?", "singapore - the most common kind of amenity in the data". Each is the
question asked over that data: the scope is written where the reader reads it ("... in Baltimore data"), before the
question's first sentence ends ("how many more X than Y in Baltimore data? give both numbers"). The tools read
"Baltimore data" as the whole extract whose file names the town (its rows, whatever their town), or as the town
where no extract is named so (tools/metric/places.py).

Only a question whose scope says 'data' (or 'map data'), or one whose topic is a capitalised name and whose end
says 'in the data', is rewritten: 'The Kiasma: which cafe is nearest to it' is a place's topic, read elsewhere
(compose.py).
"""

from __future__ import annotations

import collections
import re

# a town's name: capitalised words, never a question's first word ('Which restaurants in your X data ...')
_PLACE = r"(?!(?:what|which|how|where|who|when|is|are|do|does|can|could)\b)" \
         r"(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[\w.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w.-]*){0,3})"
_DATA = r"(?:(?:map\s+)?data(?:set)?|extract)"
# the same, or written small ('the eastbrook map'): a word no everyday English has, checked by town_said
_PLACE_ANY_CASE = r"(?!(?:what|which|how|where|who|when|is|are|do|does|can|could)\b)(?P<place>[^\W\d_][\w.-]*(?:\s+[^\W\d_][\w.-]*)?)"
# (form, what it says) in the order tried; each names `place` and `rest`
FORMS: list[re.Pattern[str]] = [
    # 'Baltimore's data - hotel count?', 'in the Singapore data: how many ...', 'singapore data, which ...'
    re.compile(rf"^\s*(?:(?:in|for|looking at|going by|using|across|over)\s+)?(?:the\s+(?:whole\s+|entire\s+)?|your\s+|whole\s+|entire\s+)?"
               rf"{_PLACE}(?:['’]s)?\s+{_DATA}\b\s*(?:[:,.]|[-–—])?\s*"
               r"(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL),
    # 'Singapore - what's the most common kind of amenity in the data'
    # 'Heidelberg - how many places of worship does the data have'
    re.compile(rf"^\s*(?:in\s+)?{_PLACE}\s*(?::|,|\s[-–—])\s*(?P<rest>\S.*?)\s+(?:does|do)\s+(?:the|your)\s+{_DATA}\s+"
               r"(?:have|hold|contain|show|list)\b(?P<end>.*)$", re.IGNORECASE | re.DOTALL),
    re.compile(rf"^\s*(?:in\s+)?{_PLACE}\s*(?::|,|\s[-–—])\s*(?P<rest>\S.*?)\s+in\s+(?:the|your)\s+{_DATA}\b"
               r"(?P<end>.*)$", re.IGNORECASE | re.DOTALL),
]
# the data said where a town is said, rewritten where it stands: 'count of ATMs in the Singapore data?' (in Singapore
# data), 'how many hotels does baltimore's data have' (are there in Baltimore data)
IN_PLACE: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"\b(?:in|for|across|over|throughout)\s+(?:the\s+(?:whole\s+|entire\s+)?|your\s+)?{_PLACE}(?:['’]s)?\s+"
                rf"{_DATA}\b(?:\s+(?:you have|you've got))?", re.IGNORECASE), "in {place} data"),
    # 'does the Singapore data have more X or more Y': the data first, as the scope of the question that follows
    (re.compile(rf"^\s*(?:does|do)\s+(?:the\s+)?{_PLACE}(?:['’]s)?\s+{_DATA}\s+(?:have|hold|contain)\b", re.IGNORECASE),
     "in {place} data, are there"),
    # 'how many taxi stands the Singapore data has'
    (re.compile(rf"\b(?:the\s+)?{_PLACE}(?:['’]s)?\s+{_DATA}\s+(?:has|holds|contains)\b", re.IGNORECASE),
     "are there in {place} data"),
    (re.compile(rf"\b(?:does|do)\s+(?:the\s+)?{_PLACE}(?:['’]s)?\s+{_DATA}\s+(?:have|hold|contain|list|show|include|"
                r"record|mark)\b", re.IGNORECASE), "are there in {place} data"),
    # 'how many recycling containers does the eastbrook map show', 'how many post boxes does the eastbrook map have',
    # 'on the Eastbrook map' (a town's name written small: no everyday word, town_said)
    (re.compile(rf"\b(?:does|do)\s+(?:the\s+)?{_PLACE_ANY_CASE}(?:['’]s)?\s+map\s+(?:show|mark|list|have|hold|contain|"
                r"include)\b(?=\s*[?.!]*\s*$)", re.IGNORECASE), "are there in {place} data"),
    (re.compile(rf"\b(?:on|in)\s+the\s+{_PLACE_ANY_CASE}(?:['’]s)?\s+map\b", re.IGNORECASE), "in {place} data"),
    # 'which does the eastbrook map have more of, cafes or bars?': which kind there is more of in that data
    (re.compile(rf"\bwhich\s+(?:does|do)\s+(?:the\s+)?{_PLACE_ANY_CASE}(?:['’]s)?\s+(?:map|{_DATA})\s+(?:have|hold|show|"
                r"contain)\s+more\s+of\b", re.IGNORECASE), "which are there more of in {place} data"),
    # 'does singapore have more watch shops or convenience stores?': which kind there is more of in that town
    # (a town is said with no 'the': 'does the cafe have more tables or chairs' asks of a place)
    (re.compile(rf"^\s*(?:does|do)\s+{_PLACE_ANY_CASE}(?:['’]s)?\s+(?:have|hold|show|contain)\s+more\s+"
                r"(?=[a-z][^?.!]*\s+or\s+)", re.IGNORECASE), "which are there more of in {place}, "),
    # 'baltimore has how many more bars than pubs?': the town said as the subject of the count
    (re.compile(rf"^\s*(?:the\s+)?{_PLACE_ANY_CASE}\s+(?:has|holds|contains|has got)\s+(?=how\s+many\b)", re.IGNORECASE),
     "in {place}, "),
]
# the data said with no town ('how many in the data', 'banks in the data'): the data is what is always read, and the
# town, when one is said elsewhere ('baltimore banks - how many in the data?'), is the scope
_BARE_DATA = re.compile(r"\s+in\s+(?:the|your|this)\s+(?:map\s+)?(?:data|dataset|extract)\b(?=\s*(?:[?.!,;:)]|$))",
                        re.IGNORECASE)
# the data said as the source of what is counted: the data is what is always read ('how many restaurants serve pizza
# according to the map', 'going by the OSM data')
SOURCE = re.compile(r"\s*,?\s*\b(?:according to|going by|based on|as per)\s+(?:the\s+|your\s+)?(?:map|osm|openstreetmap)?"
                    r"(?:\s*(?:map|data))?\b(?=\s*(?:[?.!,;:()]|$))", re.IGNORECASE)
# the hours said as the source of a count of places open then: what such a count always reads ('going by their listed
# hours', 'according to their opening hours'), and the places said as those that list hours ('of the places in the
# data that list opening hours, how many are open', 'how many of the places with listed hours are open'): the places
# open then are among those, so the question is how many are open
_HOURS = r"(?:(?:their|the|its|any|listed|posted|stated|mapped|published|official)\s+)*(?:opening\s+)?hours"
HOURS_SOURCE = re.compile(rf"\s*,?\s*\b(?:going by|according to|based on|judging by|as per|per)\s+{_HOURS}\b"
                          r"(?:\s+(?:in|on|from)\s+(?:the|your)\s+(?:map|data|osm data|map data)\b)?", re.IGNORECASE)
_LISTING = rf"(?:that|which|with)\s+(?:(?:list|lists|have|has|show|shows|give|gives|carry|carries|state|states|record|" \
           rf"records|post|posts|publish|publishes|display|displays)\s+)?{_HOURS}(?:\s+(?:listed|posted|given|shown|stated))?" \
           r"(?:\s+in\s+(?:the|your)\s+data\b|\s+(?P<where_after>in\s+(?:(?:the|your)\s+)?[\w-]+\s+data))?"   # ('... in the data')
_SOME = r"(?P<kind>(?!the\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<where>in\s+(?:(?:the|your)\s+(?:[\w-]+\s+)?data|(?-i:[A-ZÀ-ÖØ-Þ])[\w-]+)\s+)?"
HOURS_LISTED: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"\b(?:out\s+)?of\s+(?:all\s+)?the\s+{_SOME}{_LISTING}\s*,?\s*how many(?:\s+of them)?\s+"
                r"(?P<verb>are|is|will be|would be|were)\s+(?P<open>open|still open|serving|still serving)\b", re.IGNORECASE),
     "how many {kind} {where}{where_after} {verb} {open}"),
    (re.compile(rf"\bhow many of (?:all\s+)?the\s+{_SOME}{_LISTING}\s+"
                r"(?P<verb>are|is|will be|would be|were)\s+(?P<open>open|still open|serving|still serving)\b", re.IGNORECASE),
     "how many {kind} {where}{where_after} {verb} {open}"),
    (re.compile(rf"\bcount\s+(?:for\s+me\s+|up\s+)?(?:all\s+)?the\s+{_SOME}(?:with|that have|that list|which have)\s+{_HOURS}\s+(?:that|which)\s+"
                r"(?P<verb>are|is|will be|would be|were)\s+(?P<open>open|still open)\b", re.IGNORECASE),
     "how many {kind} {where}{where_after} {verb} {open}"),
    # 'open count vs. places with hours?': how many are open, beside how many list hours (said anyway)
    (re.compile(rf"\bopen\s+(?:count|number|total)\s+(?:vs\.?|versus|against|compared (?:to|with)|out of|of)\s+"
                rf"(?:all\s+)?(?:the\s+)?{_SOME}{_LISTING}", re.IGNORECASE),
     "how many {kind} {where}{where_after} are open"),
]
# the hours said as a condition of what is counted open: a place open then lists hours anyway, so the condition says
# nothing ('is any bakery open on Sunday at 10am (of those listing their hours)?', 'how many places with listed
# opening hours are open then', 'Count only the ones that list hours'); read only where the question asks 'open'
_OPEN_ASKED = re.compile(r"\b(?:open|opened|serving)\b", re.IGNORECASE)
_HAVING_HOURS = rf"(?:(?:(?:list|show|give|state|record|carry|post|publish)(?:s|ing|ed)?|giving|have|has|having|with)\s+)+{_HOURS}"
# 'of those that list hours', 'among the ones with hours listed' (`kinds`: the words for those places)
_OF_THOSE = r"(?:of|among|out of)\s+(?:{kinds})\s+(?:(?:that|which)\s+)?" + _HAVING_HOURS + \
    r"(?:\s+(?:listed|posted|given|shown|stated))?"
HOURS_ONLY: list[re.Pattern[str]] = [
    # '? going by the places with opening hours - and how many': those the count at a moment reads anyway
    re.compile(r"(?<=[?.!,;])?\s*\b(?:going by|judging by|based on|according to|looking at)\s+(?:the\s+|all\s+the\s+)?"
               r"(?:places|ones|those)\s+(?:(?:that|which)\s+)?" + _HAVING_HOURS + r"(?:\s+(?:listed|posted|given))?"
               r"(?=\s*(?:[?.!,;:]|\s[-–—]|$))", re.IGNORECASE),
    # '(of those listing their hours)', ', of those with opening hours please', 'among the ones that list hours',
    # '(out of how many with hours)'
    re.compile(r"\s*\(?\s*,?\s*\b" + _OF_THOSE.format(kinds=r"those|the ones|them|these|the places|how\s+many") +
               r"(?:\s+(?:please|only|pls))?\s*\)?(?=\s*(?:[?.!,;:]|$))", re.IGNORECASE),
    # '(of the bars that list opening hours - and how many list them?)': an aside the count at a moment answers
    # anyway (it says of how many that list hours: agent/sentences.py)
    re.compile(r"\s*\(\s*" + _OF_THOSE.format(kinds=r"those|the ones|them|these|the places|the\s+[a-z][\w-]*s") +
               r"(?:\s*(?:[-–—,;]\s*)?(?:and\s+)?how many\s+(?:of them\s+)?(?:list|have|give|show)\s+(?:them|hours|"
               r"opening hours)(?:\s+at all)?\s*\??)?\s*\)", re.IGNORECASE),
    # '. Count only the ones that list hours', '- only counting places with opening hours'
    re.compile(rf"(?:\s*[.;,]|\s+[-–—])?\s*(?:please\s+)?(?:count|counting|include|including|consider|considering|"
               rf"only\s+count|only\s+counting)\s+(?:only\s+)?(?:the ones|those|places|them|ones|(?:the\s+)?[a-z][\w-]*s)\s+"
               rf"(?:(?:that|which)\s+)?"
               rf"{_HAVING_HOURS}(?:\s+please)?\s*(?=[?.!]*\s*$)", re.IGNORECASE),
    # ', and the number that list opening hours': the count of those open then says it anyway
    re.compile(rf"\s*[,;]?\s*(?:and\s+)?(?:also\s+)?(?:(?:give|tell)\s+(?:me\s+)?)?the\s+(?:number|count|total)"
               rf"(?:\s+of\s+(?:them|those|places|ones))?\s+(?:(?:that|which)\s+)?{_HAVING_HOURS}(?:\s+(?:pls|please))?"
               rf"(?=\s*[?.!]*\s*$)", re.IGNORECASE),
    # 'places with listed opening hours are open', 'anything with listed opening hours open yet'
    re.compile(rf"\s+(?:(?:that|which)\s+)?{_HAVING_HOURS}(?=\s+(?:are|is|open|still|that|which|will|would|in)\b)",
               re.IGNORECASE),
    # '? and how many list their hours at all', ', plus how many post hours': how many could be judged, which the count
    # of those open then says anyway
    re.compile(r"(?<=[?.!,;])\s*(?:(?:and|also|plus)\s+)*(?:(?:tell|give)\s+me\s+)?how many(?:\s+of them)?\s+"
               r"(?:(?:list|post|have|give|show|state)s?\s+)+"
               r"(?:(?:their|the|any|them)\s+)?(?:(?:opening\s+)?hours|them)(?:\s+(?:listed|posted|given))?(?:\s+at all)?"
               r"(?:\s+(?:pls|please))?"
               r"(?=\s*[?.!]*\s*$)", re.IGNORECASE),
]
# 'is anything still open': places of any kind
ANYTHING_OPEN = re.compile(r"\b(?P<verb>is|are)\s+(?:there\s+)?anything\s+(?:at\s+all\s+)?(?P<still>still\s+)?open\b",
                           re.IGNORECASE)
# 'how many are already open at 8': open then (a moment said, 'already' says nothing more)
_ALREADY = re.compile(r"\balready\s+(?=open\b)", re.IGNORECASE)
# "what's open in Eastbrook on sunday at 10": which places (of any kind) are open then
WHAT_IS_OPEN = re.compile(r"\bwhat(?:['’]s|\s+is)\s+(?P<still>still\s+)?open\b", re.IGNORECASE)
# 'count the places open at 4:30 on a sunday': how many are open then
COUNT_OPEN = re.compile(r"\bcount\s+(?:for\s+me\s+|up\s+)?(?:all\s+)?(?:the\s+)?(?P<kind>(?!how\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
                        r"(?:(?:that|which)\s+(?:are|is)\s+)?(?=(?:still\s+)?open\b)", re.IGNORECASE)
# a kind said after its town ('Eastbrook's bakeries', 'the Old Mill places'): the kind in that town, where a count
# is asked of it (after 'how many (of)', 'of the', 'count the')
_TOWN_BEFORE = re.compile(r"(?!(?:what|which|how|where|who|when|is|are|do|does|can|could|any|all|of|the|in|count|"
                          r"many|much)\b)(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w-]+)?)(?P<owned>['’]s)?\s+",
                          re.IGNORECASE)
_TOWN_KIND_ASKED = re.compile(r"(?:\bhow\s+many\s+(?:of\s+)?|\b(?:of|among|count|counting|all)\s+(?:the\s+)?|"
                              r"\b(?:what|which)\s+[a-z]+\s+(?:do|does)\s+)$",
                              re.IGNORECASE)   # (said first, 'Helsinki cafes that ...' is the aggregates' own form)
_KIND_WORD = re.compile(r"[a-z][\w-]*")


def _town_kinds(question: str) -> str:
    """'how many of Eastbrook's bakeries ...' as 'how many bakeries in Eastbrook ...': only a plural kind of
    place the vocabulary knows (or 'places'), after one or two capitalised words that are no kind."""
    from georeact.reading.features import lookup
    from georeact.reading.names import reader_words

    for town in _TOWN_BEFORE.finditer(question):
        lead = _TOWN_KIND_ASKED.search(question[:town.start()])
        if lead is None or lookup(town["town"]) is not None or (town.start() and question[town.start() - 1].isalnum()) or \
                town["town"].isupper():   # ('U-Bahn'-like letters, 'ATM machines': a network's or a kind's, no town)
            continue
        if not town["owned"] and not question[:town.start()].strip() and town["town"].casefold() in reader_words():
            continue   # a question's first word ('Name the amenities ...', 'Among the hotels ...'), no town
        words = list(_KIND_WORD.finditer(question[town.end():]))[:3]
        if words and words[0].group(0).casefold() in ("the", "a", "an", "of", "in", "and", "or"):
            continue
        for count in range(len(words), 0, -1):
            if words[0].start() != 0 or any(words[i + 1].start() != words[i].end() + 1 for i in range(count - 1)):
                continue   # the kind's words follow the town, one space apart
            kind = question[town.end():town.end() + words[count - 1].end()]
            if not re.search(r"[^s\W]s$", kind) or (kind.casefold() != "places" and lookup(kind) is None) or \
                    lookup(f"{town['town']} {kind}") is not None:
                continue
            after = town.end() + words[count - 1].end()
            if re.match(r"\s+of\b", question[after:]):
                continue   # 'Lutheran places of worship': the kind goes on
            of = re.match(r"how\s+many\s+of\s", lead.group(0), re.IGNORECASE)   # 'how many of X's K': how many K
            start, said = (lead.start(), "how many ") if of else (town.start(), "")
            return _town_kinds(f"{question[:start]}{said}{kind} in {town['town']}{question[after:]}")
    return question


# the places counted said as those that record what the question then asks of them ('of the staircases that have a
# step count, how many have more than 30 steps'): a place that records none has no figure over the threshold anyway
BASIS_CLAUSE = re.compile(r"\b(?:out\s+of|of|among)\s+(?:all\s+)?the\s+(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                          r"(?P<where>\s+in\s+(?:the\s+|your\s+)?(?:(?-i:[A-ZÀ-ÖØ-Þ])[\w-]*\s*)?(?:data\b)?)?"
                          r"\s+(?:that|which)\s+(?:have|has|list|record|carry|give|state)\s+(?:an?\s+|their\s+|its\s+)?"
                          r"[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*,\s*how many(?:\s+of them)?\s+(?=(?:have|has|are|is|hold|holds|take|fit|seat)\b)",
                          re.IGNORECASE)
# a scope said as a town's data ('the Baltimore data', "baltimore's data"): the extract whose file names the town
DATA_OF = re.compile(r"(?:the\s+(?:whole\s+)?|your\s+)?(?P<town>\S.*?)(?:['’]s)?\s+(?:(?:map\s+)?data(?:set)?|extract)",
                     re.IGNORECASE)
# a town said as its name: one or two capitalised words ('Singapore', 'Monte Carlo')
TOWN = re.compile(r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?")
# the town said first, then the question: 'In Heidelberg, how wide is ...', 'in the whole Vaduz data: how many ...'
TOWN_FIRST = re.compile(rf"^\s*in\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?P<town>{TOWN.pattern})"
                        rf"(?P<data>\s+(?:map\s+)?(?:data|extract))?(?:\s*[,:]|(?=\s+(?-i:how|what|which|where|is|are)\b))\s*"
                        rf"(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)   # ('in X how far ...': no comma)
_FIRST_END = re.compile(r"\s*(?:[?!.]+(?:\s|$)|[,;]\s)")
_ASKED_AFTER = re.compile(r"\s+(?:[-–—]\s|=)")


def in_town_data(question: str) -> str | None:
    """The question with its data scope written as 'in <town>' where its first sentence ends; None when it says
    none."""
    from georeact.reading.arithmetic import arithmetic

    for form in FORMS:
        if (said := form.match(question)) is None:
            continue
        rest = said["rest"] + (said.groupdict().get("end") or "")
        if arithmetic(rest) is not None:   # "In T's data, divide A by B": each operand in it (arithmetic.py)
            rewritten = f"In {said['place'].strip()} data, {rest}"
            return rewritten if rewritten.strip() != question.strip() else None
        end = _FIRST_END.search(rest)
        at = end.start() if end else len(rest.rstrip())
        if (aside := _ASKED_AFTER.search(rest[:at])) is not None:   # 'A minus B - what do you get': before the dash
            at = aside.start()
        rewritten = f"{rest[:at].rstrip(' ,;:-–—')} in {said['place'].strip()} data{rest[at:]}"
        return rewritten if rewritten.strip() != question.strip() else None   # read as it stands: no loop
    # (said first, the source leaves the comma after it: 'Going by the hours in the map, is anything ...')
    rewritten = _town_kinds(re.sub(r"^\s*[,;:]\s*", "", HOURS_SOURCE.sub("", SOURCE.sub("", _BARE_DATA.sub("", question)))))
    for form, said in HOURS_LISTED:
        rewritten = form.sub(lambda match: re.sub(r" {2,}", " ", said.format_map(collections.defaultdict(str, {
            k: v or "" for k, v in match.groupdict().items()}))), rewritten)
    if _OPEN_ASKED.search(rewritten):
        for form in HOURS_ONLY:
            rewritten = form.sub("", rewritten)
        rewritten = re.sub(r"(?<=[.?!:])\s*,\s*", " ", rewritten)   # 'Of the places that list hours, is anything ...'
        rewritten = COUNT_OPEN.sub(lambda m: f"how many {m['kind']} are ", rewritten)
        rewritten = ANYTHING_OPEN.sub(lambda m: f"are there any places that are {m['still'] or ''}open", rewritten)
        rewritten = _ALREADY.sub("", rewritten)
        rewritten = WHAT_IS_OPEN.sub(lambda m: f"which places are {m['still'] or ''}open", rewritten)
    rewritten = BASIS_CLAUSE.sub(lambda match: f"how many {match['kind']}{(match['where'] or '').rstrip()} ", rewritten)
    for form, said in IN_PLACE if arithmetic(rewritten) is None else ():   # ('A has how many more rooms than B': A's own)
        rewritten = form.sub(lambda match: said.format(place=town) if
                             (town := town_said(match["place"].strip())) else match.group(0), rewritten)
    return rewritten if rewritten != question else None


def town_said(place: str) -> str | None:
    """A town's name as a scope says it: capitalised, or written small with no everyday word ('the eastbrook map',
    never 'the city map'); None for neither."""
    from georeact.reading.names import everyday

    if all(word[:1].isupper() for word in place.split()):
        return place
    if any(everyday(word.casefold()) for word in place.split()):
        return None
    return " ".join(word[:1].upper() + word[1:] for word in place.split())

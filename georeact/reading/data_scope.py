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

import re

# a town's name: capitalised words, never a question's first word ('Which restaurants in your X data ...')
_PLACE = r"(?!(?:what|which|how|where|who|when|is|are|do|does|can|could)\b)" \
         r"(?P<place>(?-i:[A-Z])[\w.-]*(?:\s+(?-i:[A-Z])[\w.-]*){0,3})"
_DATA = r"(?:(?:map\s+)?data(?:set)?|extract)"
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
    (re.compile(rf"\b(?:does|do)\s+(?:the\s+)?{_PLACE}(?:['’]s)?\s+{_DATA}\s+(?:have|hold|contain)\b", re.IGNORECASE),
     "are there in {place} data"),
    # 'how many recycling containers does the heidelberg map show', 'on the Baltimore map'
    (re.compile(rf"\b(?:does|do)\s+(?:the\s+)?{_PLACE}(?:['’]s)?\s+map\s+(?:show|mark|list)\b(?=\s*[?.!]*\s*$)",
                re.IGNORECASE), "are there in {place} data"),
    (re.compile(rf"\bon\s+the\s+{_PLACE}(?:['’]s)?\s+map\b", re.IGNORECASE), "in {place} data"),
]
# the data said as the source of what is counted: the data is what is always read ('how many restaurants serve pizza
# according to the map', 'going by the OSM data')
SOURCE = re.compile(r"\s*,?\s*\b(?:according to|going by|based on|as per)\s+(?:the\s+|your\s+)?(?:map|osm|openstreetmap)?"
                    r"(?:\s*(?:map|data))?\b(?=\s*(?:[?.!,;:()]|$))", re.IGNORECASE)
# the hours said as the source of a count of places open then: what such a count always reads ('going by their listed
# hours', 'according to their opening hours'), and the places said as those that list hours ('of the places in the
# data that list opening hours, how many are open', 'how many of the places with listed hours are open'): the places
# open then are among those, so the question is how many are open
_HOURS = r"(?:(?:their|the|its|any|listed|posted|stated|mapped|published|official)\s+)*(?:opening\s+)?hours"
HOURS_SOURCE = re.compile(rf"\s*,?\s*\b(?:going by|according to|based on|judging by|as per|per)\s+{_HOURS}\b",
                          re.IGNORECASE)
_LISTING = rf"(?:that|which|with)\s+(?:(?:list|lists|have|has|show|give|carry|state|record)\s+)?{_HOURS}"
_SOME = r"(?P<kind>(?!the\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<where>in\s+(?:the|your)\s+(?:[\w-]+\s+)?data\s+)?"
HOURS_LISTED: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"\b(?:out\s+)?of\s+(?:all\s+)?the\s+{_SOME}{_LISTING}\s*,?\s*how many(?:\s+of them)?\s+"
                r"(?P<verb>are|is|will be|would be|were)\s+(?P<open>open|still open|serving|still serving)\b", re.IGNORECASE),
     "how many {kind} {where}{verb} {open}"),
    (re.compile(rf"\bhow many of (?:all\s+)?the\s+{_SOME}{_LISTING}\s+"
                r"(?P<verb>are|is|will be|would be|were)\s+(?P<open>open|still open|serving|still serving)\b", re.IGNORECASE),
     "how many {kind} {where}{verb} {open}"),
    (re.compile(rf"\bcount\s+(?:all\s+)?the\s+{_SOME}(?:with|that have|that list|which have)\s+{_HOURS}\s+(?:that|which)\s+"
                r"(?P<verb>are|is|will be|would be|were)\s+(?P<open>open|still open)\b", re.IGNORECASE),
     "how many {kind} {where}{verb} {open}"),
]
# the places counted said as those that record what the question then asks of them ('of the staircases that have a
# step count, how many have more than 30 steps'): a place that records none has no figure over the threshold anyway
BASIS_CLAUSE = re.compile(r"\b(?:out\s+of|of|among)\s+(?:all\s+)?the\s+(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                          r"(?P<where>\s+in\s+(?:the\s+|your\s+)?(?:(?-i:[A-Z])[\w-]*\s*)?(?:data\b)?)?"
                          r"\s+(?:that|which)\s+(?:have|has|list|record|carry|give|state)\s+(?:an?\s+|their\s+|its\s+)?"
                          r"[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*,\s*how many(?:\s+of them)?\s+(?=(?:have|has|are|is)\b)",
                          re.IGNORECASE)
# a scope said as a town's data ('the Baltimore data', "baltimore's data"): the extract whose file names the town
DATA_OF = re.compile(r"(?:the\s+(?:whole\s+)?|your\s+)?(?P<town>\S.*?)(?:['’]s)?\s+(?:(?:map\s+)?data(?:set)?|extract)",
                     re.IGNORECASE)
# a town said as its name: one or two capitalised words ('Singapore', 'Monte Carlo')
TOWN = re.compile(r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?")
# the town said first, then the question: 'In Heidelberg, how wide is ...', 'in the whole Vaduz data: how many ...'
TOWN_FIRST = re.compile(rf"^\s*in\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?P<town>{TOWN.pattern})"
                        rf"(?:\s+(?:map\s+)?(?:data|extract))?\s*[,:]\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
_FIRST_END = re.compile(r"\s*(?:[?!.]+(?:\s|$)|[,;]\s)")


def in_town_data(question: str) -> str | None:
    """The question with its data scope written as 'in <town>' where its first sentence ends; None when it says
    none."""
    for form in FORMS:
        if (said := form.match(question)) is None:
            continue
        rest = said["rest"] + (said.groupdict().get("end") or "")
        end = _FIRST_END.search(rest)
        at = end.start() if end else len(rest.rstrip())
        rewritten = f"{rest[:at].rstrip(' ,;:-–—')} in {said['place'].strip()} data{rest[at:]}"
        return rewritten if rewritten.strip() != question.strip() else None   # read as it stands: no loop
    rewritten = HOURS_SOURCE.sub("", SOURCE.sub("", question))
    for form, said in HOURS_LISTED:
        rewritten = form.sub(lambda match: said.format(**{k: v or "" for k, v in match.groupdict().items()}), rewritten)
    rewritten = BASIS_CLAUSE.sub(lambda match: f"how many {match['kind']}{(match['where'] or '').rstrip()} ", rewritten)
    for form, said in IN_PLACE:
        rewritten = form.sub(lambda match: said.format(place=match["place"].strip()), rewritten)
    return rewritten if rewritten != question else None

"""Aggregates the fixed tools cannot express (issue 44): places of a kind that carry an attribute ('how many
restaurants within 150 m of X have a website', 'how many wheelchair accessible cafes ...'), the most common value
('the most common cuisine among restaurants within 500 m of X', 'what kind of shop is most common ...') and those
over a threshold ('how many streets in X are longer than 1.5 km', 'parks larger than 1 hectare within ...').

Each row of `FORMS` is one way of asking: a pattern whose groups are the kind, the condition or the threshold, and the
scope. The scope is 'within <distance> of <place>' or 'in <place>'. The plan's step is GenerateSQL with a template
(tools/sql_templates.py writes the SELECT), so the SQL is guarded and shown like any other.
"""

from __future__ import annotations

import re
from typing import Any

from georeact.geo.units import SPELLED_AMOUNTS, find_distance
from georeact.reading.attributes import asked_attribute, attributes
from georeact.reading.data_scope import TOWN, town_said
from georeact.reading.features import lookup
from georeact.reading.vocabulary import is_buildings
from georeact.reading.kinds import Call
from georeact.reading.model import AggregateAsked, QuestionReading
from georeact.reading.metrics import NEXT_TO_RADIUS_M, POINT_AS_AREA_RADIUS_M

# figures places carry, by the words that count them (the attribute whose tags hold them: attributes.yaml)
FIGURE_WORDS = {"parking spaces": "capacity", "parking spots": "capacity", "spaces": "capacity", "spots": "capacity",
                "places to park": "capacity", "seats": "capacity", "beds": "beds", "rooms": "rooms",
                "hotel rooms": "rooms", "floors": "levels", "storeys": "levels", "stories": "levels", "levels": "levels",
                "capacity": "capacity", "capacities": "capacity"}
_FIGURES = "|".join(sorted(map(re.escape, FIGURE_WORDS), key=len, reverse=True))
# what a place's capacity counts, said as what it holds ('how many bikes can the bicycle parkings hold')
_CARRIED = r"(?:bikes|bicycles|cycles|cars|vehicles|motorcycles|motorbikes|people|persons|guests|visitors|children|kids)"
_HOLD = r"(?:hold|take|fit|park|accommodate|seat|have\s+room\s+for)"
_ALTOGETHER = (r"(?:\s*,?\s*(?:altogether|in total|combined|together|all together|between them|in all|"
               r"(?:all of them |all )?added (?:up|together)))?")
_KIND = r"(?P<kind>[a-zäöüéè][\w'-]*(?:\s+[a-zäöüéè][\w'-]*){0,2}?)"
# 'how many bikes can the bicycle parkings ...': what the places of a kind hold, asked (then their verb and scope)
_HOW_MANY_HELD = (rf"^\s*how many\s+(?P<figure>{_CARRIED})\s+(?:can|could|will|would|do|does)\s+(?:all\s+)?(?:the\s+)?"
                  rf"{_KIND}\s+")
_SCOPE = r"(?P<scope>(?:with)?in\s+.+?|(?:near|around)\s+.+?|(?:right\s+|just\s+|directly\s+)?(?:next to|beside|adjacent to|close to)\s+.+?)"
_END = r"[\s?.!]*+$"   # possessive: a run of spaces or marks is taken whole (reading/arithmetic.py)
# the words that say where a route starts or ends ('start at', 'set off from', 'terminate at')
_STARTS_AT = r"(?:start|starts|begin|begins|set off|sets off|depart|departs|leave|leaves|originate|originates)\s+(?:at|from|in)"
_ENDS_AT = r"(?:end|ends|finish|finishes|terminate|terminates|stop|stops)\s+(?:at|in)"
_RUNS_TO = r"(?:run|runs|go|goes)\s+to"
_ROUTE_ENDS = rf"(?:{_STARTS_AT}|{_ENDS_AT}|{_RUNS_TO})"
# an area: a figure and its unit, in square metres
_AREA_UNITS = {"ha": 1e4, "hectare": 1e4, "hectares": 1e4, "m2": 1.0, "m²": 1.0, "square metres": 1.0,
               "square meters": 1.0, "km2": 1e6, "km²": 1e6, "square kilometres": 1e6, "square kilometers": 1e6,
               "acre": 4046.86, "acres": 4046.86}
_AREA = re.compile(r"(?P<n>\d+(?:[.,]\d+)?|an?|one|half an?)\s*(?P<unit>" + "|".join(sorted(map(re.escape, _AREA_UNITS),
                                                                                         key=len, reverse=True)) + r")\b",
                   re.IGNORECASE)

# the words a question or a request starts with, never a kind of place or a town
_NOT_A_VERB = r"(?!(?:of|for|among|the|show|list|find|give|tell|name|get|are|is|which|what|how|where|any|do|does|can|could)\b)"
# a topic before a colon ('near the Inner Harbor: which parks ...'), and the words that open a count or a list
_TOPIC = r"^\s*(?:[^:?]{2,60}:\s*)?"
# of those that say it: 'the total capacity of the bike parkings that state one' (those without it add nothing)
_STATING = r"(?:,?\s+(?:that|which)\s+(?:state|give|list|have|has|say|show|record|tag)s?\s+(?:one|it|them|theirs|a\s+\w+))?"
_HOW_MANY = r"(?:how many(?:\s+of(?:\s+the)?)?|(?:what(?:['’]s|s| is)\s+)?the\s+(?:total\s+)?(?:count|number)\s+of|number of|count(?: the)?|which(?:\s+of(?:\s+the)?)?|what)"
# a threshold is also asked by listing: 'list the parks bigger than 2 hectares within 1 km of X'
# a threshold said from above: the places under it ('peaks under 300 m', 'lower than 300 m')
_LOWER = r"lower|under|below|less|smaller|shorter"
_HOW_MANY_OR_LIST = r"(?:how many(?:\s+of(?:\s+the)?)?|number of|count(?: the)?|which|what|(?:list|show|name|give me)(?: me)?(?: all)?(?: the)?)"
# 'which sport are most of the ...', '... (marked) for': what most places of a kind are for
_WHAT_MOST_ARE = r"(?:which|what)\s+(?P<group>[a-z]+)\s+(?:are|is)\s+most(?:\s+of\s+the)?\s+"
_MEANT_FOR = r"(?:(?:marked|used|meant|laid out|designated|set up|built|made)\s+)?for"
# the words after the value asked that name it as such ('which star rating shows up most', 'the most common wheelchair
# rating', 'which cuisine tag comes up most', 'the most common wheelchair access value')
_QUALIFIER = r"(?P<qualifier>(?:\s+(?:rating|value|status|type|kind|access|rule|policy|setting|option|tag)){1,2})?"

# the words a condition never starts with (a moment, a distance, the scope's own words); 'open 24 hours' is one, a value
# of the hours ('are the toilets in X open 24 hours')
_NOT_A_CONDITION = (r"(?!(?:open(?!\s+(?:24|all\s+day\s+and|a?round\s+the\s+clock|day\s+and\s+night|non-?stop))|closed|shut|"
                    r"still|near|nearer|closer|far|farther|further|in|at|on)\b)")

# a figure averaged over the places of a kind, by the words people use for it -> the attribute (or the place's own
# size) it is read from
AVERAGED: dict[str, str] = {"height": "height", "elevation": "elevation", "altitude": "elevation",
                            "height above sea level": "elevation", "elevation above sea level": "elevation",
                            "size": "area", "area": "area", "footprint": "area", "length": "length",
                            "capacity": "capacity", "number of beds": "beds", "number of rooms": "rooms",
                            "number of floors": "levels", "star rating": "stars"}
_AVERAGED = "|".join(sorted(map(re.escape, AVERAGED), key=len, reverse=True))
# 'how high (up) ... on average': the figure said by its question word
_HOW_AVERAGED = {"how high up": "elevation", "how high above sea level": "elevation", "how high": "height",
                 "how tall": "height", "how big": "area", "how large": "area", "how long": "length"}

FORMS: list[tuple[re.Pattern[str], str]] = [(re.compile(pattern, re.IGNORECASE), shape) for pattern, shape in [
    # 'what's the average elevation of the peaks within 10 km of X', 'mean size of the lakes in T': a figure of each
    # place of the kind, averaged
    (rf"{_TOPIC}(?:(?:what|how much)(?:'s|s|\s+is)?\s+|(?:give|tell)(?:\s+me)?\s+)?(?:the\s+)?(?:average|mean)\s+"
     rf"(?P<averaged>{_AVERAGED})\s+(?:of|for|among|across)\s+(?:the\s+|all\s+(?:the\s+)?)?{_KIND}\s+{_SCOPE}{_END}", "average"),
    # 'on average, how high are the peaks within 10 km of X', 'how tall are the peaks in T on average'
    (rf"{_TOPIC}(?:on\s+average\s*,?\s+)?(?P<how>{'|'.join(map(re.escape, _HOW_AVERAGED))})\s+(?:are|is)\s+(?:the\s+)?"
     rf"{_KIND}\s+{_SCOPE}(?:\s*,?\s+on\s+average)?{_END}", "average"),
    # 'what is the highest peak within 10 km of X', 'the lowest hut in T': the place of the kind whose height (a
    # peak's elevation where no height is tagged) is the greatest, or the least
    # ('name the three highest peaks ...', 'how tall is the highest peak ..., in feet': the same, its figure said)
    # ('and the highest of the peaks within 10 km of X?': a follow-up said with no question before it)
    (rf"^\s*(?:(?:and|so|also)\s+)?(?:(?:what|which)(?:'s|s|\s+is|\s+are)?\s+|(?:name|show|give|tell|list)(?:\s+me)?\s+|"
     rf"how\s+(?:tall|high)\s+(?:is|are)\s+)?(?:the\s+)?(?:(?:\d{{1,2}}|two|three|four|five)\s+)?"
     rf"(?:(?P<rank>second|2nd|third|3rd|fourth|4th|fifth|5th)[\s-]+)?(?P<top>highest|tallest|lowest)\s+"
     rf"(?:(?:one\s+)?of\s+(?:all\s+)?the\s+)?{_KIND}\s+{_SCOPE}"
     rf"(?:\s*,?\s*in\s+(?:feet|ft|metres|meters))?{_END}",
     "top"),
    # 'which peak within 5 km of X is the highest?': the same, the superlative said last
    (rf"^\s*(?:which|what)\s+{_KIND}\s+{_SCOPE}\s+(?:is|'s|stands|rises|sits)\s+(?:the\s+)?"
     rf"(?P<top>highest|tallest|lowest)(?:\s+(?:one|of them|of those|up))?{_END}", "top"),
    # 'list the peaks within 10 km of X by height', 'sort the peaks ... from highest to lowest': ranked by the figure
    (rf"^\s*(?:please\s+)?(?:list|sort|rank|order|show(?:\s+me)?|give\s+me)\s+(?:all\s+)?(?:the\s+)?{_KIND}\s+{_SCOPE}\s+"
     rf"(?:by\s+(?:their\s+)?(?P<by>height|elevation|altitude)(?:\s*,?\s*(?P<order>highest|tallest|lowest)\s+first)?|"
     rf"from\s+(?P<top>highest|tallest|lowest)\s+to\s+(?:highest|tallest|lowest))(?:\s+(?:first|down|up))?{_END}", "top"),
    # 'how many peaks are there within 10 km of X, and which is the highest?': the answer says how many, and which
    (rf"{_TOPIC}how many\s+{_KIND}\s+(?:are(?:\s+there)?\s+|lie\s+)?{_SCOPE}\s*(?:[,;?]\s*|\s+)(?:and\s+)?(?:what|which)(?:'s|s|\s+is)?\s+"
     rf"(?:the\s+)?(?P<top>highest|tallest|lowest)(?:\s+(?:one|of them|of those))?{_END}", "top"),
    # 'how many restaurants in X don't have a phone number', '... have no website', '... without opening hours'
    (rf"{_TOPIC}{_HOW_MANY}\s+{_KIND}\s+{_SCOPE}\s+(?P<lacking>(?:that\s+|which\s+)?(?:don'?t|do not|doesn'?t|does not)\s+"
     rf"(?:have|list|show|give)|(?:that\s+|which\s+)?(?:have|list|show)\s+no|(?:are\s+)?without|lack)\s+(?P<condition>.+?){_END}",
     "having"),
    # 'what percentage of the restaurants in X have a website': those that have it, among all of them
    (rf"{_TOPIC}(?:what|which)\s+(?:percentage|percent|share|proportion|fraction|part)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?"
     rf"{_KIND}\s+{_SCOPE}\s+(?:have|has|offer|list|show|accept|allow|do)\s+(?P<condition>.+?){_END}", "having"),
    # 'what fraction of the peaks within 15 km of X are over 500 m': those over it, among all of them
    (rf"{_TOPIC}(?:what|which)\s+(?:percentage|percent|share|proportion|fraction|part)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?"
     rf"{_KIND}\s+{_SCOPE}\s+(?:are|is|sit|lie|stand)\s+(?:higher|taller|over|more|above|{_LOWER})\s+(?:than\s+)?"
     rf"(?P<amount>\d[\d.,]*\s*[a-z]+)(?:\s+(?:high|tall|up|above sea level))?{_END}", "above"),
    # 'are most of the toilets in X wheelchair accessible': those that are, beside how many there are (the answer
    # says whether they are most: agent/sentences.py)
    (rf"{_TOPIC}(?:are|do|does|is)\s+most(?:\s+of)?\s+(?:the\s+)?{_KIND}\s+{_SCOPE}\s+(?:have\s+|offer\s+|allow\s+)?"
     rf"(?P<condition>{_NOT_A_CONDITION}.+?){_END}", "having"),
    # 'how many restaurants within 150 m of X have a website', 'which restaurants in X are wheelchair accessible'
    # ('are there any camp sites within 20 km of X that allow dogs': which do)
    (rf"{_TOPIC}(?:{_HOW_MANY}|(?:are\s+there\s+|is\s+there\s+)?any)\s+{_KIND}\s+{_SCOPE}\s+(?:have|has|with|offer|offering|are|list|show|do|does|allow|permit|accept|"
     rf"hold|holds|take|takes|fit|fits|seat|seats|that (?:have|are|offer|do|allow|permit|accept|hold|take|fit|seat))"
     rf"\s+(?P<condition>.+?){_END}", "having"),
    # 'how many camp sites within 10 km of X charge a fee': the verb is a word of what is asked (reading/data/attributes.yaml)
    (rf"{_TOPIC}{_HOW_MANY}\s+{_KIND}\s+{_SCOPE}\s+(?:that\s+|which\s+)?(?P<condition>(?:charge|charges|require|requires)\s+.+?){_END}",
     "having"),
    # 'how many bus services in X start at Y': the routes whose start (or end) is that stop
    (rf"{_TOPIC}{_HOW_MANY}\s+{_KIND}\s+{_SCOPE}\s+(?:that\s+|which\s+)?(?P<condition>{_ROUTE_ENDS}\s+.+?){_END}", "having"),
    # 'do the bars in X have websites? how many do'
    (rf"{_TOPIC}(?:do|are)\s+(?:the\s+)?{_KIND}\s+{_SCOPE}\s+(?:have|offer|are)\s+(?P<condition>.+?)"
     rf"(?:\s*[?.]\s*how many(?: do| are there)?)?{_END}", "having"),
    # 'are the benches in X wheelchair accessible', 'is every cafe in X step-free': of the kind, those that are
    (rf"{_TOPIC}(?:are\s+(?:the|all\s+(?:the\s+)?)|is\s+(?:every|each))\s+{_KIND}\s+{_SCOPE}\s+"
     rf"(?P<condition>{_NOT_A_CONDITION}.+?){_END}", "having"),
    # 'can someone in a wheelchair use the drinking water taps in X': those whose tag says a wheelchair can
    (rf"{_TOPIC}(?:can|could)\s+(?:someone|somebody|people|a person|i|you|we|one)\s+"
     rf"(?P<condition>(?:in|with|using)\s+a\s+wheelchair)\s+(?:use|get into|get in|access|reach|visit)\s+(?:the\s+)?"
     rf"{_KIND}\s+{_SCOPE}{_END}", "having"),
    # 'bars within 400 m of X: how many of them have a website?'
    (rf"^\s*{_NOT_A_VERB}{_KIND}\s+{_SCOPE}\s*(?:[:,]|\s[-–—])\s*how many(?: of them| of those)?\s+(?:have|has|list|show|offer|are|do)\s+"
     rf"(?P<condition>.+?){_END}", "having"),
    # 'how many Baltimore restaurants do takeaway': the town said before the kind
    (rf"^\s*(?:how many|which|what)\s+(?P<scope>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)\s+"
     rf"(?!(?:me|us|a|an|the|some|any|all|every)\b){_KIND}\s+(?:do|does|have|has|offer|offers|are|serve|accept)\s+"
     rf"(?P<condition>[^?]+?){_END}", "having"),
    # 'singapore cafes that do takeaway - list them'
    (rf"^\s*{_NOT_A_VERB}(?P<scope>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)(?:['’]s)?\s+"
     rf"(?!(?:me|us|a|an|the|some|any|all|every)\b){_KIND}\s+(?:that|which|with)\s+"
     rf"(?:do|does|have|has|offer|offers|are|serve|serves|accept|accepts)?\s*(?P<condition>[^-–—,:?]+?)"
     rf"(?:\s*(?:[-–—,:]|\?)\s*(?:list them|list|which ones|name them|how many|which)\b.*?)?{_END}", "having"),
    # 'which street has the most shops on it (going by their addresses) in X': the scope said last
    (rf"^\s*(?:what|which)\s+(?P<group>street|road)\s+has\s+the\s+most\s+{_KIND}(?:\s+on\s+it)?"
     rf"(?:\s*\([^)]*\))?\s+{_SCOPE}{_END}", "group"),
    # 'what street in Baltimore has the most restaurants on it'
    (rf"^\s*(?:what|which)\s+(?P<group>street|road)\s+{_SCOPE}\s+has\s+the\s+most\s+{_KIND}(?:\s+on\s+it)?"
     rf"(?:\s*\([^)]*\))?{_END}", "group"),
    # 'for cafés in Heidelberg, what's the most common wheelchair rating: yes, limited or no?'
    (rf"^\s*(?:for|among|of)\s+(?:the\s+)?{_KIND}\s+{_SCOPE}\s*,\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?most common\s+"
     rf"(?P<group>[a-z]+){_QUALIFIER}(?:\s*[:,-].*?)?{_END}",
     "group"),
    # 'looking at restaurants within 800 m of X, which cuisine comes up most?'
    (rf"^\s*(?:for|among|of|looking at|considering|across)\s+(?:the\s+|all\s+(?:the\s+)?)?{_KIND}\s+{_SCOPE}\s*,\s*"
     rf"(?:which|what)\s+(?P<group>[a-z]+){_QUALIFIER}\s+(?:comes up|shows up|appears|occurs|is)\s+(?:the\s+)?most"
     rf"(?:\s+(?:common|often|frequent|frequently|popular|usual|prevalent|widespread))?{_END}", "group"),
    # 'which cuisine is most common among restaurants within 800 m of X', 'which cuisine comes up most for ...',
    # 'which church denomination shows up most among the places of worship in X' (a word of the kind before it)
    (rf"^\s*(?:which|what)\s+(?:[a-z]+\s+)??(?P<group>[a-z]+){_QUALIFIER}\s+(?:comes up|shows up|appears|occurs|is)\s+(?:the\s+)?most"
     rf"(?:\s+(?:common|often|frequent|frequently|popular|usual|prevalent|widespread))?\s+(?:among|for|of|in)\s+(?:the\s+)?{_KIND}\s+{_SCOPE}{_END}", "group"),
    # 'which supermarket chain has the most stores in X': the brand the most of the kind carry
    (rf"^\s*(?:which|what)\s+{_KIND}\s+(?P<group>brand|chain|operator)\s+has\s+the\s+most(?:\s+[a-z]+)?\s+{_SCOPE}{_END}",
     "group"),
    # 'how many churches are there and which denomination is the most common among them, within 500 m of X' (a scope
    # said first is read last: _FRONTED)
    (rf"^\s*how many\s+{_KIND}\s+(?:are there\s+|is there\s+)?,?\s*and\s+(?:which|what)\s+(?P<group>[a-z]+)\s+"
     rf"(?:is|comes up|shows up)\s+(?:the\s+)?most(?:\s+common|\s+often)?(?:\s+(?:among|of)\s+(?:them|those))?,?\s+{_SCOPE}{_END}",
     "group"),
    # 'which denomination has the most churches in X'
    (rf"{_TOPIC}(?:which|what)\s+(?P<group>[a-z]+)\s+has\s+the\s+most\s+{_KIND}\s+{_SCOPE}{_END}", "group"),
    # 'how many restaurants with vegan options are there within 150 m of X', 'number of places offering wifi within ...'
    (rf"^\s*(?:how many|(?:what(?:['’]s|s| is)\s+)?the\s+(?:total\s+)?(?:count|number)\s+of|number of|count(?: the)?)\s+{_KIND}\s+(?:with|offering|listing|showing|giving|that (?:have|offer|list|show|give)|having)\s+(?P<condition>.+?)"
     rf"\s+(?:are there\s+|is there\s+|there are\s+)?{_SCOPE}{_END}", "having"),
    # 'how many wheelchair accessible cafés are there within 500 m of X', 'names of the vegan cafes in X'
    (rf"^\s*(?:how many|(?:the\s+)?names of|list|name|which|what)\s+(?:the\s+|all\s+(?:the\s+)?)?"
     rf"(?P<condition>wheelchair[- ]accessible|vegan|vegetarian|dog[- ]friendly)\s+{_KIND}\s+"
     rf"(?:are there\s+|is there\s+|there are\s+)?{_SCOPE}{_END}", "having"),
    # 'how many pharmacies within 1 km of X are wheelchair accessible' is the first form
    # 'what's the most common cuisine among restaurants within 500 m of X'
    (rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?most (?:common|frequent|usual|prevalent)\s+(?P<group>cuisine|kind of shop|type of shop|shop type|"
     rf"kind of food|[a-z]+(?:\s+(?:rating|value|status|access|number|rule|policy|setting|option|tag)){{0,2}})\s+"
     rf"(?:among|of|for|in)\s+(?:the\s+)?{_KIND}\s+"
     rf"{_SCOPE}{_END}", "group"),
    # 'the second most common church denomination in the X data', 'most common restaurant cuisine within 500 m of X':
    # the kind said before the attribute
    (rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:(?P<rank>second|third|fourth|fifth|2nd|3rd|4th|5th)\s+)?most common\s+"
     rf"{_KIND}\s+(?P<group>cuisine|denomination|religion|brand|operator|kind|type|sport|surface)\s+{_SCOPE}{_END}", "group"),
    # 'which level do most of the shops sit on in X', 'what cuisine do most restaurants in X have'
    # ('which denomination do most of the churches in X belong to')
    (rf"^\s*(?:which|what)\s+(?P<group>[a-z]+)\s+do\s+(?:the\s+)?most(?:\s+of(?:\s+the)?)?\s+{_KIND}\s+"
     rf"(?:(?:sit|lie|are|have|use)(?:\s+on)?\s+)?{_SCOPE}(?:\s+(?:have|use|sit on|are on|belong to|follow))?{_END}", "group"),
    # 'which sport are most of the pitches in X marked for', 'what sport are most pitches for in X': what most of the
    # kind are for
    (rf"^\s*{_WHAT_MOST_ARE}{_KIND}\s+{_SCOPE}\s+{_MEANT_FOR}{_END}", "group"),
    (rf"^\s*{_WHAT_MOST_ARE}{_KIND}\s+{_MEANT_FOR}\s+{_SCOPE}{_END}", "group"),
    # 'what denomination are most of the churches in X': the value most of the kind have
    (rf"^\s*{_WHAT_MOST_ARE}{_KIND}\s+{_SCOPE}{_END}", "group"),
    # 'what do most of the vending machines in X sell': the type of goods most of them sell (the kind's type)
    (rf"^\s*what\s+do\s+(?:the\s+)?most(?:\s+of\s+the)?\s+{_KIND}\s+{_SCOPE}\s+(?:sell|serve|offer|dispense|stock)"
     rf"{_END}", "kind"),
    # 'which shop brand shows up most often in X', 'what cuisine do the restaurants in X have most often'
    (rf"^\s*(?:which|what)\s+{_KIND}\s+(?P<group>brand|chain|operator|cuisine|denomination|religion|name)\s+"
     rf"(?:shows up|appears|occurs|comes up|is (?:the )?most common|is seen)(?:\s+(?:the\s+)?most(?:\s+(?:often|frequently))?)?"
     rf"\s+{_SCOPE}{_END}", "group"),
    (rf"^\s*(?:which|what)\s+(?P<group>brand|chain|operator|cuisine|denomination|religion)\s+do(?:es)?\s+(?:the\s+)?"
     rf"{_KIND}\s+{_SCOPE}\s+(?:have|list|serve|show|offer|use|carry)\s+(?:the\s+)?most(?:\s+(?:often|frequently|commonly))?"
     rf"{_END}", "group"),
    # 'what kind of shop is most common within 300 m of X', 'which type of store shows up most often in X, and how
    # many are there' (the count of that kind is in the answer)
    (rf"^\s*(?:what|which)\s+(?:kind|type|sort)\s+of\s+{_KIND}\s+(?:is|shows up|appears|occurs|comes up|turns up)\s+"
     rf"(?:the\s+)?most(?:\s+(?:common|often|frequently|frequent))?\s+{_SCOPE}"
     rf"(?:\s*,?\s*(?:and\s+)?how many(?:\s+(?:are there|of them|are they|is that))?)?{_END}", "kind"),
    # 'how many streets in X are longer than 1.5 km', 'which streets within 200 m of X are longer than half a kilometre'
    (rf"{_TOPIC}{_HOW_MANY_OR_LIST}\s+{_KIND}\s+{_SCOPE}\s+(?:that\s+|which\s+)?are\s+(?:longer|larger|bigger|higher|taller|over|above|more|{_LOWER})\s+(?:than\s+)?(?P<amount>.+?)"
     rf"(?:\s+long|\s+in (?:size|area))?{_END}", "above"),
    # 'how many peaks higher than 300 m are within 10 km of X': the threshold said with the kind, before the scope
    (rf"{_TOPIC}{_HOW_MANY_OR_LIST}\s+{_KIND}\s+(?:that\s+are\s+|which\s+are\s+)?(?:longer|larger|bigger|higher|taller|over|"
     rf"above|more|{_LOWER})\s+(?:than\s+)?(?P<amount>\d[\d.,]*\s*[a-z²2]+(?:\s+(?:long|in (?:size|area)))?)\s+(?:are there\s+|are\s+|lie\s+|"
     rf"stand\s+|there are\s+)?{_SCOPE}{_END}", "above"),
    # 'for how many restaurants in X is the cuisine known', '... is the cuisine known in X'
    (rf"^\s*for how many {_KIND}\s+{_SCOPE}\s+(?:is|are)\s+(?:the|their|its)\s+(?P<condition>[a-z][\w ]*?)\s+"
     rf"(?:known|tagged|given|listed|recorded){_END}", "having"),
    (rf"^\s*for how many {_KIND}\s+(?:is|are)\s+(?:the|their|its)\s+(?P<condition>[a-z][\w ]*?)\s+"
     rf"(?:known|tagged|given|listed|recorded)\s+{_SCOPE}{_END}", "having"),
    # 'how many restaurants have a website in X' (the scope last)
    (rf"{_TOPIC}{_HOW_MANY}\s+{_KIND}\s+(?:have|has|list|show|offer|are)\s+(?P<condition>.+?)\s+{_SCOPE}{_END}",
     "having"),
    # 'of the restaurants within 500 m of X, how many list a website'
    (rf"^\s*(?:[^:?]{{2,40}}?\s+[-–—:]\s+)?(?:of|among)\s+(?:the\s+)?{_KIND}\s+{_SCOPE}\s*,\s*how many(?: of them)?\s+"
     rf"(?:(?:actually|really|even|already)\s+)?(?:have|has|list|show|offer|are|sit|lie|stand|are located|are situated|"
     rf"say|state|tell you|mention|record|give)\s+"
     rf"(?P<condition>.+?){_END}", "having"),
    # 'what kinds of places are within 2 km of X', "what's around X": the kinds there, the most common first
    (rf"^\s*(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\s+(?P<kind>places?|things?|spots?)\s+(?:are|is)\s+(?:there\s+)?"
     rf"{_SCOPE}{_END}", "kind"),
    # "what's around X", 'anything interesting near X?', 'list everything within 1 km of X': the kinds there (with no
    # distance said, within _AROUND_RADIUS)
    (rf"^\s*(?:(?:so\s+|and\s+)?(?:what(?:['’]s|s|\s+is|\s+else\s+is)?|(?:is\s+there\s+)?anything(?:\s+(?:else|interesting|"
     rf"worth\s+(?:seeing|a\s+visit|visiting)))?|what\s+(?:can|could)\s+(?:i|we|you|one)\s+(?:find|see|visit))\s+(?:there\s+)?"
     rf"(?:(?:to\s+(?:see|do|visit))\s+)?|(?:list|show(?:\s+me)?|give\s+me|name|tell\s+me)\s+(?:everything|all\s+(?:the\s+)?"
     rf"(?:places|things|features))(?:\s+(?:that\s+is|there\s+is))?\s+)(?P<kind>)(?P<scope>(?:with)?in\s+\d.+?|(?:near|around|"
     rf"close to)\s+.+?){_END}", "kind"),
    # 'most common kind of shop within 500 m of X'
    (rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?most common\s+(?:kind|type|sort)\s+of\s+{_KIND}\s+{_SCOPE}{_END}", "kind"),
    # 'streets longer than 1 km within 300 m of X - how many, and which?'
    (rf"^\s*(?!(?:how|which|what|number|count|list|show|name|give)\b){_KIND}\s+(?:longer|larger|bigger|over)\s+(?:than\s+)?(?P<amount>.+?)\s+{_SCOPE}"
     rf"(?:\s*[-–,:]\s*(?:how many|which|what|list|name).*?)?{_END}", "above"),
    # 'total number of parking spaces at the car parks within 1000 feet of X', 'how many rooms do the hotels in X
    # have altogether': a figure the places carry, added up
    (rf"^\s*(?:what(?:'s|s| is)\s+)?(?:the\s+)?(?:total|combined|overall)\s+(?:(?:number|count|amount)\s+of\s+)?"
     rf"(?P<figure>{_FIGURES})\s+(?:at|in|of|across|over)\s+(?:all\s+)?(?:the\s+)?{_KIND}{_STATING}\s+{_SCOPE}{_STATING}{_END}",
     "total"),
    (rf"^\s*how many\s+(?P<figure>{_FIGURES})\s+(?:are there\s+)?(?:at|in|across)\s+(?:all\s+)?(?:the\s+)?{_KIND}\s+"
     rf"{_SCOPE}\s+(?:altogether|in total|combined|together|all together){_END}", "total"),
    # ('trying to work out how many rooms the hotels in X have combined': said as what the asker wants to know)
    (rf"^\s*(?:(?:i'?m\s+|we'?re\s+)?(?:trying|want|wanting|need|needing)\s+to\s+(?:work out|figure out|find out|know)\s+)?"
     rf"how many\s+(?P<figure>{_FIGURES})\s+(?:do\s+)?(?:all\s+)?(?:the\s+)?(?!(?:does|did)\s)(?-i:(?=[a-zäöüéè])){_KIND}\s+{_SCOPE}\s+have"
     rf"(?:\s+(?:altogether|in total|combined|together|between them))?{_END}", "total"),
    # 'how many bikes can the bicycle parkings in X hold, all of them added together', 'how many cars fit in the car
    # parks in X altogether': the capacity the places carry, added up (the scope before or after the verb)
    (rf"{_HOW_MANY_HELD}{_SCOPE}\s+{_HOLD}{_ALTOGETHER}{_END}", "total"),
    (rf"{_HOW_MANY_HELD}{_HOLD}\s+{_SCOPE}{_ALTOGETHER}{_END}", "total"),
    (rf"{_HOW_MANY_HELD}{_HOLD}{_ALTOGETHER}\s*,?\s+{_SCOPE}{_END}", "total"),
    (rf"^\s*how many\s+(?P<figure>{_CARRIED})\s+(?:can\s+|could\s+|will\s+|would\s+)?(?:fit|park)\s+(?:in|into|at)\s+"
     rf"(?:all\s+)?(?:the\s+)?{_KIND}\s+{_SCOPE}{_ALTOGETHER}{_END}", "total"),
    # 'how many parks larger than 1 hectare are there within 10 km of X'
    (rf"{_TOPIC}{_HOW_MANY_OR_LIST}\s+{_KIND}\s+(?:(?:cover|covers|covering|measure|measuring|span|spanning)\s+|"
     rf"(?:have|has|with)\s+(?:an?\s+)?(?:footprint|area|floor area|size)\s+(?:of\s+)?)?"
     rf"(?:longer|larger|bigger|over|more)\s+(?:than\s+)?(?P<amount>.+?)\s+"
     rf"(?:are there\s+|is there\s+|there are\s+)?{_SCOPE}{_END}", "above"),
]]
_RANKS = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}
# a condition that names the value an attribute must have, or the least figure: (pattern with its value, attribute,
# 'equals' or 'at_least')
# what a place's capacity counts ('40 bikes', '20 cars', '100 people')
_HELD = r"(?:bikes|bicycles|cycles|cars|vehicles|spaces|spots|places|people|persons|guests|seats|beds)\b"
_HOLDING = r"(?:hold|holds|have|has|with|take|takes|fit|fits|park|parks|for|seat|seats)?\s*(?:room\s+for\s+)?"
_CAPACITY = r"(?:have|has|with)?\s*(?:an?\s+)?capacity\s+(?:of\s+)?"
_OR_MORE = r"(?:\s*\+|\s+or\s+(?:better|more|above|higher|over)|\s+and\s+(?:up|above|over|higher))"
VALUE_CONDITIONS: list[tuple[re.Pattern[str], str, str]] = [(re.compile(pattern, re.IGNORECASE), attribute, comparison)
                                                            for pattern, attribute, comparison in [
    # open all the time: the hours the data writes '24/7' (the one value the group says)
    (r"(?:(?:open|opened|running|staffed|serving)\s+)?(?:(?P<value>24/7)|24\s*h(?:ours|rs)?(?:\s+a\s+day)?|24-7|"
     r"(?:a)?round[- ]the[- ]clock|all day and (?:all )?night|day and night|twenty[- ]four[- ](?:seven|hours)|non[- ]?stop)",
     "opening_hours", "equals"),
    # 'have more than 30 steps', 'with at least 20 steps' (a flight of steps' own count)
    (r"(?:have|has|with)?\s*(?:more than|over)\s+(?P<value>\d+)\s+(?:steps|stairs)", "step_count", "more_than"),
    (r"(?:have|has|with)?\s*(?:at least)\s+(?P<value>\d+)\s+(?:steps|stairs)", "step_count", "at_least"),
    # 'hold more than 40 bikes', 'with room for at least 20 cars', 'a capacity over 40' (what a place holds)
    (rf"{_HOLDING}(?:more than|over|above)\s+(?P<value>\d+)\s+{_HELD}", "capacity", "more_than"),
    (rf"{_HOLDING}at least\s+(?P<value>\d+)\s+{_HELD}", "capacity", "at_least"),
    (rf"{_CAPACITY}(?:more than|over|above|greater than|bigger than)\s+(?P<value>\d+)", "capacity", "more_than"),
    (rf"{_CAPACITY}at least\s+(?P<value>\d+)", "capacity", "at_least"),
    # 'start at the Old Mill terminus', 'end at Eastbrook' (a route's from and to)
    (rf"{_STARTS_AT}\s+(?:the\s+)?(?P<value>\S.*)", "route_start", "equals"),
    (rf"{_ENDS_AT}\s+(?:the\s+)?(?P<value>\S.*)", "route_end", "equals"),
    (rf"{_RUNS_TO}\s+(?:the\s+)?(?P<value>\S.*)", "route_end", "equals"),
    (r"(?:located\s+)?on\s+(?:the\s+)?(?:level|floor|storey)\s+(?P<value>[\w-]{1,6})", "level", "equals"),
    (r"(?:located\s+)?on\s+(?:the\s+)?(?P<value>\d{1,2})(?:st|nd|rd|th)\s+(?:level|floor|storey)", "level", "equals"),
    (rf"(?:rated\s+)?(?P<value>\d)(?:[- ]stars?|\s*\*){_OR_MORE}", "stars", "at_least"),
    (r"(?:rated\s+)?(?:at least|minimum|min\.?)\s+(?P<value>\d)(?:[- ]stars?|\s*\*)", "stars", "at_least"),
    (r"(?:rated\s+)?(?P<value>\d)(?:[- ]stars?|\s*\*)", "stars", "equals"),
    # 'more than 34 m above sea level', 'higher than 20 metres up'
    (r"(?:located\s+|situated\s+)?(?:more than|over|higher than|above)\s+(?P<value>\d+(?:[.,]\d+)?)\s*(?:m|metres|meters)\s+"
     r"(?:above sea level|up|high|of elevation|elevation|altitude)", "elevation", "more_than"),
    (r"(?:located\s+|situated\s+)?(?:at least)\s+(?P<value>\d+(?:[.,]\d+)?)\s*(?:m|metres|meters)\s+"
     r"(?:above sea level|up|high|of elevation|elevation|altitude)", "elevation", "at_least"),
    (r"(?:located\s+|situated\s+)?(?:less than|under|below|lower than)\s+(?P<value>\d+(?:[.,]\d+)?)\s*(?:m|metres|meters)\s+"
     r"(?:above sea level|up|high|of elevation|elevation|altitude)", "elevation", "less_than"),
]]
# a verb that is a word of the attribute it asks ('... allow dogs', '... accept cards'): read with it
_VERB_OF_AN_ATTRIBUTE = re.compile(r"\s+(?:that\s+|which\s+)?(?:allow|allows|accept|accepts|permit|permits|take|takes|"
                                   r"welcome|welcomes)\s+", re.IGNORECASE)
# a condition that says one value of an attribute in words of its own ('non-smoking': smoking=no)
FIXED_VALUES: list[tuple[re.Pattern[str], str, str]] = [(re.compile(pattern, re.IGNORECASE), attribute, value)
                                                        for pattern, attribute, value in [
    (r"(?:non|no)[- ]?smoking|smoke[- ]free|smoking[- ]free", "smoking", "no"),
    # ('how many of the camp sites near X are free'): no fee
    (r"free(?: of charge| to (?:use|enter|visit|camp|park|get in))?|(?:charge|charges|require|requires) no (?:fee|charge)",
     "fee", "no"),
]]
# a condition that says in one word that a place lacks an attribute ('unnamed'): the attribute it lacks
LACKING_WORDS: list[tuple[re.Pattern[str], str]] = [(re.compile(pattern, re.IGNORECASE), attribute)
                                                   for pattern, attribute in [
    (r"un-?named|nameless|without (?:a |any )?names?", "name"),
]]
# the scope: a radius around a place, or a region
_WITHIN = re.compile(r"^(?:within|in\s+an?)\s+(?P<distance>.+?)(?:\s+radius)?\s+(?:of|from|around)\s+(?:the\s+)?(?P<place>.+)$",
                     re.IGNORECASE)   # 'within 500 m of X', 'in a 500 m radius around X'
# a scope said first: 'In Heidelberg, how many ...', 'in the Singapore data how many ...': said last instead
_FRONTED = re.compile(r"^\s*(?P<scope>(?:in|within|near|around)\s+[^,?]+?(?:\s+data)?)\s*(?:,|\s+(?=how many\b|which\b|what\b))\s*"
                      r"(?P<rest>(?:how many|which|what|number of|count)\b.+?)\s*[?.!]*\s*$", re.IGNORECASE)
# a town's kind of place: 'among Heidelberg's restaurants' is 'among restaurants in Heidelberg'
_OWNED = re.compile(r"\b(?P<prep>among|of|for)\s+(?:the\s+)?(?P<place>[A-ZÀ-ÖØ-Þ][\w.-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w.-]*){0,3})['’]s?\s+"
                    r"(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?P<end>[\s?.!]*)$")
# the same said first, the town perhaps written small: 'among heidelberg's cafes, what's the most common ...'
_OWNED_FIRST = re.compile(r"^\s*(?P<prep>among|of|for)\s+(?:the\s+)?(?P<place>[^\W\d_][\w.-]*(?:\s+[^\W\d_][\w.-]*)?)['’]s?\s+"
                          r"(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s*(?P<end>,\s*\S.*)$", re.IGNORECASE | re.DOTALL)
# a town's kind of place as the topic of a 'which is most common' question: 'baltimore cafes: which cuisine comes up
# most?' asks it among the cafes in Baltimore
_KIND_TOPIC = re.compile(r"^\s*(?P<topic>[^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){1,4})\s*(?::|\s[-–—])\s*"
                         r"(?P<rest>(?:which|what)\b[^?.!]*?\bmost\b[^?.!]*?)\s*[?.!]*\s*$", re.IGNORECASE)
# 'among the Baltimore churches whose denomination is tagged, which one is most common': which denomination is most
# common among the churches in Baltimore (a value untagged is never among the most common anyway)
_WHOSE_TAGGED = re.compile(r"^\s*(?i:among|of|for|looking at)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:(?P<town>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)\s+)?"
                           r"(?P<kind>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?P<scope>(?:with)?in\s+.+?\s+)?"
                           r"(?:whose|where the|with an?|that have an?)\s+(?P<group>[a-z]+)\s+(?:is\s+)?(?:tagged|known|given|listed|recorded|"
                           r"mapped|set)\s*,\s*(?:which|what)(?:\s+(?:one|value|\w+))?\s+(?:is|comes up|shows up)\s+(?:the\s+)?most"
                           r"(?:\s+(?:common|often|frequent|popular|usual))?(?P<rest>[^?.!]*)[?.!]*\s*$")
# '... that say what type they are': those whose type is tagged
_SAYS_WHICH = re.compile(r"\b(?:that|which)\s+(?:say|says|state|states|give|gives|list|lists|show|shows|tell)\s+"
                         r"(?:what|which)\s+(?P<group>[a-z]+)\s+(?:they are|they're|it is|it's|they have)\b", re.IGNORECASE)
# a town as the topic, the scope of what follows: 'singapore: how many restaurants are wheelchair accessible'
_TOPIC_SCOPE = re.compile(r"^\s*(?:(?:the|in)\s+)?(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[^:?,]{1,40}?)(?:['’]s)?(?:\s+(?:map\s+)?data)?\s*:\s*"
                          r"(?P<rest>(?:(?:for\s+)?how many|which|what|number of|count)\b"
                          r"(?!.*\b(?:within|in(?! the (?:map )?data\b)|near|around)\s).+)$",
                          re.IGNORECASE)
# 'in Schaan', 'in your Marina Bay data', 'in the Baltimore data you have'
_IN = re.compile(r"^(?:in|inside)\s+(?:(?:the|your|my)\s+)?(?P<place>.+?(?:\s+data)?)(?:\s+(?:you have|you've got))?$",
                 re.IGNORECASE)   # ('in the Baltimore data': the extract, tools/metric/places.py)
# a place said by what lies close to it, with no distance: 'beside X' is its neighbours, 'near X' the area around it
# (as a count says it: reading/metrics.py)
_CLOSE_BY_RADIUS = {"next to": NEXT_TO_RADIUS_M, "beside": NEXT_TO_RADIUS_M, "adjacent to": NEXT_TO_RADIUS_M,
                    "near": POINT_AS_AREA_RADIUS_M, "around": POINT_AS_AREA_RADIUS_M, "close to": POINT_AS_AREA_RADIUS_M}
_CLOSE_BY = re.compile(rf"^(?:right\s+|just\s+|directly\s+)?(?P<how>{'|'.join(_CLOSE_BY_RADIUS)})\s+(?:the\s+)?(?P<place>.+)$",
                       re.IGNORECASE)
# what is around a place, asked with no distance ('what's around X'): what a walk round it shows (the answer says how far)
_AROUND_RADIUS = {**dict.fromkeys(_CLOSE_BY_RADIUS, 1000.0), **{how: NEXT_TO_RADIUS_M for how, radius in
                                                                _CLOSE_BY_RADIUS.items() if radius == NEXT_TO_RADIUS_M}}
_LENGTH_KINDS = {"street", "streets", "road", "roads", "river", "rivers", "path", "paths", "way", "ways", "trail",
                 "trails", "stream", "streams", "canal", "canals", "route", "routes", "footpath", "footpaths",
                 "cycleway", "cycleways", "track", "tracks", "railway", "railways", "line", "lines"}


# What a 'most common' groups by when it names no attribute: the kind of place, its name, its food
_GROUPED_WITHOUT_ATTRIBUTE = re.compile(r"(?:kind|type|sort)(?: of \w+)?|shop type|name|kind of food|food", re.IGNORECASE)


def _amount(text: str, kind: str, longer: bool = False) -> tuple[str, float] | None:
    """('length', metres), ('area', square metres) or ('height', metres) from '1.5 km', '1 hectare', '500 m' (a line
    or anything said 'longer' is measured along; anything else in metres, by how high it is)."""
    if (area := _AREA.search(text)) is not None:
        number = area["n"].casefold().replace(",", ".")
        value = SPELLED_AMOUNTS.get(number) or float(number)
        return "area", value * _AREA_UNITS[area["unit"].casefold()]
    if (distance := find_distance(text)) is not None:
        # (metres of a kind that is no line: how high it is, 'peaks over 500 m', 'buildings over 30 m')
        return "length" if longer or kind.casefold() in _LENGTH_KINDS else "height", distance[0]
    return None


# the answers the asker offers, after the scope: '... in the X data - stands, wall loops or something else?'
_OPTIONS_AFTER = re.compile(r"\s+[-–—:]\s+[^-–—:]*\bor\b[^-–—:]*$", re.IGNORECASE)


def _scope(question: str, match: re.Match[str], close_by: dict[str, float] | None = None) -> dict[str, Any] | None:
    text = _OPTIONS_AFTER.sub("", match["scope"])
    if (within := _WITHIN.match(text)) is not None and (distance := find_distance(within["distance"])) is not None:
        return {"anchor": within["place"].strip(), "radius_m": distance[0]}
    if (inside := _IN.match(text)) is not None:
        return {"region": inside["place"].strip()}
    if close_by and (close := _CLOSE_BY.match(text)) is not None:   # said with no distance: the one its words mean
        return {"anchor": close["place"].strip(), "radius_m": close_by[close["how"].casefold()]}
    if TOWN.fullmatch(text.strip()):
        return {"region": text.strip()}   # 'Singapore cafes that ...': the town said before the kind
    return None


def _at_a_moment(question: str) -> bool:
    """Whether the question asks what is open at a moment ('... in X are open at sunday 8am'): no aggregate holds a
    moment, and a form's scope or condition would take it in and drop it ('open 24/7', 'open 24 hours' are a value)."""
    from georeact.reading.deterministic import cues   # (the reader's own cue table; imported late: it imports this)

    from georeact.reading.attribute_questions import find_when

    said = cues()["open_at_cues"].search(question)
    if said is None:   # 'Wednesday 12:30, Heidelberg. Number of pubs open then': the moment said apart from 'open'
        return _OPEN_THEN.search(question) is not None and find_when(question) is not None
    return re.match(r"\s*(?:/\s*7|hours?\b|hrs\b|h\b)", question[said.end():]) is None


# what the places say of themselves is what their tags say: 'say they're', 'claim to be', 'are listed as'
_SAY_THEY_ARE = re.compile(r"\b(?:that\s+|which\s+)?(?:say|says|claim|claims|state|states)\s+(?:they(?:['’]re|\s+are)|it(?:['’]s|\s+is)|to\s+be)\s+"
                           r"|\b(?:are|is)\s+(?:listed|marked|tagged|flagged)\s+as\s+(?=[a-z])", re.IGNORECASE)
_OPEN_THEN = re.compile(r"\bopen\s+(?:then|at that (?:time|hour|moment)|at the time|by then|that early|that late)\b",
                        re.IGNORECASE)


def _among_town_kind(topic: re.Match[str]) -> QuestionReading | None:
    """The 'which is most common' question of a topic said as a town and a kind ('baltimore cafes', 'the Eastbrook fast
    food places'), asked among that kind in that town; None when the topic is not so said."""
    words = re.sub(r"^the\s+", "", topic["topic"], flags=re.IGNORECASE).split()
    for cut in (1, 2):
        town, kind = town_said(" ".join(words[:cut])), " ".join(words[cut:])
        if town is not None and kind and lookup(kind.casefold()) is not None:
            return read(f"{topic['rest']} among {kind} in {town}?")
    return None


# the places a value is asked of when the question names no kind: 'the most common cuisine in X' (of the eating
# places), 'which denomination is most common in X' (of the places of worship)
_IMPLIED_KIND = {"cuisine": "eating places", "cuisines": "eating places", "denomination": "places of worship",
                 "denominations": "places of worship", "religion": "places of worship", "religions": "places of worship"}
_NO_KIND = re.compile(r"^(?P<asked>\s*(?:(?:what(?:'s|s| is)\s+)?(?:the\s+)?most (?:common|frequent|usual|prevalent)\s+"
                      r"(?P<group>cuisines?|denominations?|religions?)|(?:which|what)\s+(?P<which>cuisine|denomination|religion)"
                      r"\s+is\s+(?:the\s+)?most\s+(?:common|frequent|usual|prevalent))\s+)"
                      r"(?P<scope>(?:in|within|near|around)\s+[^?]+?)[\s?.!]*$", re.IGNORECASE)


_AND_THOSE = re.compile(r"^\s*how many\s+(?P<kind>[a-zäöüéè][\w'-]*(?:\s+[a-zäöüéè][\w'-]*){0,2}?)\s+(?:are\s+there\s+)?"
                        r"(?P<scope>(?:in|within|near|around)\s+[^,?]+?)\s*[,?]?\s*(?:and\s+)?how many(?:\s+of\s+(?:them|those))?\s+"
                        r"(?P<verb>have|has|offer|list|show|accept|take)\s+(?P<condition>[^?]+?)[\s?.!]*$", re.IGNORECASE)


# whether any place of a kind passes a figure, asked with or without how many ('any peaks over 500 m within 5 km of X?
# how many?'): read as the count of those that do
# (and 'are there any peaks over 900 m, and how many within 5 km of X': a scope said first, put last)
ANY_OVER = re.compile(r"^\s*(?:(?:are|is)(?:\s+there)?\s+)?any\s+(?P<asked>[a-z][^?]*?\b(?:higher|taller|more|over|above|"
                       r"bigger|larger|longer|at\s+least)\b[^?,]*?)\s*(?:\?|$|,(?=\s*(?:and\s+)?(?:if\s+so\s*,?\s*)?(?:how many|count)))"
                       r"\s*(?:(?:and\s+)?(?:if\s+so\s*,?\s*)?(?:how many|count|number)"
                       r"(?:\s+(?:are there|of them|is that|then|exactly))?(?P<scope>\s+(?:within|in|near|around)\s+[^?]+?)?\s*\??)?\s*$",
                       re.IGNORECASE)


# the figure said after the scope ('any peaks within 8 km of X higher than 1000 m'): 'are' before it reads it
_ARE_OVER = re.compile(r"\s+(?=(?:higher|taller|bigger|larger|longer|more|over|above|at\s+least)\b)", re.IGNORECASE)


# a figure said after a scope with no verb ('how many peaks within 8 km of X higher than 1000 m')
_FIGURE_AFTER_SCOPE = re.compile(r"(?<=\w)(?<!\bare)(?<!\bis)\s+(?=(?:higher|taller|bigger|larger|longer|over|above)\s+"
                                 r"than\s+\d)", re.IGNORECASE)


# the options a question lists for which kind is most common, said before its scope ('what kind of lodging is most
# common - hotel, hostel or camp site within 10 km of X'): every kind is counted anyway
_OPTIONS_BEFORE_SCOPE = re.compile(r"(?<=\bcommon)\s+[-–—:]\s+[^-–—:?]*?\bor\b[^-–—:?]*?(?=\s+(?:within|in|near|around)\s)",
                                   re.IGNORECASE)


def read(question: str) -> QuestionReading | None:
    """The reading of an aggregate question, or None for any other."""
    if _at_a_moment(question):
        return None
    if (options := _OPTIONS_BEFORE_SCOPE.search(question)) is not None and \
            (said := read(question[:options.start()] + question[options.end():])) is not None:
        return said.model_copy(update={"question": question})
    if (both := _AND_THOSE.match(question)) is not None and (said := read(
            f"how many {both['kind']} {both['scope']} {both['verb']} {both['condition']}?")) is not None:
        # 'how many hotels are there within 20 km of X, and how many of them have a website': those that have it,
        # said with how many there are
        return said.model_copy(update={"question": question})
    if (implied := _NO_KIND.match(question)) is not None:   # (read as rewritten, the kind said)
        kind = _IMPLIED_KIND[(implied["group"] or implied["which"]).casefold()]
        return read(f"{implied['asked']}among the {kind} {implied['scope']}?")   # (its kind is no phrase of the question)
    if (claimed := _SAY_THEY_ARE.sub("are ", question)) != question and (said := read(claimed)) is not None:
        # 'how many restaurants say they're wheelchair accessible': those that are, by their tags (read as rewritten;
        # 'tagged as coffee shops', which no attribute reads, is read below as words their tags hold)
        return said
    if (whether := ANY_OVER.match(question)) is not None and \
            (said := read(f"how many {whether['asked']}{whether['scope'] or ''}?") or
             read(f"how many {_ARE_OVER.sub(' are ', whether['asked'] + (whether['scope'] or ''), 1)}?")) \
            is not None and said.aggregate is not None and (said.aggregate.more_than is not None or said.aggregate.at_least is not None):
        # 'any peaks higher than 500 m within 5 km of X? how many?': whether any is, by how many are (the answer says
        # yes or no first)
        return said.model_copy(update={"question": question, "none_ok": True})
    if re.match(r"\s*how many\s+(?-i:[a-z])", question, re.IGNORECASE) and \
            (figure := _FIGURE_AFTER_SCOPE.search(question)) is not None and \
            re.search(r"\b(?:within|in|near|around)\s", question[:figure.start()], re.IGNORECASE) and \
            (said := read(f"{question[:figure.start()]} are{question[figure.start():]}")) is not None:
        # 'how many peaks within 8 km of X higher than 1000 m?': those that are (read as rewritten)
        return said.model_copy(update={"question": question})
    if (fronted := _FRONTED.match(question)) is not None:   # read with its scope last; its spans are the question's
        said = read(f"{fronted['rest']} {fronted['scope']}?")
        return said.model_copy(update={"question": question}) if said is not None else None
    if (whose := _WHOSE_TAGGED.match(_SAYS_WHICH.sub(r"whose \g<group> is tagged", question))) is not None:
        scope = whose["scope"] or (f"in {whose['town']}" if whose["town"] else "") + whose["rest"]
        said = read(f"which {whose['group']} is most common among {whose['kind']} {scope.strip()}?")
        return said.model_copy(update={"question": question}) if said is not None else None
    if (owned := _OWNED_FIRST.match(question)) is not None and (town := town_said(owned["place"])) is not None:
        said = read(f"{owned['prep']} {owned['kind']} in {town}{owned['end']}")   # read with the town as the scope
        return said.model_copy(update={"question": question}) if said is not None else None
    if (topic := _KIND_TOPIC.match(question)) is not None and (said := _among_town_kind(topic)) is not None:
        return said.model_copy(update={"question": question})
    if (owned := _OWNED.search(question)) is not None:   # read with the town as the scope
        said = read(f"{question[:owned.start()]}{owned['prep']} {owned['kind']} in {owned['place']}{owned['end']}")
        return said.model_copy(update={"question": question}) if said is not None else None
    said_with: QuestionReading | None = None
    for pattern, shape in FORMS:
        if (match := pattern.search(question)) is None or \
                (scope := _scope(question, match, close_by=_CLOSE_BY_RADIUS if shape == "total" else
                                 _AROUND_RADIUS if shape == "kind" else None)) is None:   # (a total of those beside X)
            continue
        # ('among the other churches within 300 m of X': the place measured from is never among them anyway)
        kind = re.sub(r"^other\s+", "", match["kind"] or "places", flags=re.IGNORECASE)   # ('what's around X': places)
        kind = re.sub(r"\s+(?:that|which|who)$", "", kind, flags=re.IGNORECASE)   # 'the places that list a phone ...'
        kind = re.sub(r"^(?:two|three|four|five|six|both|\d+)\s+", "", kind, flags=re.IGNORECASE)   # ('the two car parks')
        asked: dict[str, Any] = {"feature": kind, **scope}
        if shape == "having":
            condition = re.sub(r"^(?:with|having|that (?:are|have))\s+", "", match["condition"].strip(" ?.!"))
            valued = next(((attribute, comparison, said["value"]) for pattern, attribute, comparison in VALUE_CONDITIONS
                           if (said := pattern.fullmatch(condition)) is not None), None) or \
                next(((attribute, "equals", value) for pattern, attribute, value in FIXED_VALUES
                      if pattern.fullmatch(condition)), None)
            verb = question[match.end("scope"):match.start("condition")] if match.groupdict().get("scope") and \
                match.end("scope") <= match.start("condition") else ""
            lacked = next((attribute for pattern, attribute in LACKING_WORDS if pattern.fullmatch(condition)), None)
            found = valued or ((lacked, (0, 0)) if lacked else None) or asked_attribute(match["condition"]) or \
                (asked_attribute(verb + match["condition"]) if _VERB_OF_AN_ATTRIBUTE.fullmatch(verb) else None)
            if found is None:   # words no attribute holds ('have a happy hour'): the kind said with them, which the
                # tools narrow to the rows whose tags carry them, or say they cannot (tools/described.py), when no
                # later form reads the question
                said_with = said_with or _said_with(question, match, scope, kind, condition)
                continue

            asked["having"] = found[0]
            if match.groupdict().get("lacking") or lacked:
                if attributes()[found[0]].answer == "yes_no" or valued is not None:
                    continue   # ('... aren't wheelchair accessible': a no and a tag not given are not told apart here)
                asked["lacking"] = True
            if valued is not None:   # 'on level 2': equals '2'; '4 stars or better': at least 4; 'open 24/7'
                value = valued[2] or ("24/7" if valued[0] == "opening_hours" else None)
                asked[valued[1]] = value if valued[1] == "equals" else float(str(value).replace(",", "."))
        elif shape == "group":
            if rank := _RANKS.get((match.groupdict().get("rank") or "").casefold()):
                asked["rank"] = rank
            said = asked_attribute(f"which {match['group']}") or asked_attribute(f"on which {match['group']}") or \
                asked_attribute(f"which {match['group']}{match.groupdict().get('qualifier') or ''}")   # 'which religion'
            if said is None and not _GROUPED_WITHOUT_ATTRIBUTE.fullmatch(match["group"]):
                continue   # 'the most common colour of ...': no attribute the data says, no aggregate of it
            asked["group_by"] = "name" if match["group"].casefold() == "name" else said[0] if said else \
                "cuisine" if re.search(r"food", match["group"], re.I) else "kind"
        elif shape == "top":
            # ('the tallest tower': its own height only; 'the tallest peak': as high as it rises, its elevation)
            natural = (found := lookup(kind)) is not None and all(f.column == "natural" for f in found[1])
            top = (match.groupdict().get("top") or match.groupdict().get("order") or "highest").casefold()
            asked["top_by"] = "built_height" if top == "tallest" and not natural else "height"
            if top == "lowest":
                asked["lowest"] = True
            if rank := _RANKS.get((match.groupdict().get("rank") or "").casefold()):
                asked["rank"] = rank   # 'the second highest peak': the one after the highest
        elif shape == "average":
            if match.groupdict().get("how") and not re.search(r"\baverage\b", question, re.IGNORECASE):
                continue   # ('how high are the peaks within 5 km of X': each one's, no average)
            asked["average_of"] = AVERAGED[match["averaged"].casefold()] if match.groupdict().get("averaged") else \
                _HOW_AVERAGED[re.sub(r"\s+", " ", match["how"].casefold())]
        elif shape == "kind":
            asked["group_by"] = "kind"
        elif shape == "total":
            asked["total_of"] = FIGURE_WORDS.get(match["figure"].casefold(), "capacity")   # ('bikes' it holds)
        elif shape == "above":
            amount = _amount(match["amount"], match["kind"], longer=re.search(r"\blonger\b", match.group(0), re.I) is not None)
            lower = re.search(rf"\b(?:{_LOWER})\b", match.group(0), re.IGNORECASE) is not None
            if amount is None or lower and amount[0] != "height":   # (a length or an area under a figure: no template)
                continue
            if amount[0] == "height":   # its height tag (a peak's elevation where no height is tagged)
                asked["having"] = amount[0]
                asked["less_than" if lower else "more_than"] = amount[1]
            else:
                asked["measure"], asked["above"] = amount
        places = {"anchors": [scope["anchor"]]} if "anchor" in scope else {"region": scope["region"]}
        return QuestionReading(question=question, shape="number", feature=kind if match["kind"] else None,
                               aggregate=AggregateAsked(**asked), radius_m=scope.get("radius_m"), **places)
    if (topic := _TOPIC_SCOPE.match(question)) is not None:   # 'singapore: how many restaurants are wheelchair ...'
        rest = re.sub(r"\s+in the (?:map )?data\b", "", topic["rest"]).rstrip(" ?.!")   # the topic says whose data
        said = read(f"{rest} in {topic['place']}?")
        return said.model_copy(update={"question": question}) if said is not None else None
    return said_with


# a town or its data, as a scope is said ('Heidelberg', 'the Singapore data')
_PLACE_SAID = re.compile(r"(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’.-]*){0,3}(?:\s+(?:map\s+)?(?:data|extract))?",
                         re.IGNORECASE)
_HAVING_VERB = re.compile(r"(?:that\s+|which\s+)?(?:have|has|having|with|offer|offers|offering|sell|sells|selling|serve|"
                          r"serves|serving|(?:are|is)\s+(?:tagged|marked|mapped|listed|labell?ed)\s+(?:as|with))\s",
                          re.IGNORECASE)   # ('cafes ... tagged as coffee shops': a value their tags hold)
_COUNTED = re.compile(r"^\s*(?:[^:?]{2,60}:\s*)?(?:how many|number of|count|for how many)\b", re.IGNORECASE)
_NOT_SAID_WITH = re.compile(r"^(?:a|an|the|any|some|no|not|more|less|fewer|over|under|at|on|in|open|closed)\b|\d|"
                            r"\b(?:names?|called|named|spelled|spelt)\b", re.IGNORECASE)   # ('Espresso in their name')


def _said_with(question: str, match: re.Match[str], scope: dict[str, Any], kind: str,
               condition: str) -> QuestionReading | None:
    """A count or list of the kind with a condition no attribute names, said as the question says it ('pubs ... have
    a happy hour'); None when the condition is no thing a place has ('are open', 'on level 2', 'over 2 ha' are read by
    the forms above or not at all)."""
    condition = re.sub(r"^(?:a|an|any|some)\s+", "", condition)
    if not re.fullmatch(r"[a-zäöüéè][\w'’-]*(?:\s+[a-zäöüéè][\w'’-]*){0,3}", condition, re.IGNORECASE) or \
            _NOT_SAID_WITH.match(condition):
        return None
    before = max(end for end in (match.end("kind"), match.end("scope")) if end <= match.start("condition"))
    said = question[before:match.end("condition")].strip(" ,?.!")   # 'have a happy hour', 'with vegan options'
    if not _HAVING_VERB.match(said) or lookup(kind.casefold()) is None:
        return None   # 'are bigger than one hectare', 'are open': no thing the places have
    if "region" in scope and not _PLACE_SAID.fullmatch(scope["region"]):
        return None   # ('... in the data that say they're open'): no town
    places = {"anchors": [scope["anchor"]], "radius_m": scope["radius_m"]} if "anchor" in scope else \
        {"region": scope["region"]}
    metric, shape = ("count", "count") if _COUNTED.match(question) else ("list", "places")
    return QuestionReading(question=question, shape=shape, metric=metric, feature=kind, modifier=said, **places)


def _one_scope(reading: QuestionReading, radius_needed: bool) -> dict[str, Any] | None:
    """The aggregate's scope a one-step reading says: around its one anchor (with a radius, when `radius_needed`) or
    in its region; None for any other."""
    if len(reading.anchors) == 1 and reading.region is None and (reading.radius_m is not None or not radius_needed):
        return {"anchor": reading.anchors[0], "radius_m": reading.radius_m}
    return {"region": reading.region} if reading.region and not reading.anchors else None


def with_attribute(reading: QuestionReading) -> QuestionReading:
    """A count or list of a kind whose modifier is an attribute the places carry ('a cafe with wifi near X - how many
    are there within 400 m', 'restaurants with a website in Y'): the aggregate of the places having it (every value
    that means having it, reading/data/attributes.yaml), over the reading's radius or region. Any other reading as
    it is."""
    if reading.metric not in ("count", "list") or not reading.feature or not reading.modifier or \
            reading.operation or reading.then is not None or reading.described:
        return reading
    found = asked_attribute(reading.modifier)
    if found is not None and reading.open_at:
        return reading   # no aggregate holds a moment: a count at a moment stays one ('cafes with wifi open at 8')
    scope = _one_scope(reading, radius_needed=True)
    if found is None or scope is None:
        return reading
    return reading.model_copy(update={"shape": "number", "metric": None, "modifier": None, "search": False,
                                      "aggregate": AggregateAsked(feature=reading.feature, having=found[0], **scope)})


def buildings_counted(reading: QuestionReading) -> QuestionReading | None:
    """'how many buildings are there within 500 m of X': the count of every building footprint in the scope (the
    places that are also buildings are a few of them); None for any other reading."""
    if reading.metric != "count" or not is_buildings(reading.feature) or reading.modifier or reading.operation or \
            reading.open_at or reading.then is not None or reading.described:
        return None
    if (scope := _one_scope(reading, radius_needed=False)) is None:
        return None
    return reading.model_copy(update={"shape": "number", "metric": None, "search": False,
                                      "aggregate": AggregateAsked(feature=reading.feature, **scope)})


def steps(reading: QuestionReading) -> list[Call] | None:
    """GenerateSQL writes the SELECT from the template (tools/sql_templates.py)."""
    if reading.aggregate is None:
        return None
    # (the rank is the answer's: the template's rows are the most common values, in order)
    return [Call("GenerateSQL", {"template": reading.aggregate.model_dump(exclude_none=True, exclude={"rank"})},
                 f"the aggregate over {reading.aggregate.feature}, written as SQL")]

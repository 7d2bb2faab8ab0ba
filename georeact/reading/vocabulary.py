"""The OpenStreetMap vocabulary of the iD editor's presets (data/osm_presets.json, ISC; see data/NOTICE).

Pure: phrases in, filter specs out ("pois.amenity=restaurant & cuisine=greek", the format of poi_filter's
curated YAML); no database. Lookup order inside the presets: a preset's name or alias, then a search term.
A term shared by several presets counts only when one of them is the common parent of the others ("house
of worship": Place of Worship, not each religion's preset); otherwise it is ambiguous and only suggested.
Modifiers ("Greek", "vegan", "with outdoor seating") are matched against the option labels of the head
preset's fields, so their values come from the schema, not from hand lists; attributes said with a number or a
fixed phrase ("four-star", "24-hour") come from data/attribute_terms.yaml. "place" is everyday English for any
place, not OSM's place=*: phrases built on it ("a place to eat", "pizza place", "places of worship") are read
by what the place is for (data/place_phrases.yaml), and the word alone is no kind of place.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel

from georeact.reading import english
from georeact.reading.lifecycle import is_former
from georeact.reading.pointed_at import HIGHWAY_POINTS, WATERWAY_POINTS, is_pointed_at
from georeact.reading.travelled_routes import is_travelled_route
from georeact.geo.units import NUMBER_WORDS

DATA_FILE = Path(__file__).resolve().parent / "data" / "osm_presets.json"
FIELD_TERMS_FILE = DATA_FILE.with_name("field_terms.yaml")
PLACE_PHRASES_FILE = DATA_FILE.with_name("place_phrases.yaml")
ATTRIBUTE_TERMS_FILE = DATA_FILE.with_name("attribute_terms.yaml")
_ARTICLES = re.compile(r"^(a|an|the|all|any|some|every|each|number of|many)\s+")

# The words for places of any kind ('how many places in X have a website', 'how many places are open at 2 pm'): no
# kind the vocabulary resolves, the tools that take them read every POI (never a route)
ANY_PLACE = {"places", "place", "businesses", "spots", "pois", "points of interest", "venues", "mapped feature",
             "mapped features", "map feature", "map features", "feature", "features", "thing", "things"}


# every building the data holds, named or not, said by its plain word: counted over the map's footprints
# (db/background.py), not over the places that are also buildings
BUILDINGS = {"building", "buildings", "building footprint", "building footprints", "footprints"}


def is_buildings(phrase: str | None) -> bool:
    """Whether a feature phrase says buildings of any kind ('buildings', 'building footprints')."""
    return (phrase or "").casefold().strip() in BUILDINGS


def is_any_place(phrase: str | None) -> bool:
    """Whether a feature phrase says places of any kind ('places', 'businesses')."""
    return (phrase or "").casefold().strip() in ANY_PLACE


# Which logical table an object with these tags lands in: the twin of classify() in db/styles/gsqa.lua (and of
# _classify in db/planet_osm.py). Presets whose tags land nowhere (natural=tree, power=pole ...) are not offered.
PARK_LEISURE = {"park", "garden", "nature_reserve", "common", "recreation_ground", "dog_park"}
PARK_BOUNDARY = {"national_park", "protected_area"}
WATER_LANDUSE = {"reservoir", "basin"}
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft", "emergency")
POI_RAILWAY = {"station", "halt", "tram_stop"}
# Values meaning "has it" for check fields and for the diet:* keys of multiCombo fields.
YES_VALUES = ("yes", "only")


# --------------------------------------------------------------------------------------------------
# Phrase normalisation (shared with poi_filter and reconcile)

# letters no accent mark makes, folded as the database's unaccent rules fold them ('Seyðisfjörður' is typed
# 'seydisfjordur', 'Þórshöfn' 'thorshofn')
_LETTERS_FOLDED = str.maketrans({"ð": "d", "Ð": "D", "þ": "th", "Þ": "TH", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O",
                                 "œ": "oe", "Œ": "OE", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D"})


def fold(text: str) -> str:
    """Lower case, accents removed, '-'/'_' as spaces, single spaces (like the database's georeact_fold)."""
    text = unicodedata.normalize("NFKD", (text or "").translate(_LETTERS_FOLDED))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    return re.sub(r"\s+", " ", re.sub(r"[-_/]", " ", text)).strip()


def fold_as_database(text: str | None) -> str:
    """Python twin of georeact_fold (accents off, lower case, 'ß' as 'ss'), for comparing names and context strings
    with what the database folded."""
    decomposed = unicodedata.normalize("NFKD", (text or "").translate(_LETTERS_FOLDED))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower().replace("ß", "ss").strip()


def squash(text: str | None) -> str:
    """Folded as the database folds, with only letters and digits left: 'Monaco Ville' == 'Monaco-Ville'. How
    place names are compared."""
    return "".join(c for c in fold_as_database(text) if c.isalnum())


def _singular(word: str) -> str:
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "buses", "gases")):   # ('minibuses'; 'houses' keeps its e)
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def normalize_phrase(text: str) -> str:
    s = fold(text).strip(" .?!,;:'\"")
    while (stripped := _ARTICLES.sub("", s)) != s:
        s = stripped
    return s


_HEAD_PREPOSITIONS = {"of", "to", "for", "with", "in", "on", "at", "where", "that", "which"}
# words after a kind that say it is a choice of places, not another kind
_CHOICE_HEADS = {"options", "option", "choices", "choice", "alternatives"}


def phrase_variants(text: str) -> list[str]:
    """The phrase as written, then with its last word singular (cafés -> cafe, churches -> church), then as one
    closed compound (English writes "cycle way", "cycle-way" and "cycleway", "foot path" and "footpath"); a
    phrase whose head noun comes before a preposition also with that noun singular ("places of worship" ->
    "place of worship", "houses of worship", "places to eat"); last, the singular English's own rules give when the
    simple ones above give another ('volcanoes', 'buses')."""
    s = normalize_phrase(text)
    words = s.split(" ")
    simple = _singular(words[-1])
    variants = [s, " ".join(words[:-1] + [simple])]
    if len(words) > 1:
        closed = re.sub(r"[\s-]+", "", s)
        variants += [closed, _singular(closed)]
    from georeact.reading.names import unheard   # (names reads this module's folding)

    if simple != words[-1] and (singular := english.singular(words[-1])) not in (None, simple) and not unheard(singular):
        variants.append(" ".join(words[:-1] + [singular]))   # 'volcanoes', 'buses': English's own plural rules ('bus' is
        # no plural of 'bu': a singular English never writes is none)
    if len(words) > 1 and words[-1] in _CHOICE_HEADS:   # 'lodging options', 'parking choices': the kind itself
        variants += phrase_variants(" ".join(words[:-1]))
    at = next((i for i in range(1, len(words) - 1) if words[i] in _HEAD_PREPOSITIONS), None)
    if at is not None and _singular(words[at - 1]) != words[at - 1]:
        variants.append(" ".join(words[:at - 1] + [_singular(words[at - 1])] + words[at:]))
    return list(dict.fromkeys(v for v in variants if v))


def index_key(text: str) -> str:
    """How names and terms are indexed: normalized, punctuation dropped ("Drive-Through" = "drive through")."""
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s&]", " ", normalize_phrase(text))).strip()


# --------------------------------------------------------------------------------------------------
# The data file

class PresetField(BaseModel):
    key: str                      # "cuisine"; "diet:" for a multiCombo whose options are keys (diet:vegan)
    type: str
    label: str
    terms: list[str] = []
    options: dict[str, str] = {}  # value -> English label

    @property
    def open(self) -> bool:
        """Takes values the schema does not list (denomination, museum, cuisine's rarer values)."""
        return self.type == "semiCombo" or (self.type in ("combo", "typeCombo") and not self.options)


class Preset(BaseModel):
    id: str
    name: str
    tags: dict[str, str]
    geometry: list[str] = []
    aliases: list[str] = []
    terms: list[str] = []
    fields: list[str] = []        # modifier fields among iD's primary fields
    more: list[str] = []          # modifier fields among iD's moreFields
    searchable: bool = True


class PresetData(BaseModel):
    version: str
    licence: str
    presets: list[Preset]
    fields: dict[str, PresetField]


@lru_cache(maxsize=1)
def data() -> PresetData:
    loaded = PresetData.model_validate_json(DATA_FILE.read_text(encoding="utf-8"))
    for key, terms in yaml.safe_load(FIELD_TERMS_FILE.read_text(encoding="utf-8")).items():
        if key in loaded.fields:   # the curated words people use for a field that the schema lacks
            field = loaded.fields[key]
            field.terms = list(dict.fromkeys([*field.terms, *terms]))
    return loaded


def logical_table(tags: dict[str, str]) -> str | None:
    """The table an object with `tags` is stored in (None: the import keeps no such objects)."""
    get = tags.get
    if is_travelled_route(tags):   # a route relation is a POI whatever else it carries (gsqa.lua's route branch)
        return "pois"
    if get("leisure") in PARK_LEISURE or get("boundary") in PARK_BOUNDARY:
        return "parks"
    if get("waterway") in WATERWAY_POINTS:   # (a waterfall: a point people go to, no water)
        return "pois"
    if get("natural") == "water" or "water" in tags or get("landuse") in WATER_LANDUSE or "waterway" in tags:
        return "lakes"
    if get("boundary") == "administrative" or "place" in tags:
        return "regions"
    if get("highway") in HIGHWAY_POINTS:
        return "pois"
    if "highway" in tags:
        return "roads"
    if (any(key in tags for key in POI_KEYS) or get("railway") in POI_RAILWAY or is_pointed_at(tags)
            or is_former(tags, POI_KEYS)):
        return "pois"
    return None


def _head_key(preset: Preset) -> str:
    """The tag that names the kind (amenity of amenity/restaurant/pizza); the others narrow it."""
    first = preset.id.split("/", 1)[0]
    if first in preset.tags:
        return first
    return next((k for k in (*POI_KEYS, "highway", "waterway", "water", "place", "railway") if k in preset.tags),
                next(iter(preset.tags)))


def preset_spec(preset: Preset) -> str | None:
    """'pois.amenity=restaurant & cuisine=pizza' for a preset; None when no table holds such objects."""
    table = logical_table(preset.tags)
    if table is None:
        return None
    head = _head_key(preset)
    value = preset.tags[head]
    spec = f"{table}.{head}" + ("" if value == "*" else f"={value}")
    extra = [f"{k}={v}" for k, v in preset.tags.items() if k != head and v != "*"]
    return " & ".join([spec, *extra])


# --------------------------------------------------------------------------------------------------
# The index

class Entry(BaseModel):
    canonical: str
    presets: list[int]        # indexes into data().presets


class Index(BaseModel):
    names: dict[str, Entry] = {}
    terms: dict[str, Entry] = {}          # multi-word search terms ("house of worship")
    weak_terms: dict[str, Entry] = {}     # one-word terms: "center", "help", "reserve" are terms too
    ambiguous: dict[str, list[str]] = {}   # term -> the names of the presets it could mean


def _common_parent(presets: list[Preset]) -> int | None:
    """The position of the generic preset among those sharing a term: the one whose tags are contained in more
    than half of the others' (Place of Worship for "house of worship", though Monastery Grounds has it too)."""
    contains = [sum(candidate.tags.items() <= other.tags.items() for other in presets) for candidate in presets]
    best = max(range(len(presets)), key=contains.__getitem__)
    return best if contains[best] * 2 > len(presets) else None


def _name_keys(preset: Preset) -> list[str]:
    """Name and aliases; iD names land-use presets "X Grounds" (Hospital Grounds), which people call "X"."""
    keys = [index_key(text) for text in [preset.name, *preset.aliases]]
    keys += [key.removesuffix(" grounds") for key in keys if key.endswith(" grounds")]
    # a noun before the head is said in the singular: "Watches Shop" is a watch shop
    keys += [" ".join([*map(_singular, words[:-1]), words[-1]]) for words in (key.split() for key in keys) if len(words) > 1]
    return list(dict.fromkeys(keys))


# the keys that are also the noun people put after a kind's name ('the chain barrier', 'a rope barrier')
_KEYS_SAID_AS_NOUNS = ("barrier",)


@lru_cache(maxsize=1)
def index() -> Index:
    """Over every preset, also those no table holds: "tree" is a tree (none stored), not the garden centre
    whose search terms include it."""
    presets = data().presets
    names: dict[str, list[int]] = {}
    terms: dict[str, list[int]] = {}
    generic = set(place_words().generic)   # iD's "Place" (place=*) is towns and villages, not "a place"
    for i, preset in enumerate(presets):
        for key in _name_keys(preset):
            if key not in generic:
                names.setdefault(key, []).append(i)
        for text in preset.terms:
            if index_key(text) not in generic:
                terms.setdefault(index_key(text), []).append(i)
    out = Index()
    for key, found in names.items():
        found = list(dict.fromkeys(found))
        out.names[key] = Entry(canonical=key, presets=found)
    for key, found in terms.items():
        found = list(dict.fromkeys(found))
        if key in out.names:
            continue
        parent = _common_parent([presets[i] for i in found])
        if parent is None:
            out.ambiguous[key] = list(dict.fromkeys(presets[i].name for i in found))
            continue
        target = out.terms if " " in key else out.weak_terms
        target[key] = Entry(canonical=_name_keys(presets[found[parent]])[-1], presets=[found[parent]])
    # a name said with the head noun of one of its own terms: 'compressed air pump' (Compressed Air, its term 'air
    # pump'), 'waste basket bin'; only where no name or term says it already
    headed: dict[str, set[int]] = {}
    for i, preset in enumerate(presets):
        heads = {index_key(text).split()[-1] for text in preset.terms if " " in text.strip()}
        for key in _name_keys(preset):
            for head in heads - set(key.split()):
                headed.setdefault(f"{key} {head}", set()).add(i)
    # a name said with its key when the key is the everyday noun of its kind: 'chain barrier' (Chain, barrier=chain)
    for i, preset in enumerate(presets):
        if (noun := _head_key(preset)) in _KEYS_SAID_AS_NOUNS:
            for key in _name_keys(preset):
                if not key.endswith(noun):
                    headed.setdefault(f"{key} {noun}", set()).add(i)
    for key, found in headed.items():
        if len(found) == 1 and key not in out.names and key not in out.terms and key not in out.ambiguous:
            (i,) = found
            out.terms[key] = Entry(canonical=_name_keys(presets[i])[-1], presets=[i])
    return out


def lookup(phrase: str, weak: bool = False) -> tuple[str, list[str]] | None:
    """(canonical phrase, filter specs) for a preset name, alias or unambiguous multi-word term, plural or
    singular; `weak` adds the one-word terms (too common in questions to treat as feature words by default:
    "center", "help", "reserve")."""
    idx = index()
    tables = (idx.names, idx.terms, idx.weak_terms) if weak else (idx.names, idx.terms)
    for variant in dict.fromkeys(index_key(v) for v in phrase_variants(phrase)):
        for table in tables:
            entry = table.get(variant)
            if entry is not None:
                specs = [preset_spec(data().presets[i]) for i in entry.presets]
                specs = list(dict.fromkeys(s for s in specs if s))
                return (entry.canonical, specs) if specs else None
    return None


def ambiguous(phrase: str) -> list[str]:
    """The preset names a shared term could mean ("beer": Bar, Pub, Beer Garden ...)."""
    idx = index()
    return next((idx.ambiguous[v] for v in (index_key(p) for p in phrase_variants(phrase)) if v in idx.ambiguous), [])


def phrases() -> list[str]:
    """Every indexed name, alias and unambiguous term."""
    idx = index()
    return [*idx.names, *idx.terms, *idx.weak_terms]


# --------------------------------------------------------------------------------------------------
# Modifiers

def preset_for(tags: dict[str, str]) -> Preset | None:
    """The most specific preset whose tags all hold for an object with `tags` (the head of a modifier)."""
    return _preset_for(tuple(sorted(tags.items())))


@lru_cache(maxsize=512)
def _preset_for(items: tuple[tuple[str, str], ...]) -> Preset | None:
    tags = dict(items)
    candidates = [p for p in data().presets
                  if all(tags.get(k) == v or (v == "*" and k in tags) for k, v in p.tags.items())]
    # more tags first, then exact values before wildcards (amenity/restaurant before amenity=*), searchable first
    return max(candidates, key=lambda p: (len(p.tags), sum(v != "*" for v in p.tags.values()), p.searchable),
               default=None)


def modifier_fields(tags: dict[str, str], primary: bool = False) -> list[PresetField]:
    preset = preset_for(tags)
    if preset is None:
        return []
    fields = data().fields
    return [fields[f] for f in preset.fields + ([] if primary else preset.more) if f in fields]


def _matches(modifier: str, *texts: str) -> bool:
    wanted = {index_key(v) for v in phrase_variants(modifier)}
    return any(index_key(text) in wanted for text in texts if text)


def _family_fields(tags: dict[str, str]) -> list[PresetField]:
    """Fields of every preset of the head's key (all amenity=* presets for a restaurant): a drive-through
    restaurant is said with fast food's field."""
    return _presets_fields(next(iter(tags)))


def _sub_preset_fields(tags: dict[str, str]) -> list[PresetField]:
    """Fields of the presets narrower than the head's (man_made=surveillance + surveillance:type=camera under
    man_made=surveillance), that the head's own preset does not list."""
    return _presets_fields(*next(iter(tags.items())))


@lru_cache(maxsize=1024)
def _presets_fields(key: str, value: str | None = None) -> list[PresetField]:
    """Fields of the presets tagged with `key` (any value), or of those narrower than `key`=`value`."""
    fields = data().fields
    ids = dict.fromkeys(f for p in data().presets
                        if (key in p.tags if value is None else p.tags.get(key) == value and len(p.tags) > 1)
                        for f in p.fields + p.more)
    return [fields[f] for f in ids if f in fields]


def _named_field(modifier: str, fields: list[PresetField]) -> list[dict[str, str]] | None:
    for field in fields:
        if field.type in ("check", "defaultCheck", "radio") and _matches(modifier, field.label, *field.terms):
            yes = [v for v in YES_VALUES if v in field.options] or ["yes"]
            return [{field.key: v} for v in yes]
    return None


def match_modifier(modifier: str, tags: dict[str, str]) -> list[dict[str, str]] | None:
    """The extra conditions a modifier adds to a head with `tags`, each alternative one dict: 'greek' on a
    restaurant -> [{cuisine: greek}], 'vegan' -> [{diet:vegan: yes}, {diet:vegan: only}], 'outdoor seating'
    -> [{outdoor_seating: yes}], 'four-star' on a hotel -> [{stars: 4}] (attribute_modifier). None when no field
    option or label of the head's preset says it."""
    if (attribute := attribute_modifier(modifier, tags)) is not None:
        return attribute
    fields = modifier_fields(tags)
    # a field named by the modifier ("emergency" hospital: emergency=yes) before an option of another field
    # (healthcare:speciality=emergency)
    if (named := _named_field(modifier, fields)) is not None:
        return named
    if (option := _option_said(modifier, fields)) is not None:
        return option
    if tags and (option := _option_said(modifier, _sub_preset_fields(tags))) is not None:
        return option   # 'dome' of a surveillance camera: the Surveillance Camera preset's camera:type=dome
    return _named_field(modifier, _family_fields(tags)) if tags else None


def _option_said(modifier: str, fields: list[PresetField]) -> list[dict[str, str]] | None:
    for field in fields:
        for value, label in field.options.items():
            if _matches(modifier, label, value.replace("_", " ")):
                if field.key.endswith(":"):   # multiCombo of keys: diet:vegan=yes|only
                    return [{field.key + value: v} for v in YES_VALUES]
                return [{field.key: value}]
    return None



def modifier_keys(tags: dict[str, str]) -> list[str]:
    """Keys an open modifier may be a value of (for probing the database), most likely first."""
    return list(dict.fromkeys(f.key for f in modifier_fields(tags) if f.open and not f.key.endswith(":")))


def fallback_key(tags: dict[str, str]) -> str | None:
    """The open field an unknown modifier most likely fills (cuisine, denomination, museum): one of iD's primary
    fields of the head, and a plain key, not an attribute of something (building:material)."""
    return next((f.key for f in modifier_fields(tags, primary=True)
                 if f.open and ":" not in f.key), None)


# --------------------------------------------------------------------------------------------------
# Attributes said with a number or a fixed phrase (data/attribute_terms.yaml)

class CountedAttribute(BaseModel):
    units: list[str]
    max: int


class ScopedTerms(BaseModel):
    said_of: list[str]   # "key=value": the heads the terms are said of
    terms: list[str]


class AttributeTerms(BaseModel):
    counted: dict[str, CountedAttribute] = {}
    values: dict[str, list[str]] = {}       # "key=value|value" -> terms
    scoped: dict[str, ScopedTerms] = {}     # the same, said of some kinds only
    before: dict[str, list[str]] = {}       # the same, said only before the kind


@lru_cache(maxsize=1)
def attribute_terms() -> AttributeTerms:
    return AttributeTerms.model_validate(yaml.safe_load(ATTRIBUTE_TERMS_FILE.read_text(encoding="utf-8")))


# how an attribute may be introduced after the head: 'hotel with 4 stars', 'hotels rated 5 stars'
_ATTRIBUTE_LEAD = re.compile(r"^(?:with|having|rated|that (?:is|are|has|have)|which (?:is|are|has|have)|(?:that|which)(?=\s)|"
                             r"(?:that|which) (?:is|are) rated)\s+(?:(?:a|an)\s+)?")
_COUNTED = re.compile(r"(?P<n>\d+|[a-z]+)\s*(?P<unit>\*|[a-z]+)")


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def attribute_modifier(modifier: str, tags: dict[str, str], after: bool = False) -> list[dict[str, str]] | None:
    """The tags an attribute modifier says, each alternative one dict: 'four-star' / '4 star' / 'with 5 stars' on
    a hotel -> [{stars: 4}] (a counted field of the head's preset), '24-hour' / 'open 24/7' on a point of interest
    -> [{opening_hours: 24/7}, {opening_hours: Mo-Su 00:00-24:00}]; 'pay' before a toilet -> [{fee: yes}] (`after`:
    said after the kind, where such words say what is asked). None when the modifier is no such attribute."""
    said = _ATTRIBUTE_LEAD.sub("", normalize_phrase(modifier))
    terms = attribute_terms()
    if (counted := _COUNTED.fullmatch(said)) and (n := _number(counted["n"])) is not None:
        unit = _singular(counted["unit"])
        keys = {f.key for f in modifier_fields(tags)} if tags else set()
        for key, attribute in terms.counted.items():
            if unit in attribute.units and key in keys and 1 <= n <= attribute.max:
                return [{key: str(n)}]
    if not tags or logical_table(tags) != "pois":
        return None
    wanted = index_key(said)
    scoped = {tag: said_of.terms for tag, said_of in terms.scoped.items()
              if any(tags.get(key) == value for key, _, value in (head.partition("=") for head in said_of.said_of))}
    for tag, words in [*terms.values.items(), *scoped.items(), *([] if after else terms.before.items())]:
        if any(index_key(word) == wanted for word in words):
            key, _, values = tag.partition("=")
            return [{key: value} for value in values.split("|")]
    return None


# --------------------------------------------------------------------------------------------------
# Phrases built on "place" (data/place_phrases.yaml)

class PlaceWords(BaseModel):
    generic: list[str]
    connectors: list[str]
    serves: str
    serve_fields: list[str]
    purposes: dict[str, list[str]]     # the phrase it means -> what the place is for

    def purpose(self, text: str) -> str | None:
        """The phrase a purpose means ('eat' -> 'eating place'), None when `text` is no purpose."""
        key = index_key(text)
        return next((target for target, words in self.purposes.items()
                     if any(index_key(word) == key for word in words)), None)


@lru_cache(maxsize=1)
def place_words() -> PlaceWords:
    return PlaceWords.model_validate(yaml.safe_load(PLACE_PHRASES_FILE.read_text(encoding="utf-8")))


def generic_place(phrase: str) -> bool:
    """Whether the phrase is only a word for any place ('place', 'spots', 'somewhere'): no kind on its own."""
    return any(index_key(v) in place_words().generic for v in phrase_variants(phrase))


@lru_cache(maxsize=1)
def _place_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    words = place_words()
    generic = "|".join(re.escape(w) for w in words.generic)
    connectors = "|".join(re.escape(c) for c in sorted(words.connectors, key=len, reverse=True))
    purpose_after = re.compile(rf"^(?:{generic})(?:s|es)? (?:{connectors}) (?:(?:a|an|some|the) )?(?P<rest>.+)$")
    before = re.compile(rf"^(?P<rest>.+?) (?:{generic})(?:s|es)?$")
    return purpose_after, before


def place_phrase(phrase: str) -> tuple[str, str | None] | None:
    """How a phrase built on a generic word reads: (the phrase it means, a food that narrows it or None).
    'a place to eat' / 'somewhere to eat' -> ('eating place', None); 'places to stay' -> ('accommodation', None);
    'worship places' -> ('place of worship', None); 'sushi place' / 'a place for sushi' -> ('eating place',
    'sushi'); 'a place for coffee' -> ('coffee place', None), a phrase of its own. None for other phrases: the
    caller looks the food up (cuisine and diet of the `serves` head) and drops what it cannot read."""
    words = place_words()
    s = normalize_phrase(phrase)
    purpose_after, before = _place_patterns()
    if match := purpose_after.match(s):
        rest = match["rest"]
        if target := words.purpose(rest):
            return target, None
        return (f"{rest} place", None) if len(rest.split()) <= 3 else None   # 'a place for coffee'
    if match := before.match(s):
        rest = match["rest"]
        if target := words.purpose(rest):
            return target, None
        return words.serves, rest
    return None


def food_modifier(food: str, tags: dict[str, str]) -> list[dict[str, str]] | None:
    """The conditions a food puts on an eating place ('sushi' -> cuisine=sushi, 'vegan' -> diet:vegan=yes|only):
    only the fields that say what a place serves (cuisine, diet), so 'bar place' is no restaurant with a bar."""
    wanted = set(place_words().serve_fields)
    fields = [f for f in modifier_fields(tags) if f.key in wanted]
    for field in fields:
        for value, label in field.options.items():
            if _matches(food, label, value.replace("_", " ")):
                if field.key.endswith(":"):
                    return [{field.key + value: v} for v in YES_VALUES]
                return [{field.key: value}]
    return None

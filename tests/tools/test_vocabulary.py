"""The iD preset vocabulary: phrases the old curated YAML did not know, resolved on the real test database.

Row counts are checked against pyosmium over the shipped .osm.pbf files: every node, way and multipolygon
area carrying the tags, each OSM object once (the import keeps one row per object), independent of the
importer and of the matcher.
"""

from __future__ import annotations

from functools import lru_cache

import osmium
import pytest

from georeact.tools import poi_filter as pf
from georeact.reading import vocabulary as voc
from tests import independent as ind

LIST_KEYS = {"cuisine", "sport", "religion", "denomination"}   # ';'-separated lists in OSM


class _Objects(osmium.SimpleHandler):
    """(type, id) -> tags of every object with a POI-ish key (areas: closed ways and multipolygons)."""

    KEYS = ("amenity", "shop", "tourism", "leisure", "office", "emergency", "historic", "healthcare", "craft")

    def __init__(self) -> None:
        super().__init__()
        self.objects: dict[tuple[str, int], dict[str, str]] = {}

    def _keep(self, kind: str, ident: int, tags) -> None:
        if any(key in tags for key in self.KEYS):
            self.objects[(kind, ident)] = dict(tags)

    def node(self, n) -> None:
        self._keep("N", n.id, n.tags)

    def way(self, w) -> None:
        self._keep("W", w.id, w.tags)

    def area(self, a) -> None:
        self._keep("W" if a.from_way() else "R", a.orig_id(), a.tags)


@lru_cache(maxsize=1)
def osm_objects() -> dict[tuple[str, str, int], dict[str, str]]:
    out: dict[tuple[str, str, int], dict[str, str]] = {}
    for extract, path in ind.EXTRACTS.items():
        handler = _Objects()
        handler.apply_file(str(path), locations=True)
        out |= {(extract, kind, ident): tags for (kind, ident), tags in handler.objects.items()}
    return out


def _holds(tags: dict[str, str], key: str, value: str) -> bool:
    if key in LIST_KEYS:
        return value in [v.strip() for v in tags.get(key, "").split(";")]
    return tags.get(key) == value


def independent_count(condition: dict[str, str | tuple[str, ...]]) -> int:
    """Objects whose tags satisfy every key: a value, or any of a tuple of values."""
    def ok(tags: dict[str, str]) -> bool:
        return all(any(_holds(tags, key, v) for v in (want if isinstance(want, tuple) else (want,)))
                   for key, want in condition.items())
    return sum(1 for tags in osm_objects().values() if ok(tags))


# phrase -> (table, the tag conditions of the one expected filter; a tuple = any of those values)
COUNTED: dict[str, tuple[str, dict[str, str | tuple[str, ...]]]] = {
    "firehouse": ("pois", {"amenity": "fire_station"}),
    "fire hall": ("pois", {"amenity": "fire_station"}),
    "Lutheran church": ("pois", {"amenity": "place_of_worship", "religion": "christian", "denomination": "lutheran"}),
    "Catholic churches": ("pois", {"amenity": "place_of_worship", "religion": "christian",
                                   "denomination": ("catholic", "roman_catholic")}),
    "vegan restaurant": ("pois", {"amenity": "restaurant", "diet:vegan": ("yes", "only")}),
    "vegetarian restaurants": ("pois", {"amenity": "restaurant", "diet:vegetarian": ("yes", "only")}),
    "Greek restaurant": ("pois", {"amenity": "restaurant", "cuisine": "greek"}),
    "Italian restaurants": ("pois", {"amenity": "restaurant", "cuisine": "italian"}),
    "sushi restaurant": ("pois", {"amenity": "restaurant", "cuisine": "sushi"}),
    "kebab fast food": ("pois", {"amenity": "fast_food", "cuisine": "kebab"}),
    "emergency hospital": ("pois", {"amenity": "hospital", "emergency": "yes"}),
    "restaurant with outdoor seating": ("pois", {"amenity": "restaurant", "outdoor_seating": "yes"}),
    "tennis court": ("pois", {"leisure": "pitch", "sport": "tennis"}),
    "soccer pitch": ("pois", {"leisure": "pitch", "sport": "soccer"}),
    "basketball court": ("pois", {"leisure": "pitch", "sport": "basketball"}),
    "vending machines": ("pois", {"amenity": "vending_machine"}),
    "waste basket": ("pois", {"amenity": "waste_basket"}),
    "trash can": ("pois", {"amenity": "waste_basket"}),
    "fire hydrant": ("pois", {"emergency": "fire_hydrant"}),
    "defibrillator": ("pois", {"emergency": "defibrillator"}),
    "phone booth": ("pois", {"amenity": "telephone"}),
    "picnic table": ("pois", {"leisure": "picnic_table"}),
    "art store": ("pois", {"shop": "art"}),
    "shower": ("pois", {"amenity": "shower"}),
    "mobile phone store": ("pois", {"shop": "mobile_phone"}),
    "toy store": ("pois", {"shop": "toys"}),
    "deli": ("pois", {"shop": "deli"}),
    "lawyer": ("pois", {"office": "lawyer"}),
    "corporate office": ("pois", {"office": "company"}),
    "clock": ("pois", {"amenity": "clock"}),
    "motorcycle parking": ("pois", {"amenity": "motorcycle_parking"}),
    "boat ramp": ("pois", {"leisure": "slipway"}),
    "social facility": ("pois", {"amenity": "social_facility"}),
    "computer store": ("pois", {"shop": "computer"}),
    "cosmetics store": ("pois", {"shop": "cosmetics"}),
}

# Phrases whose tags the extracts lack or hardly have: only the mapping is checked.
MAPPED: dict[str, list[tuple[str, str, str | None, dict[str, str]]]] = {
    "Quaker church": [("pois", "amenity", "place_of_worship", {"religion": "christian", "denomination": "quaker"})],
    # a name two presets share: both tags (iD's current one and the older one the extracts use)
    "travel agency": [("pois", "office", "travel_agent", {}), ("pois", "shop", "travel_agency", {})],
    "halal restaurant": [("pois", "amenity", "restaurant", {"diet:halal": "yes"}),
                         ("pois", "amenity", "restaurant", {"diet:halal": "only"})],
    "drive through restaurant": [("pois", "amenity", "restaurant", {"drive_through": "yes"})],
    "muslim place of worship": [("pois", "amenity", "place_of_worship", {"religion": "muslim"})],
    "kosher restaurant": [("pois", "amenity", "restaurant", {"diet:kosher": "yes"}),
                          ("pois", "amenity", "restaurant", {"diet:kosher": "only"})],
    "Hawaiian restaurant": [("pois", "amenity", "restaurant", {"cuisine": "hawaiian"})],
    "hot dog stand": [("pois", "amenity", "fast_food", {"cuisine": "hot_dog"})],
    # written as a tag value: that value only, not its synonyms (travel agency is also office=travel_agent)
    "travel_agency": [("pois", "shop", "travel_agency", {})],
    # a field named by a word people use that the schema lacks (data/field_terms.yaml)
    "take-out pizzeria": [("pois", "amenity", "restaurant", {"cuisine": "pizza", "takeaway": "yes"}),
                          ("pois", "amenity", "restaurant", {"cuisine": "pizza", "takeaway": "only"}),
                          ("pois", "amenity", "fast_food", {"cuisine": "pizza", "takeaway": "yes"}),
                          ("pois", "amenity", "fast_food", {"cuisine": "pizza", "takeaway": "only"})],
}


def labels(filters: list[pf.FeatureFilter]) -> list[tuple[str, str, str | None, dict[str, str]]]:
    return [(f.table, f.column, f.value, dict(f.where)) for f in filters]


def expected_filters(table: str, condition: dict[str, str | tuple[str, ...]]) -> list[tuple]:
    head, *rest = condition.items()
    alternatives: list[dict[str, str]] = [{}]
    for key, want in rest:
        alternatives = [{**a, key: v} for a in alternatives for v in (want if isinstance(want, tuple) else (want,))]
    return [(table, head[0], head[1], a) for a in alternatives]


def test_the_phrases_are_new():
    # none was a synonym of the curated YAML before the presets (checked against commit 2a1a65d when written)
    assert len(COUNTED) >= 30
    for phrase in [*COUNTED, *MAPPED]:
        assert not set(pf.phrase_variants(phrase)) & set(pf.vocabulary()), phrase


@pytest.mark.parametrize("phrase", sorted(COUNTED))
def test_phrase_resolves_to_its_tag_and_counts_like_pyosmium(ctx, phrase):
    table, condition = COUNTED[phrase]
    resolution = pf.resolve(ctx, phrase, "count")
    found = [*resolution.filters, *resolution.empty]
    assert labels(found) == expected_filters(table, condition), resolution.notes
    expected = independent_count(condition)
    assert expected > 0, f"choose a phrase whose tags occur in the extracts: {phrase}"
    assert sum(f.rows for f in found) == expected


@pytest.mark.parametrize("phrase", sorted(MAPPED))
def test_phrase_maps_to_its_tag(ctx, phrase):
    resolution = pf.resolve(ctx, phrase, "count")
    assert labels([*resolution.filters, *resolution.empty]) == MAPPED[phrase]


def test_same_filters_and_counts_on_the_planet_osm_layout(ctx, osm_ctx):
    for phrase in ["Lutheran church", "vegan restaurant", "emergency hospital", "firehouse", "tennis court"]:
        gsqa, classic = pf.resolve(ctx, phrase, "count"), pf.resolve(osm_ctx, phrase, "count")
        assert labels(gsqa.filters) == labels(classic.filters)
        assert [f.rows for f in gsqa.filters] == [f.rows for f in classic.filters], phrase


# -- no database ---------------------------------------------------------------------------------------------

def test_data_file_carries_version_and_licence():
    data = voc.data()
    assert data.version and "ISC" in data.licence and len(data.presets) > 1000


def test_shared_terms_resolve_to_the_generic_preset_or_are_only_suggested():
    assert voc.lookup("house of worship")[1] == ["pois.amenity=place_of_worship"]
    assert voc.lookup("beer", weak=True) is None and "Pub" in voc.ambiguous("beer")
    # a name of a preset no table holds is not re-read as another preset's search term
    assert voc.lookup("bush", weak=True) is None and voc.ambiguous("bush")   # (scrub, shrub: not loaded)


def test_one_word_terms_are_not_feature_words_by_default():
    assert voc.lookup("firehouse") is None
    assert voc.lookup("firehouse", weak=True)[1] == ["pois.amenity=fire_station"]


def test_modifier_values_come_from_field_options():
    assert voc.match_modifier("greek", {"amenity": "restaurant"}) == [{"cuisine": "greek"}]
    assert voc.match_modifier("vegan", {"amenity": "restaurant"}) == [{"diet:vegan": "yes"}, {"diet:vegan": "only"}]
    assert voc.match_modifier("muslim", {"amenity": "place_of_worship"}) == [{"religion": "muslim"}]
    assert voc.match_modifier("emergency", {"amenity": "hospital"}) == [{"emergency": "yes"}]
    assert voc.match_modifier("purple", {"amenity": "restaurant"}) is None
    assert voc.fallback_key({"amenity": "place_of_worship", "religion": "christian"}) == "denomination"
    assert voc.fallback_key({"tourism": "museum"}) == "museum"


def test_stored_values_are_tried_in_every_word_order():
    # values often put the qualifier last (cuisine=american_new, place_of_worship=church_catholic)
    assert {"new_american", "american_new", "newamerican"} <= set(pf._spellings("new American"))
    assert "hot_pot" in pf._spellings("hot pots") and len(pf._spellings("wide x y z")) == 3


def test_a_word_with_two_meanings_in_osm_maps_to_both(ctx):
    # "track": a farm or forest road (highway=track) or a running / racing track (leisure=track)
    resolution = pf.resolve(ctx, "tracks", "any")
    assert labels([*resolution.filters, *resolution.empty]) == [("roads", "highway", "track", {}),
                                                                ("pois", "leisure", "track", {})]

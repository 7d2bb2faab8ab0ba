"""A town's name typed without its accents ('Husavik') means the town, not a hut or a road spelt exactly so: the
question's own spelling picks among places that share the letters only when the first choice is no town. (A rule
over the ranked matches: the matches are written out here; tests/agent reads the search that ranks them.)"""

from __future__ import annotations

from georeact.tools.place_search import PlaceMatch, as_the_question_spells


def _match(handle: str, name: str, category: str | None, table: str = "pois", **extra) -> PlaceMatch:
    return PlaceMatch(handle=handle, table=table, id=int(handle.split(":")[1]), osm_type="N", osm_id=1, name=name,
                      lat=65.0, lon=-17.0, geometry_type="POINT", confidence=0.97, match="folded", category=category,
                      **extra)


def test_a_town_typed_without_accents_stays_before_a_hut_spelt_as_typed() -> None:
    town = _match("regions:206", "Westbrúk", "town", table="regions", admin_level=None)
    hut = _match("pois:38606", "Westbruk", "tourism=alpine_hut")
    ranked = as_the_question_spells("how far is it from Eastbrook to Westbruk?", "Westbruk", [town, hut])
    assert ranked[0] is town


def test_a_place_spelt_as_the_question_writes_it_goes_first_when_no_town_is_first() -> None:
    # ('H & M' asked, 'H&M' found first: the shop the question writes)
    written, respelled = _match("pois:2", "H & M", "shop=clothes"), _match("pois:1", "H&M", "shop=clothes")
    assert as_the_question_spells("where is H & M?", "H&M", [respelled, written])[0] is written

"""'Vaduz Cathedral', 'Triesen church': a kind of place named with its town means the kind inside that town.
Expected places come from the .osm.pbf extract (tests/independent.py), not from the tool."""

from __future__ import annotations

import pytest

from georeact.tools import resolve_location as tool
from georeact.tools.base import invoke
from georeact.tools.kind_in_town import splits
from tests import independent as ind


def resolved(ctx, name: str) -> tool.Result:
    result = invoke(tool.run, tool.Result, ctx, tool.Input(name=name))
    assert result.ok, result.error
    return result


def largest_inside(town: str, key: str, value: str, **tags: str) -> str:
    boundary = next(a for a in ind.areas("liechtenstein", "boundary", "administrative")
                    if a.name == town and a.tags.get("admin_level") == "8")
    inside = [a for a in ind.areas("liechtenstein", key, value) if a.name and boundary.geometry.contains(a.geometry.centroid)
              and all(a.tags.get(k) == v for k, v in tags.items())]
    return max(inside, key=lambda a: ind.geodesic_area(a.geometry)).name


@pytest.mark.parametrize(("name", "town", "key", "value", "tags"), [
    ("Vaduz Cathedral", "Vaduz", "amenity", "place_of_worship", {"religion": "christian"}),
    ("the church of Triesen", "Triesen", "amenity", "place_of_worship", {"religion": "christian"}),
    ("Vaduz castle", "Vaduz", "historic", "castle", {}),
])
def test_a_kind_named_with_its_town_is_the_largest_of_that_kind_in_it(ctx, name, town, key, value, tags):
    result = resolved(ctx, name)
    assert result.best.name == largest_inside(town, key, value, **tags)
    assert result.best.matched_on.endswith(f" in {town}") and result.best.confidence < 0.85
    assert any(m.table == "regions" and m.name == town for m in result.alternatives)   # the town is still offered


@pytest.mark.parametrize("name", ["Vadzu", "Vaduz"])
def test_a_town_alone_stays_the_town(ctx, name):
    best = resolved(ctx, name).best
    assert best.table == "regions" and best.name == "Vaduz"


def test_a_town_with_no_known_kind_is_refused_with_the_town_suggested(ctx):
    # 'Schaan Xyzzy' is only like the town (closeness 0.54): no confident guess, the town among the near names
    result = invoke(tool.run, tool.Result, ctx, tool.Input(name="Schaan Xyzzy"))
    assert not result.ok and "not in the loaded data" in result.error
    assert any(s.startswith("Schaan (regions:") for s in result.suggestions), result.suggestions


def test_the_readings_of_a_name_as_a_town_and_a_kind():
    assert ("Vaduz", "Cathedral") in splits("Vaduz Cathedral")
    assert ("Triesen", "church") in splits("the church of Triesen")
    assert splits("Schaan") == [] and splits("Kunstmuseum Liechtenstein") == []


def test_a_kind_named_with_a_town_known_only_as_a_point_is_near_that_point(ctx):
    # Helsinki is its central station here (no boundary): the post office meant is the nearest named one, one that
    # carries the town's name first
    station = next(f for f in ind.nodes("helsinki", "railway", "station") if f.name == "Helsinki")
    offices = [f for f in ind.nodes("helsinki", "amenity", "post_office") + ind.areas("helsinki", "amenity", "post_office")
               if f.name]
    by_name = [f for f in offices if "helsinki" in f.name.lower()] or offices
    expected = min(by_name, key=lambda f: ind.geodesic_distance(station.geometry.x, station.geometry.y,
                                                                 f.geometry.centroid.x, f.geometry.centroid.y)).name
    result = resolved(ctx, "Helsinki post office")
    assert result.best.name == expected and result.best.matched_on == "the post office in Helsinki"


def test_a_town_known_as_a_point_may_itself_be_the_kind_named(ctx):
    best = resolved(ctx, "Helsinki station").best
    assert (best.name, best.category) == ("Helsinki", "railway=station")
    assert best.matched_on in ("the station in Helsinki", "the station named Helsinki")


def test_a_kind_for_a_name_is_the_place_of_that_kind_carrying_it(ctx):
    # 'the memorial for Fritz-Reuter-Denkmal' ('the Stolperstein for X', 'the memorial to Y'): the memorial named so
    (memorial,) = [f for f in ind.nodes("neubrandenburg", "historic", "memorial") +
                   ind.areas("neubrandenburg", "historic", "memorial") if f.name == "Fritz-Reuter-Denkmal"]
    best = resolved(ctx, "the memorial for Fritz-Reuter-Denkmal").best
    assert best.name == memorial.name and best.osm_id == memorial.osm_id
    assert best.matched_on == "the memorial named Fritz-Reuter-Denkmal"


def test_a_kind_for_a_name_of_another_kind_is_not_that_place(ctx):
    result = invoke(tool.run, tool.Result, ctx, tool.Input(name="the church for Fritz-Reuter-Denkmal"))
    assert not (result.ok and result.best.name == "Fritz-Reuter-Denkmal" and not result.best.approximate)


def test_stolpersteine_are_memorials_of_that_kind_in_either_tagging():
    from georeact.tools.poi_filter import lookup
    _, filters = lookup("Stolpersteine")
    assert {(f.column, f.value, tuple(f.where.items())) for f in filters} == {
        ("historic", "memorial", (("memorial", "stolperstein"),)),
        ("historic", "memorial", (("memorial:type", "stolperstein"),))}


def test_a_fountain_mapped_as_water_is_a_fountain_too():
    # natural=water puts it in lakes (the style's first rule); its amenity stays in its tags
    from georeact.tools.poi_filter import lookup
    _, filters = lookup("fountain")
    assert {(f.table, f.column, f.value) for f in filters} == {("pois", "amenity", "fountain"),
                                                               ("lakes", "amenity", "fountain")}


def test_a_name_then_a_kind_is_the_place_of_that_kind_carrying_the_name(ctx):
    # 'the Postbank ATM': an ATM and a bank are both named Postbank; the ATM is meant, not the ATM nearest the bank
    (atm,) = [f for extract in ("liechtenstein", "neubrandenburg", "helsinki", "monaco")
              for f in ind.nodes(extract, "amenity", "atm") + ind.areas(extract, "amenity", "atm") if f.name == "Postbank"]
    assert any(f.name == "Postbank" for f in ind.nodes("neubrandenburg", "amenity", "bank") +
               ind.areas("neubrandenburg", "amenity", "bank"))
    best = resolved(ctx, "Postbank ATM").best
    assert (best.osm_id, best.matched_on) == (atm.osm_id, "the ATM named Postbank")


@pytest.mark.parametrize(("said", "name"), [("Elias Lönnrot's memorial", "Elias Lönnrot"),
                                            # said by its last words
                                            ("Vilhelm Snellman's memorial", "Johan Vilhelm Snellman")])
def test_a_kind_said_after_a_persons_name_is_the_place_of_that_kind_carrying_it(ctx, said, name):
    # "Flora Seligmann's stolperstein": the memorial of that kind carrying the name, not an approximate match
    (statue,) = [f for f in ind.nodes("helsinki", "historic", "memorial") + ind.areas("helsinki", "historic", "memorial")
                 if f.name == name and f.tags.get("memorial") == "statue"]
    best = resolved(ctx, said).best
    assert (best.name, best.osm_id) == (statue.name, statue.osm_id) and not best.approximate


def _carrying(extract: str, key: str, value: str, carrier: str) -> list[ind.Feature]:
    return [f for f in ind.nodes(extract, key, value)
            if carrier.casefold() in (f.tags.get("brand", "") + " " + f.tags.get("operator", "")).casefold()]


@pytest.mark.parametrize(("name", "extract", "key", "value", "carrier"), [
    ("the HoFe post box in Neubrandenburg", "neubrandenburg", "amenity", "post_box", "HoFe"),
    ("CFM ATM", "monaco", "amenity", "atm", "CFM"),
])
def test_a_kind_said_with_a_brand_or_operator_is_the_one_carrying_it(ctx, name, extract, key, value, carrier):
    """'the Shell station', 'the DHL parcel box': an unnamed place carries a chain's or an owner's name in its
    brand or operator; the one place of the kind that does is meant."""
    (expected,) = _carrying(extract, key, value, carrier)
    assert not expected.name
    best = resolved(ctx, name).best
    assert (best.osm_type, best.osm_id) == (expected.osm_type, expected.osm_id)


def test_a_brand_several_places_of_the_kind_carry_is_not_guessed_at(ctx):
    """'the Agip station', with no town: stations in two extracts carry it, so none is taken for it."""
    stations = {f.osm_id for extract in ("monaco", "liechtenstein") for f in _carrying(extract, "amenity", "fuel", "Agip")}
    assert len(stations) >= 2
    result = invoke(tool.run, tool.Result, ctx, tool.Input(name="the Agip petrol station"))
    assert not (result.ok and result.best.osm_id in stations)

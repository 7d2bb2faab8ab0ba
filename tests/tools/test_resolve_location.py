"""ResolveLocation / find_places on the four real extracts; coordinates checked against pyosmium + shapely."""

from __future__ import annotations


import pytest
from shapely.geometry import Point

from georeact.agent.sentences import unfound_sentence
from georeact.db import region_pieces
from georeact.tools import resolve_location as tool
from georeact.tools.base import invoke
from georeact.tools.place_search import PlaceMatch, find_places
from tests import independent as ind


read = ind._read   # independent's reader: ways cut at the extract's edge are skipped there


def feature(features: list[ind.Feature], name: str) -> ind.Feature:
    return next(f for f in features if f.name == name)


def metres(match: PlaceMatch, point: Point) -> float:
    return ind.geodesic_distance(match.lon, match.lat, point.x, point.y)


def call(ctx, name: str, context: str | None = None) -> tool.Result:
    return invoke(tool.run, tool.Result, ctx, tool.Input(name=name, context=context))


def test_ateneum_is_the_museum_polygon(ctx) -> None:
    museum = feature(read("helsinki", "tourism", "museum").areas, "Ateneum")
    result = call(ctx, "Ateneum")
    assert result.ok, result.error
    best = result.best
    assert (best.table, best.osm_type, best.osm_id, best.match) == ("pois", "W", museum.osm_id, "exact")
    assert best.category == "tourism=museum" and best.geometry_type == "POLYGON"
    assert museum.geometry.buffer(1e-6).contains(Point(best.lon, best.lat))  # point on the building
    assert not result.ambiguous
    text = result.render()
    assert text.startswith(f"Ateneum → pois:{best.id} (tourism=museum, polygon) at 60.") and "alternatives:" in text


@pytest.mark.parametrize("spelling", ["ateneum", "ATENEUM", "Ateneumin", " Ateneum "])
def test_ateneum_spellings(ctx, spelling: str) -> None:
    best = find_places(ctx, spelling)[0]
    assert best.name == "Ateneum" and best.category == "tourism=museum"


def test_point_poi_coordinates_match_the_osm_node(ctx) -> None:
    node = feature(read("liechtenstein", "amenity", "post_office").nodes, "Vaduz")
    post = next(m for m in find_places(ctx, "Vaduz") if m.table == "pois" and m.osm_id == node.osm_id)
    assert metres(post, node.geometry) < 1.0
    assert post.region == "Vaduz"  # the smallest containing region


def test_town_beats_its_post_office_and_is_not_ambiguous(ctx) -> None:
    vaduz = feature(read("liechtenstein", "boundary", "administrative").areas, "Vaduz")
    result = call(ctx, "Vaduz")
    assert (result.best.table, result.best.osm_id, result.best.admin_level) == ("regions", vaduz.osm_id, 8)
    assert result.best.region == "Wahlkreis Oberland"
    assert vaduz.geometry.contains(Point(result.best.lon, result.best.lat))
    assert any(m.table == "pois" and m.name == "Vaduz" for m in result.alternatives)
    assert not result.ambiguous and "ambiguous" not in result.render()


@pytest.mark.parametrize("query, table, name", [
    ("Vadzu", "regions", "Vaduz"),             # misspelling
    ("Tolensesee", "lakes", "Tollensesee"),    # misspelling
    ("Tollensesee", "lakes", "Tollensesee"),
    ("Schaan", "regions", "Schaan"),
    ("Monte-Carlo", "regions", "Monte-Carlo"),
    ("Monaco Ville", "regions", "Monaco-Ville"),  # a post office is named 'Monaco Ville': the district wins
    ("monaco-ville", "regions", "Monaco-Ville"),
    ("Gross Nemerow", "regions", "Groß Nemerow"),
    ("yrjonkatu", "roads", "Yrjönkatu"),         # Finnish ö
    ("lonnrotinpuistikko", "parks", "Lönnrotinpuistikko"),
    ("Rhine", "lakes", "Rhine"),                  # a piece mapped with its English name alone is named so
    ("Museum of Modern Art Kiasma", "pois", "Kiasma"),
])
def test_variants_and_misspellings(ctx, query: str, table: str, name: str) -> None:
    best = find_places(ctx, query)[0]
    assert (best.table, best.name) == (table, name)
    assert 0 < best.confidence <= 1


@pytest.mark.parametrize("said_short, name, lacking", [
    ("Boucherie de la", "Boucherie de la plage", "La Boucherie"),
    ("BRO Restaurant", "BRO Restaurant & Cocktail bar", "BW Restaurants"),
])
def test_the_one_name_holding_every_word_asked_outranks_a_closer_one_lacking_a_word(ctx, said_short, name, lacking):
    matches = find_places(ctx, said_short)
    assert any(m.name == lacking for m in matches)   # the lookalike is there, as close in letters
    assert matches[0].name == name and matches[0].approximate   # and said as an approximate match


def test_a_short_name_said_without_its_kind_is_the_place_that_has_it(ctx):
    best = find_places(ctx, "All In")[0]   # 'Bar All In': five letters, but what is left out is the kind of place
    assert best.name == "Bar All In" and best.approximate and best.closeness >= 0.75


@pytest.mark.parametrize("first_words, name", [
    ("Ambassade d'Italie", "Ambassade d'Italie à Monaco"),
    ("Asianajotoimisto Pertti", "Asianajotoimisto Pertti Niemitalo oy"),
])
def test_a_name_said_by_its_first_words_is_the_one_place_they_begin(ctx, first_words, name):
    best = find_places(ctx, first_words)[0]
    assert best.name == name and best.approximate and best.closeness >= 0.75   # said as an approximate match


def test_match_kinds_and_confidence_order(ctx) -> None:
    exact, folded, fuzzy = find_places(ctx, "Vaduz")[0], find_places(ctx, "vaduz")[0], find_places(ctx, "Vadzu")[0]
    assert (exact.match, folded.match, fuzzy.match) == ("exact", "folded", "trigram")
    assert exact.confidence > folded.confidence > fuzzy.confidence
    kiasma = find_places(ctx, "Museum of Modern Art Kiasma")[0]
    assert kiasma.matched_on == "name:en"


def test_street_ways_collapse_into_one_match(ctx) -> None:
    ways = [w for w in read("helsinki", "highway").ways if w.name == "Mannerheimintie"]
    matches = [m for m in find_places(ctx, "Mannerheimintie") if m.name == "Mannerheimintie"]
    assert len(matches) == 1 and matches[0].parts > 10
    assert matches[0].parts <= len(ways)
    # The representative point lies on the street.
    street = ways[0].geometry.union(ways[1].geometry)
    for w in ways[2:]:
        street = street.union(w.geometry)
    assert street.distance(Point(matches[0].lon, matches[0].lat)) < 1e-6


def test_same_lake_mapped_twice_is_one_match(ctx) -> None:
    lakes = [m for m in find_places(ctx, "Tollensesee") if m.name == "Tollensesee"]
    assert len(lakes) == 1 and lakes[0].parts == 2


def test_river_line_and_riverbank_are_not_ambiguous(ctx) -> None:
    result = call(ctx, "Rhein")
    assert result.best.table == "lakes" and not result.ambiguous


def test_ambiguous_name_across_extracts(ctx) -> None:
    result = call(ctx, "Rathaus")  # a townhall in Neubrandenburg, a car park in Schaan
    assert result.ok and result.ambiguous
    text = result.render()
    assert "'Rathaus' is ambiguous" in text and "context=" in text
    townhall = feature(read("neubrandenburg", "amenity", "townhall").areas, "Rathaus")
    chosen = call(ctx, "Rathaus", context="Neubrandenburg")
    assert chosen.best.osm_id == townhall.osm_id and not chosen.ambiguous
    assert townhall.geometry.buffer(1e-6).contains(Point(chosen.best.lon, chosen.best.lat))
    assert call(ctx, "Rathaus", context="Schaan").best.category == "amenity=parking"


def test_context_picks_the_street_in_a_region(ctx) -> None:
    assert call(ctx, "Birkenweg").ambiguous  # in Liechtenstein and around Neubrandenburg
    result = call(ctx, "Birkenweg", context="Schaan")
    assert result.best.region == "Schaan" and not result.ambiguous
    assert call(ctx, "Kita", context="Liechtenstein").best.region == "Vaduz"
    assert call(ctx, "Lidl", context="Helsinki").best.lat > 60  # Helsinki has no region polygon: the extract/city counts


def test_context_that_matches_nothing_is_reported(ctx) -> None:
    result = call(ctx, "Ateneum", context="Vaduz")
    assert result.ok and result.best.name == "Ateneum"
    assert "no match lies in or near context 'Vaduz'" in result.note


@pytest.mark.parametrize("said, name, street", [
    ("Winkelgarage on Im Alten Riet", "Winkelgarage", "Im Alten Riet"),   # the street it is on
    ("the Ateneum building", "Ateneum", None),                            # a word for what it is
    ("Ateneum store", "Ateneum", None),
    ("the Helsinki Ateneum", "Ateneum", None),                            # its town said first
])
def test_words_said_around_a_name_are_no_part_of_it(ctx, said: str, name: str, street: str | None) -> None:
    result = call(ctx, said)
    assert result.ok and result.best.name == name and result.best.match != "trigram", result.render()
    if street:   # the place named on that street, as its address says
        (osm,) = [f for f in read("liechtenstein", "name", name).nodes + read("liechtenstein", "name", name).areas]
        assert osm.tags.get("addr:street") == street and result.best.osm_id == osm.osm_id


@pytest.mark.parametrize("said, name", [
    ("Landesmuseum in Vaduz", "Liechtensteinisches Landesmuseum Vaduz"),   # said short, with its town
    ("Palais Princier", "Palais Princier de Monaco"),                      # its town after 'de' left out
])
def test_a_name_said_short_is_taken_and_said_to_be_approximate(ctx, said: str, name: str) -> None:
    result = call(ctx, said)
    assert result.ok and result.best.name == name, result.render()
    assert f"I took {said!r} to be {name}, an approximate match" in result.render()


def test_words_around_a_name_the_data_lacks_find_no_lookalike(ctx) -> None:
    result = call(ctx, "Xyzzy Plugh on Zollstrasse")
    assert not result.ok and result.best is None


def test_unknown_name_is_a_clear_observation(ctx) -> None:
    result = call(ctx, "Xyzzy Plugh Tower")
    assert not result.ok and result.best is None
    assert "No place named 'Xyzzy Plugh Tower'" in result.error and "Check the spelling" in result.error
    assert find_places(ctx, "") == [] and find_places(ctx, "   ") == []


@pytest.mark.parametrize("evil", ["O'Brien'; DROP TABLE pois; --", "\\'; SELECT pg_sleep(5); --", "%(q)s %s %%",
                                  "Robert\"); DELETE FROM regions;--"])
def test_hostile_names_are_just_unknown(ctx, table_checksum, evil: str) -> None:
    before = table_checksum()
    result = call(ctx, evil)
    assert result.error is None or "internal error" not in result.error
    assert result.duration_ms < 4000
    assert call(ctx, "Vaduz", context=evil).best.name == "Vaduz"
    assert table_checksum() == before


def test_input_validation() -> None:
    with pytest.raises(ValueError):
        tool.Input(name="  ")
    with pytest.raises(ValueError):
        tool.Input(name="x" * 201)


@pytest.mark.parametrize("name", ["Muru", "Thann", "Westerback"])
def test_a_city_after_a_comma_is_context_not_part_of_the_name(ctx, name: str) -> None:
    # the whole string "Muru, Helsinki" only matched the station "Helsinki" by trigram
    osm = next(f for f in read("helsinki", "name", name).nodes + read("helsinki", "name", name).areas)
    best = find_places(ctx, f"{name}, Helsinki")[0]
    assert (best.name, best.osm_id, best.match) == (name, osm.osm_id, "exact")


def test_a_kind_of_place_is_not_resolved_as_a_name(ctx) -> None:
    # measured: 'florist shop' matched a florist in Neubrandenburg by trigram for a Helsinki question
    asked = ctx.asked("Can you name a florist shop within 500 meters to the east of Italo, Helsinki?")
    result = invoke(tool.run, tool.Result, asked, tool.Input(name="florist shop", context="Italo, Helsinki"))
    assert not result.ok and "'florist shop' is a kind of place, not a place name" in result.error
    assert "'Italo, Helsinki'" in result.error   # the place the question names, as it names it
    # without a question, or for a place the question names, the name is looked up as before: no place is called
    # so (a florist's name is only like it)
    plain = call(ctx, "florist shop")
    assert not plain.ok and "not in the loaded data" in plain.error and "kind of place, not" not in plain.error
    museum = ctx.asked("How far is Ateneum from Kiasma?")
    assert invoke(tool.run, tool.Result, museum, tool.Input(name="Ateneum")).best.name == "Ateneum"


def test_the_regions_holding_a_match_are_the_same_with_and_without_region_pieces(ctx, owner_conn,
                                                                                 monkeypatch) -> None:
    """region_pieces is an index over the regions, not another answer: a database without it (loaded by an older
    version, someone else's GS-QA tables) labels every match with the same regions, the slower way."""
    import georeact.tools.place_search as search
    from georeact.tools import inspect_schema

    region_pieces.refresh(owner_conn, "-")   # the pieces of any region that has none (an older test cluster)
    monkeypatch.setattr(inspect_schema, "_column_cache", {})   # the table may be new to this process
    used: list[bool] = []   # per search: whether its statement read region_pieces
    real_sql, real_columns = search.regions_holding_sql, search.relation_columns

    def spy(c):
        ctes, holding = real_sql(c)
        used.append(region_pieces.TABLE in holding)
        return ctes, holding

    monkeypatch.setattr(search, "regions_holding_sql", spy)
    names = ["Vaduz", "Schaan", "Rheindamm", "Tollensesee", "Kiasma", "Landstrasse", "Ateneum", "Monte Carlo"]
    with_pieces = {name: [(m.handle, m.region, m.region_ids) for m in find_places(ctx, name)] for name in names}
    assert used == [True] * len(names)
    monkeypatch.setattr(search, "relation_columns",
                        lambda c, relation: {} if relation == region_pieces.TABLE else real_columns(c, relation))
    without = {name: [(m.handle, m.region, m.region_ids) for m in find_places(ctx, name)] for name in names}
    assert used == [True] * len(names) + [False] * len(names), "the search without the table still read it"
    assert without == with_pieces
    assert sum(bool(ids) for matches in without.values() for _, _, ids in matches) >= len(names)


@pytest.mark.parametrize("said, name", [("Kunstmuseum Liechtenstein (Vaduz)", "Kunstmuseum Liechtenstein"),
                                        ("Kunstmuseum Liechtenstein (in Vaduz)", "Kunstmuseum Liechtenstein")])
def test_a_town_in_brackets_after_a_name_is_where_it_is(ctx, said, name):
    """'The Gunther (Baltimore)': the name, looked for in the town the brackets say (no name carries the brackets)."""
    best = find_places(ctx, said)[0]
    assert best.name == name and not best.approximate


@pytest.mark.parametrize("said, name", [("Kunstmuseum Liechtenstein Vaduz", "Kunstmuseum Liechtenstein"),
                                        ("Rue Grimaldi Monaco", "Rue Grimaldi")])
def test_a_town_said_after_a_name_with_no_comma_is_where_it_is(ctx, said, name):
    """'New Hope Circle Baltimore': no place has the whole name; its last word is a loaded town, where the rest is."""
    assert not any(m.name == said for m in find_places(ctx, name))   # (the whole is no name: the test means it)
    best = find_places(ctx, said)[0]
    assert (best.name, best.approximate, best.in_context) == (name, False, True)


def test_a_name_that_ends_with_its_town_is_found_whole(ctx):
    best = find_places(ctx, "Liechtensteinisches Landesmuseum Vaduz")[0]
    assert (best.name, best.approximate) == ("Liechtensteinisches Landesmuseum Vaduz", False)


def test_a_kind_with_a_thing_it_has_is_that_kind_narrowed(ctx):
    """'restaurants with a pub': restaurants whose tags say they have one (pub=yes), never pubs whose tags say
    'restaurant' (words after a joining word describe the kind before it)."""
    from georeact.tools.described import described_kind

    restaurants = [f for f in ind.nodes("helsinki", "amenity", "restaurant") + ind.areas("helsinki", "amenity", "restaurant")
                   if f.tags.get("pub") == "yes"]
    assert restaurants   # the extract has some: the test means it
    said, filters = described_kind(ctx, "restaurants with a pub")
    assert {(f.column, f.value) for f in filters} == {("amenity", "restaurant")}
    assert all(f.where.get("pub") == "yes" for f in filters)


def test_a_name_only_like_places_outside_the_town_said_is_none_of_them(ctx) -> None:
    # a misspelling that is a place in Vaduz, asked in Helsinki: not that place (378 km away, once, in the national
    # extract); asked in Vaduz it is the place, said as an approximate match
    assert not [m for m in find_places(ctx, "Kunstmuseum Liechtenstain", "Helsinki") if m.approximate]
    in_town = find_places(ctx, "Kunstmuseum Liechtenstain", "Vaduz")
    assert in_town and in_town[0].name == "Kunstmuseum Liechtenstein" and in_town[0].approximate
    refused = call(ctx, "Kunstmuseum Liechtenstain", context="Helsinki")   # told as not found there, not nowhere
    assert not refused.ok and (refused.unfound.what, refused.unfound.near) == ("place_in", "Helsinki")
    assert unfound_sentence(refused.unfound).startswith("I could not find 'Kunstmuseum Liechtenstain' in Helsinki.")

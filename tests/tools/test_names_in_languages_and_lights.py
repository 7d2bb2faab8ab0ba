"""A place's name in a language is read from its own name:<code> tag (the attribute table's one row per language),
and a light's range is said in nautical miles."""

from __future__ import annotations

from georeact.agent.sentences import _attributes
from georeact.reading.compose import read


def test_a_name_in_english_is_its_name_en_tag(ctx):
    from georeact.tools import describe_place
    from georeact.tools.base import invoke

    (handle, english), = ctx.db.query("""
        SELECT 'pois:' || id, tags->>'name:en' FROM pois
        WHERE tags ? 'name:en' AND tags->>'name:en' <> poi_name AND poi_name IS NOT NULL AND amenity IS NOT NULL
        ORDER BY id LIMIT 1""", ()).rows
    result = invoke(describe_place.run, describe_place.Result, ctx,
                    describe_place.Input(place=handle, attributes=["name_in_english"]))
    said, = result.attributes
    assert said.value == english, said


def test_a_lights_range_is_said_in_nautical_miles():
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Lighthouse"},
                   "attributes": [{"attribute": "light_range", "value": "6"}]}
    assert _attributes(observation, read("what is the range of the Eastfell light?")) == \
        "The range of the light of Eastfell: 6 nautical miles."


def test_of_namesakes_the_one_near_the_other_place_asked_is_described(ctx):
    """Two places of one name far apart (and no third): DescribePlace with `near` takes the one nearest that other
    place, either way round."""
    from georeact.tools import describe_place
    from georeact.tools.base import invoke

    def beside(alias: str) -> str:   # a named place of another name within 1 km of one of them
        return (f"(SELECT 'pois:' || o.id FROM pois o WHERE o.poi_name IS NOT NULL AND o.poi_name <> a.poi_name AND "
                f"ST_DWithin(o.geometry, {alias}.geometry, 1000) ORDER BY ST_Distance(o.geometry, {alias}.geometry), "
                f"o.id LIMIT 1)")
    rows = ctx.db.query(f"""
        SELECT a.poi_name, 'pois:' || a.id, 'pois:' || b.id, {beside('a')}, {beside('b')} FROM pois a
        JOIN pois b ON b.poi_name = a.poi_name AND b.id > a.id AND ST_Distance(a.geometry, b.geometry) > 5000
        WHERE a.amenity IS NOT NULL AND b.amenity = a.amenity
          AND (SELECT count(*) FROM pois c WHERE lower(c.poi_name) = lower(a.poi_name)) = 2
        ORDER BY a.id""", ()).rows
    rows = [row for row in rows if row[3] and row[4]]
    assert rows, "the extracts hold two places of one name far apart"
    name, first, second, near_first, near_second = rows[0]
    for near, meant in ((near_first, first), (near_second, second)):
        result = invoke(describe_place.run, describe_place.Result, ctx,
                        describe_place.Input(place=name, attributes=["religion"], near=near))
        assert result.place.handle == meant, (near, result)


def test_of_two_places_of_one_name_at_one_spot_the_one_that_records_it_is_described(ctx):
    """A place and another of its very name at it (a lighthouse on the skerry it is named after, a hall in the park
    of its name): what is asked is read from the one that records it, and neither is told as a namesake elsewhere."""
    from georeact.tools import describe_place
    from georeact.tools.base import invoke

    rows = ctx.db.query("""
        SELECT a.poi_name, 'pois:' || b.id FROM pois a
        JOIN pois b ON b.poi_name = a.poi_name AND b.id <> a.id AND ST_DWithin(a.geometry::geography, b.geometry::geography, 100)
        WHERE NOT a.tags ? 'website' AND b.tags ? 'website'
          AND (SELECT count(*) FROM pois c WHERE lower(c.poi_name) = lower(a.poi_name)) = 2
          AND NOT EXISTS (SELECT 1 FROM regions r WHERE lower(r.region_name) = lower(a.poi_name))
        ORDER BY a.id""", ()).rows
    assert rows, "the extracts hold two places of one name at one spot, one with a website"
    for name, carrier in rows[:3]:
        result = invoke(describe_place.run, describe_place.Result, ctx,
                        describe_place.Input(place=name, attributes=["website"]))
        assert result.place.handle == carrier and result.attributes[0].value, (name, result)
        assert "of the places named" not in (result.note or "") and not result.ambiguous, (name, result)


def test_a_light_whose_sectors_differ_says_each_with_its_colour():
    from georeact.tools.describe_place import _tag

    tags = {"seamark:light:1:range": "8", "seamark:light:1:colour": "red", "seamark:light:2:range": "11",
            "seamark:light:2:colour": "white", "seamark:light:1:height": "35", "seamark:light:2:height": "35"}
    value = _tag(tags, "light_range")
    assert value.value == "8 (red sector); 11 (white sector)", value
    assert _tag(tags, "light_height").value == "35"   # (sectors that agree: one figure)
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Lighthouse"},
                   "attributes": [{"attribute": "light_range", "value": value.value}]}
    assert _attributes(observation, read("what is the range of the Eastfell light?")) == \
        "The range of the light of Eastfell: 8 nautical miles in its red sector and 11 nautical miles in its white sector."


def test_a_wikipedia_tag_is_said_as_the_articles_address_and_a_description_whole():
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Volcano"},
                   "attributes": [{"attribute": "wikipedia", "value": "is:Eastfell Hill"},
                                  {"attribute": "description", "value": "Last erupted long ago."}]}
    said = _attributes(observation, read("what is Eastfell's wikipedia page and its description?"))
    assert "https://is.wikipedia.org/wiki/Eastfell_Hill" in said and "Last erupted long ago." in said, said
    assert ".." not in said, said

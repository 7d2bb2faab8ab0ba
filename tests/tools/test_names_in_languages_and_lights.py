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

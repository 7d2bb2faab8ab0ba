"""Routes people travel along and ask about: the twin of TRAVELLED_ROUTES in db/styles/gsqa.lua
(tests/db/test_travelled_routes.py reads the Lua and compares), read by the vocabulary (which presets name something
the database holds). On the reading floor, so that both may import it.

'which waymark does the X trail use', 'where does bus 33 end up', 'how long is the X cycle route', 'how many bus
routes does the map have': a relation type=route of a kind people ride, walk or sail is stored as a POI whose
geometry is its way members, found by its name and counted by its `route` tag. Not a road's route (route=road: it
carries the road's own name, and the road answers), nor a power line's or a pipeline's.
"""

from __future__ import annotations

from collections.abc import Mapping

TRAVELLED_ROUTES: frozenset[str] = frozenset({
    "bus", "trolleybus", "tram", "train", "subway", "light_rail", "monorail", "railway", "ferry", "share_taxi",
    "hiking", "foot", "walking", "running", "fitness_trail", "bicycle", "mtb", "horse", "inline_skates", "ski",
    "piste", "canoe", "aerialway"})


# A POI row that is no route, in SQL over a row aliased {t}: 'places' in a town are points and areas, not lines through it
NOT_A_ROUTE = "({t}.tags->>'type') IS DISTINCT FROM 'route'"


# The kinds a line is said by before or after its number ('bus 12A', 'the 7N night bus'), with the `route` values each
# may mean: the reader takes such a phrase for a place's name (attribute_questions.py), the name search finds the
# route by its ref (tools/place_search.py, which adds the words said only in a name: 'svc', 'line', 'no.')
LINE_KINDS: dict[str, tuple[str, ...]] = {
    "bus": ("bus", "trolleybus"), "trolleybus": ("trolleybus",), "tram": ("tram",), "streetcar": ("tram",),
    "train": ("train", "railway"), "subway": ("subway",), "metro": ("subway", "light_rail"), "mrt": ("subway",),
    "ferry": ("ferry",)}


def is_travelled_route(tags: Mapping[str, str]) -> bool:
    return tags.get("type") == "route" and tags.get("route") in TRAVELLED_ROUTES

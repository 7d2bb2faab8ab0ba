"""Objects people point at whether they carry a name or not: the twin of POINTED_AT and HIGHWAY_POINTS in
db/styles/gsqa.lua (tests/db/test_pointed_at.py reads the Lua and compares), read by the vocabulary (which presets
name something the database holds) and by the classic layout's views (db/planet_osm.py). On the reading floor, so
that both may import it.

'the café nearest the chimney stack', 'how big is the public building', 'walk from the turnstile to the pier': a
structure, a power station, a barrier people pass through, a special building, a cemetery or a building site is
stored as a POI, counted by its kind. Values, not whole keys: a key's bulk values (manholes, fences, sheds, farmland)
would swell the table with what nobody points at.
"""

from __future__ import annotations

from collections.abc import Mapping

# the barriers people count rather than pass through, and the patches people measure rather than visit: no 'places'
# (a swing gate and a height restrictor stop vehicles: points people give directions from. Not iD's 'Entrance', a gap
# in a wall: loaded, it would make every 'entrance' one, never 'the entrance of the car park')
_COUNTED_BARRIERS = frozenset({"gate", "lift_gate", "bollard", "kissing_gate", "stile", "cattle_grid", "chain",
                               "swing_gate", "height_restrictor"})
_PATCHES = frozenset({"grass", "meadow"})
# trees and cliffs are measured, no place; a peak or a spring is a place people go to, named or not
_NATURAL_MEASURED = frozenset({"tree_row", "tree", "cliff"})
_LANDFORMS = frozenset({"peak", "volcano", "spring", "hot_spring", "geyser", "cave_entrance", "glacier"})
# where a road or a path crosses the tracks: a point people give directions from ('walk from the railroad crossing to
# ...'), counted, no place
_RAIL_CROSSINGS = frozenset({"level_crossing", "crossing"})
# iD's presets of traffic calming and of play equipment (wendyhouse: an older tag for a play house)
_TRAFFIC_CALMING = frozenset({"bump", "hump", "table", "cushion", "chicane", "choker", "dip", "island",
                              "mini_bumps", "rumble_strip", "yes"})
_PLAY_EQUIPMENT = frozenset({
    "activitypanel", "aerialrotator", "balancebeam", "basketrotator", "basketswing", "bridge", "climbingframe",
    "climbingwall", "cushion", "funnel_ball", "hopscotch", "horizontal_bar", "map", "playhouse", "wendyhouse",
    "pump", "roundabout", "sandpit", "seesaw", "sledding", "slide", "splash_pad", "springy", "structure", "swing",
    "teenshelter", "tetherball", "trampoline", "tunnel_tube", "water", "zipwire"})
POINTED_AT: dict[str, frozenset[str]] = {
    "man_made": frozenset({
        "tower", "water_tower", "chimney", "storage_tank", "silo", "pier", "lighthouse", "mast", "windmill",
        "watermill", "crane", "flagpole", "obelisk", "cross", "water_well", "wastewater_plant", "water_works", "works",
        "gasometer", "observatory", "telescope", "bunker_silo", "kiln", "beacon", "pumping_station",
        "reservoir_covered", "bridge", "breakwater", "quay", "ceremonial_gate", "compass_rose", "monitoring_station",
        "ski_jump", "cairn", "dovecote", "insect_hotel", "surveillance",
        "stack", "tank"}),   # (older tags for a chimney and a storage tank)
    "power": frozenset({"generator", "plant"}),   # not a substation: named after its street or village (gsqa.lua)
    # (and the gates and bollards people count: 'gates minus bollards'; a few hundred in a country)
    "barrier": frozenset({"turnstile", "toll_booth", "border_control"}) | _COUNTED_BARRIERS,
    "advertising": frozenset({"column"}),
    "building": frozenset({
        "public", "train_station", "transportation", "civic", "government", "hut", "cabin", "bunker", "hangar",
        "grandstand", "pavilion", "ruins", "stadium"}),
    "landuse": frozenset({"cemetery", "construction", "median"}) | _PATCHES,   # (a median: the strip between a road's ways)
    # lines and patches people measure rather than visit ('add up the abandoned railway tracks', 'the total area of
    # the grass', 'how long are the tree rows'): loaded so that a total over them has something to sum
    "railway": frozenset({"rail", "abandoned", "disused", "narrow_gauge", "funicular", "preserved"}) | _RAIL_CROSSINGS,
    # (single trees: 'how many trees are mapped in X'; cliffs, mostly unnamed lines: 'how many cliffs near X'; the
    # landforms people count around a place, named or not: 'how many peaks within 8 km of X', 'hot springs near X')
    "natural": _NATURAL_MEASURED | _LANDFORMS,
    # the points people give directions from on a street or in a playground ('walk from the speed bump to ...',
    # 'the play house'), and an island too small to be named (a named one is a region)
    "traffic_calming": _TRAFFIC_CALMING,
    "playground": _PLAY_EQUIPMENT,
    "place": frozenset({"island", "islet"}),
}

# the lines and patches above, and the barriers and lamps people count, which are no place: 'places' in a town are
# never a railway track, a lawn, a tree, a gate or a street lamp. SQL over a POI row aliased {t}
_MEASURED = {"railway": POINTED_AT["railway"], "natural": _NATURAL_MEASURED, "landuse": _PATCHES,
             "barrier": _COUNTED_BARRIERS, "highway": frozenset({"street_lamp", "motorway_junction"}),
             "traffic_calming": _TRAFFIC_CALMING, "playground": _PLAY_EQUIPMENT, "place": POINTED_AT["place"]}
NOT_MEASURED = " AND ".join(
    f"coalesce({{t}}.tags->>'{key}', '') NOT IN ({', '.join(repr(v) for v in sorted(values))})"
    for key, values in _MEASURED.items())

# Points on a road that people count or go to, not parts of a road: a stop, traffic lights, a speed camera, a
# pedestrian crossing, a street lamp, a motorway exit, and the signs, lifts and turning circles people give
# directions from.
HIGHWAY_POINTS: frozenset[str] = frozenset({
    "bus_stop", "traffic_signals", "speed_camera", "elevator", "stop", "give_way", "turning_circle",
    "mini_roundabout", "milestone", "crossing", "street_lamp", "motorway_junction"})


# Points on a river people go to or count, not parts of the water ('how far is the waterfall', 'the weir'): POIs,
# where any other waterway is water (styles/gsqa.lua)
WATERWAY_POINTS: frozenset[str] = frozenset({
    "waterfall", "weir", "lock_gate", "rapids", "water_point", "fuel", "sanitary_dump_station"})


def is_pointed_at(tags: Mapping[str, str]) -> bool:
    return any(tags.get(key) in values for key, values in POINTED_AT.items())

-- osm2pgsql flex style: OpenStreetMap -> the GS-QA benchmark schema (staging tables).
--
-- Writes geometry(4326) into schema `staging`; the merge (georeact/db/importer.py) then moves the rows into
-- the public tables as geography(Geometry, 4326) with their full-text documents, replacing rows of the same
-- OSM object (so loading a file twice does not duplicate anything). Objects whose polygon does not assemble are written to
-- staging.skipped so the load can count them.
--
-- Two more tables feed only the map's background, not the data tables: building footprints (staging.buildings,
-- whatever else the object is too) and the coastline's ways (staging.coastline), from which the load computes the
-- sea (georeact/db/sea.py).

local schema = 'staging'

-- Columns promoted out of `tags` per table, as in GS-QA. `tags` (jsonb) keeps every tag, these too, so the
-- full-text document (georeact/db/search.py) and the model's SQL see the whole object.
-- (`natural` stays in tags: it is an SQL keyword, and every lakes row is water anyway.)
local ADDR = { 'addr:housenumber', 'addr:street', 'addr:city', 'addr:postcode', 'addr:state', 'addr:country' }

local COLUMNS = {
    pois = { 'amenity', 'shop', 'tourism', 'leisure', 'cuisine', 'historic', 'healthcare', 'sport', 'office',
             'craft', 'religion', 'museum', 'building', 'opening_hours', 'operator', 'wheelchair', 'website',
             'phone', 'wikidata', 'official_name', 'emergency', 'railway', 'public_transport', 'highway' },
    roads = { 'highway', 'oneway', 'maxspeed', 'lanes', 'access', 'foot', 'bicycle', 'sidewalk', 'cycleway',
              'bridge', 'tunnel', 'surface', 'junction', 'ref', 'wikidata' },
    parks = { 'leisure', 'boundary', 'tourism', 'landuse', 'operator', 'access', 'wikidata', 'wikipedia' },
    lakes = { 'water', 'waterway', 'landuse', 'intermittent', 'wikidata', 'wikipedia',
              'official_name' },
    regions = { 'boundary', 'place', 'population', 'wikidata', 'wikipedia', 'official_name', 'postal_code',
                'is_in', 'capital' },
}

local NAME_COLUMN = { pois = 'poi_name', roads = 'road_name', parks = 'park_name', lakes = 'lake_name',
                      regions = 'region_name' }

local function column_name(key)
    return (key:gsub(':', '_'))
end

local tables = {}

local function define(name, extra)
    local columns = { { column = NAME_COLUMN[name], type = 'text' } }
    for _, key in ipairs(COLUMNS[name]) do
        columns[#columns + 1] = { column = column_name(key), type = 'text' }
    end
    if name == 'pois' or name == 'parks' or name == 'lakes' then
        for _, key in ipairs(ADDR) do
            columns[#columns + 1] = { column = column_name(key), type = 'text' }
        end
    end
    for _, column in ipairs(extra or {}) do
        columns[#columns + 1] = column
    end
    columns[#columns + 1] = { column = 'tags', type = 'jsonb' }
    columns[#columns + 1] = { column = 'geom', type = 'geometry', projection = 4326, not_null = true }
    tables[name] = osm2pgsql.define_table({
        name = name,
        schema = schema,
        ids = { type = 'any', id_column = 'osm_id', type_column = 'osm_type' },
        columns = columns,
    })
end

define('pois')
define('roads')
define('parks')
define('lakes')
define('regions', { { column = 'admin_level', type = 'int' }, { column = 'border_type', type = 'text' } })

tables.skipped = osm2pgsql.define_table({
    name = 'skipped',
    schema = schema,
    ids = { type = 'any', id_column = 'osm_id', type_column = 'osm_type' },
    columns = {
        { column = 'name', type = 'text' },
        { column = 'target', type = 'text' },
        { column = 'reason', type = 'text' },
    },
})

-- The map's background: footprints and the coastline, nothing the tools read. The load reads each whole, so
-- osm2pgsql builds no index on them; the footprints stay ordered by place (its clustering), as they are copied on.
tables.buildings = osm2pgsql.define_table({
    name = 'buildings',
    schema = schema,
    ids = { type = 'any', id_column = 'osm_id', type_column = 'osm_type' },
    columns = {
        { column = 'kind', type = 'text' },
        { column = 'geom', type = 'geometry', projection = 4326, not_null = true },
    },
    indexes = {},
})

tables.coastline = osm2pgsql.define_table({
    name = 'coastline',
    schema = schema,
    ids = { type = 'way', id_column = 'osm_id' },
    columns = {
        { column = 'geom', type = 'linestring', projection = 4326, not_null = true },
    },
    indexes = {},
    cluster = 'no',
})

-- Classification ----------------------------------------------------------------------------------

local PARK_LEISURE = { park = true, garden = true, nature_reserve = true, common = true,
                       recreation_ground = true, dog_park = true }
local PARK_BOUNDARY = { national_park = true, protected_area = true }
local WATER_LANDUSE = { reservoir = true, basin = true }
local POI_KEYS = { 'amenity', 'shop', 'tourism', 'leisure', 'historic', 'healthcare', 'office', 'craft', 'emergency' }
local POI_RAILWAY = { station = true, halt = true, tram_stop = true, subway_entrance = true }
-- a point on a river people go to or count, not a part of the water ('how far is the waterfall', 'the weir'):
-- drawn as a node, it has no line to be in the lakes table
local WATERWAY_POINTS = { waterfall = true, weir = true, lock_gate = true, rapids = true, water_point = true,
                          fuel = true, sanitary_dump_station = true }
-- points on a road that people count or go to, not parts of a road: a stop, a set of traffic lights, a speed camera
-- ('how many traffic lights does X have'), a pedestrian crossing, a motorway exit, and the signs, lifts and turning
-- circles people give directions from
local HIGHWAY_POINTS = { bus_stop = true, traffic_signals = true, speed_camera = true, elevator = true, stop = true,
                         give_way = true, turning_circle = true, mini_roundabout = true, milestone = true,
                         crossing = true, street_lamp = true, motorway_junction = true }
-- Objects people point at whether they carry a name or not ('the cafe nearest the chimney stack', 'how big is the
-- public building', 'walk from the turnstile to the pier', 'How much can the X Generating Station put out?'):
-- structures, power stations, the barriers people pass through, special buildings, a cemetery or a building site.
-- Values, not whole keys: a key's bulk values (manholes, fences, sheds, farmland) would swell the table with what
-- nobody points at. A POI like any other, counted by its kind (the `building` column kept). The twin of
-- georeact/reading/pointed_at.py (tests/db/test_pointed_at.py compares them).
local POINTED_AT = {
    man_made = { tower = true, water_tower = true, chimney = true, storage_tank = true, silo = true, pier = true,
                 lighthouse = true, mast = true, windmill = true, watermill = true, crane = true, flagpole = true,
                 obelisk = true, cross = true, water_well = true, wastewater_plant = true, water_works = true,
                 works = true, gasometer = true, observatory = true, telescope = true, bunker_silo = true, kiln = true,
                 beacon = true, pumping_station = true, reservoir_covered = true, bridge = true, breakwater = true,
                 quay = true, ceremonial_gate = true, compass_rose = true, monitoring_station = true, ski_jump = true,
                 cairn = true, dovecote = true, insect_hotel = true, surveillance = true,
                 stack = true, tank = true },   -- (older tags for a chimney and a storage tank)
    power = { generator = true, plant = true },   -- (not a substation: named after its street or village, it would
                                                  -- answer for the town its name says)
    barrier = { turnstile = true, toll_booth = true, border_control = true, gate = true, lift_gate = true,
                bollard = true, kissing_gate = true, stile = true, cattle_grid = true, chain = true,
                swing_gate = true, height_restrictor = true },
    advertising = { column = true },
    building = { public = true, train_station = true, transportation = true, civic = true, government = true,
                 hut = true, cabin = true, bunker = true, hangar = true, grandstand = true, pavilion = true,
                 ruins = true, stadium = true },
    landuse = { cemetery = true, construction = true, grass = true, meadow = true,
                median = true },   -- (the strip between a road's two ways: 'walk from X to the median')
    -- lines and patches people measure rather than visit ('add up the abandoned railway tracks', 'the total area of
    -- the grass', 'how long are the tree rows'): loaded so that a total over them has something to sum
    railway = { rail = true, abandoned = true, disused = true, narrow_gauge = true, funicular = true,
                preserved = true,
                level_crossing = true, crossing = true },   -- (where a road or a path crosses the tracks)
    -- (single trees: 'how many trees are mapped in X'; cliffs, mostly unnamed lines: 'how many cliffs near X'; the
    -- landforms people count around a place, named or not: 'how many peaks within 8 km of X', 'hot springs near X',
    -- 'glaciers within 2 km of X': a small glacier is most often an unnamed patch)
    natural = { tree_row = true, tree = true, cliff = true, peak = true, volcano = true,
                spring = true, hot_spring = true, geyser = true, cave_entrance = true, glacier = true },
    -- the points people give directions from on a street or in a playground ('walk from the speed bump to ...',
    -- 'the play house': iD's presets, and wendyhouse, an older tag for a play house), and an island too small to be
    -- named (a named one is a region)
    traffic_calming = { bump = true, hump = true, table = true, cushion = true, chicane = true, choker = true,
                        dip = true, island = true, mini_bumps = true, rumble_strip = true, yes = true },
    playground = { activitypanel = true, aerialrotator = true, balancebeam = true, basketrotator = true,
                   basketswing = true, bridge = true, climbingframe = true, climbingwall = true, cushion = true,
                   funnel_ball = true, hopscotch = true, horizontal_bar = true, map = true, playhouse = true,
                   wendyhouse = true, pump = true, roundabout = true, sandpit = true, seesaw = true, sledding = true,
                   slide = true, splash_pad = true, springy = true, structure = true, swing = true,
                   teenshelter = true, tetherball = true, trampoline = true, tunnel_tube = true, water = true,
                   zipwire = true },
    place = { island = true, islet = true },
}

-- Routes people travel along and ask about ('which waymark does the X trail use', 'where does bus 33 end up', 'how
-- long is the X cycle route'): a relation type=route of one of these kinds is a POI whose geometry is its way members
-- merged, found by its name and counted by its `route` tag. Not a road's route (route=road carries the road's own
-- name: the road answers), nor a power line's. The twin of georeact/reading/travelled_routes.py (tests compare them).
local TRAVELLED_ROUTES = { bus = true, trolleybus = true, tram = true, train = true, subway = true, light_rail = true,
                           monorail = true, railway = true, ferry = true, share_taxi = true, hiking = true, foot = true,
                           walking = true, running = true, fitness_trail = true, bicycle = true, mtb = true,
                           horse = true, inline_skates = true, ski = true, piste = true, canoe = true,
                           aerialway = true }

-- A place that was of a kind and closed ('the disused bakery', 'the former bank'): its kind's key under a lifecycle
-- prefix (disused:shop=bakery). A POI, named or not, that no kind of place counts (its kind's own key is empty);
-- a lifecycle word in front of a kind finds it. The twin of georeact/reading/lifecycle.py (tests compare them).
local LIFECYCLE_PREFIXES = { 'disused', 'abandoned', 'was', 'closed', 'demolished' }

local function is_former_poi(tags)
    for _, prefix in ipairs(LIFECYCLE_PREFIXES) do
        for _, key in ipairs(POI_KEYS) do
            if tags[prefix .. ':' .. key] then
                return true
            end
        end
    end
    return false
end

local function is_pointed_at(tags)
    for key, values in pairs(POINTED_AT) do
        if tags[key] and values[tags[key]] then
            return true
        end
    end
    return false
end

-- A named object no other rule takes that people still name as a place: a building ('Floral Fantasy'), a pier or
-- other structure, a club, a peak, a heliport. A POI, so it is found by its name; its kind stays in its tags only,
-- not in the `building` column, so no kind of place counts it ('church' reads building=church of a POI: a named
-- church building beside its place_of_worship node would count twice). (Not public_transport, nor most land uses:
-- their names are often a town's or a stop's, which other tables hold; NAMED_LANDUSE below are the exceptions.)
local NAMED_PLACE_KEYS = { 'building', 'man_made', 'club', 'natural', 'aeroway' }
-- and a named area whose land use is a place people go to or ask about ('who operates X Yard'); not residential or
-- farm land, which is named after its district or village (a cemetery or a building site is pointed at, named or not)
local NAMED_LANDUSE = { retail = true, commercial = true, industrial = true, railway = true, military = true,
                        religious = true, allotments = true, quarry = true, landfill = true, prison = true }
-- A named node that carries no kind at all is still a place people name ('the bar X' tagged only with its cuisine
-- and opening hours, a gallery or a palais with only an address), unless one of its keys says it is something else:
-- a track, a stop, a line, a fence, a sign, or a place that is planned, gone or closed. A POI found by its name.
-- Nodes only: a named way or multipolygon with no kind is most often a part of something else (a track, a wall, a
-- ridge, a building's wing); a land use on a node is a shop or an office tagged as the area it is in
-- ('landuse=retail' with its phone number).
local NOT_A_PLACE_KEYS = { 'railway', 'public_transport', 'route', 'power', 'barrier', 'network', 'bus', 'tram',
                           'train', 'subway', 'light_rail', 'boundary', 'building:part', 'entrance',
                           'indoor', 'proposed', 'construction', 'disused', 'abandoned', 'demolished',
                           'razed', 'removed', 'was', 'closed', 'traffic_sign', 'destination', 'is_in' }
-- (a town's name sits on its city-limit signs and on old imports of settlements: 'is_in', 'openGeoDB:')
local NOT_A_PLACE_PREFIXES = { 'proposed:', 'construction:', 'disused:', 'abandoned:', 'demolished:', 'razed:',
                               'removed:', 'was:', 'closed:', 'traffic_sign:', 'destination:', 'is_in:',
                               'openGeoDB:', 'opengeodb:' }
-- Place nodes: POIs found by their name. A spot (a square, a locality, a farm), and a village, a town or a district
-- mapped only as a node (a neighbourhood, a hamlet, a suburb): people go from and to it ('drive from Eastbrook to
-- Westbrook') and ask what is near it; 'in X' still reads the region of its name first. A city's or a town's node
-- inside a region of its name (its boundary, or the town of its addresses), or beside a station of its name, is
-- dropped after the merge (db/town_points.py): there the region or the station stands for the town, and 'nearest X
-- to <town>' measures from it (as GS-QA's layout does). A national extract's towns are mostly nodes alone.
-- (and an island mapped as a node: a skerry or a holm off the coast, named, counted with the islands)
local POINT_PLACES = { city = true, town = true, locality = true, square = true, isolated_dwelling = true, farm = true,
                       plot = true, village = true, hamlet = true, suburb = true, borough = true, quarter = true,
                       neighbourhood = true, city_block = true, island = true, islet = true }

local function has_any_key(tags, keys)
    for _, key in ipairs(keys) do
        if tags[key] then
            return true
        end
    end
    return false
end

local function says_not_a_place(tags)
    if has_any_key(tags, NOT_A_PLACE_KEYS) then
        return true
    end
    for key, _ in pairs(tags) do
        for _, prefix in ipairs(NOT_A_PLACE_PREFIXES) do
            if key:sub(1, #prefix) == prefix then
                return true
            end
        end
    end
    return false
end

-- Which table an object belongs to, and whether it needs an area ('area'), a line ('line') or
-- whatever its OSM type gives ('any': a node is a point, a closed way an area).
local function classify(tags)
    if tags.leisure and PARK_LEISURE[tags.leisure] or tags.boundary and PARK_BOUNDARY[tags.boundary] then
        return 'parks', 'area'
    end
    if tags.natural == 'water' or tags.water or tags.landuse and WATER_LANDUSE[tags.landuse] then
        return 'lakes', 'area'
    end
    if tags.waterway and WATERWAY_POINTS[tags.waterway] then
        return 'pois', 'any'
    end
    if tags.waterway then
        if tags.waterway == 'riverbank' or tags.waterway == 'dock' then
            return 'lakes', 'area'
        end
        return 'lakes', 'line'
    end
    if tags.boundary == 'administrative' and tags.admin_level and tags.name then
        return 'regions', 'area'
    end
    if tags.place and tags.name then
        return 'regions', 'area_only'
    end
    if tags.highway and HIGHWAY_POINTS[tags.highway] then
        -- a way (a lift's shaft drawn as a ring) is a line unless it says it is an area, like any highway
        return 'pois', tags.area == 'yes' and 'any' or 'line'
    end
    if tags.highway then
        if tags.area == 'yes' then
            return 'roads', 'area'
        end
        return 'roads', 'line'
    end
    if has_any_key(tags, POI_KEYS) then
        return 'pois', 'any'
    end
    if tags.railway and POI_RAILWAY[tags.railway] then
        return 'pois', 'any'
    end
    if is_pointed_at(tags) then
        return 'pois', 'any'
    end
    if is_former_poi(tags) then
        -- its kind's key is gone, so a closed way is an area only when another key says so (as the classic layout
        -- reads it: a former bus station drawn round a square stays a ring)
        return 'pois', (tags.area == 'yes' or tags.building or tags.landuse) and 'any' or 'line'
    end
    if tags.name then
        if tags.landuse and NAMED_LANDUSE[tags.landuse] then
            return 'pois', 'named'
        end
        for _, key in ipairs(NAMED_PLACE_KEYS) do
            if tags[key] and tags[key] ~= 'no' then
                return 'pois', 'named'
            end
        end
        if not says_not_a_place(tags) then
            return 'pois', 'untyped'
        end
    end
    -- an unnamed building people point at by what the map writes of it where a name would stand, its house name or
    -- its description ('the Palais Boisserée', 'the Anglistisches Seminar'): a POI found by those words
    -- (georeact/tools/known_by_value.py), never counted as a kind (the `building` column is not kept)
    if tags.building and tags.building ~= 'no' and (tags['addr:housename'] or tags.description) then
        return 'pois', 'named'
    end
    return nil
end

-- A place mapped with an English name and no `name` (a mapper's slip, common where visitors map) is still named: its
-- name is the English one, found, listed and said like any other (the classic layout's views read it so too:
-- planet_osm.NAME).
local function name_of(tags)
    return tags.name or tags['name:en']
end

local function row_for(name, tags)
    local row = { [NAME_COLUMN[name]] = name_of(tags) }
    local all = {}
    for key, value in pairs(tags) do
        all[key] = value
    end
    for _, key in ipairs(COLUMNS[name]) do
        row[column_name(key)] = tags[key]
    end
    if name == 'pois' or name == 'parks' or name == 'lakes' then
        for _, key in ipairs(ADDR) do
            row[column_name(key)] = tags[key]
        end
    end
    if name == 'regions' then
        row.admin_level = tonumber(tags.admin_level)
        row.border_type = tags.boundary or tags.place
    end
    row.tags = all
    return row
end

local function skip(object, target, reason)
    tables.skipped:insert({ name = object.tags.name, target = target, reason = reason })
end

local function insert(object, target, geom, shape)
    local row = row_for(target, object.tags)
    if shape == 'named' then
        row.building = nil   -- found by its name, never counted as a kind (see NAMED_PLACE_KEYS)
    end
    row.geom = geom
    tables[target]:insert(row)
end

-- A footprint of a closed way or multipolygon tagged building (any value but 'no'), beside whatever table the
-- object also goes to. One that does not assemble is left out quietly: it is background, not data.
local function is_building(tags)
    return tags.building ~= nil and tags.building ~= 'no'
end

local function stage_building(object, geom)
    if not geom:is_null() then
        tables.buildings:insert({ kind = object.tags.building, geom = geom })
    end
end

-- Callbacks ----------------------------------------------------------------------------------------

function osm2pgsql.process_node(object)
    local target, shape = classify(object.tags)
    if target == 'roads' and has_any_key(object.tags, POI_KEYS) then
        -- a node is no road: one that says a road's kind beside a place's ('highway=services' on a cafe) is the place
        -- (a road's node with a name alone stays out, as in the classic layout's points)
        local tags = {}
        for key, value in pairs(object.tags) do
            tags[key] = value
        end
        tags.highway = nil
        target, shape = classify(tags)
    end
    if target == 'pois' then
        insert(object, 'pois', object:as_point(), shape)
    elseif target == 'regions' and POINT_PLACES[object.tags.place] then
        -- a place node is no region (it has no area); one naming a spot is a POI found by its name
        insert(object, 'pois', object:as_point(), 'named')
    elseif target == 'lakes' and has_any_key(object.tags, POI_KEYS) then
        -- a node has no water to be: one that is also a place people visit ('tourism=attraction' on a basin's
        -- node) is that place
        insert(object, 'pois', object:as_point(), nil)
    elseif target == 'parks' and object.tags.name then
        -- a named park mapped as a point (imports of gazetteers) is a park: counted, found and measured to, with
        -- no area (never the largest, never a region to search in)
        insert(object, 'parks', object:as_point(), shape)
    end
end

local function is_closed(object)
    return object.is_closed and #object.nodes >= 4
end

function osm2pgsql.process_way(object)
    if is_building(object.tags) and is_closed(object) then
        stage_building(object, object:as_polygon())
    end
    if object.tags.natural == 'coastline' then
        local line = object:as_linestring()
        if not line:is_null() then
            tables.coastline:insert({ geom = line })
        end
    end
    local target, shape = classify(object.tags)
    if not target then
        return
    end
    if shape == 'untyped' then
        return   -- a node's rule (see NOT_A_PLACE_KEYS)
    end
    local want_area = shape == 'area' or shape == 'area_only' or
        ((shape == 'any' or shape == 'named') and is_closed(object) and object.tags.area ~= 'no')
    if shape == 'area_only' and not is_closed(object) then
        return
    end
    if want_area then
        if not is_closed(object) then
            if shape == 'area' and target ~= 'parks' and target ~= 'lakes' and target ~= 'regions' then
                insert(object, target, object:as_linestring())
            end
            -- an unclosed way tagged as an area (often an outer member tagged by mistake): nothing to build.
            return
        end
        local geom = object:as_polygon()
        if geom:is_null() then
            skip(object, target, 'invalid polygon')
            return
        end
        insert(object, target, geom, shape)
    else
        local geom = object:as_linestring()
        if geom:is_null() then
            skip(object, target, 'invalid line')
            return
        end
        insert(object, target, geom, shape)
    end
end

-- the tables whose multipolygons are kept as their lines when they do not assemble (not a region: a town cut by the
-- edge is no area to search in; its places say where they are)
local OUTLINE_KEPT = { parks = true, lakes = true, pois = true }

function osm2pgsql.process_relation(object)
    local kind = object.tags.type
    if kind == 'multipolygon' and is_building(object.tags) then
        stage_building(object, object:as_multipolygon())
    end
    if kind == 'multipolygon' or kind == 'boundary' then
        local target, shape = classify(object.tags)
        if not target or shape == 'untyped' then
            return
        end
        local geom = object:as_multipolygon()
        if geom:is_null() and OUTLINE_KEPT[target] then
            -- an outline the extract's edge cuts (a park or a lake on the edge keeps only some of its ways): the lines
            -- it has, so that the place is still found, located and its tags read; a line has no area, which the
            -- measures say (never 0 m2)
            geom = object:as_multilinestring():line_merge()
        end
        if geom:is_null() then
            skip(object, target, 'relation does not assemble into a valid polygon')
            return
        end
        insert(object, target, geom, shape)
    elseif kind == 'route' and TRAVELLED_ROUTES[object.tags.route] then
        -- a route none of whose ways lies in the extract (only its stops, or nothing) has no line to measure or
        -- draw: left out quietly, as the extract's edge cuts it
        local geom = object:as_multilinestring()
        if not geom:is_null() then
            insert(object, 'pois', geom:line_merge(), 'named')
        end
    elseif kind == 'waterway' and object.tags.waterway then
        local geom = object:as_multilinestring()
        if geom:is_null() then
            skip(object, 'lakes', 'waterway relation has no usable members')
            return
        end
        insert(object, 'lakes', geom:line_merge())
    end
end

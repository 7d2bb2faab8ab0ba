"""GenerateSQL's templates: the SELECT an aggregate the fixed tools cannot express is written from (issue 44), so
that it is guarded, run and shown like any other SQL, and a wrong one can be refined.

An aggregate is a kind of place (a feature phrase, resolved as GetPOIFilter resolves it) in a scope (within a radius
of a place, or in a region; a town known only as a point is searched within POINT_AS_AREA_RADIUS_M of it, as
CalculateMetric does), and one of:
- `having`: the places that carry an attribute ('have a website'; a yes-or-no one counts its yes values: 'wheelchair
  accessible', 'with vegan food'), counted and named;
- `group_by`: the most common value of an attribute or of the kind ('the most common cuisine among restaurants');
- `measure` over `above`: the places (streets by their name, their ways added up) longer or larger than a figure.
Values are written into the SQL as literals (from the vocabulary and the database, quoted); the guard checks the
statement as it checks the model's.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from georeact.geo.units import format_distance
from georeact.reading.attributes import YES_VALUES, attributes
from georeact.reading.metrics import POINT_AS_AREA_RADIUS_M
from georeact.tools.base import ToolContext
from georeact.tools.handles import Handle
from georeact.tools.metric.models import Problem, Resolved
from georeact.tools.metric.places import resolve_place
from georeact.tools.metric.measures import SAME_PLACE_M
from georeact.reading.pointed_at import NOT_MEASURED
from georeact.reading.travelled_routes import NOT_A_ROUTE
from georeact.tools.metric.features import kinds_said
from georeact.tools.metric.namesake_by_kind import namesake_with_kind
from georeact.tools.poi_filter import FeatureFilter, is_any_place
from georeact.reading.vocabulary import POI_KEYS, data, is_buildings, preset_for

LISTED = 20   # names listed with a count
TOP_LISTED = 5   # the places listed after the highest (or lowest) of a kind
STREET_REACH_M = 1000.0   # a street's ways this near its ways in the scope are the same street


class Aggregate(BaseModel):
    feature: str = Field(description="The kind of place, as GetPOIFilter takes it ('restaurant', 'street', 'park').")
    having: str | None = Field(None, description="Only places with this attribute (website, opening_hours, "
                                                 "wheelchair, outdoor_seating, diet_vegan ...).")
    equals: str | None = Field(None, max_length=100, description="With `having`: only places whose attribute has this "
                                                                 "value (level '2'), any case, one of ';'-separated values.")
    at_least: float | None = Field(None, description="With `having`: only places whose attribute's figure is at least "
                                                     "this (stars 4: '4', '4S' and '5' are).")
    more_than: float | None = Field(None, description="With `having`: only places whose attribute's figure is more "
                                                      "than this (elevation 34: '35' and '34.5' are, '34' is not).")
    less_than: float | None = Field(None, description="With `having`: only places whose attribute's figure is less "
                                                      "than this (elevation 300: '299' is, '300' is not).")
    lacking: bool | None = Field(None, description="With `having`: true for only the places without the attribute "
                                                   "(no phone number listed).")
    group_by: str | None = Field(None, description="The most common value of this attribute (cuisine), 'kind' or "
                                                   "'name' (the name most places of the kind share: a chain).")
    total_of: str | None = Field(None, description="A figure the places carry (capacity, rooms, levels), added up; "
                                                   "the places without it are counted apart.")
    top_by: str | None = Field(None, description="The places with the greatest figure of this attribute (height, "
                                                 "capacity, stars), greatest first, with the figure.")
    lowest: bool | None = Field(None, description="With `top_by`: the least figure first.")
    average_of: str | None = Field(None, description="The mean of this attribute's figure (height, elevation, "
                                                     "capacity) over the places, or of their 'area' or 'length'; with "
                                                     "how many record it and the least and greatest.")
    measure: Literal["length", "area"] | None = Field(None, description="With `above`: a length or an area.")
    above: float | None = Field(None, gt=0, description="The threshold, in metres or square metres.")
    anchor: str | None = Field(None, description="A place name or handle the radius is around.")
    radius_m: float | None = Field(None, gt=0, le=50_000, description="The radius around the anchor, in metres.")
    region: str | None = Field(None, description="A region name or handle to search in.")


# a place's own size, averaged: the function that measures it, and the dimension of the shapes it measures
_OWN_SIZE = {"area": ("ST_Area", 2), "length": ("ST_Length", 1)}


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _tag(alias: str, key: str, columns: set[str]) -> str:
    """A tag's value on a row: its own column where the table has one, else the `tags` jsonb."""
    return f"{alias}.{key}" if key in columns and key.replace("_", "").isalnum() else f"{alias}.tags->>{_quoted(key)}"


# what a count by an attribute reads where its tag is missing: a chain's name is its brand (most gas stations and
# supermarkets carry no brand tag)
STANDS_IN = {"brand": ["name"]}


def _subtype_key(filters: list[FeatureFilter]) -> str | None:
    """The key that says which type of one kind a place is, when the places are of one kind: its preset's field iD
    labels 'Type' ('the most common type of bike parking' reads bicycle_parking=stands, of car parks parking=underground,
    of artworks artwork_type). Several kinds: their own kind is the answer."""
    kinds = {(f.column, f.value) for f in filters}
    if len(kinds) != 1:
        return None
    column, value = next(iter(kinds))
    preset = preset_for({column: str(value)}) if value else None
    for name in (preset.fields + preset.more) if preset is not None else []:
        field = data().fields.get(name)
        if field is not None and (field.label == "Type" or field.label.startswith("Types of ")) and \
                not field.key.endswith(":"):   # ('Types of Goods' a vending machine sells)
            return field.key
    return None


def _first_tagged(alias: str, keys: list[str], columns: set[str]) -> str:
    """The first of the tags a row has (a gas station's brand, else its name)."""
    values = [f"nullif({_tag(alias, key, columns)}, '')" for key in keys]
    return values[0] if len(values) == 1 else f"coalesce({', '.join(values)})"


def _buildings(ctx: ToolContext, aggregate: Aggregate) -> tuple[str, str]:
    """Every building footprint in the scope, named or not (the map's table, db/background.py: its kind and shape,
    no name): how many, how many larger than a size, or the most common kind. Raises Problem for what the footprints
    do not hold."""
    relation = ctx.profile.derived.get("buildings")
    if relation is None:
        raise Problem("this database holds no building footprints; count a kind of place instead")
    place = _scope_place(ctx, aggregate)   # (resolved once: the scope and the box the index reads are both round it)
    scope, words = _scope(ctx, aggregate, "t", "buildings", place)
    rows = (f"(SELECT b.osm_id AS id, b.kind, b.geom::geography AS geometry FROM {relation} b "
            f"WHERE b.geom && {_box(ctx, aggregate, place)})")
    if aggregate.measure == "area" and aggregate.above is not None:
        return (f"SELECT count(*) FILTER (WHERE size > {aggregate.above:g}) AS buildings, count(*) AS of_all, "
                f"round(max(size)) AS largest FROM (SELECT ST_Area(t.geometry) AS size FROM {rows} t WHERE {scope}) s"
                ), words
    if aggregate.group_by == "kind":
        return (f"SELECT kind AS value, count(*) AS places, sum(count(*)) OVER () AS of_kind FROM {rows} t "
                f"WHERE {scope} AND kind <> 'yes' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT {GROUPS_LISTED}"), words
    if aggregate.measure or aggregate.having or aggregate.group_by or aggregate.total_of:
        raise Problem("building footprints hold only their kind and shape: count them, by size or by kind")
    return f"SELECT count(*) AS buildings FROM {rows} t WHERE {scope}", words


def _figure(keys: list[str], columns: set[str]) -> str:
    """The figure a place's tag starts with ('852', '12 m', '120 (+2 disabled)'), of the first of the tags it has;
    NULL where the tag holds no figure."""
    return f"substring({_first_tagged('t', keys, columns)} from '^\\s*([0-9]+(?:\\.[0-9]+)?)')::numeric"


# the keys that say what a place of the land is, after those of a place one visits (a peak, a waterfall, a lighthouse,
# a farm: what there is around a place in the countryside)
LAND_KEYS = ("natural", "waterway", "man_made", "place", "aeroway")


def _own_kind(alias: str, columns: set[str]) -> str:
    """A place's kind by the first key that says one ('parking', 'camp_site'); 'shop=yes' is a shop of no kind said."""
    said = ", ".join([*(f"nullif(nullif({_tag(alias, key, columns)}, ''), 'yes')" for key in POI_KEYS),
                      *(f"nullif(nullif({alias}.tags->>{_quoted(key)}, ''), 'yes')" for key in LAND_KEYS)])
    return f"coalesce({said}, CASE WHEN {_tag(alias, 'shop', columns)} = 'yes' THEN 'shop' END)"


def _having(alias: str, aggregate: Aggregate, columns: set[str]) -> str:
    """The condition a place of the aggregate's kind meets: its attribute, with the value or figure asked."""
    attribute, equals = aggregate.having, aggregate.equals
    at_least, more_than, less_than = aggregate.at_least, aggregate.more_than, aggregate.less_than
    spec = attributes().get(attribute or "")
    if spec is None:
        raise Problem(f"unknown attribute {attribute!r}; attributes: {', '.join(attributes())}")
    values = [_tag(alias, key, columns) for key in spec.tags]
    if at_least is not None or more_than is not None or less_than is not None:   # 'stars=4S', 'ele=34 m': its figure
        figures = [f"substring({v} from '^\\s*([0-9]+(?:\\.[0-9]+)?)')::numeric" for v in values]
        compared = f">= {at_least:g}" if at_least is not None else f"> {more_than:g}" if more_than is not None else \
            f"< {less_than:g}"
        return "(" + " OR ".join(f"{figure} {compared}" for figure in figures) + ")"
    if equals is not None:   # 'level=2', 'level=1;2': the value, or one of the values the tag lists
        wanted = _quoted(equals.strip().casefold().replace(' ', ''))   # (spaces go on both sides)
        return "(" + " OR ".join(f"{wanted} = ANY(string_to_array(replace(lower({v}), ' ', ''), ';'))" for v in values) + ")"
    if spec.answer == "yes_no":
        listed = ", ".join(_quoted(v) for v in YES_VALUES)
        return "(" + " OR ".join(f"lower({v}) IN ({listed})" for v in values) + ")"
    return "(" + " OR ".join(f"coalesce({v}, '') <> ''" for v in values) + ")"


def _kind(filters: list, table: str, alias: str) -> str:
    """The condition that keeps the rows of the kind asked, on the rows aliased `alias`."""
    return "(" + " OR ".join(f.display().replace(f"{f.table}.", f"{alias}.") for f in filters if f.table == table) + ")"


# the values of a 'most common' listed: enough to say a tie for the top among the first ones
GROUPS_LISTED = 8


def _place_geometry(ctx: ToolContext, handle: Handle) -> str:
    """The SQL of a resolved place's geometry."""
    if handle.kind == "extract":   # 'in the Baltimore data': the box of the extract's rows
        sql, params = handle.anchor_sql(ctx.profile)
        return f"({sql.replace('%s', '{}').format(*(_quoted(p) for p in params))})::geometry"
    spec = ctx.profile.table(handle.table)
    return f"(SELECT s.geometry FROM {spec.relation} s WHERE s.id = {int(handle.id)})"


# degrees of longitude a metre is at most, up to 80° from the equator: a box that holds a radius anywhere people live
_DEGREES_PER_METRE = 1 / 19_300


def _scope_place(ctx: ToolContext, aggregate: Aggregate) -> tuple[Handle, Resolved]:
    """The place the aggregate's scope is around (its anchor) or in (its region), resolved. Raises Problem."""
    if aggregate.anchor:
        return resolve_place(ctx, aggregate.anchor, "anchor")
    if aggregate.region:
        return resolve_place(ctx, aggregate.region, "region")
    raise Problem("an aggregate needs a scope: an anchor with radius_m, or a region")


def _scope_radius(aggregate: Aggregate, ref: Resolved) -> float | None:
    """The radius the scope reaches round its place; None for a region's own outline."""
    if aggregate.anchor:
        return aggregate.radius_m or POINT_AS_AREA_RADIUS_M
    return None if "POLYGON" in (ref.geometry_type or "").upper() else POINT_AS_AREA_RADIUS_M   # (a town as a point)


def _box(ctx: ToolContext, aggregate: Aggregate, place: tuple[Handle, Resolved]) -> str:
    """A box around the aggregate's scope, in the footprints' own coordinates (their index finds the rows in it)."""
    pad = (_scope_radius(aggregate, place[1]) or 0) * _DEGREES_PER_METRE
    return f"ST_Expand(({_place_geometry(ctx, place[0])})::geometry, {pad:.6f})"


def _scope(ctx: ToolContext, aggregate: Aggregate, alias: str, table: str,
           place: tuple[Handle, Resolved] | None = None) -> tuple[str, str]:
    """The SQL condition that keeps the rows in the aggregate's scope, and the scope in words (`place`: its place,
    when already resolved)."""
    def said(ref: Resolved) -> str:   # the place's name, and an approximate match said
        note = ref.note if not ref.note or ref.note.startswith("I ") else ref.note[:1].lower() + ref.note[1:]
        return (ref.name or ref.text) + (f" ({note})" if note else "")

    handle, ref = place or _scope_place(ctx, aggregate)
    geometry = _place_geometry(ctx, handle)
    if (radius := _scope_radius(aggregate, ref)) is None:
        return f"ST_Intersects({alias}.geometry, {geometry})", f"in {said(ref)}"
    # the place measured from is not among what is around it (CalculateMetric's radius counts agree)
    itself = f" AND {alias}.id <> {int(handle.id)}" if aggregate.anchor and handle.kind == "row" and \
        handle.table == table else ""
    return f"ST_DWithin({alias}.geometry, {geometry}, {radius:g}){itself}", f"within {format_distance(radius)} of {said(ref)}"


def write(ctx: ToolContext, aggregate: Aggregate, columns: set[str]) -> tuple[str, str]:
    """The SELECT for the aggregate, and its scope in words. Raises Problem (an unknown kind, place or attribute)."""
    if is_buildings(aggregate.feature):
        return _buildings(ctx, aggregate)
    if is_any_place(aggregate.feature):   # 'how many places in X have a website'
        # (a route is no place: a bus line or a trail is counted by its own kind, never as a place in a town; nor is
        # a railway track or a lawn)
        table, kind, filters = "pois", f"{NOT_A_ROUTE.format(t='t')} AND {NOT_MEASURED.format(t='t')}", []
    else:
        filters = kinds_said(ctx, aggregate.feature, "any").filters   # ('ponds or lakes': both kinds)
        if not filters:
            raise Problem(f"no rows of {aggregate.feature!r} in this database")
        table = filters[0].table
        kind = _kind(filters, table, "t")
    spec = ctx.profile.table(table)
    place = _scope_place(ctx, aggregate)
    if filters and (other := namesake_with_kind(ctx, aggregate.anchor, aggregate.radius_m, aggregate.region,
                                                aggregate.feature, place, filters)) is not None:
        place = other   # none of the kind around the namesake found first: the one with some (CalculateMetric's rule)
    scope, scope_words = _scope(ctx, aggregate, "t", table, place)
    name = f"t.{spec.name_column}"
    where = f"{kind} AND {scope}"

    def twins(alias: str, dimension: int) -> str:   # the rows of t's name and kind beside it, points or areas
        other = (f"{NOT_A_ROUTE.format(t=alias)} AND {NOT_MEASURED.format(t=alias)}" if not filters else
                 _kind(filters, table, alias))
        return (f"SELECT 1 FROM {spec.relation} {alias} WHERE {other} AND ST_Dimension({alias}.geometry::geometry) = "
                f"{dimension} AND lower({alias}.{spec.name_column}) = lower({name}) "
                f"AND ST_DWithin({alias}.geometry, t.geometry, {SAME_PLACE_M:g})")
    if table == "pois" and not aggregate.group_by and not aggregate.total_of and not aggregate.measure:
        # a named place mapped twice (its point and its building, tagged alike) is one place: the point is left out,
        # and what either says, the place has (agent/metric: one_per_place)
        where += (f" AND NOT ({name} IS NOT NULL AND ST_Dimension(t.geometry::geometry) = 0 AND "
                  f"EXISTS ({twins('o', 2)} AND {_scope(ctx, aggregate, 'o', table)[0]}))")
    if aggregate.measure == "length" and aggregate.above:
        # a street that comes within the scope, measured whole: its ways of that name near those in scope (a
        # street of the same name in another town is not it), not only the part inside the scope
        whole = f"w.{spec.name_column}"
        return (f"WITH near AS (SELECT {name} AS name, t.geometry FROM {spec.relation} t WHERE {where} "
                f"AND {name} IS NOT NULL) "
                f"SELECT name, round(size) AS size FROM (SELECT {whole} AS name, sum(ST_Length(w.geometry)) AS size "
                f"FROM {spec.relation} w WHERE {_kind(filters, table, 'w') if filters else 'TRUE'} AND {whole} IN (SELECT name FROM near) "
                f"AND EXISTS (SELECT 1 FROM near n WHERE n.name = {whole} AND ST_DWithin(w.geometry, n.geometry, "
                f"{STREET_REACH_M:g})) GROUP BY {whole}) s WHERE size > {aggregate.above:g} ORDER BY size DESC"
                ), scope_words
    if aggregate.measure and aggregate.above:
        # a named place mapped in pieces is one place; an unnamed one is each of its own (a pond with no name counts)
        return (f"SELECT name, round(size) AS size FROM (SELECT min({name}) AS name, sum(ST_Area(t.geometry)) AS size "
                f"FROM {spec.relation} t WHERE {where} GROUP BY coalesce({name}, 'id ' || t.id::text)) s "
                f"WHERE size > {aggregate.above:g} ORDER BY size DESC, name NULLS LAST"), scope_words
    if aggregate.total_of:
        spec_of = attributes().get(aggregate.total_of)
        if spec_of is None:
            raise Problem(f"unknown attribute {aggregate.total_of!r} to add up")
        # the figure a tag starts with ('120', '12 (+2 disabled)'); a tag with no figure counts as not recorded
        figure = _figure(spec_of.tags, columns)
        return (f"SELECT count(*) AS places, count(figure) AS recorded, sum(figure) AS total FROM "
                f"(SELECT {figure} AS figure FROM {spec.relation} t WHERE {where}) v"), scope_words
    if aggregate.average_of:
        # each place's figure: the first number of its tag, or its own area (an area only) or length (a line only)
        if aggregate.average_of in _OWN_SIZE:
            function, dimension = _OWN_SIZE[aggregate.average_of]
            figure = f"CASE WHEN ST_Dimension(t.geometry::geometry) = {dimension} THEN {function}(t.geometry) END"
        elif (spec_of := attributes().get(aggregate.average_of)) is not None:
            figure = _figure(spec_of.tags, columns)
        else:
            raise Problem(f"unknown attribute {aggregate.average_of!r} to average")
        return (f"SELECT count(*) AS places, count(figure) AS recorded, avg(figure) AS average, min(figure) AS least, "
                f"max(figure) AS greatest FROM (SELECT {figure} AS figure FROM {spec.relation} t WHERE {where}) v"
                ), scope_words
    if aggregate.top_by:
        spec_of = attributes().get(aggregate.top_by)
        if spec_of is None:
            raise Problem(f"unknown attribute {aggregate.top_by!r} to rank by")
        # the figure a tag starts with ('852', '12 m'), of the first of its tags the place has (a peak's height is
        # its elevation where no height is tagged); beside the first, how many of the kind record one, and how many
        # there are (the highest of the 3 that record a height, of 20 peaks, is no fact about the other 17)
        figure = _figure(spec_of.tags, columns)
        order = "ASC" if aggregate.lowest else "DESC"
        # (one row of NULLs with the count when none records it: 'none of the 4 towers records a height')
        return (f"SELECT r.name, r.figure, coalesce(r.recorded, 0) AS recorded, k.of_kind FROM (SELECT count(*) AS of_kind "
                f"FROM {spec.relation} t WHERE {where}) k LEFT JOIN (SELECT name, figure, count(*) OVER () AS "
                f"recorded FROM (SELECT {name} AS name, {figure} AS figure FROM {spec.relation} t WHERE {where}) v "
                f"WHERE figure IS NOT NULL ORDER BY figure {order}, name NULLS LAST LIMIT {TOP_LISTED}) r ON true"
                ), scope_words
    if aggregate.group_by:
        subtype = _subtype_key(filters) if aggregate.group_by == "kind" and filters else None
        value = (_first_tagged("t", [subtype], columns) if subtype else
                 # places of any kind: each its own kind, by the first key that says one ('parking', 'camp_site')
                 _own_kind("t", columns) if aggregate.group_by == "kind" and not filters else
                 filters[0].column if aggregate.group_by == "kind" else name if aggregate.group_by == "name" else
                 _first_tagged("t", [*attributes()[aggregate.group_by].tags, *STANDS_IN.get(aggregate.group_by, [])],
                               columns)
                 if aggregate.group_by in attributes() else None)
        if value is None:
            raise Problem(f"unknown attribute {aggregate.group_by!r} to group by")
        # ('shop=yes' says a shop of no kind: no kind to count it under)
        no_kind_said = f" AND {value} <> 'yes'" if aggregate.group_by == "kind" else ""
        # 'sushi;japanese' counts for each of its values; beside them, how many of the kind there are in all (11 of
        # the 18 churches are baptist: the rest record none, or another)
        return (f"SELECT value, count(*) AS places, (SELECT count(*) FROM {spec.relation} t WHERE {where}) AS of_kind "
                f"FROM (SELECT trim(string_to_table({value}, ';')) AS value "
                f"FROM {spec.relation} t WHERE {where} AND coalesce({value}, '') <> ''{no_kind_said}) v "
                f"GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT {GROUPS_LISTED}"), scope_words
    if not aggregate.having:
        return (f"SELECT count(*) OVER () AS places, {name} AS name FROM {spec.relation} t WHERE {where} "
                f"ORDER BY {name} NULLS LAST LIMIT {LISTED}"), scope_words
    having = _having('t', aggregate, columns)
    if table == "pois":
        twin_has = _having('p', aggregate, columns)
        having = f"(({having}) OR EXISTS ({twins('p', 0)} AND {twin_has}))"
    if aggregate.lacking:   # 'restaurants that don't have a phone number': those that list none
        having = f"NOT coalesce({having}, false)"
    # beside the places that have it: how many of the kind record the attribute at all, and how many there are (0
    # of 3 restaurants 'with vegetarian food' where none records its diet is no fact: it is not in the data)
    def recorded_by(alias: str) -> str:
        return " OR ".join(f"coalesce({_tag(alias, key, columns)}, '') <> ''" for key in attributes()[aggregate.having].tags)
    recorded = recorded_by("t") if table != "pois" else \
        f"(({recorded_by('t')}) OR EXISTS ({twins('p', 0)} AND ({recorded_by('p')})))"   # (what its point says, it says)
    # (the places that have it first: `has`; the rest only say how many of the kind there are)
    return (f"SELECT count(*) FILTER (WHERE {having}) OVER () AS places, {name} AS name, "
            f"count(*) FILTER (WHERE {recorded}) OVER () AS recorded, count(*) OVER () AS of_kind, "
            f"coalesce({having}, false) AS has FROM {spec.relation} t WHERE {where} "
            f"ORDER BY has DESC, {name} NULLS LAST LIMIT {LISTED}"), scope_words

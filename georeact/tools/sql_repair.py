"""Deterministic repair of model-written SQL before it is validated and run.

Two stages:
1. `preprocess` (text): markdown fences, leading prose, smart quotes, `==`, trailing semicolons. Text
   fixes are limited to what cannot be parsed at all; everything else is done on the AST.
2. `repair` (sqlglot AST): column typos (`geom` -> `geometry`, `name` -> `poi_name`), double-quoted values,
   and the geometry/geography dialect mismatch. Types are inferred bottom-up per query scope: the profile's
   geometry column is geography (GS-QA `geometry`) or a projected geometry (planet_osm `way`, EPSG:3857),
   casts are what they say, functions return what `data/postgis_types.yaml` says; a cast is inserted (or a
   needless one removed) where an argument has the wrong type.

Every change is reported as a short string, so the model sees what was changed in its query.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources
from typing import Literal

import yaml
from pydantic import BaseModel
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.optimizer.scope import Scope, traverse_scope, walk_in_scope

from georeact.db.profiles import GSQA, SchemaProfile
from georeact.tools.sql_guard import parse, to_sql

GeoType = Literal["geography", "geometry", "projected", "other"] | None
Requirement = Literal["geography", "geometry", "spatial", "any", "radius", "distance"]


class FunctionSpec(BaseModel):
    name: str
    args: list[Requirement]
    returns: str
    degrees_below: float | None = None


class RepairResult(BaseModel):
    sql: str
    fixes: list[str] = []
    parsed: bool = True


@lru_cache(maxsize=1)
def function_specs() -> dict[str, FunctionSpec]:
    """The YAML table, keyed by lower-case function name."""
    text = (resources.files("georeact.tools") / "data" / "postgis_types.yaml").read_text(encoding="utf-8")
    table = yaml.safe_load(text)["functions"]
    return {name.lower(): FunctionSpec(name=name, **spec) for name, spec in table.items()}


# --- stage 1: text ----------------------------------------------------------------------------------------

_FENCE = re.compile(r"```[ \t]*(?:sql|postgresql|postgres|pgsql)?[ \t]*\n?(.*?)(?:```|$)", re.IGNORECASE | re.DOTALL)
_START = re.compile(r"\b(SELECT|WITH)\b", re.IGNORECASE)
# A prefix is only dropped as prose when it holds no SQL verb: "DROP TABLE pois; SELECT 1" must stay whole.
_SQL_VERBS = re.compile(r"\b(drop|delete|insert|update|create|alter|truncate|grant|revoke|copy|do|call|set|reset|"
                        r"explain|into|merge|vacuum|analyze|prepare|execute|listen|notify|load|begin|commit|lock)\b",
                        re.IGNORECASE)
_SMART = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'",
                        "\u201c": '"', "\u201d": '"', "\u201e": '"'})
_STRING_LITERAL = re.compile(r"('(?:[^']|'')*')")


def _outside_strings(sql: str, pattern: str, replacement: str) -> str:
    parts = _STRING_LITERAL.split(sql)
    return "".join(part if i % 2 else re.sub(pattern, replacement, part) for i, part in enumerate(parts))


def preprocess(text: str) -> tuple[str, list[str]]:
    """Text-level clean-up of an LLM's SQL answer. Returns the SQL and the fixes applied."""
    fixes: list[str] = []
    sql = text.strip()
    fence = _FENCE.search(sql)
    if fence and "```" in sql:
        sql = fence.group(1).strip()
        fixes.append("removed markdown fence")
    start = _START.search(sql)
    if start and start.start() > 0:
        prefix = sql[:start.start()]
        if re.fullmatch(r"[\w\s,.:!'-]*", prefix) and not _SQL_VERBS.search(prefix):
            sql = sql[start.start():]
            fixes.append("removed leading prose")
    translated = sql.translate(_SMART)
    if translated != sql:
        sql = translated
        fixes.append("replaced smart quotes")
    replaced = _outside_strings(sql, r"==", "=")
    if replaced != sql:
        sql = replaced
        fixes.append("== -> =")
    stripped = sql.rstrip().rstrip(";").rstrip()
    while stripped.endswith(";"):
        stripped = stripped.rstrip(";").rstrip()
    if stripped != sql:
        fixes.append("removed trailing semicolon")
        sql = stripped
    return sql, fixes


# --- stage 2a: column typos -------------------------------------------------------------------------------

_GEOMETRY_TYPOS = {"geom", "the_geom", "way", "geog", "wkb_geometry", "shape", "geo", "geometry"}
_VALUE_PARENTS = (exp.EQ, exp.NEQ, exp.Like, exp.ILike, exp.In)


def _defined_names(tree: exp.Expression) -> set[str]:
    """Names the query defines itself (select aliases, CTE and derived-table columns): never renamed."""
    names = {alias.alias.lower() for alias in tree.find_all(exp.Alias)}
    for table_alias in tree.find_all(exp.TableAlias):
        names.update(column.name.lower() for column in table_alias.columns)
    return names


def _only_table(column: exp.Column, relations: dict[str, object]) -> str | None:
    """The data table of the column's own SELECT when that SELECT reads exactly one table (else None)."""
    select = column.find_ancestor(exp.Select)
    if select is None:
        return None
    sources = [select.args["from_"].this] if select.args.get("from_") else []
    sources += [join.this for join in select.args.get("joins") or []]
    if len(sources) == 1 and isinstance(sources[0], exp.Table) and sources[0].name.lower() in relations:
        return sources[0].name.lower()
    return None


def _fix_columns(tree: exp.Expression, profile: SchemaProfile, fixes: list[str]) -> exp.Expression:
    relations = {relation.lower(): name_column for relation, name_column in profile.sql_tables.items()}
    geometry = profile.sql_geometry
    typos = _GEOMETRY_TYPOS - {geometry}
    aliases: dict[str, str] = {}
    for table in tree.find_all(exp.Table):
        if table.name.lower() in relations:
            aliases[table.alias_or_name.lower()] = table.name.lower()
    defined = _defined_names(tree)

    def fix(node: exp.Expression) -> exp.Expression:
        if not isinstance(node, exp.Column) or not isinstance(node.this, exp.Identifier):
            return node
        name = node.name
        if node.this.quoted and not node.table and isinstance(node.parent, _VALUE_PARENTS) \
                and node.arg_key != "this" and name.lower() not in defined:
            # amenity = "cafe": a double-quoted value, not a column (Postgres would say column "cafe" does not exist)
            fixes.append(f'"{name}" -> \'{name}\' (a value, not a column)')
            return exp.Literal.string(name)
        lower = name.lower()
        if lower in defined:
            return node
        if lower in typos and (not node.table or node.table.lower() in aliases):
            fixes.append(f"column {name} -> {geometry}")
            return exp.column(geometry, table=node.table or None)
        if lower == "name":
            relation = aliases.get(node.table.lower()) if node.table else _only_table(node, relations)
            if relation and relations[relation] != "name":
                target = relations[relation]
                fixes.append(f"column name -> {target}")
                return exp.column(target, table=node.table or None)
        return node

    return tree.transform(fix)


# --- stage 2b: geometry / geography ------------------------------------------------------------------------

def _is_geo_cast(node: exp.Expression, target: str) -> bool:
    return isinstance(node, exp.Cast) and node.to.this == getattr(exp.DataType.Type, target.upper())


def _number(node: exp.Expression) -> float | None:
    if isinstance(node, exp.Literal) and not node.is_string:
        return float(node.this)
    if isinstance(node, exp.Neg):
        inner = _number(node.this)
        return -inner if inner is not None else None
    return None


def _post_order(node: exp.Expression, members: set[int]) -> Iterator[exp.Expression]:
    """Children (left to right) before their parent, staying inside one scope: inner calls are typed first."""
    for child in list(node.iter_expressions()):
        if id(child) in members:
            yield from _post_order(child, members)
    yield node


class _Typer:
    """Infers geometry/geography types scope by scope (innermost first) and repairs calls on the way."""

    def __init__(self, tree: exp.Expression, profile: SchemaProfile) -> None:
        self.tree = tree
        self.specs = function_specs()
        self.profile = profile
        self.relations = {relation.lower() for relation in profile.sql_tables}
        # the data column's type: geography (metres), or a projected geometry (EPSG:3857 `way`)
        self.data_columns: dict[str, GeoType] = {profile.sql_geometry: "projected" if profile.projected else "geography"}
        self.outputs: dict[int, dict[str, GeoType]] = {}
        self.fixes: list[str] = []

    def run(self) -> None:
        for scope in traverse_scope(self.tree):   # children before parents: CTE outputs are typed before use
            for node in _post_order(scope.expression, {id(n) for n in walk_in_scope(scope.expression)}):
                if isinstance(node, exp.Anonymous) and node.name.lower() in self.specs:
                    self._repair_call(node, scope)
                elif _is_geo_cast(node, "geography"):
                    self._repair_projected_cast(node, scope)
            self.outputs[id(scope.expression)] = self._scope_outputs(scope)

    # -- typing
    def _scope_outputs(self, scope: Scope) -> dict[str, GeoType]:
        query = scope.expression
        while isinstance(query, exp.SetOperation):
            query = query.left
        if isinstance(query, exp.Subquery):
            query = query.unnest()
        if not isinstance(query, exp.Select):
            return {}
        outputs: dict[str, GeoType] = {}
        for projection in query.expressions:
            if isinstance(projection, exp.Star) or (isinstance(projection, exp.Column) and projection.is_star):
                for _, source in scope.selected_sources.values():
                    outputs.update(self._source_columns(source))
            else:
                outputs[projection.alias_or_name.lower()] = self.infer(projection, scope)
        return outputs

    def _source_columns(self, source: exp.Expression | Scope) -> dict[str, GeoType]:
        if isinstance(source, Scope):
            return self.outputs.get(id(source.expression), {})
        if isinstance(source, exp.Table) and source.name.lower() in self.relations:
            return self.data_columns
        return {}

    def _column_type(self, column: exp.Column, scope: Scope | None) -> GeoType:
        name, table = column.name.lower(), column.table.lower()
        while scope is not None:
            sources = scope.selected_sources
            if table:
                if table in sources:
                    return self._source_columns(sources[table][1]).get(name)
            else:
                found = [cols[name] for cols in (self._source_columns(src) for _, src in sources.values())
                         if name in cols]
                if found:
                    return found[0] if len(set(found)) == 1 else None
            scope = scope.parent
        return None

    def infer(self, node: exp.Expression, scope: Scope) -> GeoType:
        if isinstance(node, exp.Alias | exp.Paren):
            return self.infer(node.this, scope)
        if isinstance(node, exp.Cast):
            if node.to.this == exp.DataType.Type.GEOGRAPHY:
                return "geography"
            if node.to.this == exp.DataType.Type.GEOMETRY:
                return "projected" if self.infer(node.this, scope) == "projected" else "geometry"
            return "other"
        if isinstance(node, exp.Column):
            return self._column_type(node, scope)
        if isinstance(node, exp.Subquery):
            query = node.unnest()
            outputs = self.outputs.get(id(query), {})
            return next(iter(outputs.values()), None) if len(outputs) == 1 else None
        if isinstance(node, exp.Anonymous):
            spec = self.specs.get(node.name.lower())
            if spec is None:
                return None
            if spec.returns == "same":
                return next((self.infer(a, scope) for a, r in zip(node.expressions, spec.args)
                             if r in ("spatial", "geometry", "geography")), None)
            if spec.returns == "projected":
                srid = _number(node.expressions[1]) if len(node.expressions) > 1 else None
                return "geometry" if srid == 4326 else "projected"
            return spec.returns if spec.returns in ("geometry", "geography") else "other"
        return None

    # -- repair
    def _repair_call(self, call: exp.Anonymous, scope: Scope) -> None:
        spec = self.specs[call.name.lower()]
        args = list(call.expressions)
        requirements = list(spec.args[:len(args)])
        note = ""
        if "radius" in requirements and spec.degrees_below is not None:
            radius = _number(args[requirements.index("radius")])
            if radius is not None:
                target = "geometry" if abs(radius) < spec.degrees_below else "geography"
                note = f" (radius {radius:g} is in {'degrees' if target == 'geometry' else 'metres'})"
                requirements = [target if r == "spatial" else r for r in requirements]
        if "distance" in requirements and spec.degrees_below is not None:
            distance = _number(args[requirements.index("distance")])
            if distance is not None and 0 < distance < spec.degrees_below:
                # not changed (the model may mean 1 cm), but said: small models often pass degrees here
                self.fixes.append(f"warning: {spec.name} distance {distance:g} is metres on geography, not degrees")
        types = [self.infer(arg, scope) for arg in args]
        spatial = [i for i, r in enumerate(requirements) if r == "spatial"]
        spatial_types = {types[i] for i in spatial}
        for i, (arg, requirement, kind) in enumerate(zip(args, requirements, types)):
            if requirement == "geometry" and kind == "geography":
                self._convert(spec.name, i, arg, "geometry", scope, note)
            elif requirement == "geography" and kind == "geometry":
                self._convert(spec.name, i, arg, "geography", scope, note)
            elif requirement == "geography" and self._is_data_column(arg, scope):
                # planet_osm's `way` (EPSG:3857) where metres are wanted: Mercator units are not metres
                arg.replace(exp.Cast(this=_to_lonlat(arg), to=exp.DataType.build("geography")))
                self.fixes.append(f"{spec.name} arg {i + 1}: {arg.sql()} -> ST_Transform({arg.sql()}, 4326)::geography "
                                  f"(EPSG:{self.profile.sql_srid} is not metres)")
            elif requirement == "geography" and kind == "projected":
                metres = ("ST_Transform(…, 4326)::geography)" if self.profile.projected else
                          "geometry) on the geography column")
                self.fixes.append(f"warning: {spec.name} on a projected geometry; {spec.name}({metres} gives true metres")
            elif requirement == "spatial" and kind == "geometry" and "geography" in spatial_types \
                    and "projected" not in spatial_types:
                # mixed call: a lon/lat geometry next to a geography becomes geography (metres, index)
                self._convert(spec.name, i, arg, "geography", scope, note)

    def _is_data_column(self, node: exp.Expression, scope: Scope) -> bool:
        """The profile's projected geometry column itself (planet_osm `way`), as opposed to a transform the model chose."""
        return (self.profile.projected and isinstance(node, exp.Column)
                and node.name.lower() == self.profile.sql_geometry and self.infer(node, scope) == "projected")

    def _repair_projected_cast(self, cast: exp.Cast, scope: Scope) -> None:
        """x::geography needs lon/lat (a projected x always fails): ST_Transform(x, 3857)::geography drops the
        transform; a projected data column (planet_osm `way`) is transformed to 4326 instead."""
        inner = cast.this
        if self._is_data_column(inner, scope):
            inner.replace(_to_lonlat(inner))
            self.fixes.append(f"{inner.sql()}::geography -> ST_Transform({inner.sql()}, 4326)::geography "
                              f"(it is EPSG:{self.profile.sql_srid}; geography is lon/lat)")
            return
        if not (isinstance(inner, exp.Anonymous) and inner.name.lower() == "st_transform"
                and self.infer(inner, scope) == "projected" and inner.expressions):
            return
        source = inner.expressions[0]
        srid = inner.expressions[1].sql() if len(inner.expressions) > 1 else "?"
        if _is_geo_cast(source, "geometry") and self.infer(source.this, scope) == "geography":
            cast.replace(source.this)
        elif self._is_data_column(source, scope):
            inner.replace(_to_lonlat(source))
            self.fixes.append(f"ST_Transform(…, {srid})::geography -> ST_Transform(…, 4326)::geography "
                              "(geography is lon/lat)")
            return
        else:
            inner.replace(source)
        self.fixes.append(f"removed ST_Transform(…, {srid}) before ::geography (geography is lon/lat)")

    def _convert(self, function: str, index: int, arg: exp.Expression, target: str, scope: Scope, note: str) -> None:
        source = "geometry" if target == "geography" else "geography"
        if _is_geo_cast(arg, source) and self.infer(arg.this, scope) == target:
            # `geometry::geometry` where geography is needed: drop the cast rather than cast back
            arg.replace(arg.this)
            self.fixes.append(f"{function} arg {index + 1}: removed ::{source}{note}")
        else:
            arg.replace(exp.Cast(this=arg.copy(), to=exp.DataType.build(target)))
            self.fixes.append(f"{function} arg {index + 1}: added ::{target}{note}")


def _to_lonlat(node: exp.Expression) -> exp.Expression:
    return exp.Anonymous(this="ST_Transform", expressions=[node.copy(), exp.Literal.number(4326)])


def repair(text: str, profile: SchemaProfile = GSQA) -> RepairResult:
    """Preprocess and repair `text`. When it does not parse, the preprocessed text comes back (parsed=False)."""
    sql, fixes = preprocess(text)
    try:
        statements = parse(sql)
    except SqlglotError:
        return RepairResult(sql=sql, fixes=fixes, parsed=False)
    if len(statements) != 1:   # the guard refuses it; repairing one statement of several would hide that
        return RepairResult(sql=sql, fixes=fixes, parsed=True)
    tree = _fix_columns(statements[0], profile, fixes)
    typer = _Typer(tree, profile)
    try:
        typer.run()
    except SqlglotError:
        # scope building fails on some odd-but-valid SQL; the query then runs without cast repair
        return RepairResult(sql=to_sql(tree), fixes=fixes, parsed=True)
    # the same fix on several calls (two ST_Centroid(geometry)) is listed once
    return RepairResult(sql=to_sql(tree), fixes=list(dict.fromkeys(fixes + typer.fixes)), parsed=True)

"""Model-written SQL whose geometry functions would run past any timeout, or whose failed casts and parsing functions
would echo a huge value, stopped inside the statement before they run (issue 41 items 3 and 4).

PostGIS's pairwise functions (Hausdorff and Fréchet distances, the distance family on lines and polygons) compare
every vertex of one geometry with every vertex of the other, in C code that never checks for cancellation: 120,000
vertices each ran for minutes past a 1 s statement timeout, and ending that backend took SIGKILL, which restarts
every session of the cluster. Each call of such a function is wrapped so that the statement first counts the
vertices of its two arguments and fails with a clear message when their product is over the function's budget; the
function runs only under it. The check is part of the statement, so it holds on any server the statement runs on (the
embedded cluster, an external one, a read replica) with nothing installed there.

Budgets (vertex pairs) come from `benchmarks/hostile.py --only runaway`: 6.4·10⁷ pairs took 1.4-1.9 s for the
distance family on two lines of 8,000 vertices, Fréchet 3.8 s at 1.6·10⁷; a budget keeps each call near half a
second. Functions that answer from an index or check for cancellation (ST_DWithin, ST_Intersects, geography's
spheroid distance) are left as they are: wrapping ST_DWithin would also cost it its index. ST_Covers and
ST_CoveredBy are wrapped (geography's compare every point with every edge and ignore cancellation), and lose their
index in model SQL for it; clustering over rows (ST_ClusterDBSCAN, ST_ClusterWithin) has no vertex budget to hold,
and the guard refuses it (sql_guard.DENIED_SPATIAL). A few functions stop after a cancel, but only once one big step
is done (an arc of quad_segs segments, a set of generated points, a clearance over every vertex): their size
argument is checked the same way (SIZE_BOUNDS).
"""

from __future__ import annotations

import re

import sqlglot.expressions as exp

from georeact.tools.sql_guard import parse, to_sql

PAIRS_BUDGET = 25_000_000
# function (lower case) -> the vertex pairs it may compare
BUDGETS: dict[str, int] = {
    **{name: PAIRS_BUDGET for name in (
        "st_distance", "st_maxdistance", "st_hausdorffdistance", "st_closestpoint", "st_shortestline",
        "st_longestline", "st_distancesphere", "st_dfullywithin", "st_3ddistance", "st_3dmaxdistance",
        "st_3dclosestpoint", "st_3dshortestline", "st_3dlongestline", "st_3ddfullywithin")},
    "st_frechetdistance": 2_500_000,   # quadratic in memory too
    # found by benchmarks/cancel_survey.py (big inputs against a 1 s timeout; issue 41 item 2): these ran on past
    # it and past pg_terminate_backend. 5,000 x 5,000 vertices: LineCrossingDirection 0.2 s, 3D 1.0-1.2 s,
    # geography's Covers/CoveredBy 7.6 s (each point tested against every edge; geometry's are GEOS, stoppable)
    **{name: PAIRS_BUDGET for name in ("st_linecrossingdirection", "st_3dintersects", "st_3ddwithin")},
    **{name: 2_000_000 for name in ("st_covers", "st_coveredby")},
}
# Functions that stop after a cancel only once their one big step is done: back 2.2-4.1 s after their start with a
# 1 s statement timeout in benchmarks/cancel_survey.py (issue 41 wants timeout + 2 s, and a loaded machine is slower).
# Not a vertex-pair product: a size of its arguments. function (lower case) -> (the arguments it needs to be
# checked, SQL measuring them ({0} = the first), bound, what it counts, what to do instead). Each bound keeps a call
# near half a second: `benchmarks/cancel_survey.py --at-bounds` (best of 3, no timeout, 2 cores).
_QUAD_SEGS = ("coalesce(substring(' quad_segs=' || {2}::text FROM '^.*[ =]quad_segs=[[:space:]]*[+]?([0-9]+)')"
              "::numeric, 0)")   # an integer, or the last quad_segs= of a text of parameters as PostGIS's atoi reads
#                                   it (a sign, leading zeros; over 2^31 it wraps there, and is refused here)
SIZE_BOUNDS: dict[str, tuple[int, str, int, str, str]] = {
    # a point's circle: 150,000 quad_segs 0.13 s, as geography 0.46 s (200,000: 0.57-0.74 s); 20,000,000 back at 4.1 s
    # Many vertices with a modest quad_segs cost GEOS's noding, which stops within 0.7 s of a cancel.
    "st_buffer": (3, _QUAD_SEGS, 150_000, "quad_segs (segments per quarter circle)",
                  "the default 8 draws a circle within 0.5 % of its radius"),
    # 250,000 points in a circle of 120,000 vertices 0.35-0.41 s (of 33 vertices 0.16 s); 20,000,000 back at 2.2 s
    "st_generatepoints": (2, "{1}::numeric", 250_000, "points to generate", "generate fewer"),
    # 150,000 vertices 0.50 s (the Line 0.51 s); 1,200,000 back at 3.6 s
    **{name: (1, "ST_NPoints({0}::geometry)", 150_000, "vertices", "simplify the geometry first (ST_Simplify)")
       for name in ("st_minimumclearance", "st_minimumclearanceline")},
    # found beside them: an arc at every turn of the line. A zigzag's offset (join=round) at 20,000,000 quad_segs was
    # back at 8.3-9.1 s, 2,000 vertices x 50,000 at 4.7 s; a product of 800,000 0.36-0.60 s (4-2,000 vertices)
    "st_offsetcurve": (3, f"ST_NPoints({{0}}::geometry)::float8 * {_QUAD_SEGS}", 800_000,
                       "vertices times quad_segs (segments per quarter circle)", "use the default quad_segs 8"),
}
# The most rows the tools' own SQL clusters in one ST_ClusterDBSCAN (the ways sharing a street's name, the points
# where two streets cross). It ignores cancellation and pg_terminate_backend (benchmarks/cancel_survey.py), and its
# cost is quadratic when the pieces lie within its distance of one another, which OpenStreetMap data can make them
# (a hostile extract can hold 100,000 ways of one name): `benchmarks/cancel_survey.py --clustering` clustered 2,000
# small line pieces piled within the distance in 0.1 s, 20,000 in 5-6 s, 100,000 in 3-4 minutes (spread over a
# street's reach: 0.08 s and 1.8 s). The shipped extracts have at most 79 ways of one name; each site keeps the
# pieces nearest its own and says when it left some out.
CLUSTERED_ROWS = 2_000
MAX_BOUNDED_CALLS = 20   # each check repeats its arguments: a statement of hundreds of calls is refused instead
REFUSED = "refused before it ran"
# A failed cast puts its whole input in the error (a 200 MB value made a 200 MB message the client had to receive
# before it could cut it: 1.7 GB of memory). A computed value over this many bytes is not cast; a column's stored
# value, a literal and casts to text or to a geometry (whose errors never echo) are left as they are.
MAX_CAST_BYTES = 100_000
_UNCHECKED_CAST_TYPES = {"text", "varchar", "char", "bpchar", "name", "geometry", "geography", "double precision",
                         "float", "real"}
# Functions whose errors quote an argument whole, as casts do (each measured with a 20 MB argument, 20 MB of
# message: benchmarks/hostile.py --only errors): function (lower case) -> the positions of those arguments. The
# rest quote a few bytes at most (regular expressions, format(), to_date, time zones and units, PostGIS's parsers:
# under 2.1 kB) or are casts.
ECHOING_ARGUMENTS: dict[str, tuple[int, ...]] = {
    "to_tsquery": (-1,),               # syntax error in tsquery: "<the query>"
    "ts_headline": (-1,),              # unrecognized headline parameter / invalid parameter list format: "<options>"
    "encode": (1,),                    # unrecognized encoding: "<the format's name>"
}
# The same for calls sqlglot parses into nodes of their own: node type -> the argument keys
ECHOING_NODE_ARGUMENTS: dict[type[exp.Expression], tuple[str, ...]] = {
    exp.Decode: ("charset",),          # decode(text, format): unrecognized encoding: "<the format's name>"
}


class TooManyCalls(ValueError):
    """More calls to bound than MAX_BOUNDED_CALLS."""


def bounded(sql: str) -> str:
    """`sql` (one statement the guard accepted) with every call of a function in BUDGETS checked against its budget
    before it runs. Raises TooManyCalls."""
    (tree,) = parse(sql)
    checked = [node for node in tree.walk() if _pairwise(node) or _sized(node) or _echoed(node)]
    if not checked:
        return sql
    if len(checked) > MAX_BOUNDED_CALLS:
        raise TooManyCalls(f"{len(checked)} calls of costly geometry functions and casts of computed values (at "
                           f"most {MAX_BOUNDED_CALLS})")
    # walk() lists a node before those in its arguments: replaced in reverse, the inner ones are wrapped first
    for node in reversed(checked):
        node.replace(_checked(node) if _pairwise(node) else _bound_checked(node) if _sized(node)
                     else _size_checked(node))
    return to_sql(tree)


def _pairwise(node: exp.Expression) -> bool:
    """A call of a function in BUDGETS, with the two geometries it compares."""
    return isinstance(node, exp.Anonymous) and str(node.name).lower() in BUDGETS and len(node.expressions) >= 2


def _sized(node: exp.Expression) -> bool:
    """A call of a function in SIZE_BOUNDS that has the arguments its bound measures."""
    return isinstance(node, exp.Anonymous) and str(node.name).lower() in SIZE_BOUNDS and \
        len(node.expressions) >= SIZE_BOUNDS[str(node.name).lower()][0]


def _echoed(node: exp.Expression) -> bool:
    """Whether `node` is a computed value (not a literal, not a stored column) that a failure would quote whole in
    its message: what a cast to a type other than text or a geometry casts, or an argument in ECHOING_ARGUMENTS."""
    if isinstance(node, exp.Literal | exp.Column | exp.Null | exp.Star):
        return False
    parent = node.parent
    if isinstance(parent, exp.Cast) and node.arg_key == "this":
        return parent.to.sql(dialect="postgres").lower().split("(")[0].strip() not in _UNCHECKED_CAST_TYPES
    if isinstance(parent, exp.Anonymous) and node.arg_key == "expressions":
        arguments = parent.expressions
        positions = ECHOING_ARGUMENTS.get(str(parent.name).lower(), ())
        return any(arguments[position] is node for position in positions if -len(arguments) <= position < len(arguments))
    return node.arg_key in ECHOING_NODE_ARGUMENTS.get(type(parent), ())


def _failing_when(condition: str, message: str) -> str:
    """A condition true when `condition` is false, and that fails the statement with `message` when it is true."""
    said = f"{REFUSED}: {message}".replace("'", "''")
    return f"CAST(CASE WHEN {condition} THEN '{said}' ELSE '0' END AS int) = 0"


def _size_checked(value: exp.Expression) -> exp.Expression:
    """CASE WHEN <the value's size holds> THEN value END, for a value a failure would quote whole."""
    text = to_sql(value)
    parent = value.parent
    use = (f"cast to {parent.to.sql(dialect='postgres')}" if isinstance(parent, exp.Cast)
           else f"given to {str(parent.name if isinstance(parent, exp.Anonymous) else parent.sql_name()).lower()}()")
    check = _failing_when(f"pg_column_size(({text})) > {MAX_CAST_BYTES}",
                          f"a value over {MAX_CAST_BYTES:,} bytes {use} (an error would echo it whole)")
    (parsed,) = parse(f"SELECT CASE WHEN {check} THEN ({text}) END")
    return parsed.expressions[0]


def pairwise_checked(function: str, first: str, second: str) -> str:
    """`function(first, second)` (SQL texts) run only under its vertex-pair budget: the tools' own statements hold
    the same bound as the model's (a shortest line between two streets of a country's ways would not stop)."""
    budget = BUDGETS[function.lower()]
    check = _failing_when(f"ST_NPoints(({first})::geometry)::float8 * ST_NPoints(({second})::geometry) > {budget}",
                          f"{function} of two places would compare more than {budget:,} vertex pairs of their "
                          "outlines, which the database cannot stop once started")
    return f"CASE WHEN {check} THEN {function}({first}, {second}) END"


def _checked(call: exp.Anonymous) -> exp.Expression:
    """CASE WHEN <the budget holds> THEN call END, where the condition fails the statement, with a message, when
    the vertex pairs are over the budget (a cast of the message to int: plain SQL, no function to install)."""
    name = str(call.name)
    budget = BUDGETS[name.lower()]
    first, second = (f"ST_NPoints(({to_sql(argument)})::geometry)" for argument in call.expressions[:2])
    check = _failing_when(f"{first}::float8 * {second} > {budget}",
                          f"{name} would compare more than {budget:,} vertex pairs, and the database cannot stop it "
                          f"once it has started; simplify the geometries (ST_Simplify), or measure from points "
                          f"(ST_PointOnSurface)")
    check = f"CASE WHEN {check} THEN {to_sql(call)} END"
    (parsed,) = parse(f"SELECT {check}")
    return parsed.expressions[0]


def _bound_checked(call: exp.Anonymous) -> exp.Expression:
    """CASE WHEN <the argument's size holds> THEN call END, failing the statement with a message when it is over."""
    name = str(call.name)
    _, size, bound, what, instead = SIZE_BOUNDS[name.lower()]
    # in one pass: an argument's own text (a literal '{2}') is never read as a place for another
    size = re.sub(r"\{(\d)\}", lambda found: f"({to_sql(call.expressions[int(found[1])])})", size)
    check = _failing_when(f"{size} > {bound}", f"{name} with more than {bound:,} {what}, which the database cannot "
                                               f"stop promptly once it has started; {instead}")
    (parsed,) = parse(f"SELECT CASE WHEN {check} THEN {to_sql(call)} END")
    return parsed.expressions[0]

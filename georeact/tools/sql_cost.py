"""Model-written SQL whose geometry functions would run past any timeout, refused inside the statement before they
start (issue 41 item 3).

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
spheroid distance) are left as they are: wrapping ST_DWithin would also cost it its index.
"""

from __future__ import annotations

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
}
MAX_BOUNDED_CALLS = 20   # each check repeats its arguments: a statement of hundreds of calls is refused instead
REFUSED = "refused before it ran"


class TooManyCalls(ValueError):
    """More calls to bound than MAX_BOUNDED_CALLS."""


def bounded(sql: str) -> str:
    """`sql` (one statement the guard accepted) with every call of a function in BUDGETS checked against its budget
    before it runs. Raises TooManyCalls."""
    (tree,) = parse(sql)
    calls = [node for node in tree.walk() if isinstance(node, exp.Anonymous) and str(node.name).lower() in BUDGETS
             and len(node.expressions) >= 2]
    if not calls:
        return sql
    if len(calls) > MAX_BOUNDED_CALLS:
        raise TooManyCalls(f"{len(calls)} calls of pairwise geometry functions (at most {MAX_BOUNDED_CALLS})")
    for call in reversed(calls):   # walk() lists a call before the calls in its arguments: those are wrapped first
        call.replace(_checked(call))
    return to_sql(tree)


def _checked(call: exp.Anonymous) -> exp.Expression:
    """CASE WHEN <the budget holds> THEN call END, where the condition fails the statement, with a message, when
    the vertex pairs are over the budget (a cast of the message to int: plain SQL, no function to install)."""
    name = str(call.name)
    budget = BUDGETS[name.lower()]
    first, second = (f"ST_NPoints(({to_sql(argument)})::geometry)" for argument in call.expressions[:2])
    message = (f"{REFUSED}: {name} would compare more than {budget:,} vertex pairs, and the database cannot stop it "
               f"once it has started; simplify the geometries (ST_Simplify), or measure from points "
               f"(ST_PointOnSurface)").replace("'", "''")
    check = (f"CASE WHEN CAST(CASE WHEN {first}::float8 * {second} > {budget} THEN '{message}' ELSE '0' END AS int) = 0 "
             f"THEN {to_sql(call)} END")
    (parsed,) = parse(f"SELECT {check}")
    return parsed.expressions[0]

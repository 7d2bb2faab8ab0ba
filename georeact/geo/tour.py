"""The tour solver of PlanRoute, pure (no database): integer travel seconds in, the order of visits out.

`TourProblem` holds the travel-time matrix, the start/end nodes, service minutes, time windows and a budget;
`solve_tour` finds the order with OR-Tools (TSP, or with a time dimension when anything is timed),
`greedy_partial` / `explain_left_out` give a partial tour and say why the rest does not fit, `schedule` the
arrival / start / leave times along an order. `parse_clock`, `parse_window` and `clock` read and write the
clock times. Times inside a problem are seconds after the tour's start.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from pydantic import BaseModel

from georeact.errors import GeoReactError

_TIME = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*$", re.I)
_WINDOW = re.compile(r"^\s*(.+?)\s*(?:-|–|—|to)\s*(.+?)\s*$", re.I)


# --------------------------------------------------------------------------------------------------
# Times

def parse_clock(text: str) -> int:
    """'10:00', '9', '2pm' → seconds after midnight; ValueError otherwise."""
    match = _TIME.match(text or "")
    if not match:
        raise ValueError(f"bad time {text!r}: use HH:MM, e.g. 10:00")
    hours, minutes = int(match[1]), int(match[2] or 0)
    if match[3]:
        hours = hours % 12 + (12 if match[3].lower() == "pm" else 0)
    if hours > 24 or minutes > 59:
        raise ValueError(f"bad time {text!r}: use HH:MM, e.g. 10:00")
    return hours * 3600 + minutes * 60


def parse_window(text: str) -> tuple[int, int]:
    match = _WINDOW.match(text or "")
    if not match:
        raise ValueError(f"bad time window {text!r}: use 'HH:MM-HH:MM', e.g. '10:00-17:00'")
    opens, closes = parse_clock(match[1]), parse_clock(match[2])
    if closes <= opens:
        raise ValueError(f"bad time window {text!r}: it must close after it opens")
    return opens, closes


def clock(seconds_after_midnight: float | None, offset_s: float) -> str:
    """A clock time when the start time is known, else the elapsed time (+h:mm)."""
    if seconds_after_midnight is None:
        total = round(offset_s / 60)
        return f"+{total // 60}:{total % 60:02d}"
    total = round((seconds_after_midnight + offset_s) / 60)
    day, rest = divmod(total, 24 * 60)
    text = f"{rest // 60:02d}:{rest % 60:02d}"
    return text + (f" (+{day}d)" if day else "")


# --------------------------------------------------------------------------------------------------
# Solver (pure: integer seconds in, node order out)

class TourProblem(BaseModel):
    seconds: list[list[int]]           # travel time i → j
    start: int = 0
    end: int | None = 0                # None: the tour may end anywhere
    service_s: list[int] = []          # per node (default 0)
    windows: list[tuple[int, int] | None] = []   # per node, seconds after the start: the visit must fit inside
    budget_s: int | None = None

    @property
    def size(self) -> int:
        return len(self.seconds)

    def service(self, node: int) -> int:
        return self.service_s[node] if node < len(self.service_s) else 0

    def window(self, node: int) -> tuple[int, int] | None:
        return self.windows[node] if node < len(self.windows) else None

    @property
    def timed(self) -> bool:
        return self.budget_s is not None or any(self.windows) or any(self.service_s)


class Schedule(BaseModel):
    order: list[int]
    arrive: list[int]
    begin: list[int]
    leave: list[int]
    travel_s: int
    feasible: bool


def schedule(problem: TourProblem, order: list[int]) -> Schedule:
    """Earliest times along an order (wait for openings); feasible when every window and the budget hold."""
    travel, feasible = 0, True
    arrive, begin, leave = [0], [0], [problem.service(order[0])]
    t = leave[0]
    for a, b in pairwise(order):
        travel += problem.seconds[a][b]
        arrival = t + problem.seconds[a][b]
        window = problem.window(b)
        start = max(arrival, window[0]) if window else arrival
        if window and start + problem.service(b) > window[1]:
            feasible = False
        t = start + (0 if b == problem.start else problem.service(b))  # back at the start: no second visit
        arrive.append(arrival)
        begin.append(start)
        leave.append(t)
    if problem.budget_s is not None and t > problem.budget_s:
        feasible = False
    return Schedule(order=order, arrive=arrive, begin=begin, leave=leave, travel_s=travel, feasible=feasible)


def tour_cost(problem: TourProblem, order: list[int]) -> int:
    return sum(problem.seconds[a][b] for a, b in pairwise(order))


def solve_tour(problem: TourProblem, time_limit_s: float | None = None, optional: bool = False) -> list[int] | None:
    """The order (node list from start to end) minimising travel time under the constraints.

    None when no tour visits every stop. With `optional`, stops may be dropped at a penalty larger than any
    tour, so the solver keeps as many stops as fit and only then minimises time (a partial tour).
    """
    try:   # an extra: `pip install 'geo-react[routing]'` (the default install has it)
        from ortools.constraint_solver import pywrapcp, routing_enums_pb2
    except ImportError:
        raise GeoReactError("planning a tour needs OR-Tools: pip install 'geo-react[routing]'") from None
    n = problem.size
    seconds = [row[:] for row in problem.seconds]
    end = problem.end
    if end is None:  # an open tour: a dummy end reached for free from everywhere
        big = 10 * (sum(map(max, seconds)) + 1)
        seconds = [row + [0] for row in seconds] + [[big] * n + [0]]
        end = n
    if n == 2 and problem.end is not None and problem.end != problem.start:  # nothing to choose
        order = [problem.start, problem.end]
        return order if schedule(problem, order).feasible else None
    manager = pywrapcp.RoutingIndexManager(len(seconds), 1, [problem.start], [end])
    routing = pywrapcp.RoutingModel(manager)

    def travel(from_index: int, to_index: int) -> int:
        return seconds[manager.IndexToNode(from_index)][manager.IndexToNode(to_index)]

    routing.SetArcCostEvaluatorOfAllVehicles(routing.RegisterTransitCallback(travel))
    free = [node for node in range(n) if node not in (problem.start, problem.end)]
    if optional:
        penalty = 100 * (sum(map(sum, seconds)) + sum(problem.service_s) + 1)
        for node in free:
            routing.AddDisjunction([manager.NodeToIndex(node)], penalty)
    if problem.timed:
        def elapsed(from_index: int, to_index: int) -> int:
            node = manager.IndexToNode(from_index)
            return travel(from_index, to_index) + (problem.service(node) if node < n else 0)

        horizon = problem.budget_s if problem.budget_s is not None else 7 * 24 * 3600
        # slack = waiting for an opening; the start is fixed at 0 (the start time); capacity = the budget
        routing.AddDimension(routing.RegisterTransitCallback(elapsed), horizon, horizon, True, "time")
        dimension = routing.GetDimensionOrDie("time")
        for node in range(n):
            window = problem.window(node)
            if window is None or node == problem.start:
                continue
            index = routing.End(0) if node == end else manager.NodeToIndex(node)
            earliest, latest = max(window[0], 0), window[1] - problem.service(node)
            if latest < earliest:  # closed before we could get there even at once
                if not optional or node not in free:
                    return None
                routing.solver().Add(routing.ActiveVar(index) == 0)
                continue
            dimension.CumulVar(index).SetRange(earliest, latest)
        # Also minimise the finishing time, so the tour does not sit waiting for an opening when another
        # stop could be visited meanwhile.
        dimension.SetSpanCostCoefficientForAllVehicles(1)
    params = pywrapcp.DefaultRoutingSearchParameters()
    params.first_solution_strategy = routing_enums_pb2.FirstSolutionStrategy.PATH_CHEAPEST_ARC
    if len(free) > 3:  # guided local search pays off beyond trivial sizes; it runs until the time limit
        params.local_search_metaheuristic = routing_enums_pb2.LocalSearchMetaheuristic.GUIDED_LOCAL_SEARCH
        # small instances converge in milliseconds; GLS has no optimality proof, so the limit is the stop
        limit = time_limit_s if time_limit_s is not None else next(
            seconds for size, seconds in ((8, 0.5), (15, 1.0), (30, 2.0), (10**9, 4.0)) if len(free) <= size)
        params.time_limit.FromMilliseconds(int(limit * 1000))
    solution = routing.SolveWithParameters(params)
    if solution is None:
        return None
    order, index = [], routing.Start(0)
    while not routing.IsEnd(index):
        order.append(manager.IndexToNode(index))
        index = solution.Value(routing.NextVar(index))
    if problem.end is not None:
        order.append(problem.end)
    return order if schedule(problem, order).feasible else None


def nearest_neighbour(problem: TourProblem) -> list[int]:
    """The plain nearest-neighbour tour (a baseline for benchmarks)."""
    todo = [i for i in range(problem.size) if i not in (problem.start, problem.end)]
    order = [problem.start]
    while todo:
        nxt = min(todo, key=lambda j: problem.seconds[order[-1]][j])
        order.append(nxt)
        todo.remove(nxt)
    if problem.end is not None:
        order.append(problem.end)
    return order


def _try_next(problem: TourProblem, at: int, t: int, j: int) -> tuple[int | None, str]:
    """Going from `at` (ready at t) to stop j: its start time, or None and what fails (times are offsets)."""
    arrival = t + problem.seconds[at][j]
    window = problem.window(j)
    begin = max(arrival, window[0]) if window else arrival
    finish = begin + problem.service(j)
    if window and finish > window[1]:
        return None, f"window:{window[0]}:{window[1]}:{arrival}"
    home = problem.end if problem.end is not None else j
    done = finish + (problem.seconds[j][home] if home != j else 0)
    if problem.budget_s is not None and done > problem.budget_s:
        return None, f"budget:{done}"
    return begin, ""


def greedy_partial(problem: TourProblem) -> list[int]:
    """From where we are, go to the stop we can start soonest while it (and getting to the end) still fits."""
    todo = [i for i in range(problem.size) if i not in (problem.start, problem.end)]
    order, t = [problem.start], problem.service(problem.start)
    while True:
        options = [(begin, j) for j in todo if (begin := _try_next(problem, order[-1], t, j)[0]) is not None]
        if not options:
            break
        begin, j = min(options)
        order.append(j)
        todo.remove(j)
        t = begin + problem.service(j)
    if problem.end is not None:
        order.append(problem.end)
    return order


def explain_left_out(problem: TourProblem, order: list[int], names: list[str],
                     fmt: Callable[[float], str]) -> dict[int, str]:
    """Why each stop missing from `order` is left out: impossible on its own, or no room after the others."""
    plan = schedule(problem, order)
    last = len(order) - (2 if problem.end is not None else 1)     # the last visited stop
    reasons = {}
    for j in range(problem.size):
        if j in order:
            continue
        alone = _try_next(problem, problem.start, problem.service(problem.start), j)[1]
        after = _try_next(problem, order[last], plan.leave[last], j)[1]
        code, prefix = (alone, "even as the first stop") if alone else (after, f"after {names[order[last]]}")
        kind, *values = code.split(":") if code else ("", )
        if kind == "window":
            opens, closes, arrival = map(int, values)
            reasons[j] = (f"open {fmt(opens)}-{fmt(closes)} and the visit ({problem.service(j) / 60:.0f} min) would not "
                          f"fit: {prefix} you arrive at {fmt(arrival)}")
        elif kind == "budget":
            where = f" and reaching {names[problem.end]}" if problem.end is not None else ""
            reasons[j] = (f"the {problem.budget_s / 60:.0f} min budget (until {fmt(problem.budget_s)}) is not enough: "
                          f"{prefix}, visiting it{where} would end at {fmt(int(values[0]))}")
        else:
            reasons[j] = "it would make the tour longer than the constraints allow"
    return reasons

"""One table of the metrics CalculateMetric computes: what each needs, measures and answers.

Everything that differs between metrics is a column here (the tool, the grounding and the answer rendering read
it), so a new metric is one row, not an entry in a dozen parallel sets.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

MAX_RADIUS_M = 20_037_509.0     # half the equator: beyond it every place on Earth is "within"
# A search "in" a place that is a point (a town known here only by its station or centre node): within this of it.
# A town, not a street corner: GetRegionGeometry's 1 km around a place would miss a lake at the edge of town.
POINT_AS_AREA_RADIUS_M = 5000.0
# The places 'right next to' or 'beside' a place, said with no distance: within this of it (a neighbour, not the area)
NEXT_TO_RADIUS_M = 100.0
Purpose = Literal["count", "area", "length", "nearest", "any"]   # which geometry kinds the feature must have
Runner = Literal["count", "total", "extreme", "nearest", "list", "kinds"]
AnswerShape = Literal["number", "entities", "direction"]


class MetricSpec(BaseModel, frozen=True):
    name: str
    purpose: Purpose                 # the geometry kinds the features must have (areas, lines, any)
    runner: Runner                   # the query that computes it
    answer: AnswerShape              # the typed value it gives
    needs_anchor: bool = False
    needs_feature: bool = False
    listed_within_radius: bool = False   # with a radius: every match inside it, nearest first, with the total
    by_direction: bool = False       # a compass direction from the anchor narrows it
    in_region: bool = False          # a region is its natural scope ('the largest park in X')
    bearings: bool = False           # its entities carry their bearing from the anchor
    with_feature: str | None = None  # the metric meant when a feature is given ('area' of parks: their total)
    with_direction: str | None = None   # the metric meant with a direction or towards ('nearest' east of X)
    of_places: int = 0               # without a feature it measures the places it is given: one (area) or two (distance)
    aliases: tuple[str, ...] = ()    # words a small model uses instead of the name
    ranked: bool = False             # its answer is a ranking: 'the three nearest' asks for its first three
    scoped: bool = False             # a search over every place of a kind: a region, radius or heading bounds it
    aimed: bool = False              # aims from an anchor at a feature: 'in which direction is it' is its azimuth
    headed: bool = False             # a search from an anchor that can head towards a place ('in the direction of B')
    takes_radius: bool = False       # a radius the question states bounds it when the call gave none
    describes: bool = False          # picks one place of a kind: a phrase asking it describes a place
    answered_by: tuple[str, ...] = ()   # result metrics besides itself that answer it (a radius lists the nearest)
    counts: bool = False             # it answers 'how many' (a count, or the kinds there are)
    finds: bool = False              # it answers 'which ones' around a place or in a scope (not the extremes)

    def answered_with(self, result_metric: str | None) -> bool:
        """Whether a result of `result_metric` answers a question asking for this metric."""
        return result_metric == self.name or result_metric in self.answered_by


METRICS: dict[str, MetricSpec] = {spec.name: spec for spec in [
    MetricSpec(name="count", purpose="count", runner="count", answer="number", needs_feature=True, by_direction=True,
               in_region=True, scoped=True, takes_radius=True, aliases=("how_many", "number"), counts=True),
    MetricSpec(name="area", of_places=1, purpose="area", runner="total", answer="number", with_feature="total_area"),
    MetricSpec(name="length", of_places=1, purpose="length", runner="total", answer="number", with_feature="total_length"),
    # the way round an area: a fence, a walk all the way round it
    MetricSpec(name="perimeter", of_places=1, purpose="area", runner="total", answer="number",
               aliases=("circumference", "boundary_length")),
    MetricSpec(name="distance", of_places=2, purpose="nearest", runner="nearest", answer="number", needs_anchor=True,
               by_direction=True, aimed=True, headed=True),
    MetricSpec(name="nearest", purpose="nearest", runner="nearest", answer="entities", needs_anchor=True,
               needs_feature=True, listed_within_radius=True, by_direction=True, aliases=("closest", "knn"),
               with_direction="directional_nearest", ranked=True, aimed=True, headed=True, takes_radius=True,
               describes=True, answered_by=("directional_nearest",), finds=True),
    MetricSpec(name="directional_nearest", purpose="nearest", runner="nearest", answer="entities", needs_anchor=True,
               needs_feature=True, listed_within_radius=True, by_direction=True, bearings=True, ranked=True,
               aimed=True, headed=True, takes_radius=True, finds=True),
    MetricSpec(name="azimuth", of_places=2, purpose="nearest", runner="nearest", answer="direction", needs_anchor=True,
               bearings=True, aliases=("angle", "bearing", "heading")),
    MetricSpec(name="largest", purpose="area", runner="extreme", answer="entities", needs_feature=True, in_region=True,
               ranked=True, scoped=True, describes=True, aliases=("max_area", "biggest")),
    MetricSpec(name="smallest", purpose="area", runner="extreme", answer="entities", needs_feature=True,
               in_region=True, ranked=True, scoped=True, describes=True, aliases=("min_area",)),
    MetricSpec(name="longest", purpose="length", runner="extreme", answer="entities", needs_feature=True,
               in_region=True, ranked=True, scoped=True, describes=True, aliases=("max_length",)),
    MetricSpec(name="shortest", purpose="length", runner="extreme", answer="entities", needs_feature=True,
               in_region=True, ranked=True, scoped=True, describes=True, aliases=("min_length",)),
    MetricSpec(name="total_area", purpose="area", runner="total", answer="number", needs_feature=True, in_region=True,
               scoped=True, aliases=("sum_area",)),
    MetricSpec(name="total_length", purpose="length", runner="total", answer="number", needs_feature=True,
               in_region=True, scoped=True, aliases=("sum_length",)),
    MetricSpec(name="list", purpose="any", runner="list", answer="entities", needs_feature=True, by_direction=True,
               scoped=True, headed=True, takes_radius=True, answered_by=("nearest", "directional_nearest"),
               aliases=("names", "find"), finds=True),
    MetricSpec(name="kinds", purpose="any", runner="kinds", answer="entities", needs_feature=True, takes_radius=True,
               aliases=("categories", "types", "amenities"), counts=True),
]}
ALIASES: dict[str, str] = {alias: spec.name for spec in METRICS.values() for alias in spec.aliases}


def metric_spec(name: str) -> MetricSpec:
    return METRICS[name]


def metric_names(**wanted: object) -> set[str]:
    """The metrics whose columns have the given values, e.g. metric_names(in_region=True)."""
    return {name for name, spec in METRICS.items() if all(getattr(spec, k) == v for k, v in wanted.items())}

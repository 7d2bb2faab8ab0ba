"""The arithmetic of benchmarks/growth.py, kept pure so it can be tested without a database: per-MB rates of the
measured steps, a straight-line fit of each phase against the input's size, how fast the phase grows between the
two largest steps (the exponent k of seconds ~ MB^k), and what those imply for a larger input.

A straight line (fixed cost + MB x rate) is what ≤ 60 MB of measurements can support; the exponent is the only
hint of superlinear growth they give, and it comes from two points, so it is reported beside the line, not instead
of it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    """One measured step: its input size and one quantity (a phase's seconds, the database's MB, a peak RSS in MB)."""

    input_mb: float
    value: float


@dataclass(frozen=True)
class Fit:
    fixed: float       # the line's value at 0 MB (a phase's fixed cost: a cluster's setup, a table's creation)
    per_mb: float      # its slope: the marginal cost of one more input MB
    exponent: float    # value ~ MB^exponent between the two largest steps (1: linear; >1: grows faster than the input)

    def linear(self, input_mb: float) -> float:
        return max(self.fixed + self.per_mb * input_mb, 0.0)


def fit_line(points: Sequence[Point]) -> tuple[float, float]:
    """Least squares (fixed, per_mb) through the points; one point (or one size): through the origin."""
    if not points:
        raise ValueError("no points to fit")
    n = len(points)
    mean_x = sum(p.input_mb for p in points) / n
    mean_y = sum(p.value for p in points) / n
    spread = sum((p.input_mb - mean_x) ** 2 for p in points)
    if spread == 0:
        return 0.0, mean_y / mean_x if mean_x else 0.0
    slope = sum((p.input_mb - mean_x) * (p.value - mean_y) for p in points) / spread
    return mean_y - slope * mean_x, slope


def growth_exponent(smaller: Point, larger: Point) -> float:
    """k in value ~ MB^k between two steps; 1.0 when it cannot be told (a zero value, the same size)."""
    if min(smaller.input_mb, larger.input_mb, smaller.value, larger.value) <= 0 or smaller.input_mb == larger.input_mb:
        return 1.0
    return math.log(larger.value / smaller.value) / math.log(larger.input_mb / smaller.input_mb)


def fit(points: Sequence[Point]) -> Fit:
    """The line through every point, and the exponent between the two largest inputs."""
    fixed, per_mb = fit_line(points)
    ordered = sorted(points, key=lambda p: p.input_mb)
    exponent = growth_exponent(ordered[-2], ordered[-1]) if len(ordered) >= 2 else 1.0
    return Fit(fixed=fixed, per_mb=per_mb, exponent=exponent)


def power(points: Sequence[Point], exponent: float, input_mb: float) -> float:
    """The largest step scaled to `input_mb` with the exponent: the superlinear reading of the same figures."""
    largest = max(points, key=lambda p: p.input_mb)
    return largest.value * (input_mb / largest.input_mb) ** exponent


def rates(input_mb: float, values: Mapping[str, float]) -> dict[str, float]:
    """Each quantity per input MB (seconds per MB of a phase, database MB per input MB)."""
    return {name: value / input_mb if input_mb else 0.0 for name, value in values.items()}


@dataclass(frozen=True)
class Projection:
    quantity: str
    linear: float      # the fitted line at the target size
    power: float       # the largest measurement scaled by MB^exponent
    exponent: float


def project(series: Mapping[str, Sequence[Point]], input_mb: float) -> list[Projection]:
    """Every quantity's line and power-law value at `input_mb`."""
    out = []
    for quantity, points in series.items():
        fitted = fit(points)
        out.append(Projection(quantity, fitted.linear(input_mb), power(points, fitted.exponent, input_mb),
                              fitted.exponent))
    return out


def fastest_growing(projections: Sequence[Projection]) -> Projection:
    """The phase that breaks first: the one whose growth exponent is largest (ties: the larger projected value)."""
    return max(projections, key=lambda p: (round(p.exponent, 2), p.power))

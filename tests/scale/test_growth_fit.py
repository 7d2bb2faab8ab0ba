"""benchmarks/growth_fit.py: the per-MB line, the growth exponent and the projection docs/scale.md's growth table
rests on (pure arithmetic: no cluster, no timing)."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

FIT = Path(__file__).resolve().parents[2] / "benchmarks" / "growth_fit.py"


def load_module():
    spec = importlib.util.spec_from_file_location("georeact_benchmark_growth_fit", FIT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


fit = load_module()
P = fit.Point


def test_a_line_through_exact_points_gives_its_fixed_cost_and_rate() -> None:
    points = [P(1, 12), P(5, 20), P(30, 70)]   # 10 s fixed + 2 s per MB
    fixed, per_mb = fit.fit_line(points)
    assert fixed == pytest.approx(10)
    assert per_mb == pytest.approx(2)
    assert fit.fit(points).linear(1000) == pytest.approx(2010)


def test_one_size_only_is_a_rate_through_the_origin() -> None:
    assert fit.fit_line([P(4, 8)]) == (0.0, 2.0)
    assert fit.fit_line([P(4, 8), P(4, 12)]) == (0.0, 2.5)


def test_the_exponent_tells_linear_from_quadratic_growth() -> None:
    assert fit.growth_exponent(P(30, 60), P(60, 120)) == pytest.approx(1.0)
    assert fit.growth_exponent(P(30, 9), P(60, 36)) == pytest.approx(2.0)
    # nothing to tell from: a zero or the same size
    assert fit.growth_exponent(P(30, 0), P(60, 5)) == 1.0
    assert fit.growth_exponent(P(30, 5), P(30, 9)) == 1.0


def test_the_power_reading_scales_the_largest_step() -> None:
    points = [P(1, 5), P(30, 9), P(60, 36)]   # quadratic between the two largest
    projected = fit.project({"network s": points}, 600)[0]
    assert projected.exponent == pytest.approx(2.0)
    assert projected.power == pytest.approx(36 * 100)
    assert projected.linear == pytest.approx(fit.fit(points).linear(600))


def test_the_phase_that_breaks_first_is_the_one_growing_fastest() -> None:
    slow_but_large = fit.Projection("osm2pgsql s", linear=5000, power=5000, exponent=1.0)
    fast = fit.Projection("network s", linear=800, power=3000, exponent=1.3)
    assert fit.fastest_growing([slow_but_large, fast]).quantity == "network s"


def test_rates_per_input_mb() -> None:
    assert fit.rates(2.0, {"merge": 3.0, "database": 100.0}) == {"merge": 1.5, "database": 50.0}
    assert fit.rates(0.0, {"merge": 3.0}) == {"merge": 0.0}
    assert math.isclose(fit.fit(fit_points := [P(10, 100), P(20, 200)]).per_mb, 10.0)
    assert fit.power(fit_points, 1.0, 40) == pytest.approx(400)

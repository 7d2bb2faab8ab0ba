"""The package's shape in figures (issue 43's 'how to measure'): cycles and upward imports between its rooms, the
largest class and function, the places in agent/ that name a tool, the places outside reading/ that read the
question's text.

    .venv/bin/python benchmarks/architecture.py                      # this checkout
    .venv/bin/python benchmarks/architecture.py --root DIR/georeact  # another (e.g. `git archive REV | tar -x -C DIR`)

Imports are read from the source (lazy ones inside functions too), as tests/test_architecture.py reads them; the
floors are that test's. Nothing is asserted: the test holds the rules, this prints the figures.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import test_architecture as floors  # noqa: E402

TOOLS = ("ResolveLocation", "GetRegionGeometry", "GetPOIFilter", "CalculateMetric", "SearchPlaces", "DescribePlace",
         "PlanRoute", "InspectSchema", "GenerateSQL", "RefineSQL", "ParseQuestion")
QUESTION_TEXT = re.compile(r"\breading\.question\b|\bctx\.question\b")


def largest(package: Path) -> tuple[tuple[int, str], tuple[int, str]]:
    """(lines, where) of the largest class and of the largest function."""
    classes, functions = [(0, "")], [(0, "")]
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            size = (getattr(node, "end_lineno", 0) or 0) - getattr(node, "lineno", 0) + 1
            where = f"{path.relative_to(package.parent)}:{getattr(node, 'name', '')}"
            if isinstance(node, ast.ClassDef):
                classes.append((size, where))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                functions.append((size, where))
    return max(classes), max(functions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=ROOT / "georeact", help="the package folder to measure")
    package = parser.parse_args().root.resolve()
    floors.PACKAGE = package
    edges = floors._edges()
    rooms = {(floors._room(a), floors._room(b)) for a, b in edges if floors._room(a) != floors._room(b)}
    both_ways = sorted(f"{a} <-> {b}" for a, b in rooms if (b, a) in rooms and a < b)
    upward = sorted(f"{a} -> {b}" for a, b in edges
                    if floors.FLOOR_OF.get(floors._room(b), 0) > floors.FLOOR_OF.get(floors._room(a), 0))
    named = re.compile(r'"(?:' + "|".join(TOOLS) + r')"')
    tool_sites = sum(len(named.findall(p.read_text(encoding="utf-8"))) for p in (package / "agent").rglob("*.py"))
    question_sites = sum(len(QUESTION_TEXT.findall(p.read_text(encoding="utf-8"))) for p in package.rglob("*.py")
                         if "reading" not in p.relative_to(package).parts)
    big_class, big_function = largest(package)
    print(f"| measure | {package} |\n|---|---|")
    print(f"| rooms importing each other | {len(both_ways)} {', '.join(both_ways)} |")
    print(f"| imports from a floor above | {len(upward)} {', '.join(upward)} |")
    print(f"| largest class | {big_class[1]}, {big_class[0]} lines |")
    print(f"| largest function | {big_function[1]}, {big_function[0]} lines |")
    print(f"| places in agent/ naming a tool | {tool_sites} |")
    print(f"| places outside reading/ reading the question's text | {question_sites} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

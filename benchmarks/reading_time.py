"""How long reading a question takes as it grows, shape by shape, up to the question cap (issue 41, finding 2).

    .venv/bin/python benchmarks/reading_time.py [--shape nested,then] [--step 5] [--repeat 3]
    .venv/bin/python benchmarks/reading_time.py --package-root DIR --shape nested --step 1 --repeat 1 --stop-after 30
        # another version's reader (DIR holds its georeact/, e.g. `git archive 113c1ec georeact | tar -x -C DIR`;
        # one without reading/session.py is timed alone, its work not counted)

The shapes are tests/reading/growing.py's: descriptions nested in descriptions, sibling descriptions, later
clauses, tour stops, chatty sentences, places joined by 'and', alternatives, topics and asides. For each question
length it prints the best of `--repeat` wall times (the machine's noise is in the others), how many phrases the
reader asked for (read or remembered: the work tests/reading/test_reading_cost.py bounds) and how many it read,
whether the question was refused (nested deeper than MAX_NESTING), and per shape the slowest question and the
seconds per 1,000 characters at the longest against the shortest (near 1 for linear growth). Nothing is asserted;
the target is at most 1 s at the cap (2,000 characters).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if "--package-root" in sys.argv:   # another version's georeact, imported before this checkout's
    sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--package-root") + 1]).resolve()))

from georeact.limits import QUESTION_MAX_CHARS  # noqa: E402
from georeact.reading import read  # noqa: E402
from tests.reading.growing import SHAPES, Work, read_counted, up_to  # noqa: E402


def _read_once(question: str) -> Work:
    """The question read, with its work counted where the reader counts it (-1: a reader that does not)."""
    try:
        return read_counted(question)
    except ImportError:   # a reader before reading/session.py
        read(question)
        return Work(-1, -1, False)


def measure(question: str, repeat: int) -> tuple[float, int, int, bool]:
    """(best seconds, phrases asked for, phrases read, refused)."""
    best, work = float("inf"), None
    for _ in range(repeat):
        started = time.perf_counter()
        work = _read_once(question)
        best = min(best, time.perf_counter() - started)
    return best, *work


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shape", default=",".join(SHAPES), help="comma-separated shapes (default: all)")
    parser.add_argument("--step", type=int, default=5, help="measure every STEP-th size of each shape")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each question; the best is printed")
    parser.add_argument("--package-root", type=Path, help="a folder holding another version's georeact/ to time")
    parser.add_argument("--stop-after", type=float, default=60.0,
                        help="seconds one question may take before the shape's longer questions are skipped")
    args = parser.parse_args()
    read("Which cafe is nearest to the largest park in Vaduz?")   # the vocabulary and cues loaded once, not timed
    print("| shape | parts | characters | seconds | asked | read | refused |")
    print("|---|---:|---:|---:|---:|---:|---|")
    summary = []
    for name in args.shape.split(","):
        sizes = up_to(SHAPES[name], QUESTION_MAX_CHARS)
        rows, skipped = [], ""
        for n, question in sizes[::args.step] + sizes[-1:]:
            rows.append((n, question, *measure(question, args.repeat)))
            if rows[-1][2] > args.stop_after:   # an exploding reader: the longer questions would take hours
                skipped = f"| {name} | longer questions skipped after {rows[-1][2]:.1f} s at {len(question)} characters |"
                break
        for n, question, seconds, asked, reads, refused in rows:
            print(f"| {name} | {n} | {len(question)} | {seconds:.4f} | {asked} | {reads} | {'yes' if refused else ''} |")
        if skipped:
            print(skipped)
        first, last = rows[0], rows[-1]
        growth = (last[2] / len(last[1])) / max(first[2] / len(first[1]), 1e-9)
        summary.append((name, max(row[2] for row in rows), len(last[1]), last[2], growth))
    print("\n| shape | slowest s | at the cap: characters | s | s per character, longest / shortest |")
    print("|---|---:|---:|---:|---:|")
    for name, slowest, chars, seconds, growth in summary:
        print(f"| {name} | {slowest:.3f} | {chars} | {seconds:.3f} | {growth:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

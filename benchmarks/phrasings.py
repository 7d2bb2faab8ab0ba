"""New phrasings and composed questions through the agent, graded by what the answer must contain.

    .venv/bin/python benchmarks/phrasings.py [--set phrasings|composed] [--split dev,val] [--system geo-react]
                                             [--limit N] [--show-calls]

Sets (evals/<set>/<split>.tsv, `question<TAB>gold[<TAB>one|list]`):
- phrasings: everyday one-step wordings over the shipped extracts, val* over the held-out Neubrandenburg extract;
  dev2/val2 were written after the fixes they would measure; every split has been tuned on since (all are dev).
- composed: questions that compose (a place described by another question, a later clause, a comparison, an
  attribute of a place, a place outside the data), dev over Helsinki, Liechtenstein and Monaco, val over
  Neubrandenburg; gold from SQL over the raw tags (evals/composed/gold.py).
Gold items, "; "-separated: a name (a case- and accent-insensitive substring), `#N` (the count N as a number),
`~N m` (a distance or length within max(5 %, 15 m); `~N m ±P%` within P %), `~N m2` (an area within 5 %), `!phrase` (the
phrase itself, from a word's start; a word of up to 3 letters whole: `!no` is not held by 'not'); `a | b`: either.
An answer that says it could not answer holds only `!` items (a name in its error message is no answer).
Rules: paper = any gold item of a `list` question, every item otherwise; strict = every item.
Systems: geo-react (the plan when the reading is complete, else the model), geo-react-always (the model on every
step), plan-only (no model). Default: the embedded database and LLM, started if needed. Prints each question with
its path, LLM calls, seconds and the first line of the answer, then per split and per path: right (paper,
strict), mean LLM calls, p50 / p90 seconds; and the answers that rest on an approximate name match they do not
state (issue 29: zero is the target), and those past the question's time; the answers whose text carries internal
terms (handles, tags, tool or argument names, step text, notes for the model) and the wrong answers stated without
a hedge (benchmarks/answer_audit.py; issue 44: zero, and at most 3 %). Nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.agent.graph import build_agent  # noqa: E402
from georeact.agent.run import run_question  # noqa: E402
from georeact.agent.sentences import approximate_notes  # noqa: E402
from georeact.services import ensure_services  # noqa: E402
from georeact.config import get_settings  # noqa: E402
from answer_audit import hedged, internal_terms  # noqa: E402

EVALS = Path(__file__).resolve().parent.parent / "evals"
MODEL_USE = {"geo-react": "auto", "geo-react-always": "always", "plan-only": "never"}
_QUANTITY = re.compile(r"(-?\d[\d,]*(?:\.\d+)?)\s*(km²|km2|m²|m2|ha|km|m)\b")


def load(name: str, split: str) -> list[tuple[str, list[str], str]]:
    rows = []
    for line in (EVALS / name / f"{split}.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            question, expected, *kind = line.split("\t")
            rows.append((question, [part.strip() for part in expected.split(";") if part.strip()],
                         (kind[0].strip() if kind else "one")))
    return rows


def fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def quantities(text: str) -> list[tuple[float, str]]:
    """(value in m or m², 'm' | 'm2') for each distance, length or area the text states."""
    scale = {"m": (1, "m"), "km": (1000, "m"), "m²": (1, "m2"), "m2": (1, "m2"), "ha": (10_000, "m2"),
             "km²": (1e6, "m2"), "km2": (1e6, "m2")}
    found = []
    for number, unit in _QUANTITY.findall(text):
        factor, kind = scale[unit]
        found.append((float(number.replace(",", "")) * factor, kind))
    return found


_NUMBERED_LIST = re.compile(r"(?:^|\s)1\.\s.+?\s2\.\s", re.DOTALL)


def unquoted(answer: str, question: str) -> str:
    """The answer without the question quoted in it: "I could not answer 'Is X catholic or protestant?'" says
    neither."""
    return re.sub(r"\s*(['‘“\"])" + re.escape(question.strip()) + r"['’”\"]?", " ", answer, flags=re.IGNORECASE) \
        if question.strip() else answer


# A list's items: '1. A 2. B' (a long list's '... and 12 more (14 in all)' names no more of them)
_ITEM = re.compile(r"(?:^|\s)(\d{1,3})\.\s")


def listed(answer: str) -> int:
    """How many places the answer names in a numbered list (0 when it holds none)."""
    if not _NUMBERED_LIST.search(answer):
        return 0
    return max((int(n) for n in _ITEM.findall(answer)), default=0)


def a_listing(expected: list[str], answer: str) -> bool:
    """Whether the answer lists every place of a kind where the question asks for a few: 'the 4-star hotels' answered
    with all 18 hotels, 'the most common brand' with all 31 shops. The names asked for are in such a list, but it
    answers nothing: more than ten places, and more than twice the gold names and three more. (A short list may
    well be the answer: 'what museums are there in X' lists the five.)"""
    names = [item for item in expected if not item.startswith(("#", "!", "~")) and not item.strip().isdigit()]
    return bool(names) and listed(answer) > max(10, 2 * len(names) + 3)


# the words of an answer that does not know, whose 'no' is no verdict
_NOT_KNOWN = re.compile(r"\bno (?:information|data|record|details?|name)\b")


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def holds(item: str, answer: str) -> bool:
    """Whether the answer holds one gold item (alternatives separated by ' | ': any of them)."""
    if " | " in item:
        return any(holds(alternative.strip(), answer) for alternative in item.split(" | "))
    # a number is the same written with thousands separators ('1,086 m' holds '!1086 m' and '#1086')
    answer = _THOUSANDS.sub("", answer)
    said = fold(answer)
    if re.match(r"i (?:could not|cannot) (?:answer|find)", said):
        if not item.startswith("!") or fold(item[1:].strip()) in ("yes", "no"):
            return False   # a name in the message of a failed step is no answer, nor its 'no' ('no tool call answers')
        # nor the words it quotes as unread ("I could not read all of it (the words 'wifi', 'free')" says no 'free')
        said = re.sub(r"'[^']*'", " ", said)
    if item.startswith("#"):
        # never a list's numbering ('1. Admiral Fell Inn 2. ... 10. Carlton'): the count is stated, not counted to
        numbering = r"|\.\s" if _NUMBERED_LIST.search(answer) else ""
        return re.search(rf"(?<![\d.,]){re.escape(item[1:].strip())}(?![\d]|[.,]\d{numbering})", answer) is not None
    if item.startswith("~"):
        number, unit, *wider = item[1:].split()   # '~1200 m ±10%': a route's length, within 10 %
        target, kind = float(number.replace(",", "")), "m2" if unit == "m2" else "m"
        share = float(wider[0].strip("±%")) / 100 if wider else 0.05
        tolerance = share * target if kind == "m2" else max(share * target, 15.0)
        return any(k == kind and abs(v - target) <= tolerance for v, k in quantities(answer))
    if item.startswith("!"):   # from a word's start ('!mexic' for 'mexican'); a short word whole: '!no' is not 'not'
        phrase = fold(item[1:].strip())
        if phrase in ("yes", "no"):   # 'the map has no information on ...' says neither: it does not know
            said = _NOT_KNOWN.sub(" ", said)
        start = r"(?<!\w)" if phrase[:1].isalnum() else ""
        end = r"(?!\w)" if len(phrase) <= 3 and phrase[-1:].isalnum() else ""
        return re.search(start + re.escape(phrase) + end, said) is not None
    if re.fullmatch(r"(north|south)?-?(east|west)?|north|south|east|west", item.lower()):
        return item.lower().replace("-", "") in said.replace("-", "")
    return fold(item) in said


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def summary(label: str, graded: list[tuple[bool, bool, int, float]]) -> str:
    if not graded:
        return f"{label}: no questions"
    n = len(graded)
    paper, strict = sum(g[0] for g in graded), sum(g[1] for g in graded)
    return (f"{label}: paper {paper}/{n} ({100 * paper / n:.1f} %), strict {strict}/{n} ({100 * strict / n:.1f} %), "
            f"{statistics.mean(g[2] for g in graded):.2f} LLM calls, p50 {percentile([g[3] for g in graded], 0.5):.2f} s, "
            f"p90 {percentile([g[3] for g in graded], 0.9):.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="phrasings", help="a directory of evals/ (phrasings, composed)")
    parser.add_argument("--split", default=None, help="comma-separated files of the set (default: every .tsv)")
    parser.add_argument("--system", default="geo-react", choices=sorted(MODEL_USE))
    parser.add_argument("--limit", type=int, default=None, help="only the first N questions of each split")
    parser.add_argument("--show-calls", action="store_true", help="print each question's tool calls too")
    args = parser.parse_args()
    settings = get_settings()
    ensure_services(settings, llm=args.system != "plan-only")
    agent = build_agent(settings, model_use=MODEL_USE[args.system])
    splits = args.split.split(",") if args.split else sorted(p.stem for p in (EVALS / args.set).glob("*.tsv"))
    lines = []
    for split in splits:
        rows = load(args.set, split)[:args.limit]
        graded: dict[str, list[tuple[bool, bool, int, float]]] = {}
        unstated, late, longest, machinery, confident = [], [], 0.0, [], []
        print(f"== {args.set}/{split} ({len(rows)} questions, {args.system})")
        for question, expected, kind in rows:
            trace = run_question(agent, question)
            text = (trace.answer.text if trace.answer else "") or trace.error or ""
            graded_text = unquoted(unquoted(text, question), trace.question or "")   # as asked, and as read
            right = [holds(item, graded_text) for item in expected]
            if a_listing(expected, graded_text):
                right = [False] * len(expected)
            strict = all(right)
            paper = any(right) if kind == "list" else strict
            path = (trace.meta.get("plan") or {}).get("path", "model").split(" (")[0]   # the path, not its why
            row = (paper, strict, len(trace.llm_calls), trace.duration_s)
            if approximate_notes([step.observation for step in trace.steps if step.ok], text):
                unstated.append(question)
            if trace.duration_s > settings.question_time_s + 1:   # the deadline, and a second to answer after it
                late.append(question)
            longest = max(longest, trace.duration_s)
            if terms := internal_terms(text):
                machinery.append(f"{question} [{'; '.join(terms[:3])}]")
            if not paper and text and not hedged(text):
                confident.append(question)
            graded.setdefault("all", []).append(row)
            graded.setdefault(path, []).append(row)
            mark = "ok " if strict else "ok~" if paper else "NO "
            print(f"{mark} [{path}] {len(trace.llm_calls):>2} calls {trace.duration_s:5.1f} s  {question}")
            print(f"      -> {' '.join(text.split())[:300] if text else '(no answer)'}"
                  + ("" if strict else f"   [expected: {'; '.join(expected)}]"))
            if args.show_calls:
                for step in trace.steps:
                    print(f"         {step.tool} {json.dumps(step.arguments, ensure_ascii=False)}")
        lines += [summary(f"{args.set}/{split} {args.system} {path}", rows_) for path, rows_ in graded.items()]
        lines.append(f"{args.set}/{split} {args.system}: {len(unstated)} answers rest on an approximate match they do "
                     f"not state{': ' + ' | '.join(unstated) if unstated else ''}; {len(late)} took longer than the "
                     f"{settings.question_time_s:g} s limit and a second to answer"
                     f"{': ' + ' | '.join(late) if late else ''}; the longest took {longest:.1f} s")
        lines.append(f"{args.set}/{split} {args.system}: {len(machinery)} of {len(rows)} answers carry internal terms"
                     f"{': ' + ' | '.join(machinery) if machinery else ''}; {len(confident)} of {len(rows)} are wrong "
                     f"and stated without a hedge ({100 * len(confident) / max(1, len(rows)):.1f} %)")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

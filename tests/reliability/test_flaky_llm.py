"""An LLM endpoint that fails on 20% of calls (tests/reliability/flaky_llm.py: HTTP 500, a delay past the
client timeout, truncated JSON, garbage), behind the real client (build_chat_model: langchain-openai with
retries and a timeout), the real graph, a real tool and the real test database. A batch of 100 questions
through run_eval finishes quickly with every question accounted for: answered correctly, or recorded as an
LLM error. Faults the client retries (500, timeout) must not cost a question; no exception escapes.
"""

from __future__ import annotations

import time

from georeact.agent.llm import build_chat_model
from georeact.agent.trace import read_records
from georeact.evals.models import Question
from georeact.evals.runner import RESULTS_FILE, run_eval
from georeact.evals.systems import make_system
from tests.reliability.flaky_llm import FAULTS, FlakyLLM
from tests.bounds import loaded

PLACES = ["Vaduz", "Schaan", "Balzers", "Triesen", "Eschen", "Mauren", "Ruggell", "Gamprin", "Planken",
          "Triesenberg", "Schellenberg", "Monaco", "Neubrandenburg", "Ateneum", "Tollensesee",
          "Kunstmuseum Liechtenstein", "Monte-Carlo", "Kaisaniemi"]


def question_mix(count: int) -> list[Question]:
    """Half answered through ResolveLocation ("Where is X?"), half answered at once ("Say X.")."""
    questions = []
    for i in range(count):
        place = PLACES[i % len(PLACES)]
        text = f"Where is {place}?" if i % 2 == 0 else f"Say {place}."
        questions.append(Question(id=f"flaky-{i:03d}", dataset="gsqa", template="flaky", type="flaky",
                                  question=text, answer_type="name", answers=[{"name": place}]))
    return questions


def test_a_batch_against_a_flaky_endpoint_accounts_for_every_question(settings, db, tmp_path) -> None:
    questions = question_mix(100)
    with FlakyLLM(every=5, offset=2, delay_s=1.6) as server:
        flaky = settings.model_copy(update={"llm_base_url": server.base_url, "llm_timeout_s": 1.0,
                                            "llm_max_retries": 2})
        system = make_system("geo-react-always", flaky, build_chat_model(flaky), db, max_steps=3)
        started = time.perf_counter()
        summary = run_eval(questions, [system], tmp_path, concurrency=4, timeout_s=30, progress=False)
        elapsed = time.perf_counter() - started

    records = list(read_records(tmp_path / RESULTS_FILE))
    assert summary.written == len(records) == 100
    assert sorted(r["question_id"] for r in records) == sorted(q.id for q in questions)
    wrong = [r for r in records if not r["correct"] and not r["error"]]
    assert not wrong, [(r["question_id"], r["answer"], r["score"]) for r in wrong]
    errors = [r for r in records if r["error"]]
    for record in errors:
        assert record["failure"] == "error" and record["error"].startswith("LLM call failed"), record["error"]

    # The endpoint really misbehaved on a fifth of the calls, in every way...
    assert 0.15 <= server.faults / server.calls <= 0.25, server.served
    assert all(server.served[kind] >= 3 for kind in FAULTS), server.served
    # ... the client retried what can be retried (500, timeout): only unreadable 200 answers cost a question.
    assert 1 <= len(errors) <= server.served["truncated"] + server.served["garbage"], (len(errors), server.served)
    assert sum(r["correct"] for r in records) >= 70
    tool_answers = [r for r in records if r["correct"] and r["question"]["question"].startswith("Where")]
    assert tool_answers and all(r["tools_used"] == ["ResolveLocation"] for r in tool_answers)
    assert elapsed < loaded(60), f"the batch took {elapsed:.0f} s"   # retries back off, they do not hang
    print(f"flaky endpoint: {server.calls} calls {dict(server.served)}; {len(records)} questions, "
          f"{sum(r['correct'] for r in records)} correct, {len(errors)} recorded LLM errors, {elapsed:.1f} s")

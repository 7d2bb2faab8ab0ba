"""Live smoke test: the embedded model (Qwen2.5-Coder-1.5B on llama-server) through the real agent graph,
the real tools and the test database, checked against a value computed independently from the .osm.pbf.

The question is the one the system prompt uses as its example of a one-call question, so the small model
answers it with a single CalculateMetric call. Slow on CPU (one to four minutes on a busy 2-core machine).
"""

from __future__ import annotations

import re
import time

import numpy as np
import pytest
import shapely
from pyproj import Transformer

from georeact.agent import local_llm
from georeact.agent.graph import build_agent
from georeact.agent.llm import build_chat_model
from georeact.agent.run import run_question
from georeact.config import Settings
from tests import independent

# the embedded model's server on its default port, started and stopped here: one test process at a time
pytestmark = pytest.mark.uses_alone("embedded model server")

QUESTION = "Which cafe is nearest to the Ateneum?"


def _llm_settings() -> Settings:
    """The LLM side: the default home's binary and model (the test cluster's home has neither).

    Generous limits: the first call processes the ~2.7k-token system prompt on a shared CPU.
    """
    return Settings().model_copy(update={"llm_base_url": None, "llm_timeout_s": 900.0, "llm_max_retries": 1,
                                         "llm_max_tokens": 256, "llm_temperature": 0.0})


def _installed() -> bool:
    settings = Settings()
    return local_llm.binary_path(settings).is_file() and local_llm.model_path(settings).is_file()


def _fold(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


def _cafes_by_distance_from_ateneum() -> list[tuple[float, str | None]]:
    """(metres from the Ateneum's outline, name) of every cafe in the Helsinki extract, nearest first."""
    readers = (independent.nodes, independent.ways, independent.areas)
    ateneum = next(f for read in readers for f in read("helsinki", "name", "Ateneum")
                   if f.geometry.geom_type.endswith("Polygon"))
    cafes = [f for read in readers for f in read("helsinki", "amenity", "cafe")]
    centre = ateneum.geometry.centroid
    to_local = Transformer.from_crs(   # azimuthal equidistant around the Ateneum: metres, exact near the centre
        "EPSG:4326", f"+proj=aeqd +lat_0={centre.y} +lon_0={centre.x} +datum=WGS84 +units=m", always_xy=True)

    def local(geometry):
        return shapely.transform(geometry, lambda xy: np.column_stack(to_local.transform(xy[:, 0], xy[:, 1])))

    outline = local(ateneum.geometry)
    return sorted((local(cafe.geometry).distance(outline), cafe.name) for cafe in cafes)


@pytest.fixture(scope="module")
def llm_server():
    settings = _llm_settings()
    was_running = local_llm.status(settings).running
    state = local_llm.start(settings, log=lambda _message: None)
    assert state.running, state.message
    yield settings
    if not was_running:  # leave a server someone else started alone
        local_llm.stop(settings)


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_live_model_answers_nearest_cafe_through_the_graph(llm_server, settings, db):
    expected = _cafes_by_distance_from_ateneum()
    nearest_distance = expected[0][0]
    nearest_named_distance, nearest_named = next((d, name) for d, name in expected if name)

    agent = build_agent(settings, llm=build_chat_model(llm_server), db=db, max_steps=4)
    started = time.perf_counter()
    trace = run_question(agent, QUESTION, max_steps=4)
    seconds = time.perf_counter() - started
    print(f"\nlive agent: {seconds:.0f} s, {len(trace.llm_calls)} LLM calls, {trace.total_tokens} tokens; "
          f"steps {[(step.tool, step.arguments) for step in trace.steps]}; "
          f"answer {trace.answer.text if trace.answer else None!r}")

    assert trace.error is None, trace.error
    calls = [step for step in trace.steps if step.ok and step.tool in ("CalculateMetric", "ResolveLocation")]
    assert calls, f"no successful CalculateMetric/ResolveLocation step: {trace.steps}"
    assert "ateneum" in _fold(str(calls[0].arguments))
    answer = trace.answer
    assert answer is not None and answer.text and not answer.stopped_early
    # The final answer names the nearest cafe that has a name (the very nearest one has none in OSM) ...
    assert _fold(nearest_named) in _fold(answer.text), (nearest_named, answer.text)
    # ... and its typed value carries the tool's distances, which agree with the independent ones.
    assert answer.value is not None and answer.value.entities
    measured = [entity.distance_m for entity in answer.value.entities if entity.distance_m is not None]
    assert measured and measured[0] == pytest.approx(nearest_distance, rel=0.10)
    named = next(entity for entity in answer.value.entities if entity.name)
    assert named.distance_m == pytest.approx(nearest_named_distance, rel=0.10)


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_live_model_restates_a_question_the_reading_does_not_hold_whole(llm_server, settings, db):
    """'A first, B after, on my bike: how far is that' is not read whole; the embedded model restates it under the
    grammar of the question's phrases, and the restatement's plan answers it along the streets by bike."""
    agent = build_agent(settings.model_copy(update={"restate": True}), llm=build_chat_model(llm_server), db=db)
    # (a shape the reader lacks: 'bike ride from A over to B, how far is that', the earlier one, is read whole now)
    # The embedded model's restatement differs with the server's prompt-cache state: alone this question is restated
    # on the first try, after the full run's other live tests it was not (twice, at 34ef888 and 5998663). One more try
    # is asked; both failing fails the test.
    for attempt in range(2):
        trace = run_question(agent, "the Ateneum first, Kiasma after, on my bike: how far is that")
        print(f"\nlive restatement (try {attempt + 1}): "
              f"{trace.meta.get('restated') or trace.meta.get('restated_refused')!r}; "
              f"answer {trace.answer.text if trace.answer else None!r}; "
              f"call errors {[call.error for call in trace.llm_calls if call.error]}")
        if trace.meta.get("restated"):
            break
    assert trace.llm_calls and trace.llm_calls[0].node == "restate"
    assert trace.meta.get("restated"), trace.meta.get("restated_refused")
    assert trace.meta["plan"]["path"] == "restated"
    (step,) = [s for s in trace.steps if s.tool == "CalculateMetric"]
    assert step.arguments.get("mode") == "bike" and step.ok
    # independent of the tools: the straight line between the two buildings' centroids; the route is at least it
    ateneum, kiasma = (next(f for f in independent.areas("helsinki", "name", name)) for name in ("Ateneum", "Kiasma"))
    straight = independent.geodesic_distance(*ateneum.geometry.centroid.coords[0], *kiasma.geometry.centroid.coords[0])
    routed = step.observation["value"]
    assert straight * 0.8 <= routed <= straight * 4, (routed, straight)
    assert "cycling" in trace.answer.text

"""Warming the prompt cache after `llm start`: one request that carries exactly the agent's system prompt and
tool schemas (the prefix of every question), generating one token. Against the fake OpenAI-compatible server."""

from __future__ import annotations

from georeact.agent.graph import build_agent, warm_prompt_cache
from georeact.agent.run import run_question
from georeact.agent.llm import build_chat_model


def test_the_warm_up_sends_the_prefix_every_question_starts_with(settings, fake_llm, db):
    pointed = settings.model_copy(update={"llm_base_url": fake_llm.url, "llm_max_retries": 0})
    call = warm_prompt_cache(pointed)
    assert call.error is None and call.prompt_tokens > 0
    (warm,) = fake_llm.requests
    assert warm.get("max_completion_tokens", warm.get("max_tokens")) == 1 and warm["tools"]
    agent = build_agent(pointed, llm=build_chat_model(pointed), db=db, model_use="always")   # the model reads it
    run_question(agent, "Which cafe is nearest to the Ateneum?")
    question = fake_llm.requests[1]
    assert question["tools"] == warm["tools"]                               # the same tool schemas ...
    assert question["messages"][0] == warm["messages"][0]                   # ... after the same system prompt


def test_without_the_free_loop_the_restatement_prompt_is_warmed_last(settings, fake_llm):
    """A slot keeps the prefix it saw last: with the free loop off (the embedded model's default) a question's first
    call is the restatement, so its prompt is the one left in the cache."""
    from georeact.agent.restating import system_prompt

    pointed = settings.model_copy(update={"llm_base_url": fake_llm.url, "llm_max_retries": 0, "restate": True,
                                          "free_loop": False})
    call = warm_prompt_cache(pointed)
    assert call.error is None
    agent_prompt, restatement = fake_llm.requests
    assert agent_prompt["tools"] and restatement["messages"][0]["content"] == system_prompt()

"""Prompt size: the tokens of the agent's stable prefix (system prompt + tool schemas), part by part.

    .venv/bin/python benchmarks/prompt.py [--tools full] [--without PlanRoute ...]

Counts with the endpoint's own tokenizer (llama-server's /tokenize; the embedded server is started if needed):
the system prompt, each tool's schema as JSON, and the whole first request of a question as the endpoint
reports it (`usage.prompt_tokens` of a one-token completion), which includes the chat template's tool preamble.
Nothing is asserted; the issue's goal is a prefix of at most 1,500 tokens.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.agent.graph import GraphBuilder  # noqa: E402
from georeact.agent.llm import build_chat_model, resolve_base_url  # noqa: E402
from georeact.cli import ensure_services  # noqa: E402
from georeact.config import get_settings  # noqa: E402
from georeact.db.session import Database  # noqa: E402
from georeact.tools.base import ToolContext  # noqa: E402
from georeact.tools.registry import load_tools  # noqa: E402

QUESTION = "What is the nearest pharmacy to the Ateneum?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default="full")
    parser.add_argument("--without", nargs="*", default=[])
    args = parser.parse_args()
    settings = get_settings()
    ensure_services(settings)
    llm = build_chat_model(settings)
    ctx = ToolContext(db=Database(settings), settings=settings, llm=llm)
    specs = load_tools(args.tools, args.without, ctx.profile)
    builder = GraphBuilder(settings, llm, specs, ctx, settings.max_steps, False, True)
    root = resolve_base_url(settings).removesuffix("/v1")

    def tokens(text: str) -> int:
        reply = httpx.post(f"{root}/tokenize", json={"content": text}, timeout=60)
        reply.raise_for_status()
        return len(reply.json()["tokens"])

    rows = [("system prompt", len(builder.system_prompt), tokens(builder.system_prompt))]
    for spec in specs:
        schema = json.dumps(spec.openai_schema(), ensure_ascii=False)
        rows.append((f"schema {spec.name}", len(schema), tokens(schema)))
    reply = builder.llm_with_tools.bind(max_tokens=1).invoke(
        [("system", builder.system_prompt), ("human", QUESTION)])
    question = tokens(QUESTION)
    total = reply.usage_metadata["input_tokens"]
    print(f"{'part':32} {'chars':>7} {'tokens':>7}")
    for name, chars, count in rows:
        print(f"{name:32} {chars:7d} {count:7d}")
    print(f"{'sum of the parts':32} {sum(r[1] for r in rows):7d} {sum(r[2] for r in rows):7d}")
    print(f"first request as the endpoint counts it: {total} tokens, of which the question {question}, "
          f"so the stable prefix (with the template's tool preamble) is about {total - question} tokens")


if __name__ == "__main__":
    main()

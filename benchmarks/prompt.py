"""Prompt size: the tokens of the agent's stable prefix (system prompt + tool schemas), part by part.

    .venv/bin/python benchmarks/prompt.py [--tools full] [--without PlanRoute ...]

Counts with the endpoint's own tokenizer (llama-server's /tokenize; the embedded server is started if needed):
the system prompt, each tool's line in it (constrained decoding, the embedded default) or its schema as JSON, and the whole first request of a question as the endpoint
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
from georeact.services import ensure_services  # noqa: E402
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

    # Under constrained decoding the tools are lines of the system prompt (tool_catalogue.py), else bound schemas.
    constrained = settings.constrained_decoding
    lines = {line[2:].split("(")[0]: line for line in builder.system_prompt.splitlines() if line.startswith("- ")}
    parts = [(f"tool line {spec.name}", lines[spec.name]) if constrained else
             (f"schema {spec.name}", json.dumps(spec.openai_schema(), ensure_ascii=False)) for spec in specs]
    base = builder.system_prompt
    for _, text in parts if constrained else ():
        base = base.replace(text, "")
    rows = [("system prompt" + (" without the tool lines" if constrained else ""), len(base), tokens(base))]
    rows += [(name, len(text), tokens(text)) for name, text in parts]
    reply = builder.llm_with_tools.bind(max_tokens=1).invoke(
        [("system", builder.system_prompt), ("human", QUESTION)])
    question = tokens(QUESTION)
    total = reply.usage_metadata["input_tokens"]
    print(f"{'part':38} {'chars':>7} {'tokens':>7}")
    for name, chars, count in rows:
        print(f"{name:38} {chars:7d} {count:7d}")
    print(f"{'sum of the parts':38} {sum(r[1] for r in rows):7d} {sum(r[2] for r in rows):7d}")
    print(f"first request as the endpoint counts it: {total} tokens, of which the question {question}, "
          f"so the stable prefix is about {total - question} tokens")


if __name__ == "__main__":
    main()

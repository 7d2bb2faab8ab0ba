"""Errors a user can fix are one line on stderr and exit code 2, never a traceback (issue 18, item 8).

`georeact`'s `main()` in this process, with the environment and working directory a command would have (a
subprocess costs a second or two of start-up per case: 30 cases were 50 s of the suite); the real command in a
subprocess where the process itself matters (a traceback, an import made impossible) and once per kind of error,
checked to say the same line (`test_the_real_command_says_what_main_says`). The environment points at a database and
an LLM that cannot be reached, so a case that got past its check would fail differently (and could start nothing);
the messages are checked for what they must name.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from georeact.evals.generate import generate
from georeact.evals.report import PLOTS, REPORT_FILE
from georeact.evals.runner import run_eval
from georeact.evals.systems import make_system
from tests.ui.test_ask_cli import georeact_command

TIMEOUT_S = 120
UNREACHABLE = {"GEOREACT_DATABASE_URL": "postgresql://nobody@127.0.0.1:9/none",
               "GEOREACT_LLM_BASE_URL": "http://127.0.0.1:9/v1"}
SCHEMA = 'one JSON object with at least "question" (text) and "answers" (a list of objects)'


def offline_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("GEOREACT_")}
    env.update({"GEOREACT_HOME": str(tmp_path / "home"), "PYTHONIOENCODING": "utf-8", **UNREACHABLE, **extra})
    return env


def run(tmp_path: Path, *args: str, command: list[str] | None = None, real: bool = False,
        **env: str) -> subprocess.CompletedProcess[str]:
    """The command's exit code and output: `main()` here, or (`real`, or another `command`) a subprocess."""
    if real or command is not None:
        return subprocess.run([*(command or georeact_command()), *args], env=offline_env(tmp_path, **env),
                              cwd=tmp_path, capture_output=True, text=True, timeout=TIMEOUT_S)
    return in_process(tmp_path, list(args), offline_env(tmp_path, **env))


ANSI = re.compile(r"\x1b\[[0-9;]*m")


def in_process(tmp_path: Path, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    from georeact import cli, config

    out, err = io.StringIO(), io.StringIO()
    with mock.patch.dict(os.environ, env, clear=True), contextlib.chdir(tmp_path), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        config.get_settings.cache_clear()   # the settings of this environment, not the test session's
        try:
            code = cli.main(args)
        except SystemExit as exc:   # argparse's errors, --help, --version
            code = exc.code if isinstance(exc.code, int) else 1
        finally:
            config.get_settings.cache_clear()
    return subprocess.CompletedProcess(["georeact", *args], code, ANSI.sub("", out.getvalue()),
                                       ANSI.sub("", err.getvalue()))


def error_line(result: subprocess.CompletedProcess[str]) -> str:
    """The one stderr line of a refused command."""
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


# eval run --dataset -----------------------------------------------------------------------------------------

MALFORMED = {   # question.json content -> what the message must say
    "not JSON": (b'{"question": "Where?", answers: []}', "is not valid JSON (Expecting property name"),
    "empty file": (b"", "is empty"),
    "a list": (b'[{"question": "Where?", "answers": []}]', "holds a JSON list"),
    "null": (b"null", "holds a JSON null"),
    "no question": (b'{"answers": []}', '"question" is missing'),
    "no answers": (b'{"question": "Where?"}', '"answers" is missing'),
    "answers a number": (b'{"question": "Where?", "answers": 3}', '"answers" must be a valid list'),
    "question a number": (b'{"question": 12, "answers": []}', '"question" must be a valid string'),
    "answers of strings": (b'{"question": "Where?", "answers": ["Vaduz"]}', '"answers.0" must be a valid dictionary'),
    "not UTF-8": ('{"question": "Which café?", "answers": []}'.encode("latin-1"), "is not UTF-8 text"),
}


@pytest.mark.parametrize("kind", MALFORMED)
def test_a_malformed_question_file_is_named(tmp_path: Path, kind: str) -> None:
    content, expected = MALFORMED[kind]
    good = tmp_path / "set" / "T1" / "  1" / "question.json"
    bad = tmp_path / "set" / "T1" / "  2" / "question.json"
    for path in (good, bad):
        path.parent.mkdir(parents=True)
    good.write_text('{"question": "Where is Vaduz?", "answers": []}', encoding="utf-8")
    bad.write_bytes(content)
    out = tmp_path / "run"
    line = error_line(run(tmp_path, "eval", "run", "--dataset", str(tmp_path / "set"), "--out", str(out)))
    assert line.startswith(f"error: {bad}"), line
    assert expected in line, line
    assert SCHEMA in line or kind == "not UTF-8", "says what the file should hold"
    assert not (out / "results.jsonl").exists()


def test_an_unreadable_dataset_file_is_named(tmp_path: Path) -> None:
    """An OSError on a user's file (here a directory named question.json) is one line naming the path."""
    odd = tmp_path / "set" / "T1" / "  1" / "question.json"
    odd.mkdir(parents=True)
    line = error_line(run(tmp_path, "eval", "run", "--dataset", str(tmp_path / "set"), "--out", str(tmp_path / "run")))
    assert line == f"error: {odd}: Is a directory (check the path and its permissions)"


def test_an_empty_dataset_folder_says_which_formats_are_expected(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    line = error_line(run(tmp_path, "eval", "run", "--dataset", str(empty), "--out", str(tmp_path / "run")))
    assert f"no questions found in {empty}" in line
    assert "question.json" in line and "MapQA CSVs" in line


def test_a_missing_dataset_is_named(tmp_path: Path) -> None:
    line = error_line(run(tmp_path, "eval", "run", "--dataset", str(tmp_path / "nope"), "--out", str(tmp_path / "run")))
    assert f"no dataset at {tmp_path / 'nope'}" in line


@pytest.mark.parametrize("args", [
    ["eval", "run", "--dataset", "nope", "--out", "run"],          # an error of the command's own checks
    ["ask", "Where is Vaduz?", "--max-steps", "0"],                # argparse's
    ["db", "load", "nowhere.osm.pbf"],
])
def test_the_real_command_says_what_main_says(tmp_path: Path, args: list[str]) -> None:
    real, here = run(tmp_path, *args, real=True), run(tmp_path, *args)
    assert error_line(real) == error_line(here)


def test_the_real_command_names_a_bad_environment_value(tmp_path: Path) -> None:
    real = run(tmp_path, "ask", "Where is Vaduz?", GEOREACT_MAX_STEPS="ten", real=True)
    assert error_line(real) == error_line(run(tmp_path, "ask", "Where is Vaduz?", GEOREACT_MAX_STEPS="ten"))


# db load ----------------------------------------------------------------------------------------------------

def test_db_load_of_a_directory_or_a_missing_file(tmp_path: Path) -> None:
    line = error_line(run(tmp_path, "db", "load", str(tmp_path)))
    assert f"{tmp_path} is not a file" in line and ".osm.pbf" in line
    missing = tmp_path / "nowhere.osm.pbf"
    line = error_line(run(tmp_path, "db", "load", str(missing)))
    assert f"{missing} does not exist" in line


# settings ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("value", "expected"), [("ten", "must be a valid integer"),
                                                 ("0", "must be greater than or equal to 1"),
                                                 ("-2", "must be greater than or equal to 1")])
def test_a_bad_environment_value_names_the_variable(tmp_path: Path, value: str, expected: str) -> None:
    line = error_line(run(tmp_path, "ask", "Where is Vaduz?", GEOREACT_MAX_STEPS=value))
    assert f"GEOREACT_MAX_STEPS={value!r}" in line and expected in line, line


def test_a_malformed_config_file_is_named(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("max_steps = [\n", encoding="utf-8")
    line = error_line(run(tmp_path, "ask", "Where is Vaduz?", GEOREACT_CONFIG=str(config)))
    assert f"the config file {config} is not valid TOML" in line
    config.write_text('max_steps = "ten"\n', encoding="utf-8")
    line = error_line(run(tmp_path, "ask", "Where is Vaduz?", GEOREACT_CONFIG=str(config)))
    assert f"max_steps = 'ten' in {config}: must be a valid integer" in line
    line = error_line(run(tmp_path, "ask", "Where is Vaduz?", GEOREACT_CONFIG=str(tmp_path / "typo.toml")))
    assert f"GEOREACT_CONFIG='{tmp_path / 'typo.toml'}' is not a file" in line


@pytest.mark.parametrize("args", [["ask", "Where is Vaduz?"], ["chat"], ["eval", "run", "--dataset", "d", "--out", "o"]])
@pytest.mark.parametrize("steps", ["0", "-1", "ten"])
def test_max_steps_must_be_at_least_one(tmp_path: Path, args: list[str], steps: str) -> None:
    line = error_line(run(tmp_path, *args, "--max-steps", steps))
    assert f"argument --max-steps: must be a whole number >= 1, got '{steps}'" in line


# tools, version, help ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "expected"), [
    (["ask", "Where is Vaduz?", "--tools", "CalculateMetrc"],
     "argument --tools: unknown tool 'CalculateMetrc' (did you mean CalculateMetric?)"),
    (["ask", "Where is Vaduz?", "--tools", "ResolveLocation,Teleport"], "argument --tools: unknown tool 'Teleport'"),
    (["chat", "--without", "resolvelocation"], "argument --without: unknown tool 'resolvelocation' (did you mean "
                                               "ResolveLocation?)"),
    (["chat", "--tools", ","], "argument --tools: give a tool set (full, sql, host) or comma-separated tool names"),
])
def test_a_tool_name_typo_is_found_before_anything_starts(tmp_path: Path, args: list[str], expected: str) -> None:
    """The services are unreachable here: a check after start-up would fail on them, not on the name."""
    line = error_line(run(tmp_path, *args))
    assert expected in line, line
    assert "CalculateMetric" in line and "GenerateSQL" in line           # the names there are


def test_one_tool_name_is_a_tool_not_a_set(tmp_path: Path) -> None:
    """`--tools CalculateMetric` (no comma) passes the check: the run goes on to the model, unreachable here."""
    result = run(tmp_path, "ask", "Where is Vaduz?", "--tools", "CalculateMetric", real=True)
    assert "unknown tool" not in result.stderr and "give a tool set" not in result.stderr
    assert "Cannot reach the LLM endpoint" in result.stderr, result.stderr
    assert "Traceback" not in result.stdout + result.stderr


def test_version(tmp_path: Path) -> None:
    from importlib.metadata import version

    result = run(tmp_path, "--version")
    assert result.returncode == 0 and result.stdout.strip() == f"georeact {version('geo-react')}"


@pytest.mark.parametrize("args", [[], ["ask"], ["chat"]])
def test_help_has_examples_and_every_tool(tmp_path: Path, args: list[str]) -> None:
    from georeact.tools.registry import TOOL_MODULES

    result = run(tmp_path, *args, "--help", COLUMNS="100")
    assert result.returncode == 0, result.stderr
    assert f"examples:\n  georeact {args[0] if args else 'db'}" in result.stdout
    tools = result.stdout.split("tools (for --tools and --without):", 1)[1]
    for name in TOOL_MODULES:
        assert f"\n  {name} " in tools, name
    assert "Compute the answer to a spatial question" in tools      # with what each does


# eval report ------------------------------------------------------------------------------------------------

def test_eval_report_of_a_missing_or_empty_folder(tmp_path: Path) -> None:
    line = error_line(run(tmp_path, "eval", "report", str(tmp_path / "nope")))
    assert f"no run directory {tmp_path / 'nope'}" in line and "--out" in line
    line = error_line(run(tmp_path, "eval", "report", str(tmp_path)))
    assert f"no results in {tmp_path / 'results.jsonl'}" in line


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    for result in (run(tmp_path, "--debug", "eval", "report", str(tmp_path / "nope"), real=True),
                   run(tmp_path, "eval", "report", str(tmp_path / "nope"), GEOREACT_DEBUG="1", real=True)):
        assert result.returncode == 1
        assert "Traceback" in result.stderr and "no run directory" in result.stderr


@pytest.fixture(scope="module")
def run_dir(db, settings, tmp_path_factory) -> Path:
    """A real run: the oracle on a few generated questions."""
    directory = tmp_path_factory.mktemp("run")
    questions = generate(db, 1, seed=7, templates=["T5", "distance"])
    run_eval(questions, [make_system("oracle", settings, None, db)], directory, progress=False)
    return directory


def test_eval_report_without_matplotlib_writes_the_report_and_says_so(run_dir: Path, tmp_path: Path) -> None:
    """matplotlib made unimportable in the CLI process, as when the `report` extra is not installed."""
    without = [sys.executable, "-c", "import sys; sys.modules['matplotlib'] = None; "
               "from georeact.cli import main; sys.exit(main())"]
    result = run(tmp_path, "eval", "report", str(run_dir), command=without)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    notes = [line for line in result.stderr.splitlines() if "matplotlib" in line]
    assert len(notes) == 1 and "report extra" in notes[0] and "pip install" in notes[0], result.stderr
    report = (run_dir / REPORT_FILE).read_text(encoding="utf-8")
    assert "## Summary" in report and "| oracle |" in report
    assert "matplotlib is not installed" in report and "![" not in report
    assert not [name for name in PLOTS.values() if (run_dir / name).exists()]


def test_a_port_that_is_not_the_running_databases_is_one_line_saying_both(tmp_path, settings):
    """GEOREACT_DB_PORT changed while the embedded database runs on the old one: it used to be a traceback from
    the first connection."""
    env = offline_env(tmp_path, GEOREACT_HOME=str(settings.home), GEOREACT_DB_PORT=str(settings.db_port + 1))
    del env["GEOREACT_DATABASE_URL"]   # the embedded database, as configured by default
    line = error_line(subprocess.run([*georeact_command(), "tools", "call", "ResolveLocation", '{"name": "Vaduz"}'],
                                     env=env, cwd=tmp_path, capture_output=True, text=True, timeout=TIMEOUT_S))
    assert f"runs on port {settings.db_port}" in line and f"GEOREACT_DB_PORT is {settings.db_port + 1}" in line
    assert "georeact db stop" in line

"""What a person sees while waiting: rich progress bars for loads, builds and downloads, and the agent's status
(which step, which tool) while the model thinks. On a terminal both redraw in place; in a log (a pipe, CI) the
ticks become a few plain lines and the status stays silent, since the steps are printed anyway."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from rich.console import Console
from rich.filesize import decimal
from rich.markup import escape
from rich.progress import (BarColumn, Progress as RichProgress, ProgressColumn, SpinnerColumn, Task, TaskID,
                           TextColumn, TimeElapsedColumn, TransferSpeedColumn)
from rich.text import Text

from georeact.progress import Progress, Tick


class _Amount(ProgressColumn):
    """'2/4' for counts (stages, compiled units), '312.4 MB/1.1 GB' for bytes."""

    def render(self, task: Task) -> Text:
        unit = task.fields.get("unit", "")
        if unit == "B":
            done = decimal(int(task.completed))
            return Text(f"{done}/{decimal(int(task.total))}" if task.total else done, style="progress.download")
        if not task.total:   # a wait without a measure (a server starting): the clock says enough
            return Text("")
        return Text(f"{task.completed:.0f}/{task.total:.0f}", style="progress.download")


class _Speed(TransferSpeedColumn):
    """The transfer speed of byte tasks only."""

    def render(self, task: Task) -> Text:
        return super().render(task) if task.fields.get("unit") == "B" else Text("")


class _Bars:
    """One rich bar per task, created at its first tick."""

    def __init__(self, console: Console) -> None:
        self.progress = RichProgress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(bar_width=30),
                                     _Amount(), _Speed(), TimeElapsedColumn(), TextColumn("[dim]{task.fields[detail]}"),
                                     console=console)
        self.tasks: dict[str, TaskID] = {}

    def __call__(self, tick: Tick) -> None:
        detail = escape(tick.detail[:70])
        if tick.task not in self.tasks:
            self.tasks[tick.task] = self.progress.add_task(escape(tick.task), total=tick.total, detail=detail,
                                                           unit=tick.unit)
        task = self.tasks[tick.task]
        self.progress.update(task, completed=tick.done, total=tick.total, detail=detail)
        self.progress.refresh()   # every tick is drawn: a stage that passes within a tenth of a second still shows


class _Lines:
    """In a log: a task's first and last tick of each stage ('reading: …' → 'indexing: …'), and every 10 %."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.last: dict[str, tuple[tuple[int | None, str], Tick, bool]] = {}   # task -> (key, last tick, printed)

    def __call__(self, tick: Tick) -> None:
        decile = int(10 * tick.done / tick.total) if tick.total else None
        key = (decile, tick.detail.split(":")[0] if ":" in tick.detail else "")
        previous = self.last.get(tick.task)
        if previous is not None and previous[0] == key:
            self.last[tick.task] = (key, tick, False)
            return
        if previous is not None and not previous[2]:   # how the stage ended: the counts after reading, say
            self._print(previous[1])
        self._print(tick)
        self.last[tick.task] = (key, tick, True)

    def _print(self, tick: Tick) -> None:
        amount = f" {100 * tick.done / tick.total:.0f} %" if tick.total else ""
        self.console.print(f"[dim]·[/] {escape(tick.task)}{amount}: {escape(tick.detail)}", soft_wrap=True)


@contextlib.contextmanager
def ticks(console: Console) -> Iterator[Progress]:
    """A Progress callback that shows ticks on `console` for the duration of the block."""
    if not console.is_terminal:
        yield _Lines(console)
        return
    bars = _Bars(console)
    with bars.progress:
        yield bars


class AgentStatus:
    """One transient line while a question runs: the step, what runs (the model or which tool), the time.

    Fed with run_question's events: "llm" (a model call ended), "calls" (the model chose tools, they run now),
    "step" (a tool call ended).
    """

    def __init__(self, console: Console) -> None:
        self.rounds = 0
        self.llm_calls = 0
        self.progress = RichProgress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                                     console=console, transient=True) if console.is_terminal else None
        self.task: TaskID | None = None

    def __enter__(self) -> AgentStatus:
        if self.progress is not None:
            self.progress.start()
            self.task = self.progress.add_task(self._thinking())
        return self

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.stop()

    def event(self, kind: str, item: Any) -> None:
        if kind == "llm":
            self.llm_calls += 1
        elif kind == "calls":
            self.rounds += 1
            self._show(f"step {self.rounds}: running {', '.join(item)}")
        elif kind == "step":
            self._show(self._thinking())

    @property
    def live(self) -> bool:
        return self.progress is not None and self.task is not None

    def writing(self, text: str) -> None:
        """The model's reply so far, as the status line's tail (a streamed reply cannot print under a live line)."""
        if self.live:
            tail = " ".join(text.split())[-80:]
            self.progress.update(self.task, description=escape(f"step {self.rounds + 1}: the model writes: {tail}"))

    def _thinking(self) -> str:
        what = "reads the question and picks a tool" if self.llm_calls == 0 else "reads the results"
        return f"step {self.rounds + 1}: the model {what} (LLM call {self.llm_calls + 1})"

    def _show(self, text: str) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.reset(self.task, description=escape(text))   # the clock restarts: how long this part takes
            self.progress.refresh()   # drawn even when the part is over within a tenth of a second

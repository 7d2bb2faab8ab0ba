"""The model's reply as it is generated (`ask -v`): tokens printed dim on one running line."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from georeact.ui.progress import AgentStatus


class TokenEcho:
    """Writes streamed tokens as they come; `end()` closes the line before the next step or LLM line is printed.

    With a live status line (a terminal) the tokens go to that line and the whole reply is printed at `end()`:
    text printed without a newline under a live line would be overwritten by it.
    """

    def __init__(self, console: Console, status: AgentStatus | None = None) -> None:
        self.console = console
        self.status = status
        self.open = False
        self.text = ""

    def write(self, token: str) -> None:
        self.text += token
        if self.status is not None and self.status.live:
            self.status.writing(self.text)
            return
        if not self.open:
            self.console.print(Text("model: ", style="dim"), end="")
            self.open = True
        self.console.print(Text(token, style="dim italic"), end="", soft_wrap=True)

    def end(self) -> None:
        if self.open:
            self.console.print()
        elif self.text:
            self.console.print(Text("model: ", style="dim") + Text(self.text, style="dim italic"), soft_wrap=True)
        self.open, self.text = False, ""

"""The model's reply as it is generated (`ask -v`): tokens printed dim on one running line."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text


class TokenEcho:
    """Writes streamed tokens as they come; `end()` closes the line before the next step or LLM line is printed."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.open = False

    def write(self, token: str) -> None:
        if not self.open:
            self.console.print(Text("model: ", style="dim"), end="")
            self.open = True
        self.console.print(Text(token, style="dim italic"), end="", soft_wrap=True)

    def end(self) -> None:
        if self.open:
            self.console.print()
            self.open = False

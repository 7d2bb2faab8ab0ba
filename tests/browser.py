"""Pages opened in a real browser: Debian's headless Chromium, driven by Playwright over its DevTools pipe (it
never downloads a browser of its own). Every request a page makes is recorded, and refused unless it is for a
local file; every error it logs is kept."""

from __future__ import annotations

import io
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PIL import Image

playwright = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[test]'")

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# As the machine's own probe runs it: no sandbox as root, nothing that phones home in the background.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 1100, "height": 800}


@contextmanager
def chromium() -> Iterator[object]:
    """A headless Chromium for the length of the block."""
    if not os.path.exists(CHROMIUM):
        pytest.fail("Debian's chromium is needed for the browser tests: bash scripts/install.sh --test")
    with playwright.sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


class Opened:
    """A map page in the browser, with every request it made and every error it logged."""

    def __init__(self, browser, path: Path | str, ready: str = "() => window.georeact !== undefined") -> None:
        # a file, or a page served on this machine (`georeact web`): requests stay within it
        self.page = browser.new_page(viewport=VIEWPORT)
        self.requests: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self.intercepted: list[str] = []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("requestfailed", lambda request: self.failed.append(f"{request.url} {request.failure}"))
        self.page.on("console", lambda message: self.errors.append(message.text) if message.type == "error" else None)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        # nothing leaves this machine: a request for anything but the file itself is recorded and refused
        self.origin = "file:" if isinstance(path, Path) else "/".join(path.split("/")[:3]) + "/"
        self.page.route("**/*", self._route)
        self.page.goto(path.as_uri() if isinstance(path, Path) else path)
        self.page.wait_for_function(ready)

    def _route(self, route) -> None:
        if route.request.url.startswith(self.origin):
            route.continue_()
        else:
            self.intercepted.append(route.request.url)
            route.abort()

    def screenshot(self, path: Path) -> Image.Image:
        data = self.page.screenshot(path=str(path))
        return Image.open(io.BytesIO(data)).convert("RGB")

    def count(self, selector: str) -> int:
        return self.page.locator(selector).count()

    def inside_map(self, selector: str) -> list[dict[str, float]]:
        """The boxes of the elements matching `selector`, each asserted to lie within the map's area."""
        area = self.page.locator("#map").bounding_box()
        boxes = [self.page.locator(selector).nth(i).bounding_box() for i in range(self.count(selector))]
        for box in boxes:
            assert box and box["width"] > 0 and box["height"] > 0, (selector, box)
            centre_x, centre_y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            assert area["x"] <= centre_x <= area["x"] + area["width"], (selector, box, area)
            assert area["y"] <= centre_y <= area["y"] + area["height"], (selector, box, area)
        return boxes

    def on_top(self, x: float, y: float, selector: str) -> bool:
        """Whether the topmost element at (x, y) is one that matches `selector`."""
        return self.page.evaluate("([x, y, sel]) => { const e = document.elementFromPoint(x, y);"
                                  " return !!e && e.matches(sel); }", [x, y, selector])

"""`georeact web` as a person uses it: the real command in a subprocess on the test database (an OpenAI-compatible
fake behind it, which the plan never needs for these questions), its page opened in headless Chromium.

Expected figures come from plain SQL over the raw tags, not from the tools. The page may load nothing but its own
server's files; the answer's map is the offline map page in a sandboxed frame.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from georeact import limits
from tests.said import count_said
from tests.browser import Opened, chromium
from tests.ui.conftest import cli_env, free_port
from tests.ui.test_ask_cli import georeact_command

COUNT_Q = "How many restaurants are there in Vaduz?"
FOLLOW_UP = "And how many cafes?"
LIST_Q = "Which restaurants are within 300 m of the Casino de Monte Carlo?"


def in_vaduz(db, where: str) -> int:
    return db.query(f"""SELECT count(*) FROM pois p JOIN regions r ON r.region_name = 'Vaduz'
        AND ST_Intersects(r.geometry, p.geometry) WHERE {where}""").rows[0][0]


@pytest.fixture(scope="module")
def served(settings, tmp_path_factory):
    """The page's address, `georeact web` running behind it."""
    from tests.ui.conftest import FakeLLM

    port = free_port()
    log = tmp_path_factory.mktemp("web") / "server.log"
    with FakeLLM() as fake, open(log, "w") as out:
        env = cli_env(settings, f"http://127.0.0.1:{fake.port}/v1", GEOREACT_MODEL_USE="auto")
        process = subprocess.Popen([*georeact_command(), "web", "--port", str(port)], env=env, stdout=out,
                                   stderr=subprocess.STDOUT, text=True)
        started = time.monotonic()
        while not (printed := re.search(r"http://127\.0\.0\.1:\d+/\?token=[\w-]+", log.read_text())):
            assert process.poll() is None, log.read_text()
            assert time.monotonic() - started < 180, "georeact web did not start within 3 minutes: " + log.read_text()
            time.sleep(0.5)
        url, token = printed.group(0).split("?token=")
        while True:
            try:
                urllib.request.urlopen(urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"}),
                                       timeout=2).read()
                break
            except (urllib.error.URLError, ConnectionError):
                assert process.poll() is None, log.read_text()
                assert time.monotonic() - started < 180, "georeact web did not serve within 3 minutes: " + log.read_text()
                time.sleep(0.5)
        yield Served(url, token)
        process.send_signal(signal.SIGINT)   # Ctrl-C, as a person stops it
        assert process.wait(timeout=30) in (0, -signal.SIGINT, 130), log.read_text()


class Served(NamedTuple):
    url: str
    token: str

    def get(self, path: str = "") -> Any:
        return urllib.request.urlopen(urllib.request.Request(self.url + path, headers=self.bearer()))

    def bearer(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


def ask(served: Served, question: str, thread: str) -> list[tuple[str, object]]:
    """The server-sent events of one question: (kind, data)."""
    request = urllib.request.Request(served.url + "api/ask", data=json.dumps({"question": question, "thread": thread}).encode(),
                                     headers={"Content-Type": "application/json", **served.bearer()})
    with urllib.request.urlopen(request, timeout=120) as response:
        assert response.headers["Content-Type"].startswith("text/event-stream")
        body = response.read().decode()
    events = []
    for block in body.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines())
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def test_a_question_streams_its_progress_then_the_answer_and_a_follow_up_sees_it(served, db):
    events = ask(served, COUNT_Q, "conversation-1")
    kinds = [kind for kind, _ in events]
    assert kinds[0] == "status" and kinds[-1] == "answer" and kinds.count("answer") == 1 and len(kinds) >= 3
    answer = events[-1][1]
    restaurants = in_vaduz(db, "p.amenity = 'restaurant'")
    assert answer["answered"] and answer["text"] == f"There are {restaurants} restaurants in Vaduz."
    assert [step["tool"] for step in answer["steps"]] == ["CalculateMetric"] and answer["sql"]
    follow = ask(served, FOLLOW_UP, "conversation-1")[-1][1]   # the same conversation: the place carries over
    cafes = in_vaduz(db, "p.amenity = 'cafe'")
    assert "Vaduz" in follow["read_as"] and follow["text"] == count_said(cafes, "cafes", "in Vaduz"), follow
    other = ask(served, FOLLOW_UP, "conversation-2")[-1][1]    # another conversation has no earlier place
    assert "Vaduz" not in (other["read_as"] + other["text"])


def test_an_answer_s_map_is_served_with_the_page_as_its_only_frame(served):
    answer = ask(served, LIST_Q, "conversation-3")[-1][1]
    assert answer["answered"] and answer["map"].startswith("/map/")
    with served.get(answer["map"].lstrip("/")) as response:
        assert response.headers["Content-Security-Policy"] == "frame-ancestors 'self'"
        page = response.read().decode()
    assert "Content-Security-Policy" in page and "Casino" in page   # the offline page, its own policy inside
    with served.get() as response:
        policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy and "'unsafe-inline'" not in policy


@pytest.mark.parametrize("body, status, says", [
    ({"question": COUNT_Q, "thread": "../../etc"}, 400, "conversation id"),
    ({"question": "x" * (limits.QUESTION_MAX_CHARS + 1), "thread": "t"}, 400, "fewer words"),
])
def test_a_bad_request_gets_a_clear_error(served, body, status, says):
    request = urllib.request.Request(served.url + "api/ask", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json", **served.bearer()})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request)
    assert refused.value.code == status and says in json.loads(refused.value.read())["error"]
    for path in ("static/../web.py", "map/no-such-answer"):
        with pytest.raises(urllib.error.HTTPError) as missing:
            served.get(path)
        assert missing.value.code == 404


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any) -> None:
        return None


def test_the_page_and_its_api_need_the_token(served):
    for path in ("", "static/web.js", "api/ask", "map/x", "?token=wrong"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(served.url + path)
        assert refused.value.code == 401 and "token" in refused.value.read().decode()
    with pytest.raises(urllib.error.HTTPError) as sent_on:   # the printed address: a cookie, then the page
        urllib.request.build_opener(_NoRedirect).open(served.url + "?token=" + served.token)
    cookie = sent_on.value.headers["Set-Cookie"]
    assert sent_on.value.code == 303 and sent_on.value.headers["Location"] == "/"
    assert served.token in cookie and "HttpOnly" in cookie and "SameSite=strict" in cookie
    page = urllib.request.urlopen(urllib.request.Request(served.url, headers={"Cookie": cookie.split(";")[0]}))
    assert page.status == 200 and b"geo-react" in page.read()


def test_the_page_in_a_browser_answers_follow_ups_and_shows_the_map(served, db, tmp_path):
    with chromium() as browser:
        opened = Opened(browser, f"{served.url}?token={served.token}",
                        ready="() => document.getElementById('question') !== null")
        page = opened.page
        page.fill("#question", COUNT_Q)
        page.press("#question", "Enter")
        page.wait_for_selector(".turn:nth-child(1) .answer:not(.running)", timeout=120_000)
        restaurants = in_vaduz(db, "p.amenity = 'restaurant'")
        assert page.text_content(".turn:nth-child(1) .answer") == f"There are {restaurants} restaurants in Vaduz."
        page.fill("#question", FOLLOW_UP)
        page.press("#question", "Enter")
        page.wait_for_selector(".turn:nth-child(2) .answer:not(.running)", timeout=120_000)
        cafes = in_vaduz(db, "p.amenity = 'cafe'")
        assert page.text_content(".turn:nth-child(2) .answer") == count_said(cafes, "cafes", "in Vaduz")
        page.fill("#question", LIST_Q)
        page.press("#question", "Enter")
        page.wait_for_selector(".turn:nth-child(3) .answer:not(.running)", timeout=120_000)
        frame = page.frame_locator("#map-frame")
        frame.locator("path.gr-role-answer").first.wait_for(timeout=60_000)   # the answer's places, drawn
        assert frame.locator("path.gr-role-answer").count() >= 1
        page.click(".turn:nth-child(3) details summary")   # the steps fold out under the answer
        assert "CalculateMetric" in page.text_content(".turn:nth-child(3) details")
        for text in page.locator(".answer, .read-as, .value").all_text_contents():   # what a person reads first
            assert not re.search(r"\b(?:pois|regions|parks|lakes|roads):\d+|\b[a-z_]+=[a-z_]+\b", text), text
        shot = tmp_path / "web.png"
        opened.screenshot(shot)
        if os.environ.get("GEOREACT_KEEP_SHOTS"):
            opened.screenshot(Path(os.environ["GEOREACT_KEEP_SHOTS"]) / "web.png")
        assert opened.errors == [] and opened.intercepted == [] and opened.failed == []
        assert all(url.startswith(served.url) or url.startswith("about:") for url in opened.requests), opened.requests
        assert served.token not in page.url   # the token went into a cookie, not the address bar


def test_serving_beyond_this_machine_needs_saying_so(settings):
    env = cli_env(settings, "http://127.0.0.1:9/v1")
    done = subprocess.run([*georeact_command(), "web", "--host", "0.0.0.0"], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and "--public" in done.stdout + done.stderr

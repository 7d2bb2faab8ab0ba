"""`georeact mcp` as a desktop assistant uses it: a real MCP client of the official SDK starts the real server (a
subprocess, over stdio; then over streamable HTTP) on the test cluster and calls the tools. Expected values come from
pyosmium + shapely + pyproj (tests/independent.py); `ask` runs the whole agent against the fake LLM endpoint."""

from __future__ import annotations

import gc
import json
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from georeact.tools.toolbox import Toolbox
from tests import independent as ind
from tests.said import count_said
from tests.ui.conftest import cli_env, free_port

GEOREACT = str(Path(sys.executable).with_name("georeact"))
HOST_TOOLS = ["ResolveLocation", "GetRegionGeometry", "GetPOIFilter", "CalculateMetric", "SearchPlaces", "DescribePlace", "PlanRoute",
              "InspectSchema", "GenerateSQL"]
READ_TIMEOUT_S = 120     # a guard against a hung server, not a measurement
CAFE_RADIUS_M = 130      # no café of the extract lies within 30 m of this distance from the Ateneum


def vaduz() -> ind.Feature:
    [region] = [a for a in ind.areas("liechtenstein", "boundary", "administrative") if a.name == "Vaduz"]
    return region


def features(extract: str, key: str, value: str) -> list[ind.Feature]:
    return ind.nodes(extract, key, value) + ind.areas(extract, key, value)


def metres_from(shape, feature: ind.Feature) -> float:
    """Distance in metres from `shape` to a feature, in an azimuthal equidistant projection centred on `shape`."""
    import numpy as np
    import shapely
    from pyproj import Transformer

    centre = shape.centroid
    proj = Transformer.from_crs("EPSG:4326", f"+proj=aeqd +lat_0={centre.y} +lon_0={centre.x} +ellps=WGS84 +units=m",
                                always_xy=True)

    def project(geometry):
        return shapely.transform(geometry, lambda xy: np.column_stack(proj.transform(xy[:, 0], xy[:, 1])))

    return project(shape).distance(project(feature.geometry))


def text(result) -> str:
    return result.content[0].text


async def core_session(client: Client) -> dict[str, Any]:
    """The calls both transports must answer alike: a place, then measurements on the handle it returned."""
    found = {}
    resolved = await client.call_tool("ResolveLocation", {"name": "Vaduz"})
    assert not resolved.is_error, text(resolved)
    found["resolved"] = resolved.structured_content
    handle = resolved.structured_content["best"]["handle"]
    count = await client.call_tool("CalculateMetric", {"metric": "count", "feature": "restaurant", "region": handle})
    assert not count.is_error, text(count)
    found["count"] = count
    area = await client.call_tool("CalculateMetric", {"metric": "area", "anchor": handle})
    assert not area.is_error, text(area)
    found["area"] = area.structured_content
    return found


def check_core(found: dict[str, Any]) -> None:
    region = vaduz()
    best = found["resolved"]["best"]
    assert best["name"] == "Vaduz" and best["handle"].startswith("regions:")
    from shapely.geometry import Point
    assert region.geometry.contains(Point(best["lon"], best["lat"]))
    expected = sum(1 for f in features("liechtenstein", "amenity", "restaurant") if f.geometry.intersects(region.geometry))
    count = found["count"]
    assert count.structured_content["value"] == expected
    # the text the client's model reads is the observation geo-react's own model reads, on the same handle
    assert text(count).startswith(f"count | region: Vaduz ({best['handle']})") and f"answer: {expected}" in text(count)
    assert found["area"]["value"] == pytest.approx(ind.geodesic_area(region.geometry), rel=0.002)


def test_stdio_session_lists_and_calls_the_tools(settings, fake_llm, tmp_path):
    env = cli_env(settings, fake_llm.url)
    params = StdioServerParameters(command=GEOREACT, args=["mcp"], env=env)
    registry = Toolbox(settings)

    async def session() -> dict[str, Any]:
        async with Client(params, read_timeout_seconds=READ_TIMEOUT_S) as client:
            found = {"tools": (await client.list_tools()).tools}
            found.update(await core_session(client))
            # a handle from one call in the next: the Ateneum, then a buffer around it, then the cafés inside
            ateneum = await client.call_tool("ResolveLocation", {"name": "Ateneum", "context": "Helsinki"})
            handle = ateneum.structured_content["best"]["handle"]
            area = await client.call_tool("GetRegionGeometry", {"anchor": handle, "radius_m": CAFE_RADIUS_M})
            found["buffer"] = area.structured_content["handle"]
            found["cafes"] = await client.call_tool("CalculateMetric", {"metric": "count", "feature": "cafe",
                                                                        "region": found["buffer"]})
            # what a client's model gets wrong comes back as an error result it can read, never a crash
            found["unknown"] = await client.call_tool("Teleport", {"to": "Vaduz"})
            found["bad"] = await client.call_tool("CalculateMetric", {"metric": "count", "radius_m": "far"})
            found["write"] = await client.call_tool("GenerateSQL", {"sql": "DELETE FROM pois"})
            found["after"] = await client.call_tool("GenerateSQL", {"sql": "SELECT count(*) AS n FROM pois"})
            found["resources"] = (await client.list_resources()).resources
            found["schema"] = (await client.read_resource("georeact://schema")).contents[0].text
            try:   # a resource nobody has, its URI 100 kB long: refused, and not echoed whole
                await client.read_resource("georeact://map/" + "x" * 100_000)
                found["no such resource"] = None
            except Exception as exc:
                found["no such resource"] = str(exc)
            heard: list[tuple[float, str | None]] = []

            async def progress(done: float, total: float | None, message: str | None) -> None:
                heard.append((done, message))

            found["ask"] = await client.call_tool("ask", {"question": "Which cafe is nearest to the Ateneum?"},
                                                  progress_callback=progress)
            found["progress"] = heard
            found["instructions"] = client.instructions
            found["coverage"] = (await client.read_resource("georeact://coverage")).contents[0].text
            links = [block for block in found["ask"].content if block.type == "resource_link"]
            found["map"] = (await client.read_resource(str(links[0].uri))).contents[0] if links else None
            found["links"] = links
            apps = [link for link in links if str(link.uri).startswith("ui://")]
            found["app"] = (await client.read_resource(str(apps[0].uri))).contents[0] if apps else None
            found["view"] = (await client.read_resource("ui://georeact/answer-map")).contents[0]
            return found

    found = anyio.run(session)

    tools = {tool.name: tool for tool in found["tools"]}
    assert list(tools) == [*HOST_TOOLS, "ask"]
    for name in HOST_TOOLS:   # one source of truth: the registry's schema and description, as geo-react's model sees
        schema = registry.describe(name)
        assert tools[name].input_schema == schema["parameters"] and tools[name].description == schema["description"]
        assert tools[name].output_schema and tools[name].annotations.read_only_hint
    check_core(found)

    ateneum = next(a for a in ind.areas("helsinki", "name", "Ateneum"))
    within = [f for f in features("helsinki", "amenity", "cafe") if metres_from(ateneum.geometry, f) <= CAFE_RADIUS_M]
    assert found["buffer"].startswith("buffer:pois:") and found["buffer"].endswith(f":{CAFE_RADIUS_M}")
    assert not found["cafes"].is_error and found["cafes"].structured_content["value"] == len(within) >= 3

    assert found["unknown"].is_error and "no tool named 'Teleport'" in text(found["unknown"])
    assert "ResolveLocation" in text(found["unknown"])
    bad = found["bad"]
    assert bad.is_error and "invalid arguments for CalculateMetric" in text(bad) and "radius_m" in text(bad)
    assert bad.structured_content["ok"] is False
    assert found["write"].is_error and "only SELECT" in text(found["write"])
    # a read still works after the refused write, and agrees with the schema resource (InspectSchema's summary)
    assert int(found["after"].structured_content["rows"][0][0]) == int(re.search(r"- pois: (\d+) rows", found["schema"])[1])

    assert [str(r.uri) for r in found["resources"]] == ["georeact://schema", "georeact://coverage",
                                                        "ui://georeact/answer-map"]
    refused = found["no such resource"]
    assert refused and "no resource 'georeact://map/xxx" in refused and "(100,015 characters)" in refused
    assert len(refused) < 1_000, len(refused)
    for name in ("helsinki-center", "liechtenstein", "monaco", "neubrandenburg"):   # each extract, with its extent
        assert name in found["coverage"] and name in found["instructions"], (name, found["coverage"])
    assert re.search(r"60\.1\d\d\.\.60\.1\d\d N", found["coverage"])   # Helsinki's centre
    assert "- pois:" in found["schema"] and "- regions:" in found["schema"]

    ask = found["ask"]   # the whole agent: the fake model asks CalculateMetric, the answer is written from its result
    assert not ask.is_error, text(ask)
    nearest = min(metres_from(ateneum.geometry, f) for f in features("helsinki", "amenity", "cafe"))
    answer = ask.structured_content
    assert answer["evidence"][0]["tool"] == "CalculateMetric" and answer["error"] is None
    assert answer["value"]["entities"][0]["distance_m"] == pytest.approx(nearest, abs=1.0)
    assert text(ask) == answer["text"] and "Ateneum" in answer["text"]
    assert fake_llm.requests, "ask used the configured model"
    # the answer's places as GeoJSON in the result, and a link to them on a map the host can read back
    (geojson,) = [block.resource for block in ask.content if block.type == "resource" and str(block.resource.uri).endswith(".geojson")]
    assert geojson.mime_type == "application/geo+json"
    collection = json.loads(geojson.text)
    answered = [f for f in collection["features"] if f["properties"].get("role") == "answer"]
    assert answered and answered[0]["properties"]["handle"] == answer["value"]["entities"][0]["handle"]
    assert found["map"].mime_type == "text/html" and "leaflet" in found["map"].text.lower()
    assert answer["value"]["entities"][0]["handle"] in found["map"].text
    # the same map as an MCP App view (ui://, text/html;profile=mcp-app) for hosts that show it inline
    app_link = next(link for link in found["links"] if str(link.uri).startswith("ui://georeact/map/"))
    assert app_link.mime_type == "text/html;profile=mcp-app"
    assert found["app"].mime_type == "text/html;profile=mcp-app" and found["app"].text == found["map"].text
    # MCP Apps: `ask` names its view, the view is the map page holding no data, and the result embeds what it draws
    assert tools["ask"].meta == {"ui": {"resourceUri": "ui://georeact/answer-map"}}
    assert found["view"].mime_type == "text/html;profile=mcp-app" and '"georeact-data" type="application/json">null<' in found["view"].text
    (drawn,) = [block.resource for block in ask.content if block.type == "resource" and str(block.resource.uri).endswith("/map.json")]
    assert json.loads(drawn.text)["collection"] == collection and json.loads(drawn.text)["background"]
    shown_by_a_host(found["view"].text, ask, tmp_path, answered=len(answered))
    # the host heard each step while `ask` ran, numbered in order
    assert [done for done, _ in found["progress"]] == list(range(1, len(found["progress"]) + 1))
    assert any(message.startswith("step 1: CalculateMetric ok") for _, message in found["progress"]), found["progress"]
    # and each tool has a title a host can show
    assert tools["GetPOIFilter"].title == "Get POI Filter" and tools["ask"].title == "Ask geo-react"


def shown_by_a_host(view: str, result: Any, folder: Path, answered: int) -> None:
    """The view in a host's frame, in headless Chromium: a host page answers the view's `ui/initialize`, then sends
    it the `ask` result as `ui/notifications/tool-result`; the view draws the answer's places from it."""
    from tests.browser import Opened, chromium

    (folder / "view.html").write_text(view, encoding="utf-8")
    message = json.dumps({"jsonrpc": "2.0", "method": "ui/notifications/tool-result",
                          "params": result.model_dump(mode="json", by_alias=True, exclude_none=True)})
    (folder / "host.js").write_text(f"""
        const frame = document.getElementById('view');
        window.heard = [];
        window.addEventListener('message', (event) => {{
          window.heard.push(event.data.method || 'result');
          if (event.data.method === 'ui/initialize') {{
            frame.contentWindow.postMessage({{jsonrpc: '2.0', id: event.data.id, result: {{protocolVersion: '2026-01-26',
              hostInfo: {{name: 'test host', version: '1'}}, hostCapabilities: {{}}, hostContext: {{}}}}}}, '*');
          }} else if (event.data.method === 'ui/notifications/initialized') {{
            frame.contentWindow.postMessage({message}, '*');
          }}
        }});""", encoding="utf-8")
    (folder / "host.html").write_text('<!doctype html><html><body><iframe id="view" src="view.html" '
                                      'sandbox="allow-scripts" style="width:900px;height:600px"></iframe>'
                                      '<script src="host.js"></script></body></html>', encoding="utf-8")
    with chromium() as browser:
        opened = Opened(browser, folder / "host.html", ready="() => window.heard !== undefined")
        frame = opened.page.frame_locator("#view")
        frame.locator("path.gr-role-answer").first.wait_for(timeout=30_000)
        assert frame.locator("path.gr-role-answer").count() == answered
        assert opened.page.evaluate("() => window.heard") == ["ui/initialize", "ui/notifications/initialized",
                                                              "ui/notifications/size-changed"]
        assert opened.errors == [] and opened.intercepted == []


def wait_for_port(port: int, server: subprocess.Popen, tries: int = 600) -> None:
    for _ in range(tries):
        if server.poll() is not None:
            raise AssertionError(f"georeact mcp --http exited with {server.returncode}: {server.stderr.read()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("georeact mcp --http never listened")


def http_client(port: int, token: str | None) -> Any:
    """The SDK's streamable HTTP transport, sending the bearer token when given."""
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=create_mcp_http_client(headers=headers))


def test_streamable_http_session(settings, fake_llm):
    port = free_port()
    server = subprocess.Popen([GEOREACT, "mcp", "--http", "--port", str(port)], env=cli_env(settings, fake_llm.url),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_port(port, server)
        token_file = Path(settings.home) / "mcp-token"   # made on first use, for its owner only
        assert token_file.stat().st_mode & 0o777 == 0o600
        token = token_file.read_text().strip()

        async def session() -> dict[str, Any]:
            async with Client(http_client(port, token), read_timeout_seconds=READ_TIMEOUT_S) as client:
                found = {"tools": [tool.name for tool in (await client.list_tools()).tools]}
                found.update(await core_session(client))
                return found

        first = anyio.run(session)
        assert first["tools"] == [*HOST_TOOLS, "ask"]
        check_core(first)
        second = anyio.run(session)   # a second client session on the same server process
        assert second["resolved"]["best"]["handle"] == first["resolved"]["best"]["handle"]
        check_core(second)
        assert server.poll() is None
    finally:
        server.terminate()
        server.wait()


def test_a_taken_port_is_one_line_and_exit_code_2(settings, fake_llm):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([GEOREACT, "mcp", "--http", "--port", str(port)], env=cli_env(settings, fake_llm.url),
                                capture_output=True, text=True, timeout=READ_TIMEOUT_S)
    assert result.returncode == 2
    assert f"cannot serve on 127.0.0.1:{port}" in result.stderr and "--port" in result.stderr


def test_the_http_server_refuses_a_request_without_its_token(settings, fake_llm):
    """Loopback is every local account's: without the token, nobody reaches the tools, `ask` or GenerateSQL."""
    import httpx

    port = free_port()
    server = subprocess.Popen([GEOREACT, "mcp", "--http", "--port", str(port)],
                              env=cli_env(settings, fake_llm.url, GEOREACT_MCP_TOKEN="s3cret-for-this-test"),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_port(port, server)
        hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                 "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
        accept = {"Accept": "application/json, text/event-stream"}
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "s3cret-for-this-test"}):
            refused = httpx.post(f"http://127.0.0.1:{port}/mcp", json=hello, headers={**accept, **headers}, timeout=10)
            assert refused.status_code == 401 and "Bearer" in refused.text
        allowed = httpx.post(f"http://127.0.0.1:{port}/mcp", json=hello, timeout=10,
                             headers={**accept, "Authorization": "Bearer s3cret-for-this-test"})
        assert allowed.status_code == 200, allowed.text

        async def tools() -> list[str]:
            async with Client(http_client(port, "s3cret-for-this-test"), read_timeout_seconds=READ_TIMEOUT_S) as client:
                return [tool.name for tool in (await client.list_tools()).tools]

        assert "ask" in anyio.run(tools)
    finally:
        server.terminate()
        server.wait()


def test_http_sessions_are_capped_and_closed_when_idle(settings, fake_llm):
    """Sessions are a server's memory: at most GEOREACT_MCP_MAX_SESSIONS at once (one more is 503), each closed
    after GEOREACT_MCP_SESSION_IDLE_S without a request (its id is then unknown, 404)."""
    import httpx

    port = free_port()
    token = "s3cret-for-this-test"
    server = subprocess.Popen([GEOREACT, "mcp", "--http", "--port", str(port)],
                              env=cli_env(settings, fake_llm.url, GEOREACT_MCP_TOKEN=token, GEOREACT_MCP_MAX_SESSIONS="2",
                                          GEOREACT_MCP_SESSION_IDLE_S="2"),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    hello = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
             "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    headers = {"Accept": "application/json, text/event-stream", "Authorization": f"Bearer {token}"}

    def opened() -> httpx.Response:
        return httpx.post(f"http://127.0.0.1:{port}/mcp", json=hello, headers=headers, timeout=10)

    try:
        wait_for_port(port, server)
        first, second = opened(), opened()
        assert first.status_code == second.status_code == 200
        assert opened().status_code == 503   # a third while two are open
        time.sleep(4)                        # both idle past 2 s: closed
        again = httpx.post(f"http://127.0.0.1:{port}/mcp", json=hello, timeout=10,
                           headers={**headers, "mcp-session-id": first.headers["mcp-session-id"]})
        assert again.status_code == 404, again.text
        assert opened().status_code == 200   # room again
    finally:
        server.terminate()
        server.wait()


def test_ask_that_could_not_answer_is_an_error_result_without_a_map(settings, db):
    """Issue 40: an `ask` that could not answer returned isError=false, an empty GeoJSON and a map link. In process,
    the agent as the server builds it with the reading's plan first (no model is needed for this question)."""
    from georeact.agent.graph import build_agent
    from georeact.agent.scripted import ScriptedChatModel
    from georeact.mcp_server import GeoReactMCP
    from georeact.tools.toolbox import Toolbox

    server = GeoReactMCP(settings, Toolbox(settings, db))
    server._agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    result = server.call("ask", {"question": "shortest walking tour of the Kunstmuseum, the Qwertzy Palace and the "
                                             "Postmuseum"})
    assert result.is_error and [block.type for block in result.content] == ["text"]
    assert result.content[0].text.startswith("I could not find 'Qwertzy Palace': it is not in the loaded data")
    assert result.structured_content["answered"] is False


def test_the_ask_calls_of_one_session_are_one_conversation(settings, db):
    """Issue 40: a follow-up through MCP `ask` sees the session's earlier questions; another session does not. In
    process, the agent as the server builds it (memory, the reading's plan first: no model is needed here)."""
    from georeact.agent.graph import build_agent
    from georeact.agent.scripted import ScriptedChatModel
    from georeact.agent.state import memory_checkpointer
    from georeact.mcp_server import GeoReactMCP
    from georeact.tools.toolbox import Toolbox

    server = GeoReactMCP(settings, Toolbox(settings, db))
    server._agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto",
                                checkpointer=memory_checkpointer())

    class Session:   # what the MCP server keys a conversation by: the client's session object
        pass

    one, other = Session(), Session()
    assert server._session_conversation(one) == server._session_conversation(one) != server._session_conversation(other)
    cafes = db.query("""SELECT count(*) FROM pois p JOIN regions r ON r.region_name = 'Vaduz'
        AND ST_Intersects(r.geometry, p.geometry) WHERE p.amenity = 'cafe'""").rows[0][0]
    first = server.call("ask", {"question": "How many restaurants are there in Vaduz?"},
                        conversation=server._session_conversation(one))
    assert not first.is_error
    follow = server.call("ask", {"question": "And how many cafes?"}, conversation=server._session_conversation(one))
    assert follow.content[0].text == count_said(cafes, "cafes", "in Vaduz"), follow.content[0].text
    alone = server.call("ask", {"question": "And how many cafes?"}, conversation=server._session_conversation(other))
    assert "Vaduz" not in alone.content[0].text
    thread = server._session_conversation(one)
    config = {"configurable": {"thread_id": thread}}
    assert server._agent.get_state(config).values["messages"]
    kept = set(server._conversations._locks)
    server.call("ask", {"question": "How many restaurants are there in Vaduz?"})   # no session: nothing kept
    assert set(server._conversations._locks) == kept
    del one   # the session closed: its conversation is dropped
    gc.collect()
    assert not server._agent.get_state(config).values and thread not in server._conversations

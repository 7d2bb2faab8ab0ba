"""Map output of a run: the entities and regions its evidence refers to, as GeoJSON or an HTML map."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from georeact.agent.graph import HANDLE_PATTERN
from georeact.agent.trace import Trace
from georeact.config import Settings
from georeact.db.profiles import get_profile
from georeact.db.session import Database
from georeact.errors import GeoReactError

# Leaflet 1.9.4 (BSD-2-Clause, from npm `leaflet`), inlined into every HTML map so it opens offline.
LEAFLET_DIR = Path(__file__).parent / "static" / "leaflet"


def feature_collection(trace: Trace, db: Database) -> dict[str, Any]:
    """GeoJSON of every handle the run's evidence (and answer) mentions, tagged by role."""
    profile = get_profile(db.settings.schema_profile)
    handles: dict[str, str] = {}
    for step in trace.steps:
        for handle in re.findall(HANDLE_PATTERN, step.observation_shown):
            table = handle.split(":")[0]
            handles.setdefault(handle, "region" if table == "regions" else "entity")
    if trace.answer and trace.answer.value:
        for entity in trace.answer.value.entities:
            if entity.handle:
                handles[entity.handle] = "answer"
    features = []
    for handle, role in handles.items():
        table, row_id = handle.split(":")
        spec = profile.table(table)
        rows = db.query(
            f"SELECT {spec.name_column}, ST_AsGeoJSON({spec.geog('t')}, 6) FROM {spec.relation} t WHERE t.id = %s",
            (int(row_id),), max_rows=1).rows
        if rows:
            name, geometry = rows[0]
            features.append({"type": "Feature", "geometry": json.loads(geometry),
                             "properties": {"handle": handle, "name": name, "role": role}})
    return {"type": "FeatureCollection", "features": features,
            "properties": {"question": trace.question, "answer": trace.answer.text if trace.answer else None}}


def write_map(trace: Trace, settings: Settings, path: Path) -> int:
    """Write the run's places to `path` (.html/.htm: a self-contained folium map, else GeoJSON); return how many."""
    html = path.suffix.lower() in (".html", ".htm")
    if html:
        try:
            import folium
        except ImportError as exc:
            raise GeoReactError("an HTML map needs folium: pip install 'geo-react[map]' (or write .geojson)") from exc
    with Database(settings) as db:
        collection = feature_collection(trace, db)
    if html:
        the_map = _offline_map(folium)
        colours = {"answer": "red", "region": "blue", "entity": "green"}
        layer = folium.GeoJson(
            collection,
            style_function=lambda feature: {"color": colours.get(feature["properties"]["role"], "gray")},
            tooltip=folium.GeoJsonTooltip(fields=["name", "handle", "role"]),
        ).add_to(the_map)
        if collection["features"]:
            the_map.fit_bounds(layer.get_bounds())
        the_map.save(str(path))
    else:
        path.write_text(json.dumps(collection, ensure_ascii=False, indent=1), encoding="utf-8")
    return len(collection["features"])


def _offline_map(folium: Any) -> Any:
    """A folium map whose page needs no network: Leaflet inlined, folium's CDN scripts and styles dropped.

    folium links Leaflet, jQuery, Bootstrap and Font Awesome from CDNs; a GeoJSON layer with tooltips needs
    only Leaflet. The OpenStreetMap tile layer stays: online it draws the base map, offline the places still show.
    """
    from branca.element import Element

    the_map = folium.Map(tiles="OpenStreetMap")
    the_map.default_js = []
    the_map.default_css = []
    css = (LEAFLET_DIR / "leaflet.css").read_text(encoding="utf-8")
    js = (LEAFLET_DIR / "leaflet.js").read_text(encoding="utf-8")
    header = the_map.get_root().header
    header.add_child(Element(f"<style>{css}</style>"), name="leaflet_css_inline")
    header.add_child(Element(f"<script>{js}</script>"), name="leaflet_js_inline")
    return the_map

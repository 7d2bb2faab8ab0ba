// geo-react's map page: draws the data georeact/ui/mapping.py inlined (places by role, route legs, search
// circles, the offline background) with Leaflet. Nothing is loaded from anywhere unless tiles === "osm".
// Text from the data (OSM names, tags, the question) only ever goes into textContent, never into HTML: Leaflet
// reads a string handed to a tooltip, popup or icon as HTML, so each gets an element made here (`element`), and
// the page's Content-Security-Policy runs no script but its own two (mapping.py).
(function () {
  "use strict";
  var inlined = JSON.parse(document.getElementById("georeact-data").textContent);
  if (inlined !== null) {
    draw(inlined);
  } else {
    listen();   // an MCP App view: the data comes with the tool's result (below)
  }

function draw(data) {
  var roles = data.roles;
  var collection = data.collection;

  document.querySelector("#header .question").textContent = collection.properties.question || "";
  document.querySelector("#header .answer").textContent = collection.properties.answer || "(no answer)";

  var map = L.map("map", {zoomSnap: 0.25});
  map.attributionControl.setPrefix("Leaflet");
  map.attributionControl.addAttribution("© OpenStreetMap contributors (ODbL)");
  L.control.scale({imperial: false}).addTo(map);

  // --- formatting ------------------------------------------------------------------------------------
  function metres(value) {
    return value < 1000 ? Math.round(value) + " m" : (value / 1000).toFixed(2) + " km";
  }
  function area(value) {
    if (value >= 1e6) return (value / 1e6).toFixed(2) + " km²";
    if (value >= 1e4) return (value / 1e4).toFixed(2) + " ha";
    return Math.round(value).toLocaleString("en") + " m²";
  }
  function minutes(seconds) {
    var total = Math.round(seconds / 60);
    return total < 60 ? total + " min" : Math.floor(total / 60) + " h " + (total % 60) + " min";
  }
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function popup(title, roleName, rows) {
    var box = element("div", "gr-popup");
    var role = element("div", "role", roles[roleName].label);
    role.style.color = roles[roleName].colour;
    box.appendChild(role);
    box.appendChild(element("b", "", title));
    var table = element("table");
    rows.forEach(function (row) {
      if (row[1] === undefined || row[1] === null) return;
      var tr = element("tr");
      tr.appendChild(element("td", "", row[0]));
      var cell = element("td");
      if (row[2]) {   // a link: its address is the data's, checked to be http(s), and set as a property
        var link = element("a", "", String(row[1]));
        link.href = row[2];
        link.target = "_blank";
        link.rel = "noopener noreferrer";
        cell.appendChild(link);
      } else {
        cell.textContent = String(row[1]);
      }
      tr.appendChild(cell);
      table.appendChild(tr);
    });
    box.appendChild(table);
    return box;
  }
  function web(address) {   // only http(s) addresses become links ('javascript:' and the like stay text)
    return /^https?:\/\//i.test(address || "") ? address : null;
  }
  // what the data says of a place: its kind, cuisine, hours (and whether open now), website, its OSM page
  function about(p) {
    return [["kind", p.kind], ["cuisine", p.cuisine],
            ["hours", p.opening_hours ? p.opening_hours + (p.open_now ? " (now: " + p.open_now + ")" : "") : null],
            ["website", p.website, web(p.website)],
            ["OpenStreetMap", p.osm_url ? "view the object" : null, web(p.osm_url)]];
  }

  // --- the view: every feature in sight, search circles whole ------------------------------------------
  var extent = L.latLngBounds([]);
  collection.features.forEach(function (feature) { extent.extend(L.geoJSON(feature).getBounds()); });
  var box0 = data.background && data.background.bbox;
  // room on the right for the legend and the names written beside the places
  if (extent.isValid()) map.fitBounds(extent, {paddingTopLeft: [50, 50], paddingBottomRight: [260, 50], maxZoom: 18});
  else if (box0) map.fitBounds([[box0[1], box0[0]], [box0[3], box0[2]]]);
  else map.setView([20, 0], 2);

  // --- the background ----------------------------------------------------------------------------------
  var present = {};   // what the legend lists
  if (data.tiles === "osm") {
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {maxZoom: 19}).addTo(map);
  } else if (data.background) {
    map.createPane("background").style.zIndex = 250;   // above tiles, below every feature
    var canvas = L.canvas({pane: "background", padding: 0.5});
    var ROADS = {motorway: ["#e892a2", 5], trunk: ["#f9b29c", 5], primary: ["#fcd6a4", 4.5],
                 secondary: ["#f7fabf", 4], tertiary: ["#ffffff", 3.5], residential: ["#ffffff", 3],
                 unclassified: ["#ffffff", 3], living_street: ["#ffffff", 3], road: ["#ffffff", 3],
                 pedestrian: ["#f4f2f4", 3], service: ["#ffffff", 2]};
    var road = function (kind) {
      return ROADS[(kind || "").replace(/_link$/, "")] || null;   // null: a footway, path, track, steps ...
    };
    var background = function (collection, style) {
      return L.geoJSON(collection, {renderer: canvas, interactive: false, style: style}).addTo(map);
    };
    // Drawn in this order on one canvas: the sea under everything, the buildings under the roads. The sea is one
    // shape (basemap.py), filled at once: the pieces it is stored in show no seams.
    background(data.background.sea, {stroke: false, fillColor: "#aad3df", fillOpacity: 1, fillRule: "nonzero"});
    background(data.background.parks, {color: "#b5dca0", weight: 1, fillColor: "#cdebb0", fillOpacity: 1});
    background(data.background.water, {color: "#aad3df", weight: 2, fillColor: "#aad3df", fillOpacity: 1});
    // footprints from close zoom on, as street names (farther out they are a grey haze over the streets)
    var BUILDING = {stroke: true, color: "#c4b6ab", weight: 0.7, fill: true, fillColor: "#d9d0c9", fillOpacity: 1};
    var UNDRAWN = {stroke: false, fill: false};
    var buildings = background(data.background.buildings, UNDRAWN);
    background(data.background.roads, function (feature) {
      var style = road(feature.properties.kind);
      return style ? {color: "#bbb3a8", weight: style[1] + 1.5, fillColor: "#f4f2f4", fillOpacity: 1}
                   : {color: "#e5a2a2", weight: 1, dashArray: "3 3", fill: false};
    });
    background(data.background.roads, function (feature) {
      var style = road(feature.properties.kind);
      return style ? {color: style[0], weight: style[1], fill: false} : {stroke: false, fill: false};
    });
    // street names from close zoom on (at town scale they would cover the map), under every feature of the run
    map.createPane("streetNames").style.zIndex = 260;
    (data.background.streets || []).forEach(function (street) {
      L.tooltip({permanent: true, direction: "center", className: "gr-street", interactive: false,
                 pane: "streetNames"})
        .setLatLng([street[2], street[1]]).setContent(element("span", "", street[0])).addTo(map);
    });
    var NAMES_FROM = 17, BUILDINGS_FROM = 16;   // zoom levels
    var closeZoom = function () {
      map.getContainer().classList.toggle("gr-far", map.getZoom() < NAMES_FROM);
      buildings.setStyle(map.getZoom() >= BUILDINGS_FROM ? BUILDING : UNDRAWN);
    };
    map.on("zoomend", closeZoom);
    closeZoom();
  }

  // --- the run's features -----------------------------------------------------------------------------
  var drawn = L.featureGroup().addTo(map);
  var labelled = function (role, count) {
    return role === "anchor" || role === "stop" || (role === "answer" && count <= 15);
  };
  var counts = {};
  collection.features.forEach(function (feature) {
    var role = feature.properties.role;
    counts[role] = (counts[role] || 0) + 1;
  });

  collection.features.forEach(function (feature) {
    var p = feature.properties;
    var colour = roles[p.role].colour;
    present[p.role] = true;
    if (p.role === "scope") {   // the buffer the search covered (around an area's outline, not its centre)
      L.geoJSON(feature, {style: {color: colour, weight: 2, dashArray: "6 6", fillOpacity: 0.04,
                                  className: "gr-scope"}, interactive: false}).addTo(drawn);
      roles.scope.label = "search radius, " + metres(p.radius_m) + (p.name ? " around " + p.name : "");
      return;
    }
    if (p.role === "route") {
      var casing = {color: "#fff", weight: 9, opacity: 0.9, interactive: false, className: "gr-route-casing"};
      L.geoJSON(feature, {style: casing}).addTo(drawn);
      L.geoJSON(feature, {style: {color: colour, weight: 5, opacity: 1, className: "gr-route gr-leg-" + p.leg}})
        .bindPopup(popup("leg " + p.leg + ": " + p.name, "route",
                         [["distance", p.distance_m !== undefined ? metres(p.distance_m) : null],
                          ["time", p.duration_s !== undefined ? minutes(p.duration_s) : null],
                          ["path", p.on_network === false ? "straight line (not on the street network)" : null]]))
        .addTo(drawn);
      return;
    }
    var title = p.name || "(no name)";
    var rows = [["distance", p.distance_m !== undefined ? metres(p.distance_m) : null],
                ["area", p.area_m2 !== undefined ? area(p.area_m2) : null],
                ["length", p.length_m !== undefined ? metres(p.length_m) : null],
                ["stop", p.stops ? p.stops.join(" and ") : null]].concat(about(p));
    var isRegion = p.role === "region";
    if (feature.geometry.type !== "Point") {
      var shape = L.geoJSON(feature, {style: {color: colour, weight: isRegion ? 2.5 : 2,
                                              dashArray: isRegion ? "8 5" : null,
                                              fillOpacity: isRegion ? 0.06 : 0.25,
                                              className: "gr-shape gr-shape-" + p.role}});
      shape.bindPopup(popup(title, p.role, rows)).addTo(drawn);
      if (isRegion) {
        shape.bindTooltip(element("span", "", title), {permanent: true, direction: "center", className: "gr-label gr-label-region"});
        return;
      }
    }
    var at = [p.point[1], p.point[0]];
    var marker;
    if (p.role === "stop") {
      var text = p.stops.join("·");
      marker = L.marker(at, {icon: L.divIcon({className: "gr-stop gr-role-stop", html: element("span", "", text),
                                               iconSize: [12 + 8 * text.length, 24]}),
                             zIndexOffset: 1000, title: title});
    } else {
      marker = L.circleMarker(at, {radius: p.role === "answer" ? 9 : 7, color: "#fff", weight: 2, fillColor: colour,
                                   fillOpacity: 1, className: "gr-place gr-role-" + p.role});
    }
    marker.bindPopup(popup(title, p.role, rows));
    if (p.name && labelled(p.role, counts[p.role])) {
      marker.bindTooltip(element("span", "", p.name), {permanent: true, direction: "right", offset: [10, 0], className: "gr-label"});
    }
    marker.addTo(drawn);
  });

  // --- legend and notice ------------------------------------------------------------------------------
  function box(className, position, fill) {
    var control = L.control({position: position});
    control.onAdd = function () {
      var div = element("div", "gr-box " + className);
      fill(div);
      L.DomEvent.disableClickPropagation(div);
      return div;
    };
    control.addTo(map);
  }
  function row(parent, swatchClass, colour, text) {
    var line = element("div", "row");
    var swatch = element("span", "gr-swatch " + swatchClass);
    if (swatchClass === "dashed") swatch.style.borderColor = colour; else swatch.style.background = colour;
    line.appendChild(swatch);
    line.appendChild(element("span", "", text));
    parent.appendChild(line);
  }
  var hasBackground = data.tiles !== "osm" && data.background;
  if (Object.keys(present).length || hasBackground) box("gr-legend", "bottomright", function (div) {
    div.appendChild(element("h4", "", "Legend"));
    Object.keys(roles).forEach(function (role) {
      if (!present[role]) return;
      var kind = role === "route" ? "line" : role === "scope" || role === "region" ? "dashed" : "point";
      var n = counts[role] > 1 && kind === "point" ? " (" + counts[role] + ")" : "";
      row(div, kind, roles[role].colour, roles[role].label + n);
    });
    (collection.properties.notes || []).forEach(function (note) {
      div.appendChild(element("div", "note", note));
    });
    if (hasBackground) {
      row(div, "line", "#fcd6a4", "main road");
      row(div, "line", "#d9d4cc", "street");
      row(div, "area", "#aad3df", "water");
      row(div, "area", "#cdebb0", "park");
      if (data.background.buildings && data.background.buildings.features.length) {
        row(div, "area", "#d9d0c9", "building (from close zoom on)");
      }
    }
  });
  if (data.tiles === "osm" || hasBackground) box("gr-notice" + (data.tiles === "osm" ? " online" : ""), "topright", function (div) {
    div.textContent = data.tiles === "osm"
      ? "Background: map tiles from tile.openstreetmap.org. They need the network: offline, only the places show."
      : "Offline map: the background is drawn from the OpenStreetMap data in geo-react's database.";
  });

  if (!extent.isValid()) {
    box("gr-empty", "topleft", function (div) { div.textContent = "The run named no place to show."; });
  }
  window.georeact = {map: map, data: data};   // for a look from the browser's console
}

// --- as an MCP App view (the `ui://georeact/answer-map` resource the `ask` tool names in its _meta) ---------------
// The host renders this page in its own frame and talks JSON-RPC over postMessage: the view asks to initialize,
// says it is initialized, and is sent the tool's result, whose embedded resource `…/map.json` holds what
// mapping.py would have inlined. Only the host (the parent frame) is listened to.
function listen() {
  var initialize = 1;
  window.addEventListener("message", function (event) {
    if (event.source !== window.parent || !event.data || event.data.jsonrpc !== "2.0") return;
    var message = event.data;
    if (message.id === initialize && message.result) {
      post({jsonrpc: "2.0", method: "ui/notifications/initialized", params: {}});
    } else if (message.method === "ui/notifications/tool-result") {
      var found = mapData(message.params || {});
      if (found) {
        draw(found);
        post({jsonrpc: "2.0", method: "ui/notifications/size-changed",
              params: {width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight}});
      } else {
        document.querySelector("#header .answer").textContent = "This answer has no places to show on a map.";
      }
    }
  });
  post({jsonrpc: "2.0", id: initialize, method: "ui/initialize",
        params: {appInfo: {name: "geo-react map", version: "1"}, appCapabilities: {}, protocolVersion: "2026-01-26"}});
}
function post(message) {
  window.parent.postMessage(message, "*");   // the host's origin is not known to a sandboxed view
}
function mapData(result) {
  var blocks = result.content || [];
  for (var i = 0; i < blocks.length; i++) {
    var resource = blocks[i].type === "resource" && blocks[i].resource;
    if (resource && /\/map\.json$/.test(resource.uri || "") && typeof resource.text === "string") {
      try { return JSON.parse(resource.text); } catch (error) { return null; }
    }
  }
  return null;
}
})();

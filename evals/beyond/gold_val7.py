#!/usr/bin/env python3
"""Gold answers for the "beyond" validation set 7 (held out), computed from the raw osm-fresh .pbf files.

    gold_val7.py            print every question, its town, its gold and the figures behind it
    gold_val7.py --check    compare with the five val7-*.tsv files (exit 1 on a difference or a fragile gold)
    gold_val7.py --write    rewrite the five TSVs (refused while any gold is fragile)

Data: Path(__file__).resolve().parents[3]/shared/data/osm-fresh, or the env GEOREACT_FRESH_DIR.
Map data (c) OpenStreetMap contributors, ODbL 1.0.  Uses osmium (pyosmium), shapely, pyproj, networkx, numpy only.
"""
import itertools
import math
import os
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

import networkx as nx
import numpy as np
import osmium
import shapely
from pyproj import Geod, Transformer
from shapely import wkb
from shapely.geometry import Point
from shapely.ops import nearest_points, transform

HERE = Path(__file__).resolve().parent
FRESH = Path(os.environ.get("GEOREACT_FRESH_DIR") or Path(__file__).resolve().parents[3] / "shared" / "data" / "osm-fresh")
FILES = {"heidelberg": "heidelberg-2015.osm.pbf", "baltimore": "baltimore-2015.osm.pbf",
         "singapore": "singapore-bayfront-2019.osm.pbf"}
TOWNS = ("heidelberg", "baltimore", "singapore")
GEOD = Geod(ellps="WGS84")
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft")
KINDS = ("attribute", "hours", "arithmetic", "route", "aggregate")


class Fragile(Exception):
    """A gold that is not robust (or a mention that is not allowed)."""


def need(cond, msg):
    if not cond:
        raise Fragile(msg)


# --------------------------------------------------------------------------------------------------------------
# Places named in README-val3, README-val4, README-val5 and README-val6: none may be asked about (equal, containing
# or contained, as whole words).  They may only turn up as something a count, threshold or nearest search finds.
# --------------------------------------------------------------------------------------------------------------
OLDER_SETS = """
Rathaus; Kurpfälzisches Museum; Universitäts-Apotheke; Providenzkirche; Canton Square; Patterson Perk;
Pulaski Monument; Hull Street Blues; Lavo; Rain Oculus; Koufu; Mandarin Oriental; The Ritz-Carlton; Shot Tower;
Peterskirche; Marina Bay Sands Tower 1; The Shoppes at Marina Bay Sands; St. Michael the Archangel;
East Fort Avenue; Firehouse Coffee Co.; Canton Soccer Park; Café Burkardt; Erlöserkirche; Soban; Gitan; Ozra;
Marina Bay Sands Expo and Convention Centre; Light Show Viewing Point; Schloss Filmtheater;
Fells Point Branch Enoch Pratt Free Library; Sen of Japan; Tortilleria Sinaloa; Black Tap; Schnitzelbank;
Zuckerladen; Bertha's Mussels; Patterson Park; Federal Hill Park; Hotel Perkeo; Hotel The Dubliner; Fort McHenry;
Fort McHenry National Monument and Historic Shrine; Johnson Square; Hotel am Kornmarkt; Marina Square;
Youth Olympic Park; Hexenturm; The Helix Bridge; Hotel zum Ritter St. Georg; Madison Square; Raja Rani;
Extrablatt; Starbucks; Little Havana; Greif-Apotheke; Greif; Cafe Latte Da; Latte Da; Da Paolo Gastronomia;
Makansutra Gluttons Bay; Gluttons Bay; Port Discovery; SkyPark; Sands SkyPark; St. Vincentius; The Admiral's Cup;
Light Show; Hotel Backmulde; Backmulde; Gasthaus Backmulde; VeggieArt; Admiral Fell Inn; Fairfield Inn & Suites;
Fairfield Inn; Ding How; CÉ LA VI; Colony; Hotel Acor; First United Evangelical and Reformed Church;
First United Evangelical; UOB; Papi Bar; TWG Tea; Gasthaus zum Mohren; hollenbach; Mahaffey's Pub; Mahaffey's;
Spago; Art Science Museum; ArtScience Museum; Bread Street Kitchen Singapore; Bread Street Kitchen;
Goldener Falke; Theatres; Zum Roten Ochsen; Roten Ochsen; Hotel Schönberger Hof; Schönberger Hof;
Patisserie Poupon; Poupon; Montford Bar; American Visionary Art Museum; Visionary Art Museum;
Baltimore Museum of Industry; Museum of Industry; Baltimore Fire Museum; City of Baltimore Fire Museum;
The Inn at Henderson's Wharf; Inn at Henderson's Wharf; Henderson's Wharf; Henderson's Wharf Marina;
Baltimore Public Works Museum; Public Works Museum; Patterson Bowling Center; Patterson Bowling;
Saint Brigid Catholic Church; Saint Brigid; Captain O'Donnell Statue; Captain O'Donnell;
Studentenmuseum mit Karzer; Studentenmuseum; Dallas Cafe & Bar; Dallas Cafe; La Fée Bar Café;
Events Service Concierge; Trinity Lutheran Church; Gerry's Grill; Toast Box; Michelle's Cafe;
La Flamm-Pâtisserie; La Flamm; Hauptstraße; Neue Schlossstraße; Hölderlin-Gymnasium; Hölderlin;
Sporthalle Hölderlin-Gymnasium; Frederick Douglass-Isaac Myers Maritime Park; Douglass;
Reginald F Lewis Museum of Maryland African-American History and Culture; Reginald F Lewis; Bonaparte Breads;
Bonaparte; J Kids Amusement Funland; J Kids; Marina Bay Observation Deck; Observation Deck;
Saint Michaels Ukrainian Catholic Church; Saint Michaels Ukrainian; Die Kuh die lacht; Schnookeloch;
Alte Universität; Korean War Memorial; Thames Street Park; Montpellierplatz; Jubiläumsplatz; Krahnenplatz;
PSB Academy; Cortina; Plöck; Eastern Avenue; Din Tai Fung; Brauhaus Vetter; Göbes; Heiliggeistkirche;
Courtyard Marriott; Chipotle Mexican Grill; Chipotle; Waku Ghin; Marina Bay Sands Tower 2;
Marina Bay Sands Tower 3; Zum Seppl; Bond Street Social; Holy Redeemer Chapel; Justin Flavours of Asia;
Gloria & Gloriette; Mantei; Mercato; Tangente; Canton Dog Park; Hudson Street Stackhouse; Infinity Pool;
Sky Mirror; Super Heroes Cafe; Broadway Diner; The Life of Reilly Irish Pub; Yardbird; Hotel Anlage; Hackteufel;
Käthe Wohlfahrt; Jesuitenkirche; Riverside Park; Canton Waterfront Park; Holy Crepe; Hamleys; Old Bay Garage;
Holiday Inn Express; Fell School; Schwan Apotheke; Charles & Keith; Heidelberger Bonbon Manufaktur;
Bonbon Manufaktur; Lotte - The Backpackers; Lotte; Shiso Tavern; Rite Aid; Foster Avenue;
Dokumentations- und Kulturzentrum Deutscher Sinti und Roma; Sinti und Roma; Miss Shirley's Cafe; Miss Shirley's;
Coffee Inn; Altstadtpension Jeske; Samos Restaurant; Jasons Deli; Zeitreise Café & Laden; Zeitreise;
Duda's Tavern; Duda; Beanstro - Marina Bay Sands; Beanstro; Zum Franziskaner; Franziskaner;
Sonderbar (betreutes Trinken); Sonderbar; Saint Casimir Catholic Church; Casimir; Universitätsbibliothek;
Joseph Lee Park; Hotel Weisser Bock; Weisser Bock; Marstall; Marstallcafé; Karzer; Vaccaro's Italian Pastry;
Vaccaro's; Cut; Executive Inn; Hair Cuttery; Latrobe Park; The Music Platform; Sephora; Liselotte-Brunnen;
Marina Bay Sands; Tower 1; Tower 2; Tower 3
"""
OLDER = [s.strip() for s in OLDER_SETS.replace("\n", " ").split(";") if s.strip()]


def fold(s):
    s = (s or "").replace("ß", "ss").replace("’", "'").replace("‘", "'")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.casefold().strip()


def words(s):
    return re.findall(r"[a-z0-9]+(?:'[a-z0-9]+)*", fold(s))


def contains_words(big, small):
    b, s = words(big), words(small)
    if not s or len(s) > len(b):
        return False
    return any(b[i:i + len(s)] == s for i in range(len(b) - len(s) + 1))


def older_clash(name):
    for o in OLDER:
        if contains_words(name, o) or contains_words(o, name):
            return o
    return None


# --------------------------------------------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------------------------------------------
class Feature:
    __slots__ = ("town", "kind", "id", "tags", "geom", "_c")

    def __init__(self, town, kind, fid, tags, geom):
        self.town, self.kind, self.id, self.tags, self.geom, self._c = town, kind, fid, tags, geom, None

    @property
    def name(self):
        return self.tags.get("name")

    @property
    def centroid(self):
        if self._c is None:
            self._c = self.geom if self.geom.geom_type == "Point" else self.geom.centroid
        return self._c

    def is_poi(self):
        return any(k in self.tags for k in POI_KEYS)

    def __repr__(self):
        return f"{self.name or '(unnamed)'} [{self.kind}{self.id}]"


class _Handler(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.fab = osmium.geom.WKBFactory()
        self.nodes, self.ways, self.areas, self.highways = [], {}, [], []

    def node(self, n):
        if len(n.tags):
            self.nodes.append((n.id, dict(n.tags), wkb.loads(self.fab.create_point(n), hex=True)))

    def way(self, w):
        tags = dict(w.tags)
        if "highway" in tags:
            self.highways.append((w.id, tags, [(nd.ref, nd.lon, nd.lat) for nd in w.nodes]))
        if tags:
            try:
                g = wkb.loads(self.fab.create_linestring(w), hex=True)
            except Exception:
                g = None
            self.ways[w.id] = (tags, g)

    def area(self, a):
        try:
            g = wkb.loads(self.fab.create_multipolygon(a), hex=True)
        except Exception:
            return
        self.areas.append((a.from_way(), a.orig_id(), dict(a.tags), g))


class Town:
    def __init__(self, town):
        h = _Handler()
        h.apply_file(str(FRESH / FILES[town]), locations=True)
        feats = [Feature(town, "n", i, t, g) for i, t, g in h.nodes]
        way_areas = {oid: g for fw, oid, t, g in h.areas if fw}
        for wid, (t, g) in h.ways.items():
            if wid in way_areas and not ("highway" in t and t.get("area") != "yes"):
                feats.append(Feature(town, "w", wid, t, way_areas[wid]))
            elif g is not None:
                feats.append(Feature(town, "w", wid, t, g))
        for fw, oid, t, g in h.areas:
            if not fw:
                feats.append(Feature(town, "r", oid, t, g))
        self.name, self.features, self.highways = town, feats, h.highways
        self._graphs = {}


_TOWNS = {}


def T(town):
    if town not in _TOWNS:
        _TOWNS[town] = Town(town)
    return _TOWNS[town]


def all_pois():
    for t in TOWNS:
        for f in T(t).features:
            if f.is_poi():
                yield f


# --------------------------------------------------------------------------------------------------------------
# Places and mentions
# --------------------------------------------------------------------------------------------------------------
def place(name, town):
    """The one POI (three extracts) whose name equals `name` after folding; it must be in `town`."""
    hits = [f for f in all_pois() if f.name and fold(f.name) == fold(name)]
    need(len(hits) == 1, f"place {name!r}: {len(hits)} POIs carry the name")
    need(hits[0].town == town, f"place {name!r} is in {hits[0].town}, not {town}")
    return hits[0]


def namesakes(f):
    """Non-POI features of the town sharing the place's name."""
    return [g for g in T(f.town).features if g is not f and g.name and fold(g.name) == fold(f.name) and not g.is_poi()]


def variants(f):
    return [f] + namesakes(f)


def check_mention(question, mention, name, town):
    p = place(name, town)
    need(fold(mention) in fold(question), f"mention {mention!r} not in the question")
    if fold(mention) != fold(name):
        subs = [g for g in all_pois() if g.name and fold(mention) in fold(g.name)]
        need(len({(g.town, g.kind, g.id) for g in subs}) == 1,
             f"shortened mention {mention!r} is in {len(subs)} POI names: {subs[:5]}")
        need(subs[0] is p, f"shortened mention {mention!r} finds {subs[0]}, not {p}")
    clash = older_clash(name) or older_clash(mention)
    need(clash is None, f"mention {mention!r} ({name}) clashes with {clash!r} named in an older set")
    return p


# --------------------------------------------------------------------------------------------------------------
# Geometry
# --------------------------------------------------------------------------------------------------------------
def _aeqd(lon, lat):
    fwd = Transformer.from_crs("EPSG:4326", f"+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m",
                               always_xy=True)
    inv = Transformer.from_crs(f"+proj=aeqd +lat_0={lat} +lon_0={lon} +datum=WGS84 +units=m", "EPSG:4326",
                               always_xy=True)
    return fwd, inv


def gdist(g1, g2):
    """Geodesic distance between the nearest points of two lon/lat geometries (0 when they touch)."""
    if g1.intersects(g2):
        return 0.0
    c = g1.centroid if g1.geom_type != "Point" else g1
    fwd, inv = _aeqd(c.x, c.y)
    p1, p2 = nearest_points(transform(fwd.transform, g1), transform(fwd.transform, g2))
    (x1, y1), (x2, y2) = inv.transform(p1.x, p1.y), inv.transform(p2.x, p2.y)
    return GEOD.inv(x1, y1, x2, y2)[2]


def pdist(p1, p2):
    return GEOD.inv(p1.x, p1.y, p2.x, p2.y)[2]


def dist(a, b):
    return gdist(a.geom, b.geom)


def cdist(a, b):
    return pdist(a.centroid, b.centroid)


def area(f):
    need(f.geom.geom_type in ("Polygon", "MultiPolygon"), f"{f} has no polygon")
    return abs(GEOD.geometry_area_perimeter(f.geom)[0])


def glen(g):
    return GEOD.geometry_length(g)


# --------------------------------------------------------------------------------------------------------------
# Kinds of place and tags
# --------------------------------------------------------------------------------------------------------------
def of_kind(town, pred):
    return [f for f in T(town).features if pred(f.tags)]


def amen(v):
    return lambda t: t.get("amenity") == v


WEB_KEYS = ("website", "contact:website", "url")
PHONE_KEYS = ("phone", "contact:phone")
MAIL_KEYS = ("email", "contact:email")


def tag_of(f, keys):
    for k in keys:
        if k in f.tags:
            return f.tags[k]
    return None


def has_any(f, keys):
    return any(k in f.tags for k in keys)


NOT_IN_DATA = ("!not in the data | !no information | !not tagged | !unknown | !does not say | !could not find | "
               "!not recorded")


def host(url):
    h = re.sub(r"^[a-z]+://", "", url.strip(), flags=re.I)
    h = re.sub(r"^www\.", "", h, flags=re.I)
    return h.split("/")[0]


# --------------------------------------------------------------------------------------------------------------
# Radius scopes, nearest searches, counts
# --------------------------------------------------------------------------------------------------------------
def within(centre, radius, cands, margin=0.05):
    """The candidates within `radius` m of the centre: the same set by real geometries, by centroids and from every
    namesake of the centre, and no candidate within 5 % of the radius by any of those measures."""
    sets = []
    cands = [c for c in cands if c is not centre]
    for v in variants(centre):
        for how, fn in (("geom", lambda a, b: gdist(a.geom, b.geom)), ("centroid", cdist)):
            s = []
            for c in cands:
                d = fn(v, c)
                need(abs(d - radius) > margin * radius,
                     f"{c} at {d:.0f} m ({how}) from {v}: within 5 % of the radius {radius} m")
                if d <= radius:
                    s.append(c)
            sets.append(frozenset(s))
    need(len(set(sets)) == 1, f"radius {radius} m around {centre}: the measures give different sets")
    return sorted(sets[0], key=lambda c: dist(centre, c))


def nearest(centre, cands):
    """The candidate nearest to the centre; beats the second by 10 % + 5 m, wins by centroid and from namesakes."""
    cands = [c for c in cands if c is not centre]
    need(len(cands) >= 2, "nearest: fewer than two candidates")
    winner = None
    for v in variants(centre):
        ds = sorted(((gdist(v.geom, c.geom), i, c) for i, c in enumerate(cands)), key=lambda x: x[:2])
        need(ds[1][0] > 1.1 * ds[0][0] + 5, f"nearest to {v}: {ds[0][2]} {ds[0][0]:.0f} m vs {ds[1][2]} "
                                            f"{ds[1][0]:.0f} m")
        cs = sorted(((cdist(v, c), i, c) for i, c in enumerate(cands)), key=lambda x: x[:2])
        need(cs[0][2] is ds[0][2], f"nearest to {v}: by centroid {cs[0][2]}, by geometry {ds[0][2]}")
        need(winner is None or winner is ds[0][2], "nearest differs between namesakes")
        winner = ds[0][2]
    d = gdist(centre.geom, winner.geom)
    return winner, d


def named_only(fs):
    return [f for f in fs if f.name]


def not_near_tie(a, b, rel=0.10):
    need(abs(a - b) > rel * max(a, b), f"near-tie: {a} vs {b}")


# --------------------------------------------------------------------------------------------------------------
# Streets
# --------------------------------------------------------------------------------------------------------------
NON_WAYS = {"proposed", "construction", "abandoned", "platform", "raceway", "bus_stop", "elevator", "rest_area",
            "services", "razed", "disused", "bus_guideway", "escape"}
MINOR = {"footway", "path", "steps", "cycleway", "track", "corridor", "pedestrian_footway"}


def streets(town):
    by = {}
    for f in T(town).features:
        hw = f.tags.get("highway")
        if hw and hw not in NON_WAYS and f.kind == "w" and f.name:
            by.setdefault(f.name, []).append(f)
    return by


def street_lengths(ways):
    full = sum(glen(w.geom if w.geom.geom_type == "LineString" else w.geom.boundary) for w in ways)
    nominor = sum(glen(w.geom if w.geom.geom_type == "LineString" else w.geom.boundary) for w in ways
                  if w.tags.get("highway") not in MINOR)
    halved = sum(glen(w.geom if w.geom.geom_type == "LineString" else w.geom.boundary)
                 * (0.5 if w.tags.get("oneway") in ("yes", "true", "1", "-1") else 1.0) for w in ways)
    return full, nominor, halved


# --------------------------------------------------------------------------------------------------------------
# Opening hours (the subset of README-val4)
# --------------------------------------------------------------------------------------------------------------
DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
_SEL = r"(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*"
_TIME = r"\d{1,2}:\d\d-\d{1,2}:\d\d"


def parse_hours(s):
    """{day index: [(start, end)]} in minutes; end <= start = runs past midnight.  Raises Fragile if unreadable."""
    need(s is not None, "no opening_hours")
    s = s.strip()
    if s == "24/7":
        return {d: [(0, 1440)] for d in range(7)}
    table = {}
    for rule in s.split(";"):
        rule = rule.strip()
        m = re.fullmatch(rf"(?:({_SEL}) )?(off|closed|{_TIME}(?:,{_TIME})*)", rule)
        need(m is not None, f"unreadable opening_hours rule {rule!r} in {s!r}")
        sel, body = m.group(1), m.group(2)
        days = set()
        if sel is None:
            days = set(range(7))
        else:
            for part in sel.split(","):
                if "-" in part:
                    a, b = DAYS.index(part[:2]), DAYS.index(part[3:])
                    d = a
                    while True:
                        days.add(d)
                        if d == b:
                            break
                        d = (d + 1) % 7
                else:
                    days.add(DAYS.index(part))
        ivs = []
        if body not in ("off", "closed"):
            for r in body.split(","):
                a, b = r.split("-")
                sa = int(a.split(":")[0]) * 60 + int(a.split(":")[1])
                sb = int(b.split(":")[0]) * 60 + int(b.split(":")[1])
                need(sa < 1440 and sb <= 1440, f"bad time in {s!r}")
                ivs.append((sa, sb))
        for d in days:
            table[d] = list(ivs)
    return table


def is_open(table, day, minute, strict=False):
    day, minute = (day + minute // 1440) % 7, minute % 1440
    for a, b in table.get(day, []):
        if b > a and a <= minute < b:
            return True
        if b <= a and minute >= a:
            return True
    prev = (day - 1) % 7
    if strict and table.get(day):
        return False
    for a, b in table.get(prev, []):
        if b <= a and minute < b:
            return True
    return False


def open_at(f, moments):
    """Verdict at every moment (day, minute): the same from 15 min before to 15 min after, under both readings."""
    table = parse_hours(f.tags.get("opening_hours"))
    verdicts = set()
    for day, minute in moments:
        for dm in range(-15, 16):
            for strict in (False, True):
                verdicts.add(is_open(table, day, minute + dm, strict))
    need(len(verdicts) == 1, f"{f}: verdict not stable around {moments} ({f.tags.get('opening_hours')})")
    return verdicts.pop()


def single_interval(f, day):
    table = parse_hours(f.tags.get("opening_hours"))
    ivs = table.get(day, [])
    need(len(ivs) == 1, f"{f}: day {DAYS[day]} has {len(ivs)} intervals")
    return ivs[0]


def hm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def time_alts(minutes):
    """!17:00 | !5 pm | !5pm | !5:00 pm | !5:00pm, as README-val4."""
    h, m = divmod(minutes % 1440, 60)
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    alts = [f"!{h:02d}:{m:02d}"]
    if h < 10:
        alts.append(f"!{h}:{m:02d}")
    if m == 0:
        alts += [f"!{h12} {ap}", f"!{h12}{ap}"]
    alts += [f"!{h12}:{m:02d} {ap}", f"!{h12}:{m:02d}{ap}"]
    return " | ".join(dict.fromkeys(alts))


# --------------------------------------------------------------------------------------------------------------
# Routing
# --------------------------------------------------------------------------------------------------------------
CAR = {"motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
       "secondary_link", "tertiary_link", "residential", "unclassified", "service", "living_street", "road"}
NO_BIKE = {"motorway", "trunk", "motorway_link", "trunk_link"}
BIKE_EXTRA = {"cycleway", "path", "track"}
YES = ("yes", "true", "1")


def _way_dir(t, mode, variant):
    """(forward, backward) allowed, or None if the way is not in the graph."""
    hw = t.get("highway")
    if mode == "car":
        if hw not in CAR or t.get("access") in ("no", "private"):
            return None
        if variant == "mv" and (t.get("motor_vehicle") in ("no", "private") or t.get("motorcar") in ("no", "private")):
            return None
        ow = t.get("oneway")
        if variant == "implied" and ow is None and (t.get("junction") == "roundabout"
                                                     or hw in ("motorway", "motorway_link")):
            ow = "yes"
        if ow in YES:
            return (True, False)
        if ow == "-1":
            return (False, True)
        return (True, True)
    if mode == "bike":
        ok = (hw in CAR and hw not in NO_BIKE) or hw in BIKE_EXTRA or t.get("bicycle") in ("yes", "designated")
        if not ok or t.get("bicycle") == "no" or hw in NON_WAYS:
            return None
        if variant == "access" and t.get("access") in ("no", "private") and \
                t.get("bicycle") not in ("yes", "designated", "permissive"):
            return None
        if variant == "nooneway":
            return (True, True)
        ow = t.get("oneway")
        if variant == "access" and ow is None and t.get("junction") == "roundabout":
            ow = "yes"
        if t.get("oneway:bicycle") == "no" or str(t.get("cycleway", "")).startswith("opposite"):
            return (True, True)
        if ow in YES:
            return (True, False)
        if ow == "-1":
            return (False, True)
        return (True, True)
    # foot
    if hw is None or hw in NO_BIKE or hw in NON_WAYS or t.get("foot") == "no":
        return None
    if variant == "access" and t.get("access") in ("no", "private") and \
            t.get("foot") not in ("yes", "designated", "permissive"):
        return None
    return (True, True)


def graph(town, mode, variant="base"):
    key = (mode, variant)
    tw = T(town)
    if key in tw._graphs:
        return tw._graphs[key]
    G = nx.DiGraph()
    for wid, t, nodes in tw.highways:
        d = _way_dir(t, mode, variant)
        if d is None:
            continue
        for (a, ax, ay), (b, bx, by) in zip(nodes, nodes[1:]):
            if a == b:
                continue
            w = GEOD.inv(ax, ay, bx, by)[2]
            G.add_node(a, x=ax, y=ay)
            G.add_node(b, x=bx, y=by)
            if d[0] and (not G.has_edge(a, b) or G[a][b]["w"] > w):
                G.add_edge(a, b, w=w)
            if d[1] and (not G.has_edge(b, a) or G[b][a]["w"] > w):
                G.add_edge(b, a, w=w)
    big = max(nx.strongly_connected_components(G), key=len)
    ids_all = np.array(list(G.nodes))
    xy_all = np.array([(G.nodes[n]["x"], G.nodes[n]["y"]) for n in ids_all])
    ids_big = np.array(list(big))
    xy_big = np.array([(G.nodes[n]["x"], G.nodes[n]["y"]) for n in ids_big])
    tw._graphs[key] = (G, (ids_big, xy_big), (ids_all, xy_all))
    return tw._graphs[key]


def snap(f, town, mode, variant="base", whole=False):
    G, big, allg = graph(town, mode, variant)
    ids, xy = allg if whole else big
    p = f.centroid
    # candidates by a rough planar prefilter, then geodesic
    dx = (xy[:, 0] - p.x) * math.cos(math.radians(p.y))
    dy = xy[:, 1] - p.y
    order = np.argsort(dx * dx + dy * dy)[:20]
    best = min(order, key=lambda i: GEOD.inv(p.x, p.y, xy[i, 0], xy[i, 1])[2])
    d = GEOD.inv(p.x, p.y, xy[best, 0], xy[best, 1])[2]
    return ids[best], d


def route_len(a, b, town, mode, variant="base", whole=False):
    G = graph(town, mode, variant)[0]
    na, da = snap(a, town, mode, variant, whole)
    nb, db = snap(b, town, mode, variant, whole)
    need(da <= 100 and db <= 100, f"{mode}: snap {a} {da:.0f} m, {b} {db:.0f} m (over 100 m)")
    try:
        return nx.dijkstra_path_length(G, na, nb, weight="w")
    except nx.NetworkXNoPath:
        raise Fragile(f"{mode}/{variant}/whole={whole}: no route {a} -> {b}")


MODE_VARIANTS = {"car": ("implied", "mv"), "foot": ("access",), "bike": ("access", "nooneway")}


def stable_route(a, b, town, mode, min_line=300, max_line=5000):
    """Route length with every robustness variant; returns (length, straight line, figures)."""
    line = dist(a, b)
    need(min_line <= line <= max_line, f"{a} -> {b}: straight line {line:.0f} m out of range")
    L = route_len(a, b, town, mode)
    need(L <= 2.5 * line, f"{a} -> {b}: route {L:.0f} m > 2.5 x line {line:.0f} m")
    alts = {}
    for v in MODE_VARIANTS[mode]:
        alts[v] = route_len(a, b, town, mode, v)
    alts["whole"] = route_len(a, b, town, mode, whole=True)
    for va in variants(a):
        for vb in variants(b):
            if va is a and vb is b:
                continue
            alts[f"ns {va.kind}{va.id}->{vb.kind}{vb.id}"] = route_len(va, vb, town, mode)
    for k, v in alts.items():
        need(abs(v - L) <= 0.03 * L, f"{a} -> {b} ({mode}): variant {k} {v:.0f} m vs {L:.0f} m")
    return L, line, alts


def tour(stops, town, mode, round_trip=False):
    """Best order over the stops (the first fixed); robust legs; best beats second by > 10 %."""
    legs = {}
    for a, b in itertools.permutations(stops, 2):
        if (b, a) in legs:
            legs[(a, b)] = legs[(b, a)] if mode == "foot" else None
        if legs.get((a, b)) is None:
            L, line, _ = stable_route(a, b, town, mode, min_line=100)
            legs[(a, b)] = L
    first, rest = stops[0], stops[1:]
    totals = []
    for perm in itertools.permutations(rest):
        seq = (first,) + perm + ((first,) if round_trip else ())
        totals.append((sum(legs[(x, y)] for x, y in zip(seq, seq[1:])), perm))
    totals.sort(key=lambda x: x[0])
    best = totals[0]
    second = next(t for t in totals[1:] if not (round_trip and t[1] == tuple(reversed(best[1]))))
    need(second[0] > 1.1 * best[0], f"tour: best {best[0]:.0f} m vs second {second[0]:.0f} m")
    need(tuple(rest) != best[1], "tour: the stops are listed in the best order")
    return best, second, legs


def r10(x):
    return int(round(x / 10.0)) * 10


def route_gold(L, timed=False):
    g = f"~{r10(L)} m ±10%"
    if timed:
        g += "; !min | !minute | !hour"
    return g


# --------------------------------------------------------------------------------------------------------------
# Gold item syntax
# --------------------------------------------------------------------------------------------------------------
ITEM = re.compile(r"^(#\d+|~\d+ m ±10%|~\d+ m|~\d+ m2|![^|;]+|[^#~!|;][^|;]*)$")


def check_gold_syntax(gold):
    for item in gold.split("; "):
        for alt in item.split(" | "):
            need(ITEM.match(alt) and alt == alt.strip() and alt, f"gold item {alt!r} does not match the syntax")
            if alt.startswith("!") and len(alt) <= 4:
                need(re.fullmatch(r"![\w.:+-]+", alt), f"short literal {alt!r} must be a whole word")

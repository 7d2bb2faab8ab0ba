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
from shapely.ops import nearest_points

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
    def proj(xy):
        x, y = fwd.transform(xy[:, 0], xy[:, 1])
        return np.column_stack([x, y])
    p1, p2 = nearest_points(shapely.transform(g1, proj), shapely.transform(g2, proj))
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
    need(not (round_trip and tuple(reversed(rest)) == best[1]), "tour: the stops are listed in the best order, reversed")
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


# --------------------------------------------------------------------------------------------------------------
# Small gold helpers
# --------------------------------------------------------------------------------------------------------------
def m_item(x):
    return f"~{int(round(x))} m"


def m2_item(x):
    return f"~{int(round(x))} m2"


def ratio_items(r):
    need(abs(r * 10 - math.floor(r * 10) - 0.5) >= 0.1, f"ratio {r:.4f} next to a rounding edge of its first decimal")
    need(abs(r * 100 - math.floor(r * 100) - 0.5) >= 0.1, f"ratio {r:.4f} next to a rounding edge of its second decimal")
    return f"!{r:.1f} | !{r:.2f}"


def far_apart(a, b, rel=0.15):
    need(abs(a - b) > rel * max(a, b), f"compared values too close: {a:.1f} vs {b:.1f}")


def same_within(a, b):
    need(abs(a - b) <= max(0.05 * abs(a), 15), f"value moves under a variant: {a:.1f} vs {b:.1f}")


def trap(f, keys, extra=()):
    for k in keys:
        need(k not in f.tags, f"trap {f}: {k} is tagged ({f.tags.get(k)!r})")
    return NOT_IN_DATA + "".join(f" | {e}" for e in extra)


def count_kind(town, pred, scope=None):
    """Features matching pred (in the extract, or a list already scoped)."""
    fs = scope if scope is not None else T(town).features
    return [f for f in fs if pred(f.tags)]


def no_unnamed(fs, what):
    need(all(f.name for f in fs), f"{what}: contains an unnamed feature, so the count would change without them")
    return fs


def most_common(values_full, values_named=None, values_unsplit=None):
    def top(vals):
        c = Counter(vals).most_common()
        need(len(c) >= 1, "most common: no values")
        if len(c) > 1:
            need(c[0][1] > c[1][1], f"most common: tie {c[:3]}")
        return c[0][0], c[:4]
    w, fig = top(values_full)
    for alt in (values_named, values_unsplit):
        if alt is not None:
            w2, _ = top(alt)
            need(w2 == w, f"most common changes under a variant: {w} vs {w2}")
    return w, fig


def split_vals(s):
    return [v.strip().lower() for v in re.split(r"[;,]", s or "") if v.strip()]


def yn(b):
    return "!yes" if b else "!no"


ROUTE_MODES = {"car": "car", "bike": "bike", "foot": "foot"}


def two_legs(a, b, c):
    tot = dist(a, b) + dist(b, c)
    for va in variants(a):
        for vb in variants(b):
            for vc in variants(c):
                same_within(tot, gdist(va.geom, vb.geom) + gdist(vb.geom, vc.geom))
    return tot


def closer(x, a, b):
    """Which of a, b is closer to x, and by how much (stable over namesakes)."""
    da, db = dist(x, a), dist(x, b)
    far_apart(da, db)
    for vx in variants(x):
        for va in variants(a):
            for vb in variants(b):
                ea, eb = gdist(vx.geom, va.geom), gdist(vx.geom, vb.geom)
                need((ea < eb) == (da < db), "closer: the answer changes under a namesake")
                same_within(abs(da - db), abs(ea - eb))
    return (a if da < db else b), abs(da - db), da, db


# --------------------------------------------------------------------------------------------------------------
# The questions
# --------------------------------------------------------------------------------------------------------------
QUESTIONS = []


def q(kind, town, text, mentions, qkind="one"):
    def deco(fn):
        QUESTIONS.append(dict(kind=kind, town=town, text=text, mentions=mentions, qkind=qkind, fn=fn))
        return fn
    return deco


def P(name, town):
    return place(name, town)


H, B, S = "heidelberg", "baltimore", "singapore"
MO, TU, WE, TH, FR, SA, SU = range(7)

# ---------------------------------------------------------------- attribute
@q("attribute", H, "kilimanjaro in heidelberg - what kind of food do they do and what time do they open on sundays",
   {"kilimanjaro": "Kilimanjaro"})
def _():
    f = P("Kilimanjaro", H)
    cu = f.tags.get("cuisine")
    need(cu == "eritrean", f"cuisine {cu!r}")
    start, end = single_interval(f, SU)
    return f"!{cu}; {time_alts(start)}", f"cuisine={cu}; opening_hours={f.tags['opening_hours']!r}; Su {hm(start)}"


@q("attribute", H, "need to call Cave 54 about a table for saturday, whats there number", {"Cave 54": "Cave 54"})
def _():
    f = P("Cave 54", H)
    ph = tag_of(f, PHONE_KEYS)
    need(ph, "no phone")
    return f"!{ph} | !{ph.split()[-1]}", f"phone={ph!r}"


@q("attribute", H, "browsing at antiquariat hatry rn.. wheres the closest cafe to it and do they have wifi",
   {"antiquariat hatry": "Antiquariat Hatry"})
def _():
    x = P("Antiquariat Hatry", H)
    w, d = nearest(x, count_kind(H, amen("cafe")))
    need(w.name == "emma Café-Bar", f"nearest cafe is {w}")
    ia = w.tags.get("internet_access")
    need(ia is not None, "internet_access not tagged")
    wifi = ia in ("yes", "wlan", "wifi", "free", "public")
    return f"emma Café; {yn(wifi)}", f"nearest cafe {w} at {d:.0f} m; internet_access={ia}"


@q("attribute", H, "a friend recommended Konomi, the japanese place in heidelberg, and i want to book for 4 ppl tmrw - whats the phone number",
   {"Konomi": "Konomi"})
def _():
    f = P("Konomi", H)
    return trap(f, PHONE_KEYS, ("!no phone",)), f"tags: {sorted(f.tags)}"


@q("attribute", B, "Jimmy's Famous Seafood — what's the street adress", {"Jimmy's Famous Seafood": "Jimmy's Famous Seafood"})
def _():
    f = P("Jimmy's Famous Seafood", B)
    hn, st = f.tags.get("addr:housenumber"), f.tags.get("addr:street")
    need(hn and st, "no address")
    return f"!{hn}; !{st.split()[0]}", f"addr:housenumber={hn}; addr:street={st}"


@q("attribute", B, "can u pay with bitcoin at su casa? the furniture shop on bond st in baltimore", {"su casa": "Su Casa"})
def _():
    f = P("Su Casa", B)
    v = f.tags.get("payment:bitcoin")
    need(v in ("yes", "no"), f"payment:bitcoin={v!r}")
    return yn(v == "yes"), f"payment:bitcoin={v}"


@q("attribute", B, "who operates the Fayette Street Garage", {"Fayette Street Garage": "Fayette Street Garage"})
def _():
    f = P("Fayette Street Garage", B)
    op = f.tags.get("operator")
    need(op, "no operator")
    return f"!{op} | !Parking Authority", f"operator={op}"


@q("attribute", B, "grabbing a burger at five guys.. the cafe nearest to it, can i sit outside there?",
   {"five guys": "Five Guys"})
def _():
    x = P("Five Guys", B)
    w, d = nearest(x, count_kind(B, amen("cafe")))
    need(w.name == "Dunkin Donuts", f"nearest cafe is {w}")
    v = w.tags.get("outdoor_seating")
    need(v in ("yes", "no"), f"outdoor_seating={v!r}")
    return f"Dunkin; {yn(v == 'yes')}", f"nearest cafe {w} at {d:.0f} m; outdoor_seating={v}"


@q("attribute", S, "home fix in singapore, which unit number are they in", {"home fix": "Home Fix"})
def _():
    f = P("Home Fix", S)
    u = f.tags.get("addr:unit")
    need(u, "no unit")
    first = u.lstrip("#").split("/")[0]
    return f"!{first}", f"addr:unit={u}"


@q("attribute", S, "whats the postal code for poporo park pls", {"poporo park": "Poporo Park"})
def _():
    f = P("Poporo Park", S)
    pc = f.tags.get("addr:postcode")
    need(pc, "no postcode")
    return f"!{pc}", f"addr:postcode={pc}"


@q("attribute", S, "which bank is the atm closest to newstead? want to avoid fees", {"newstead": "Newstead"})
def _():
    x = P("Newstead", S)
    w, d = nearest(x, count_kind(S, amen("atm")))
    br = w.tags.get("brand") or w.tags.get("operator") or w.name
    need(br, "the ATM has no brand")
    return f"!{br}", f"nearest ATM {w} at {d:.0f} m; brand={br}"


@q("attribute", S, "Seoul Garden (singapore) - what type of cuisine do they serve", {"Seoul Garden": "Seoul Garden"})
def _():
    f = P("Seoul Garden", S)
    return trap(f, ("cuisine",), ("!no cuisine",)), f"tags: {sorted(f.tags)}"


# ---------------------------------------------------------------- hours
def open_list(centre, radius, cands, moments):
    s = within(centre, radius, cands)
    need(len(s) >= 2, "open list: fewer than two candidates")
    names = [f.name for f in s]
    need(all(names) and len(set(names)) == len(names), f"open list: names missing or repeated {names}")
    verdict = [(f, open_at(f, moments)) for f in s]
    opened = [f for f, v in verdict if v]
    need(0 < len(opened) < len(s), "open list: all or none open")
    fig = "; ".join(f"{f.name} {'OPEN' if v else 'closed'} ({f.tags['opening_hours']})" for f, v in verdict)
    return opened, fig


SHORT = {"Gino's (Villa Mexico)": "Gino", "Sonderbar (betreutes Trinken)": "Sonderbar"}


@q("hours", H, "heidelberg, tuesday around 9.30 at night — which fast food places within 150 m of benetton are still open?",
   {"benetton": "Benetton"}, "list")
def _():
    x = P("Benetton", H)
    opened, fig = open_list(x, 150, count_kind(H, amen("fast_food")), [(TU, 21 * 60 + 30)])
    return "; ".join(SHORT.get(f.name, f.name) for f in opened), fig


@q("hours", H, "pubs within 40m of JINX that r open on a sunday at half ten in the evening?", {"JINX": "JINX"}, "list")
def _():
    x = P("JINX", H)
    opened, fig = open_list(x, 40, count_kind(H, amen("pub")), [(SU, 22 * 60 + 30)])
    return "; ".join(SHORT.get(f.name, f.name) for f in opened), fig


@q("hours", H, "is Piccolo Mondo open for lunch on a sunday, like 1pm", {"Piccolo Mondo": "Piccolo Mondo"})
def _():
    f = P("Piccolo Mondo", H)
    return yn(open_at(f, [(SU, 13 * 60)])), f"opening_hours={f.tags['opening_hours']!r} at Su 13:00"


@q("hours", H, "saturday 3ish pm and i need a pharmacy - whichever is nearest to koh samui thaimassage, will it be open?",
   {"koh samui thaimassage": "Koh Samui Thaimassage"})
def _():
    x = P("Koh Samui Thaimassage", H)
    w, d = nearest(x, count_kind(H, amen("pharmacy")))
    need(w.name == "Greif-Apotheke", f"nearest pharmacy {w}")
    return f"Greif; {yn(open_at(w, [(SA, 15 * 60)]))}", f"{w} at {d:.0f} m; {w.tags['opening_hours']!r} at Sa 15:00"


@q("hours", B, "at 3 in the morning on a wednesday is the pharmacy closest to looney's pub open",
   {"looney's pub": "Looney's Pub"})
def _():
    x = P("Looney's Pub", B)
    w, d = nearest(x, count_kind(B, amen("pharmacy")))
    need(w.name == "Rite Aid", f"nearest pharmacy {w}")
    return f"Rite Aid; {yn(open_at(w, [(WE, 3 * 60)]))}", f"{w} at {d:.0f} m; {w.tags.get('opening_hours')!r} at We 03:00"


@q("hours", B, "thursday night 9pm, is the bar nearest to chris' seafood open or nah", {"chris' seafood": "Chris' Seafood"})
def _():
    x = P("Chris' Seafood", B)
    w, d = nearest(x, count_kind(B, amen("bar")))
    need(w.name == "Montford Bar", f"nearest bar {w}")
    return f"Montford; {yn(open_at(w, [(TH, 21 * 60)]))}", f"{w} at {d:.0f} m; {w.tags.get('opening_hours')!r} at Th 21:00"


@q("hours", B, "whats the closest bakery to the jewish museum in baltimore and could i get something there on saturday at 8.30 am",
   {"jewish museum": "Jewish Museum of Maryland"})
def _():
    x = P("Jewish Museum of Maryland", B)
    w, d = nearest(x, count_kind(B, lambda t: t.get("shop") == "bakery"))
    need(w.name == "Patisserie Poupon", f"nearest bakery {w}")
    return f"Poupon; {yn(open_at(w, [(SA, 8 * 60 + 30)]))}", \
        f"{w} at {d:.0f} m; {w.tags.get('opening_hours')!r} at Sa 08:30"


@q("hours", B, "is louisiana's open on a friday around 7pm? thinking of dinner", {"louisiana's": "Louisiana's"})
def _():
    f = P("Louisiana's", B)
    return trap(f, ("opening_hours",), ("!no opening hours",)), f"tags: {sorted(f.tags)}"


@q("hours", S, "the restaurant nearest to sweetspot — is it open at 3 in the afternoon on a tuesday",
   {"sweetspot": "SweetSpot"})
def _():
    x = P("SweetSpot", S)
    w, d = nearest(x, count_kind(S, amen("restaurant")))
    need(w.name == "Lavo", f"nearest restaurant {w}")
    return f"Lavo; {yn(open_at(w, [(TU, 15 * 60)]))}", f"{w} at {d:.0f} m; {w.tags.get('opening_hours')!r} at Tu 15:00"


@q("hours", S, "singapore: if i head to the food court nearest the Rolex store at 10pm on a friday will it still be serving", {"Rolex": "Rolex"})
def _():
    x = P("Rolex", S)
    w, d = nearest(x, count_kind(S, amen("food_court")))
    need(w.name == "Makansutra Gluttons Bay", f"nearest food court {w}")
    return f"Gluttons Bay; {yn(open_at(w, [(FR, 22 * 60)]))}", \
        f"{w} at {d:.0f} m; {w.tags.get('opening_hours')!r} at Fr 22:00"


@q("hours", S, "Punjab Grill hrs on saturday?", {"Punjab Grill": "Punjab Grill"})
def _():
    f = P("Punjab Grill", S)
    return trap(f, ("opening_hours",), ("!no opening hours",)), f"tags: {sorted(f.tags)}"


@q("hours", S, "can i still get dinner at tenkaichi at 9pm on a wednesday or will it be shut", {"tenkaichi": "Tenkaichi"})
def _():
    f = P("Tenkaichi", S)
    return trap(f, ("opening_hours",), ("!no opening hours",)), f"tags: {sorted(f.tags)}"


# ---------------------------------------------------------------- arithmetic
@q("arithmetic", H, "Hip Hotel and Hotel Goldener Hecht - how many rooms combined? and how many each",
   {"Hip Hotel": "Hip Hotel", "Hotel Goldener Hecht": "Hotel Goldener Hecht"})
def _():
    a, b = P("Hip Hotel", H), P("Hotel Goldener Hecht", H)
    ra, rb = int(a.tags["rooms"]), int(b.tags["rooms"])
    return f"!{ra + rb}; !{ra}; !{rb}", f"rooms {ra} + {rb}"


@q("arithmetic", H, "within 150 m of yellow corner are there more cafes or fast food places, and whats the diffrence? give both numbers",
   {"yellow corner": "Yellow Corner"})
def _():
    x = P("Yellow Corner", H)
    ca = no_unnamed(within(x, 150, count_kind(H, amen("cafe"))), "cafes")
    ff = no_unnamed(within(x, 150, count_kind(H, amen("fast_food"))), "fast food")
    not_near_tie(len(ca), len(ff))
    more = "!cafe" if len(ca) > len(ff) else "!fast food"
    return f"{more}; #{abs(len(ca) - len(ff))}; #{len(ca)}; #{len(ff)}", \
        f"cafes {len(ca)} {[f.name for f in ca]}; fast food {len(ff)} {[f.name for f in ff]}"


@q("arithmetic", H, "at sporthalle klingenteich: whats nearer, piccolo mondo or hotel monpti, and by how many metres",
   {"sporthalle klingenteich": "Sporthalle Klingenteich", "piccolo mondo": "Piccolo Mondo", "hotel monpti": "Hotel Monpti"})
def _():
    x, a, b = P("Sporthalle Klingenteich", H), P("Piccolo Mondo", H), P("Hotel Monpti", H)
    w, diff, da, db = closer(x, a, b)
    return f"{w.name}; {m_item(diff)}", f"{a.name} {da:.0f} m, {b.name} {db:.0f} m"


@q("arithmetic", H, "Zentrale Universitätsverwaltung vs Seminar für Klassische Philologie: which building has the bigger footprint, and by how much?",
   {"Zentrale Universitätsverwaltung": "Zentrale Universitätsverwaltung",
    "Seminar für Klassische Philologie": "Seminar für Klassische Philologie"})
def _():
    a, b = P("Zentrale Universitätsverwaltung", H), P("Seminar für Klassische Philologie", H)
    need("building" in a.tags and "building" in b.tags, "not both building footprints")
    aa, ab = area(a), area(b)
    far_apart(aa, ab)
    w = "Zentrale Universit" if aa > ab else "Klassische Philologie"
    return f"{w}; {m2_item(abs(aa - ab))}", f"{a.name} {aa:.0f} m2, {b.name} {ab:.0f} m2"


@q("arithmetic", B, "how many square metres bigger is frank c bocek park than rash field",
   {"frank c bocek park": "Frank C Bocek Park", "rash field": "Rash Field"})
def _():
    a, b = P("Frank C Bocek Park", B), P("Rash Field", B)
    aa, ab = area(a), area(b)
    far_apart(aa, ab)
    need(aa > ab, "the first park is not the bigger one")
    return m2_item(aa - ab), f"{a.name} {aa:.0f} m2, {b.name} {ab:.0f} m2"


@q("arithmetic", B, "baltimore data: fire stations or police stations, which are there more of? numbers for both pls", {})
def _():
    fi = no_unnamed(count_kind(B, amen("fire_station")), "fire stations")
    po = no_unnamed(count_kind(B, amen("police")), "police")
    not_near_tie(len(fi), len(po))
    more = "!fire" if len(fi) > len(po) else "!police"
    return f"{more}; #{len(fi)}; #{len(po)}", f"fire_station {len(fi)}, police {len(po)}"


@q("arithmetic", B, "little italy garage + lockwood place garage, how many floors is that in total",
   {"little italy garage": "Little Italy Garage", "lockwood place garage": "Lockwood Place Garage"})
def _():
    a, b = P("Little Italy Garage", B), P("Lockwood Place Garage", B)
    need("building:levels" in a.tags, "the first garage has no levels: not the intended half-trap")
    g = trap(b, ("building:levels", "levels", "height"), ("!no levels", "!doesn't have", "!does not have"))
    return g, f"{a.name} building:levels={a.tags['building:levels']}; {b.name} none"


@q("arithmetic", B, "from race pace, how much further is locust point steamers than kumari (straight line)",
   {"race pace": "Race Pace Bicycles", "locust point steamers": "Locust Point Steamers", "kumari": "Kumari"})
def _():
    x, a, b = P("Race Pace Bicycles", B), P("Locust Point Steamers", B), P("Kumari", B)
    w, diff, da, db = closer(x, a, b)
    need(w is b, "Kumari is not the nearer one")
    return m_item(da - db), f"{a.name} {da:.0f} m, {b.name} {db:.0f} m"


@q("arithmetic", S, "from zara in singapore, is the box office or the rolex shop closer and by how much",
   {"zara": "Zara", "box office": "Box Office", "rolex": "Rolex"})
def _():
    x, a, b = P("Zara", S), P("Box Office", S), P("Rolex", S)
    w, diff, da, db = closer(x, a, b)
    return f"{w.name}; {m_item(diff)}", f"{a.name} {da:.0f} m, {b.name} {db:.0f} m"


@q("arithmetic", S, "how many restaurants per cafe are there within 80m of liho? show both counts", {"liho": "LiHO"})
def _():
    x = P("LiHO", S)
    r = no_unnamed(within(x, 80, count_kind(S, amen("restaurant"))), "restaurants")
    c = no_unnamed(within(x, 80, count_kind(S, amen("cafe"))), "cafes")
    need(len(c) > 0 and len(r) % len(c) == 0, f"ratio {len(r)}/{len(c)} not whole")
    k = len(r) // len(c)
    return f"!{k} | !{k}.0; #{len(r)}; #{len(c)}", f"restaurants {[f.name for f in r]}; cafes {[f.name for f in c]}"


@q("arithmetic", S, "how many times bigger is the louis vuitton pavilion than bazin? going by floor area",
   {"louis vuitton": "Crystal Pavilion North;Louis Vuitton Singapore", "bazin": "Bazin"})
def _():
    a, b = P("Crystal Pavilion North;Louis Vuitton Singapore", S), P("Bazin", S)
    aa, ab = area(a), area(b)
    return ratio_items(aa / ab), f"{aa:.1f} m2 / {ab:.1f} m2 = {aa / ab:.4f}"


@q("arithmetic", S, "straight-line distance from newstead to xtra, then from xtra on to the hour glass — total?",
   {"newstead": "Newstead", "xtra": "Xtra", "the hour glass": "The Hour Glass"})
def _():
    a, b, c = P("Newstead", S), P("Xtra", S), P("The Hour Glass", S)
    tot = two_legs(a, b, c)
    return m_item(tot), f"{dist(a, b):.0f} + {dist(b, c):.0f} m"


# ---------------------------------------------------------------- route
def leg_q(town, a, b, mode, timed=False):
    fa, fb = P(a, town), P(b, town)
    L, line, alts = stable_route(fa, fb, town, mode)
    fig = f"{mode} {L:.0f} m (line {line:.0f} m); variants " + ", ".join(f"{k} {v:.0f}" for k, v in alts.items())
    return route_gold(L, timed), fig


def tour_q(town, names, mode, round_trip=False):
    fs = [P(n, town) for n in names]
    best, second, legs = tour(tuple(fs), town, mode, round_trip)
    short = {"Hotel Goldener Hecht": "Goldener Hecht"}
    gold = "; ".join(short.get(f.name, f.name) for f in best[1]) + f"; ~{r10(best[0])} m ±10%"
    fig = (f"best {' -> '.join(f.name for f in (fs[0],) + best[1])} {best[0]:.0f} m; second "
           f"{' -> '.join(f.name for f in (fs[0],) + second[1])} {second[0]:.0f} m ({second[0] / best[0]:.2f}x)")
    return gold, fig


@q("route", H, "driving from hotel monpti to malecon for dinner, how far is it by road",
   {"hotel monpti": "Hotel Monpti", "malecon": "Malecón"})
def _():
    return leg_q(H, "Hotel Monpti", "Malecón", "car")


@q("route", H, "after dinner at Alte Gundtei i'm cycling over to Rad Kirch, how long wil that ride take",
   {"Alte Gundtei": "Alte Gundtei", "Rad Kirch": "Rad Kirch"})
def _():
    return leg_q(H, "Alte Gundtei", "Rad Kirch", "bike", timed=True)


@q("route", H, "walking from hotel am schloss to vater rhein, how many km roughly?",
   {"hotel am schloss": "Hotel am Schloss", "vater rhein": "Vater Rhein"})
def _():
    return leg_q(H, "Hotel am Schloss", "Vater Rhein", "foot")


@q("route", H, "starting at Arthotel Heidelberg i want to walk to globetrotter, zimmertheater and sayuki and then back to the hotel. best order + total distance?",
   {"Arthotel Heidelberg": "Arthotel Heidelberg", "globetrotter": "Globetrotter", "zimmertheater": "Zimmertheater",
    "sayuki": "Sayuki"})
def _():
    return tour_q(H, ["Arthotel Heidelberg", "Globetrotter", "Zimmertheater", "Sayuki"], "foot", round_trip=True)


@q("route", B, "how far is the drive from the Four Seasons to Target in baltimore",
   {"Four Seasons": "Four Seasons", "Target": "Target"})
def _():
    return leg_q(B, "Four Seasons", "Target", "car")


@q("route", B, "renting a bike at joe's bike shop and cycling to the dipietro ice rink.. how long will it take me",
   {"joe's bike shop": "Joe's Bike Shop", "dipietro ice rink": "Mimi DiPietro Ice Rink"})
def _():
    return leg_q(B, "Joe's Bike Shop", "Mimi DiPietro Ice Rink", "bike", timed=True)


@q("route", B, "got 20 min before my table at chiaparelli's, can i walk there from barnes & noble in time? how far is it",
   {"chiaparelli's": "Chiaparelli's", "barnes & noble": "Barnes & Noble"})
def _():
    gold, fig = leg_q(B, "Barnes & Noble", "Chiaparelli's", "foot")
    L = float(gold.split()[0][1:])
    need(L / 1000 / (20 / 60) < 3.0, "20 minutes would need 3 km/h or more: the verdict depends on the pace")
    return f"!yes; {gold}", fig + f"; 20 min needs {L / 1000 / (20 / 60):.1f} km/h"


@q("route", B, "by car: start at mission bbq, need to hit whole foods, kislings tavern and langermann's, no need to come back. quickest order?",
   {"mission bbq": "Mission BBQ", "whole foods": "Whole Foods", "kislings tavern": "Kislings Tavern",
    "langermann's": "Langermann's"})
def _():
    return tour_q(B, ["Mission BBQ", "Whole Foods", "Kislings Tavern", "Langermann's"], "car")


@q("route", S, "poporo park to the connoisseur concerto on foot, how long does it take",
   {"poporo park": "Poporo Park", "the connoisseur concerto": "The Connoisseur Concerto"})
def _():
    return leg_q(S, "Poporo Park", "The Connoisseur Concerto", "foot", timed=True)


@q("route", S, "whats the walking distance from Beyond Pancakes over to the louis vuitton pavilion",
   {"Beyond Pancakes": "Beyond Pancakes", "louis vuitton": "Crystal Pavilion North;Louis Vuitton Singapore"})
def _():
    return leg_q(S, "Beyond Pancakes", "Crystal Pavilion North;Louis Vuitton Singapore", "foot")


@q("route", S, "Running Lab → Black Knight walking, how far",
   {"Running Lab": "Running Lab", "Black Knight": "Black Knight"})
def _():
    return leg_q(S, "Running Lab", "Black Knight", "foot")


@q("route", S, "singapore on foot: start at modern fencing, then swarovski, xtra and casio, dont need to go back. best order and total walk?",
   {"modern fencing": "Modern Fencing", "swarovski": "Swarovski", "xtra": "Xtra", "casio": "CASIO"})
def _():
    return tour_q(S, ["Modern Fencing", "Swarovski", "Xtra", "CASIO"], "foot")


# ---------------------------------------------------------------- aggregate
@q("aggregate", H, "which hotels in the heidelberg data are 4 star or better?", {}, "list")
def _():
    hot = count_kind(H, lambda t: t.get("tourism") == "hotel")
    for f in hot:
        need(f.tags.get("stars") is None or re.fullmatch(r"\d", f.tags["stars"]), f"odd stars on {f}")
    q4 = no_unnamed([f for f in hot if f.tags.get("stars") and int(f.tags["stars"]) >= 4], "4-star hotels")
    short = {"Hotel zum Ritter St. Georg": "Ritter", "Arthotel Heidelberg": "Arthotel"}
    return "; ".join(short.get(f.name, f.name) for f in q4), \
        f"stars: {Counter(f.tags.get('stars') for f in hot)}; >=4: {[f.name for f in q4]}"


@q("aggregate", H, "how many fast food places in heidelberg are tagged as fully wheelchair accesible", {})
def _():
    ff = no_unnamed(count_kind(H, amen("fast_food")), "fast food")
    w = [f for f in ff if f.tags.get("wheelchair") == "yes"]
    return f"#{len(w)}", f"{[f.name for f in w]} of {len(ff)}; values {Counter(f.tags.get('wheelchair') for f in ff)}"


@q("aggregate", H, "near Same Same (the sushi place) — how many bookshops are there within 250 m", {"Same Same": "Same Same"})
def _():
    x = P("Same Same", H)
    s = within(x, 250, count_kind(H, lambda t: t.get("shop") == "books"))
    return f"#{len(s)}", f"{[(f.name, round(dist(x, f))) for f in s]}"


@q("aggregate", H, "whats the most common cuisine among heidelberg's fast food places", {})
def _():
    ff = count_kind(H, amen("fast_food"))
    full = [v for f in ff for v in split_vals(f.tags.get("cuisine"))]
    named = [v for f in ff if f.name for v in split_vals(f.tags.get("cuisine"))]
    unsplit = [f.tags["cuisine"].lower() for f in ff if f.tags.get("cuisine")]
    w, fig = most_common(full, named, unsplit)
    return f"!{w}", f"{fig}; unsplit {Counter(unsplit).most_common(3)}"


@q("aggregate", B, "in baltimore's data what kind of shop is the most common one", {})
def _():
    sh = count_kind(B, lambda t: "shop" in t)
    full = [f.tags["shop"] for f in sh]
    named = [f.tags["shop"] for f in sh if f.name]
    noyes = [v for v in full if v not in ("yes", "vacant")]
    w, fig = most_common(full, named, noyes)
    return f"!{w}", f"{fig}"


@q("aggregate", B, "how many ferry terminals / water taxi stops does baltimore's data have", {})
def _():
    fe = count_kind(B, amen("ferry_terminal"))
    return f"#{len(fe)}", f"{[f.name for f in fe]}"


@q("aggregate", B, "Nacho Mama's: how many bars r within 250 m of it", {"Nacho Mama's": "Nacho Mama's"})
def _():
    x = P("Nacho Mama's", B)
    s = within(x, 250, count_kind(B, amen("bar")))
    return f"#{len(s)}", f"{[(f.name, round(dist(x, f))) for f in s]}"


@q("aggregate", B, "parks bigger than 2000 m² within 400 m of ace hardware — names pls", {"ace hardware": "Ace Hardware"},
   "list")
def _():
    x = P("Ace Hardware", B)
    parks = [f for f in T(B).features if f.tags.get("leisure") == "park" and f.geom.geom_type in ("Polygon", "MultiPolygon")]
    s = within(x, 400, parks)
    for p in s:
        need(abs(area(p) - 2000) > 0.05 * 2000, f"park {p} area {area(p):.0f} m2 next to the threshold")
    big = no_unnamed([p for p in s if area(p) > 2000], "qualifying parks")
    need(len(big) < len(s), "every park in range qualifies")
    short = {"St. Casimir's Park": "Casimir", "O'Donnell Square Park": "Donnell Square",
             "Boston Street Pier Park": "Boston Street Pier"}
    return "; ".join(short.get(p.name, p.name) for p in big), \
        f"in range: {[(p.name, round(area(p)), round(dist(x, p))) for p in s]}"


@q("aggregate", S, "count of ATMs in the singapore data?", {})
def _():
    a = count_kind(S, amen("atm"))
    return f"#{len(a)}", f"{[(f.name, f.tags.get('brand')) for f in a]}"


@q("aggregate", S, "singapore: how many restaurants are on level 2", {})
def _():
    r = no_unnamed(count_kind(S, amen("restaurant")), "restaurants")
    l2 = [f for f in r if f.tags.get("level") == "2"]
    return f"#{len(l2)}", f"{[f.name for f in l2]}; levels {Counter(f.tags.get('level') for f in r)}"


@q("aggregate", S, "which shop brand shows up most often in the singapore data", {})
def _():
    sh = count_kind(S, lambda t: "shop" in t)
    full = [f.tags["brand"] for f in sh if f.tags.get("brand")]
    named = [f.tags["brand"] for f in sh if f.tags.get("brand") and f.name]
    w, fig = most_common(full, named)
    need(w == "7-Eleven", f"winner {w}")
    return "7-Eleven | 7 Eleven | Seven-Eleven | 7-11", f"{fig}"


@q("aggregate", S, "watch shops within 150m of bazin?", {"bazin": "Bazin"}, "list")
def _():
    x = P("Bazin", S)
    s = no_unnamed(within(x, 150, count_kind(S, lambda t: t.get("shop") == "watches")), "watch shops")
    short = {"The Hour Glass": "Hour Glass"}
    return "; ".join(short.get(f.name, f.name) for f in s), f"{[(f.name, round(dist(x, f))) for f in s]}"


# --------------------------------------------------------------------------------------------------------------
# Running
# --------------------------------------------------------------------------------------------------------------
HEADER = ("# \"beyond\" validation set 7 (held out): {kind} questions over the osm-fresh extracts "
          "(Heidelberg 2015, Baltimore 2015, Singapore Bayfront 2019).\n"
          "# Golds computed by gold_val7.py from the raw .pbf files; see README-val7.md. Map data (c) OpenStreetMap "
          "contributors, ODbL 1.0.\n"
          "# question<TAB>gold<TAB>kind\n")


def compute():
    rows, errors = [], []
    for i, Qd in enumerate(QUESTIONS):
        try:
            need("\t" not in Qd["text"] and "\n" not in Qd["text"], "tab or newline in the question")
            for mention, name in Qd["mentions"].items():
                check_mention(Qd["text"], mention, name, Qd["town"])
            gold, fig = Qd["fn"]()
            check_gold_syntax(gold)
            rows.append((Qd, gold, fig))
        except Fragile as e:
            errors.append((Qd, str(e)))
            rows.append((Qd, None, f"FRAGILE: {e}"))
    for kind in KINDS:
        for town in TOWNS:
            n = sum(1 for Qd in QUESTIONS if Qd["kind"] == kind and Qd["town"] == town)
            if n != 4:
                errors.append(({"kind": kind, "town": town, "text": "(count)"}, f"{kind}/{town}: {n} questions, not 4"))
    return rows, errors


def tsv_lines(rows, kind):
    return [f"{Qd['text']}\t{gold}\t{Qd['qkind']}" for Qd, gold, _ in rows if Qd["kind"] == kind]


def main(argv):
    rows, errors = compute()
    if "--check" in argv:
        bad = len(errors)
        for Qd, e in errors:
            print(f"FRAGILE [{Qd['kind']}/{Qd['town']}] {Qd['text']}\n    {e}")
        for kind in KINDS:
            path = HERE / f"val7-{kind}.tsv"
            if not path.exists():
                print(f"MISSING {path.name}")
                bad += 1
                continue
            have = [l for l in path.read_text(encoding="utf-8").splitlines() if l.strip() and not l.startswith("#")]
            want = tsv_lines(rows, kind)
            if have != want:
                bad += 1
                for h, w in itertools.zip_longest(have, want):
                    if h != w:
                        print(f"DIFF {path.name}\n    file: {h}\n    gold: {w}")
        print(f"{'OK' if not bad else 'FAILED'}: {len(QUESTIONS)} questions, {len(errors)} fragile, {bad} problems")
        return 1 if bad else 0
    if "--write" in argv:
        if errors:
            for Qd, e in errors:
                print(f"FRAGILE [{Qd['kind']}/{Qd['town']}] {Qd['text']}\n    {e}")
            print("refused: fragile golds")
            return 1
        for kind in KINDS:
            path = HERE / f"val7-{kind}.tsv"
            path.write_text(HEADER.format(kind=kind) + "\n".join(tsv_lines(rows, kind)) + "\n", encoding="utf-8")
            print(f"wrote {path.name}")
        return 0
    for Qd, gold, fig in rows:
        print(f"[{Qd['kind']}/{Qd['town']}] {Qd['text']}\n    gold: {gold}   ({Qd['qkind']})\n    {fig}")
    for Qd, e in errors:
        print(f"FRAGILE [{Qd['kind']}/{Qd['town']}] {Qd['text']}\n    {e}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

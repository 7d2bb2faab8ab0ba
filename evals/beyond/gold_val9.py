#!/usr/bin/env python3
"""Recompute the golds of the beyond validation set 9 (val9-*.tsv) from the osm-fresh extracts.

usage: gold_val9.py [--check | --write]   (no flag: print questions, towns, golds and figures)
"""
import os, re, sys, math, itertools, unicodedata, warnings
warnings.filterwarnings("ignore", category=DeprecationWarning)
from pathlib import Path
import osmium
import shapely
from shapely.geometry import Point, LineString, Polygon, MultiPolygon, shape
from shapely.ops import nearest_points, transform as sh_transform
from pyproj import Geod, Transformer, CRS
import networkx as nx
import numpy as np

GEOD = Geod(ellps="WGS84")
FILES = {"heidelberg": "heidelberg-2015.osm.pbf", "baltimore": "baltimore-2015.osm.pbf",
         "singapore": "singapore-bayfront-2019.osm.pbf"}
POI_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "office", "craft")


def data_dir():
    env = os.environ.get("GEOREACT_FRESH_DIR")
    if env:
        return Path(env)
    here = Path(__file__).resolve()
    cand = here.parents[3] / "shared" / "data" / "osm-fresh" if len(here.parents) > 3 else None
    if cand and cand.exists():
        return cand
    return Path("/work/shared/data/osm-fresh")


def fold(s):
    s = s.replace("ß", "ss").replace("’", "'").replace("‘", "'")
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.casefold().strip()


class Feat:
    __slots__ = ("town", "kind", "id", "tags", "geom", "name", "_c")

    def __init__(self, town, kind, oid, tags, geom):
        self.town, self.kind, self.id, self.tags, self.geom = town, kind, oid, tags, geom
        self.name = tags.get("name")
        self._c = None

    @property
    def centroid(self):
        if self._c is None:
            self._c = self.geom.centroid if self.geom.geom_type != "Point" else self.geom
        return self._c

    def is_poi(self):
        return any(k in self.tags for k in POI_KEYS)

    def __repr__(self):
        return f"<{self.kind}{self.id} {self.name!r}>"


class _H(osmium.SimpleHandler):
    def __init__(self, town):
        super().__init__()
        self.town = town
        self.feats = []
        self.ways = []      # (id, tags, [(nid, lon, lat)])
        self.mp = []

    def node(self, n):
        if len(n.tags) and n.location.valid():
            self.feats.append(Feat(self.town, "n", n.id, dict(n.tags), Point(n.location.lon, n.location.lat)))

    def way(self, w):
        try:
            coords = [(nd.ref, nd.location.lon, nd.location.lat) for nd in w.nodes]
        except osmium.InvalidLocationError:
            return
        tags = dict(w.tags)
        self.ways.append((w.id, tags, coords))
        if not tags or len(coords) < 2:
            return
        xy = [(c[1], c[2]) for c in coords]
        closed = coords[0][0] == coords[-1][0] and len(coords) >= 4
        poly = closed and tags.get("area") != "no" and not ("highway" in tags and tags.get("area") != "yes") \
            and not ("barrier" in tags and len(tags) == 1)
        g = None
        if poly:
            p = Polygon(xy)
            if p.is_valid and p.area > 0:
                g = p
        if g is None:
            g = LineString(xy)
        self.feats.append(Feat(self.town, "w", w.id, tags, g))

    def area(self, a):
        if a.from_way():
            return
        tags = dict(a.tags)
        try:
            polys = []
            for outer in a.outer_rings():
                sh = [(n.lon, n.lat) for n in outer]
                holes = [[(n.lon, n.lat) for n in inner] for inner in a.inner_rings(outer)]
                polys.append(Polygon(sh, holes))
            g = polys[0] if len(polys) == 1 else MultiPolygon(polys)
            if not g.is_valid:
                g = g.buffer(0)
        except Exception:
            return
        self.feats.append(Feat(self.town, "r", a.orig_id(), tags, g))


_CACHE = {}


def load(town):
    if town in _CACHE:
        return _CACHE[town]
    h = _H(town)
    h.apply_file(str(data_dir() / FILES[town]), locations=True, idx="flex_mem")
    _CACHE[town] = h
    return h


def feats(town):
    return load(town).feats


def all_pois():
    out = []
    for t in FILES:
        out += [f for f in feats(t) if f.name and f.is_poi()]
    return out


# ---------------- geometry ----------------
_TR = {}


def _aeqd(pt):
    key = (round(pt.x, 7), round(pt.y, 7))
    if key not in _TR:
        crs = CRS.from_proj4(f"+proj=aeqd +lat_0={pt.y} +lon_0={pt.x} +datum=WGS84 +units=m")
        _TR[key] = (Transformer.from_crs("EPSG:4326", crs, always_xy=True),
                    Transformer.from_crs(crs, "EPSG:4326", always_xy=True))
    return _TR[key]


def gdist_pts(a, b):
    return GEOD.inv(a.x, a.y, b.x, b.y)[2]


def dist(ga, gb):
    """geodesic distance between nearest points of two lon/lat geometries"""
    if ga.intersects(gb):
        return 0.0
    c = ga.centroid if ga.geom_type != "Point" else ga
    fw, bw = _aeqd(c)
    pa = sh_transform(fw.transform, ga)
    pb = sh_transform(fw.transform, gb)
    na, nb = nearest_points(pa, pb)
    la = Point(*bw.transform(na.x, na.y))
    lb = Point(*bw.transform(nb.x, nb.y))
    return gdist_pts(la, lb)


def fdist(fa, fb):
    return dist(fa.geom, fb.geom)


def cdist(fa, fb):
    return gdist_pts(fa.centroid, fb.centroid)


def area(f):
    return abs(GEOD.geometry_area_perimeter(f.geom)[0])


def length(g):
    return GEOD.geometry_length(g)


# ---------------- places ----------------
class Fragile(Exception):
    pass


def find_place(mention, town=None):
    """return the single POI whose name equals / contains the mention; raises if not unique."""
    m = fold(mention)
    pois = all_pois()
    exact = [f for f in pois if fold(f.name) == m]
    if len(exact) > 1:
        raise Fragile(f"name {mention!r} on {len(exact)} POIs: {exact}")
    sub = [f for f in pois if m in fold(f.name)]
    if len(sub) != 1:
        raise Fragile(f"mention {mention!r} inside {len(sub)} POI names: {sub[:6]}")
    f = sub[0]
    if town and f.town != town:
        raise Fragile(f"mention {mention!r} is in {f.town}, not {town}")
    return f


def namesakes(f):
    return [g for g in feats(f.town) if g is not f and g.name and fold(g.name) == fold(f.name)]


def kind_of(town, key, val):
    if isinstance(val, (list, tuple, set)):
        return [f for f in feats(town) if f.tags.get(key) in val]
    return [f for f in feats(town) if f.tags.get(key) == val]


# ---------------- opening hours ----------------
DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]


class Unusable(Exception):
    pass


def _days(sel):
    out = set()
    for part in sel.split(","):
        if "-" in part:
            a, b = part.split("-")
            if a not in DAYS or b not in DAYS:
                raise Unusable(sel)
            i, j = DAYS.index(a), DAYS.index(b)
            k = i
            while True:
                out.add(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in DAYS:
                raise Unusable(sel)
            out.add(DAYS.index(part))
    return out


def _hm(s):
    m = re.fullmatch(r"(\d{1,2}):(\d\d)", s)
    if not m:
        raise Unusable(s)
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59:
        raise Unusable(s)
    return h * 60 + mi


def parse_oh(s):
    """-> dict day -> list of (start_min, end_min) with end possibly > 1440 (past midnight)"""
    s = s.strip()
    if s == "24/7":
        return {d: [(0, 1440)] for d in range(7)}, True
    table = {}
    for rule in s.split(";"):
        rule = rule.strip()
        if not rule:
            continue
        m = re.fullmatch(r"(?:([A-Za-z,\-]+) )?(.+)", rule)
        sel, body = m.group(1), m.group(2)
        days = _days(sel) if sel else set(range(7))
        if body in ("off", "closed"):
            iv = []
        else:
            if re.search(r", ", body) or " " in body:
                raise Unusable(rule)
            iv = []
            for rng in body.split(","):
                if rng.count("-") != 1:
                    raise Unusable(rng)
                a, b = rng.split("-")
                a, b = _hm(a), _hm(b)
                if b <= a:
                    b += 1440
                iv.append((a, b))
        for d in days:
            table[d] = iv
    return {d: table.get(d, []) for d in range(7)}, False


def is_open(s, day, minute, strict=False):
    t, _ = parse_oh(s)
    for a, b in t[day]:
        if a <= minute < b:
            return True
    prev = (day - 1) % 7
    for a, b in t[prev]:
        if b > 1440 and minute < b - 1440:
            if strict and t[day]:
                continue
            return True
    return False


def open_verdict(s, day, minute):
    """verdict stable +-15 min and under both past-midnight readings, else Fragile"""
    vs = set()
    for dm in range(-15, 16):
        m = minute + dm
        d = day
        if m < 0:
            m += 1440; d = (d - 1) % 7
        if m >= 1440:
            m -= 1440; d = (d + 1) % 7
        for strict in (False, True):
            vs.add(is_open(s, d, m, strict))
    if len(vs) != 1:
        raise Fragile(f"hours {s!r} unstable at {DAYS[day]} {minute//60}:{minute%60:02d}")
    return vs.pop()


# ---------------- routing ----------------
CAR = {"motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
       "secondary_link", "tertiary_link", "residential", "unclassified", "service", "living_street", "road"}
NONWAYS = {"proposed", "construction", "abandoned", "platform", "raceway", "bus_stop", "elevator", "rest_area",
           "services", "razed", "disused", "bus_guideway", "escape"}
MOTOR = {"motorway", "trunk", "motorway_link", "trunk_link"}


def _mode_ok(tags, mode, variant):
    hw = tags.get("highway")
    if not hw:
        return None
    if mode == "car":
        if hw not in CAR or tags.get("access") in ("no", "private"):
            return None
        if variant == "strict" and (tags.get("motor_vehicle") in ("no", "private") or tags.get("motorcar") in ("no", "private")):
            return None
    elif mode == "bike":
        ok = (hw in CAR and hw not in MOTOR) or hw in ("cycleway", "path", "track") or tags.get("bicycle") in ("yes", "designated")
        if not ok or tags.get("bicycle") == "no":
            return None
        if variant == "strict" and tags.get("access") in ("no", "private") and tags.get("bicycle") not in ("yes", "designated", "permissive"):
            return None
    else:
        if hw in MOTOR or hw in NONWAYS or tags.get("foot") == "no":
            return None
        if variant == "strict" and tags.get("access") in ("no", "private") and tags.get("foot") not in ("yes", "designated", "permissive"):
            return None
        return 0
    ow = tags.get("oneway")
    d = 1 if ow in ("yes", "true", "1") else (-1 if ow == "-1" else 0)
    if variant == "strict" and d == 0 and (tags.get("junction") == "roundabout" or hw in ("motorway", "motorway_link")):
        d = 1
    if mode == "bike":
        if tags.get("oneway:bicycle") == "no" or tags.get("cycleway", "").startswith("opposite"):
            d = 0
        if variant == "nooneway":
            d = 0
    return d


_G = {}


def graph(town, mode, variant="base"):
    key = (town, mode, variant)
    if key in _G:
        return _G[key]
    G = nx.DiGraph()
    pos = {}
    for wid, tags, coords in load(town).ways:
        d = _mode_ok(tags, mode, variant)
        if d is None:
            continue
        for (n1, x1, y1), (n2, x2, y2) in zip(coords, coords[1:]):
            if n1 == n2:
                continue
            w = GEOD.inv(x1, y1, x2, y2)[2]
            pos[n1] = (x1, y1); pos[n2] = (x2, y2)
            if d >= 0:
                if not G.has_edge(n1, n2) or G[n1][n2]["w"] > w:
                    G.add_edge(n1, n2, w=w)
            if d <= 0:
                if not G.has_edge(n2, n1) or G[n2][n1]["w"] > w:
                    G.add_edge(n2, n1, w=w)
    comp = max(nx.strongly_connected_components(G), key=len)
    ids = np.array(list(pos.keys()))
    arr = np.array([pos[i] for i in ids])
    cids = np.array([i for i in ids if i in comp])
    carr = np.array([pos[i] for i in cids])
    _G[key] = (G, ids, arr, cids, carr, pos)
    return _G[key]


def snap(town, mode, f, variant="base", whole=False):
    G, ids, arr, cids, carr, pos = graph(town, mode, variant)
    p = f.centroid
    I, A = (ids, arr) if whole else (cids, carr)
    # approximate pre-filter then geodesic
    dd = (A[:, 0] - p.x) ** 2 * math.cos(math.radians(p.y)) ** 2 + (A[:, 1] - p.y) ** 2
    idx = np.argsort(dd)[:20]
    best = min(idx, key=lambda i: GEOD.inv(p.x, p.y, A[i, 0], A[i, 1])[2])
    d = GEOD.inv(p.x, p.y, A[best, 0], A[best, 1])[2]
    return I[best], d


def route(town, mode, fa, fb, variant="base", whole=False):
    G = graph(town, mode, variant)[0]
    a, da = snap(town, mode, fa, variant, whole)
    b, db = snap(town, mode, fb, variant, whole)
    if not whole and (da > 100 or db > 100):
        raise Fragile(f"snap too far {da:.0f} {db:.0f} ({fa} {fb} {mode})")
    try:
        return nx.dijkstra_path_length(G, a, b, weight="w")
    except nx.NetworkXNoPath:
        raise Fragile(f"no path {fa}->{fb} {mode} {variant} whole={whole}")


def variants(mode):
    return {"car": ["strict"], "bike": ["strict", "nooneway"], "foot": ["strict"]}[mode]


def stable_route(town, mode, fa, fb):
    L = route(town, mode, fa, fb)
    s = cdist(fa, fb)
    s2 = fdist(fa, fb)
    alts = {}
    for v in variants(mode):
        alts[v] = route(town, mode, fa, fb, v)
    alts["whole"] = route(town, mode, fa, fb, "base", True)
    for na in [fa] + namesakes(fa):
        for nb in [fb] + namesakes(fb):
            if (na, nb) != (fa, fb):
                alts[f"ns {na}{nb}"] = route(town, mode, na, nb)
    return L, s2, alts

OLDER_SETS = ['7-Eleven', 'Ace Hardware', 'Admiral Fell Inn', 'Aldi', 'Alfredo OSTERIA', 'Alte Gundtei', 'Altstadtpension Jeske', 'Anchorage Marina', 'Antiquariat Friedrich Welz', 'Antiquariat Hatry', 'Art Science Museum', 'Arthotel Heidelberg', 'Attmans Delicatessan', 'Baltimore Public Works Museum', 'Barnes & Noble', 'Bazin', 'Beanstro - Marina Bay Sands', 'Benetton', "Bertha's Mussels", 'Best Western PLUS Hotel & Conference Center', 'Beyond Pancakes', 'Black Knight', 'Black Tap', 'Bond Street Social', 'Boston Street Pier Park', 'Box Office', 'Brauhaus Vetter', 'Bread Street Kitchen Singapore', 'Broadway Diner', 'Buchhandlung Himmelheber', 'Buchladen - artes liberales', 'Bunsenstatue', 'Burger King', 'CASIO', 'Cafe Latte Da', 'Café Burkardt', 'Café Knösel', 'Canton Dog Park', 'Canton Soccer Park', 'Canton Square', 'Canton Waterfront Park', 'Caroline Street Garage', 'Castle Street Park', 'Cave 54', 'Center Dock Marina', 'Charles & Keith', "Chiaparelli's", 'Chimichanga - Bar y Cantina', 'Chipotle', 'Chipotle Mexican Grill', "Chiu's Sushi", 'Chocspot', "Chris' Seafood", 'Coffee Inn', 'Cold Stone Creamery', 'Colony', 'Cortina', 'Courtyard Marriott', 'Cut', 'CÉ LA VI', 'Da Paolo Gastronomia', 'Die Kuh die lacht', 'Din Tai Fung', 'Ding How', 'Dog Park', "Duda's Tavern", 'Dunkin Donuts', 'Eckstein', 'Erlöserkirche', 'Essighaus', 'Events Service Concierge', 'Executive Inn', 'Extrablatt', 'Fairfield Inn & Suites', 'Fayette Street Garage', 'Federal Hill Park', 'Fell School', 'Fells Point Branch Enoch Pratt Free Library', 'Firehouse Coffee Co.', 'First United Evangelical and Reformed Church', 'Five Guys', 'Fort McHenry', 'Four Seasons', 'Frank C Bocek Park', 'Gasthaus Backmulde', 'Gasthaus zum Mohren', "Gerry's Grill", 'Gitan', 'Globetrotter', 'Gloria & Gloriette', 'Goldener Falke', 'Greif-Apotheke', 'Gu Thai Noodle Cafe', 'Gunnars', 'Göbes', 'Hackteufel', 'Hair Cuttery', 'Hamleys', 'Harborview Marina', 'Hassbeckers Galerie & Buchhandlung', 'Heavy Seas Alehouse', 'Heidelberg Center for American Studies', 'Heidelberger Bonbon Manufaktur', 'Heiliggeistkirche', "Henderson's Wharf Marina", 'Heuscheuer', 'Hexenturm', 'Hip Hotel', 'Holiday Inn Express', 'Holy Crepe', 'Holy Redeemer Chapel', 'Holy Trinity Russian Orthodox Church', 'Home Fix', 'Homewood Suites', 'Hotel Acor', 'Hotel Anlage', 'Hotel Backmulde', 'Hotel Goldener Hecht', 'Hotel Monpti', 'Hotel Perkeo', 'Hotel The Dubliner', 'Hotel Weisser Bock', 'Hotel am Kornmarkt', 'Hotel am Schloss', 'Hotel zum Ritter St. Georg', 'Hudson Street Stackhouse', 'Hull Street Blues', 'Hölderlin-Gymnasium', 'Infinity Pool', 'Institut für Deutsch als Fremdsprachenphilologie', "Isabella's Brick Oven", 'JINX', 'Jasons Deli', 'Jesuitenkirche', 'Jewish Museum of Maryland', "Jimmy's Famous Seafood", "Joe's Bike Shop", 'Johnson Square', 'Josef Seibel', 'Joseph Lee Park', 'Jubiläumsplatz', 'Justin Flavours of Asia', 'Kai Garden', 'Kaiser', 'Karzer', 'Katyn Memorial', 'Kilimanjaro', 'Kislings Tavern', 'Kleiner Mohr', 'Koh Samui Thaimassage', 'Konomi', 'Kopernik Federal Bank', 'Korean War Memorial', 'Koufu', 'Krahnenplatz', 'Kumari', 'Kurpfälzisches Museum', 'Käthe Wohlfahrt', 'La Flamm-Pâtisserie', 'La Fée Bar Café', "Langermann's", 'Latrobe Park', 'Lavazza', 'Lavo', 'LiHO', 'Light Show Viewing Point', 'Lighthouse Point Marina', 'Lik Dancewear', 'Liselotte-Brunnen', 'Little Havana', 'Little Italy Garage', 'Lockwood Place Garage', 'Locust Point Steamers', "Looney's Pub", 'Lotte - The Backpackers', "Louisiana's", 'Madison Square', "Mahaffey's Pub", 'Maja', 'Makansutra Gluttons Bay', 'Malecón', 'Mandarin Oriental', 'Mantei', 'Marina Bay Sands', 'Marina Bay Sands Expo and Convention Centre', 'Marina Bay Sands Tower 1', 'Marina Bay Sands Tower 2', 'Marina Bay Ssands', 'Marina Square', 'Marriott', 'Marstall', 'Marstallcafé', "McDonald's", 'Mei Heong Yuen Dessert', 'Mercato', 'Mercy Canton FamilyCare', "Michelle's Cafe", 'Midtown Mart', 'Mimi DiPietro Ice Rink', 'Mission BBQ', 'Modern Fencing', 'Montford Bar', 'Montpellierplatz', 'MoschMosch', 'NS Savannah', "Nacho Mama's", 'Neue Universität', 'Newstead', 'O scale the highest moutain in the world', "O'Donnell Square Park", 'Old Bay Garage', 'Orange', 'Outback Steakhouse', 'Ozra', 'Palmbräu Gasse', 'Pandora', 'Papi Bar', "Papi's Taco Joint", 'Patisserie Poupon', 'Patterson Bowling Center', 'Patterson Park', 'Patterson Perk', 'Perkeo', 'Persepolis', 'Peterskirche', 'Piccolo Mondo', 'Poporo Park', 'Port Discovery Museum', 'Providenzkirche', 'Psychologisches Institut', 'Pulaski Monument', 'Punjab Grill', 'Race Pace Bicycles', 'Rad Kirch', 'Radpoint Heidelberg', 'Rain Oculus', 'Raja Rani', 'Rams Head Live', 'Rash Field', 'Rathaus', 'Red House Tavern', 'Rite Aid', 'Riverside Park', 'Rolex', 'Running Lab', 'Safeway', 'Saint Nicholas Greek Orthodox Church', 'Same Same', 'Samos', 'Samos Restaurant', 'Sands SkyPark', 'Sayuki', 'Schafheutle', 'Schloss Filmtheater', 'Schmelzpunkt', 'Schmidts', 'Schnitzelbank', 'Schnookeloch', 'Schwan Apotheke', 'Second Congregational Church', 'Seminar for Roman Languages', 'Seminar für Klassische Philologie', 'Sen of Japan', 'Seoul Garden', 'Sephora', 'Shiso Tavern', 'Shooter Stars', 'Shot Tower', 'Sky Mirror', 'SkyPark', 'Soban', 'Sonderbar (betreutes Trinken)', 'Spago', 'Sporthalle Hölderlin-Gymnasium', 'Sporthalle Klingenteich', "St. Casimir's Park", 'Starbucks', 'Stoff-Ideen', 'Studentenmuseum mit Karzer', 'Städtische Bühne', 'Su Casa', 'Subway', 'Super Heroes Cafe', 'Swarovski', 'Swatch', 'SweetSpot', 'TWG Tea', 'Tangente', 'Target', 'Tenkaichi', 'Thalia', 'Thames Street Park', 'The Connoisseur Concerto', 'The Dubliner', 'The Hour Glass', 'The Life of Reilly Irish Pub', 'The Music Platform', 'The Ritz-Carlton', 'The Shoppes at Marina Bay Sands', 'The Sushi Place', 'Theatres', 'Toast Box', 'Tortilleria Sinaloa', 'Trinity Lutheran Church', 'UOB', 'Universitäts-Apotheke', 'Universitätsbibliothek', "Vaccaro's", "Vaccaro's Italian Pastry", 'Vater Rhein', 'VeggieArt', 'Wachovia/Wells Fargo', 'Waku Ghin', 'WeiTing', 'Weinloch', 'Weisser Bock', 'Whole Foods', 'Xtra', 'YOG', 'YOUTH OLYMPIC PARK', 'Yardbird', 'Yellow Corner', 'Youth Olympic Park', 'Zara', 'Zeitreise Café & Laden', 'Zentrale Universitätsverwaltung', 'Zentrales Sprachlabor', 'Zeughaus-Mensa', 'Zuckerladen', 'Zum Seppl', 'emma Café-Bar', 'fielmann', 'hollenbach', 'Event Plaza', 'The Float @ Marina Bay', 'The Helix Bridge', 'Bayfront (CCL/DTL) Exit C', 'Latte Da', 'Gluttons Bay', 'Port Discovery', 'Light Show', 'St. Vincentius', "Admiral's Cup", 'Louis Vuitton', 'Crystal Pavilion North', 'Wachovia', 'Wells Fargo', 'Race Pace', 'Uni-Apotheke']
OLDER_SETS += ['PSB Academy']

# (file, town, question, kind, mentions, compute-spec)
H, B, S = "heidelberg", "baltimore", "singapore"
SPEC = [
# ---------------- attribute ----------------
("attribute", H, "Hotel Schönberger Hof - how many stars has it got?", "one", ["Hotel Schönberger Hof"], ("tag", "Hotel Schönberger Hof", ["stars"], "num")),
("attribute", H, "how many cars fit in the p8 kongresshaus car park", "one", ["p8 kongresshaus"], ("tag", "p8 kongresshaus", ["capacity"], "num")),
("attribute", H, "Staying near the Edith-Stein-Haus. Who runs the pub thats closest to it?", "one", ["Edith-Stein-Haus"], ("desc_tag", "Edith-Stein-Haus", ("amenity", "pub"), ["operator"], "text")),
("attribute", H, "number for the bar next to steingasse14 optiker? want to book a table", "one", ["steingasse14"], ("desc_tag", "steingasse14", ("amenity", "bar"), ["phone", "contact:phone"], "phone")),
("attribute", B, "Amicci's phone no.", "one", ["Amicci's"], ("tag", "Amicci's", ["phone", "contact:phone"], "phone")),
("attribute", B, "what street adress is tapas adela on (house number too)", "one", ["tapas adela"], ("addr", "tapas adela")),
("attribute", B, "My aunt wants to go to mass near Bonaparte Breads in Baltimore. The nearest church to it, which denomination is that?", "one", ["Bonaparte Breads"], ("desc_tag", "Bonaparte Breads", ("amenity", "place_of_worship"), ["denomination"], "text")),
("attribute", B, "does hunan empire have a website I can check the menu on", "one", ["hunan empire"], ("trap", "hunan empire", ["website", "contact:website", "url"])),
("attribute", S, "postal code of Dallas Cafe & Bar?", "one", ["Dallas Cafe & Bar"], ("tag", "Dallas Cafe & Bar", ["addr:postcode"], "text")),
("attribute", S, "beo printing is on which floor of the mall", "one", ["beo printing"], ("tag", "beo printing", ["level"], "level")),
("attribute", S, "J Kids Amusement Funland, what road is it on", "one", ["J Kids Amusement Funland"], ("tag", "J Kids Amusement Funland", ["addr:street"], "street")),
("attribute", S, "can u give me a phone number for the marina bay observation deck", "one", ["marina bay observation deck"], ("trap", "marina bay observation deck", ["phone", "contact:phone"])),
# ---------------- hours ----------------
("hours", H, "Drugstore in heidelberg, are they open on a saturday afternoon at 3?", "one", ["Drugstore"], ("open", "Drugstore", "Sa", "15:00")),
("hours", H, "we'll be at zum franziskaner around noon sunday - which restaurants within 50m of it are open then", "list", ["zum franziskaner"], ("openlist", "zum franziskaner", ("amenity", "restaurant"), 50, "Su", "12:00")),
("hours", H, "Monday 10:30 in the morning: what bars less than 60 m from Weisser Schwan are open?", "list", ["Weisser Schwan"], ("openlist", "Weisser Schwan", ("amenity", "bar"), 60, "Mo", "10:30")),
("hours", H, "Picking up papers at the Kinder- und Jugendamt on saturday, 2pm. Is the nearest cafe still open by then?", "one", ["Kinder- und Jugendamt"], ("desc_open", "Kinder- und Jugendamt", ("amenity", "cafe"), "Sa", "14:00")),
("hours", B, "bad decisions open on friday at 11 pm??", "one", ["bad decisions"], ("trap_oh", "bad decisions")),
("hours", B, "After brunch at Miss Shirley's Cafe on a Monday, 5.30pm, would the closest bakery still be open?", "one", ["Miss Shirley's Cafe"], ("desc_open", "Miss Shirley's Cafe", ("shop", "bakery"), "Mo", "17:30")),
("hours", B, "taking the dog out at 11 at night on a wednesday, is the dog park nearest farmstead grill open", "one", ["farmstead grill"], ("desc_open", "farmstead grill", ("leisure", "dog_park"), "We", "23:00")),
("hours", B, "Need cough syrup, its 4am sunday. Pharmacy closest to Dangerously Delicious Pies - open?", "one", ["Dangerously Delicious Pies"], ("desc_open", "Dangerously Delicious Pies", ("amenity", "pharmacy"), "Su", "04:00")),
("hours", S, "is dallas cafe & bar open saturday 9 in the evening", "one", ["dallas cafe & bar"], ("trap_oh", "dallas cafe & bar")),
("hours", S, "Tuesday ~8pm near Floral Fantasy: is the nearest restaurant open at that time?", "one", ["Floral Fantasy"], ("desc_open", "Floral Fantasy", ("amenity", "restaurant"), "Tu", "20:00")),
("hours", S, "kids are at J Kids Amusement Funland till quarter to eight on friday evening, will the closest food court be open when we come out", "one", ["J Kids Amusement Funland"], ("desc_open", "J Kids Amusement Funland", ("amenity", "food_court"), "Fr", "19:45")),
("hours", S, "Singapore, Saturday 6.30am. The information desk nearest to the Marina Bay Observation Deck - is it open yet?", "one", ["Marina Bay Observation Deck"], ("desc_open", "Marina Bay Observation Deck", ("tourism", "information"), "Sa", "06:30")),
# ---------------- arithmetic ----------------
("arithmetic", H, "how many more parking spaces does P8 Kongresshaus have than Parkhaus am Theater? give both numbers", "one", ["P8 Kongresshaus", "Parkhaus am Theater"], ("tagdiff", "P8 Kongresshaus", "Parkhaus am Theater", "capacity")),
("arithmetic", H, "Within 70 m of kupferkanne, are there more cafes or fast food places? By how many, and whats each count", "one", ["kupferkanne"], ("cntcmp", "kupferkanne", 70, ("amenity", "cafe"), ("amenity", "fast_food"), "cafes", "fast food")),
("arithmetic", H, "from the Edith-Stein-Haus, which is nearer: Fährhaus or hotel schönberger hof? and how much nearer", "one", ["Edith-Stein-Haus", "Fährhaus", "hotel schönberger hof"], ("nearer", "Edith-Stein-Haus", "Fährhaus", "hotel schönberger hof")),
("arithmetic", H, "Add up the crow-flies distance Musikzimmer to Museum Haus Cajeth and then Museum Haus Cajeth on to the AOK KundenCenter", "one", ["Musikzimmer", "Museum Haus Cajeth", "AOK KundenCenter"], ("twoleg", "Musikzimmer", "Museum Haus Cajeth", "AOK KundenCenter")),
("arithmetic", B, "tapas adela and pierpoint restaurant - how many floors do their buildings have put together", "one", ["tapas adela", "pierpoint restaurant"], ("trap_sum", "tapas adela", "pierpoint restaurant", ["building:levels", "levels", "height", "building:height"])),
("arithmetic", B, "In Baltimore's data: fast food joints vs cafes. Which are more numerous and by how many (both totals pls)", "one", [], ("cntcmp_all", B, ("amenity", "fast_food"), ("amenity", "cafe"), "fast food", "cafes")),
("arithmetic", B, "which is closer to St Michaels Ukrainian Orthodox Church, Bad Decisions or Tapas Adela, and whats the difference in metres", "one", ["Michaels Ukrainian Orthodox Church", "Bad Decisions", "Tapas Adela"], ("nearer", "Michaels Ukrainian Orthodox Church", "Bad Decisions", "Tapas Adela")),
("arithmetic", B, "straight line amicci's -> miss shirley's cafe, plus miss shirley's -> helping up mission. total?", "one", ["amicci's", "miss shirley's cafe", "helping up mission"], ("twoleg", "amicci's", "miss shirley's cafe", "helping up mission")),
("arithmetic", S, "Standing at the marina bay observation deck. What's closer, Dallas Cafe & Bar or Floral Fantasy, and by what margin?", "one", ["marina bay observation deck", "Dallas Cafe & Bar", "Floral Fantasy"], ("nearer", "marina bay observation deck", "Dallas Cafe & Bar", "Floral Fantasy")),
("arithmetic", S, "singapore data: number of restaurants minus number of bars? tell me both counts as well", "one", [], ("cntcmp_all", S, ("amenity", "restaurant"), ("amenity", "bar"), "restaurants", "bars")),
("arithmetic", S, "as the crow flies, floral fantasy to dallas cafe & bar, then from there to beo printing - how far in total", "one", ["floral fantasy", "dallas cafe & bar", "beo printing"], ("twoleg", "floral fantasy", "dallas cafe & bar", "beo printing")),
("arithmetic", S, "From Floral Fantasy how much further away is J Kids Amusement Funland than Dallas Cafe & Bar?", "one", ["Floral Fantasy", "J Kids Amusement Funland", "Dallas Cafe & Bar"], ("further", "Floral Fantasy", "J Kids Amusement Funland", "Dallas Cafe & Bar")),
# ---------------- route ----------------
("route", H, "Driving from the Kinder- und Jugendamt over to griechische taverne, how many km is that", "one", ["Kinder- und Jugendamt", "griechische taverne"], ("route", "car", "Kinder- und Jugendamt", "griechische taverne", None)),
("route", H, "cycling Hotel Schönberger Hof → Zum Roten Ochsen, distance?", "one", ["Hotel Schönberger Hof", "Zum Roten Ochsen"], ("route", "bike", "Hotel Schönberger Hof", "Zum Roten Ochsen", None)),
("route", H, "I have 25 minutes. Can I walk from the Edith-Stein-Haus to AOK KundenCenter in that time?", "one", ["Edith-Stein-Haus", "AOK KundenCenter"], ("route", "foot", "Edith-Stein-Haus", "AOK KundenCenter", 25)),
("route", H, "starting at musikzimmer, on foot I want to visit Kinder- und Jugendamt, Edith-Stein-Haus and Steingasse14 - Optiker in the shortest order, no need to come back. which order + total walk?", "one", ["musikzimmer", "Kinder- und Jugendamt", "Edith-Stein-Haus", "Steingasse14 - Optiker"], ("tour", "foot", ["musikzimmer", "Kinder- und Jugendamt", "Edith-Stein-Haus", "Steingasse14 - Optiker"], False)),
("route", B, "how long is the drive from Farmstead Grill to Tapas Adela", "one", ["Farmstead Grill", "Tapas Adela"], ("route", "car", "Farmstead Grill", "Tapas Adela", "time")),
("route", B, "bike ride bonaparte breads to farmstead grill, how far", "one", ["bonaparte breads", "farmstead grill"], ("route", "bike", "bonaparte breads", "farmstead grill", None)),
("route", B, "can i make it on foot from miss shirley's cafe to tapas adela in 10 mins?", "one", ["miss shirley's cafe", "tapas adela"], ("route", "foot", "miss shirley's cafe", "tapas adela", 10)),
("route", B, "Errands by car from Farmstead Grill: Bonaparte Breads, Dangerously Delicious Pies and the Helping Up Mission, any order, dont need to come back. Shortest order and how many km?", "one", ["Farmstead Grill", "Bonaparte Breads", "Dangerously Delicious Pies", "Helping Up Mission"], ("tour", "car", ["Farmstead Grill", "Bonaparte Breads", "Dangerously Delicious Pies", "Helping Up Mission"], False)),
("route", S, "walking distance from the Marina Bay Floating Platform to Dallas Cafe & Bar?", "one", ["Marina Bay Floating Platform", "Dallas Cafe & Bar"], ("route", "foot", "Marina Bay Floating Platform", "Dallas Cafe & Bar", None)),
("route", S, "how many minutes on foot, marina bay observation deck to j kids amusement funland", "one", ["marina bay observation deck", "j kids amusement funland"], ("route", "foot", "marina bay observation deck", "j kids amusement funland", "time")),
("route", S, "Got half an hour before my class. Walking from Dallas Cafe & Bar to the NTU Alumni House (Nanyang Technological University Alumni House), will I make it in time?", "one", ["Dallas Cafe & Bar", "Nanyang Technological University Alumni House"], ("route", "foot", "Dallas Cafe & Bar", "Nanyang Technological University Alumni House", 30)),
("route", S, "singapore walk: from the marina bay observation deck I want to see the Marina Bay Floating Platform, the NTU Alumni House (Nanyang Technological University Alumni House) and Bayfront MRT Exit E, shortest order please, no need to go back", "one", ["marina bay observation deck", "Marina Bay Floating Platform", "Nanyang Technological University Alumni House", "Exit E"], ("tour", "foot", ["marina bay observation deck", "Marina Bay Floating Platform", "Nanyang Technological University Alumni House", "Exit E"], False)),
# ---------------- aggregate ----------------
("aggregate", H, "how many fast food places within 90 m of Goldene Sonne", "one", ["Goldene Sonne"], ("count_r", "Goldene Sonne", 90, ("amenity", "fast_food"))),
("aggregate", H, "In the heidelberg data, whats the most common wheelchair rating among fast food places?", "one", [], ("mostcommon", H, ("amenity", "fast_food"), "wheelchair")),
("aggregate", H, "Heidelberg: count of bike rental stations?", "one", [], ("count_all", H, ("amenity", "bicycle_rental"))),
("aggregate", H, "How many 3-star hotels are there in the Heidelberg data?", "one", [], ("count_all", H, ("tourism", "hotel", "stars", "3"))),
("aggregate", B, "how many orthodox churches are in baltimore's data", "one", [], ("count_all", B, ("amenity", "place_of_worship", "denomination", "orthodox"))),
("aggregate", B, "Baltimore - how many restaurants serve pizza according to the map (cuisine pizza)?", "one", [], ("count_all", B, ("amenity", "restaurant", "cuisine~", "pizza"))),
("aggregate", B, "Bars within 120 m of Tapas Adela that have a website: which ones?", "list", ["Tapas Adela"], ("list_r", "Tapas Adela", 120, ("amenity", "bar", "website?", None))),
("aggregate", B, "most common denomination among the churches within 900 m of Miss Shirley's Cafe?", "one", ["Miss Shirley's Cafe"], ("mostcommon_r", "Miss Shirley's Cafe", 900, ("amenity", "place_of_worship"), "denomination")),
("aggregate", S, "how many MRT subway entrances does the singapore data have", "one", [], ("count_all", S, ("railway", "subway_entrance"))),
("aggregate", S, "Singapore: how many bus stops are mapped?", "one", [], ("count_all", S, ("highway", "bus_stop"))),
("aggregate", S, "which level do most of the shops sit on in the singapore data", "one", [], ("mostcommon", S, ("shop", None), "level")),
("aggregate", S, "names of the wheelchair accessible restaurants in singapore", "list", [], ("list_all", S, ("amenity", "restaurant", "wheelchair", "yes"))),
]

# ====================================================================== golds
NOT_IN = ["!not in the data", "!no information", "!not tagged", "!unknown", "!does not say", "!could not find",
          "!not recorded", "!doesn't have", "!does not have", "!doesn't say"]
SHORT = {"Saint Stanislaus Roman Catholic Church": "Stanislaus", "Makansutra Gluttons Bay": "Gluttons Bay",
         "Patisserie Poupon": "Poupon", "Greif-Apotheke": "Greif", "Hard Rock Cafe": "Hard Rock",
         "Events Service Concierge": "Events Service", "Bread Street Kitchen Singapore": "Bread Street Kitchen",
         "Hotel Schönberger Hof": "Schönberger Hof", "Dallas Cafe & Bar": "Dallas",
         "Floral Fantasy": "Floral Fantasy", "Marina Bay Observation Deck": "Observation Deck",
         "J Kids Amusement Funland": "J Kids", "Kinder- und Jugendamt": "Jugendamt",
         "Steingasse14 - Optiker": "Steingasse14", "Dangerously Delicious Pies": "Dangerously Delicious",
         "Canton Dog Park": "Canton Dog Park", "Bayfront (CCL/DTL) Exit E": "Exit E",
         "Nanyang Technological University Alumni House": "Alumni House", "Marina Bay Floating Platform": "Floating Platform",
         "Dangerously Delicious Pies": "Dangerously Delicious"}
DAYNUM = {d: i for i, d in enumerate(DAYS)}
BLOCK = re.compile(r"(?<!\w)")


def item_name(f):
    n = f.name
    if n in SHORT:
        return SHORT[n]
    if n == "Rite Aid":
        return "Rite Aid"
    return n


def older_hit(name):
    fn = fold(name)
    for o in OLDER_SETS:
        fo = fold(o)
        if re.search(r"(?<!\w)" + re.escape(fo) + r"(?!\w)", fn) or re.search(r"(?<!\w)" + re.escape(fn) + r"(?!\w)", fo):
            return o
    return None


def place(mention, town):
    """POI lookup, or a non-POI named feature when no POI carries (or contains) the mention"""
    m = fold(mention)
    pois = all_pois()
    if any(m in fold(f.name) for f in pois):
        f = find_place(mention, town)
    else:
        named = [g for t in FILES for g in feats(t) if g.name and m in fold(g.name)]
        names = {fold(g.name) for g in named}
        if len(names) != 1:
            raise Fragile(f"non-POI mention {mention!r} matches {names}")
        cands = [g for g in named if g.town == town]
        if not cands or len({g.town for g in named}) != 1:
            raise Fragile(f"non-POI mention {mention!r} not only in {town}")
        polys = [g for g in cands if g.geom.geom_type != "Point"]
        f = sorted(cands, key=lambda g: (g.kind != "w", g.id))[0]
    o = older_hit(f.name)
    if o:
        raise Fragile(f"{f.name!r} overlaps older-set place {o!r}")
    return f


def match_kind(f, kv):
    k, v = kv[0], kv[1]
    if v is None:
        if k not in f.tags:
            return False
    elif f.tags.get(k) != v:
        return False
    if len(kv) > 2:
        k2, v2 = kv[2], kv[3]
        if k2 == "website?":
            return any(x in f.tags for x in ("website", "contact:website", "url"))
        if k2.endswith("~"):
            vals = [x.strip() for x in re.split(r"[;,]", f.tags.get(k2[:-1], ""))]
            return v2 in vals
        return f.tags.get(k2) == v2
    return True


def kind_feats(town, kv, exclude=None):
    return [f for f in feats(town) if match_kind(f, kv) and f is not exclude]


def nearest_of(c, kv, fig):
    cands = kind_feats(c.town, kv, c)
    best = None
    for centre in [c] + namesakes(c):
        r = sorted(((fdist(centre, f), f) for f in cands), key=lambda x: x[0])
        (d1, f1), (d2, f2) = r[0], r[1]
        if d2 < d1 * 1.1 + 5:
            raise Fragile(f"nearest {kv} to {c}: {f1} {d1:.0f} vs {f2} {d2:.0f}")
        rc = sorted(((cdist(centre, f), f) for f in cands), key=lambda x: x[0])
        if rc[0][1] is not f1:
            raise Fragile(f"nearest {kv} to {c} differs by centroid")
        if best is None:
            best = f1
        elif best is not f1:
            raise Fragile("namesake changes nearest")
        fig.append(f"nearest {kv[1]} to {centre}: {f1} {d1:.0f} m, runner-up {f2} {d2:.0f} m")
    return best


def in_radius(c, kv, R, fig):
    cands = kind_feats(c.town, kv, c)
    sets = []
    for centre in [c] + namesakes(c):
        for fn in (fdist, cdist):
            s = set()
            for f in cands:
                d = fn(centre, f)
                if abs(d - R) <= 0.05 * R:
                    raise Fragile(f"{f} at {d:.0f} m near radius {R} of {c}")
                if d <= R:
                    s.add(f)
            sets.append(frozenset(s))
    if len(set(sets)) != 1:
        raise Fragile(f"radius set differs by measure ({c}, {kv}, {R})")
    res = sorted(sets[0], key=lambda f: fdist(c, f))
    fig.append(f"{kv} within {R} m of {c}: " + ", ".join(f"{f.name} {fdist(c, f):.0f}" for f in res))
    return res


def tagval(f, keys):
    for k in keys:
        if k in f.tags:
            return f.tags[k]
    return None


def hm(s):
    h, m = s.split(":")
    return int(h) * 60 + int(m)


def fmt_time(mins):
    h, m = divmod(mins % 1440, 60)
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    return f"!{h:02d}:{m:02d} | !{h12}:{m:02d} {ap} | !{h12}:{m:02d}{ap}" + (f" | !{h12} {ap} | !{h12}{ap}" if m == 0 else "")


def value_gold(v, fmt):
    if fmt == "num":
        return f"!{v}"
    if fmt == "phone":
        last = re.split(r"[\s/\-]+", v.strip())[-1]
        return f"!{last}"
    if fmt == "level":
        ords = {"1": "1st", "2": "2nd", "3": "3rd"}
        words = {"0": "ground", "1": "first", "2": "second", "3": "third"}
        return f"!{v} | !{ords.get(v, v + 'th')} | !{words.get(v, v)}"
    if fmt == "street":
        alts = [v]
        for a, b in (("Avenue", "Ave"), ("Street", "St"), ("Boulevard", "Blvd")):
            if v.endswith(a):
                alts.append(v[: -len(a)] + b)
        return " | ".join("!" + a for a in alts)
    return f"!{v}"


def count_ok(fs, fig, what):
    un = [f for f in fs if not f.name]
    if un:
        raise Fragile(f"{what}: {len(un)} unnamed features counted")


def route_checked(town, mode, fa, fb, fig, leg_min=300):
    L, s, alts = stable_route(town, mode, fa, fb)
    if not (leg_min <= s <= 5000):
        raise Fragile(f"straight line {s:.0f} m out of range ({fa}->{fb})")
    if L > 2.5 * s:
        raise Fragile(f"route {L:.0f} > 2.5x straight {s:.0f} ({fa}->{fb})")
    for k, v in alts.items():
        if abs(v - L) > 0.03 * L:
            raise Fragile(f"route {fa}->{fb} {mode}: variant {k} {v:.0f} vs {L:.0f}")
    fig.append(f"{mode} {fa.name} -> {fb.name}: {L:.0f} m (straight {s:.0f}); variants " +
               ", ".join(f"{k} {v:.0f}" for k, v in alts.items()))
    return L


def r10(x):
    return int(round(x / 10.0) * 10)


def compute(town, spec, fig):
    op = spec[0]
    P = lambda m: place(m, town)
    if op == "tag":
        f = P(spec[1]); v = tagval(f, spec[2])
        if v is None:
            raise Fragile(f"{f} lacks {spec[2]}")
        fig.append(f"{f}: {spec[2]} = {v}")
        return value_gold(v, spec[3])
    if op == "addr":
        f = P(spec[1]); hn, st = f.tags["addr:housenumber"], f.tags["addr:street"]
        fig.append(f"{f}: {hn} {st}")
        alts = [st]
        if st.startswith("South "):
            alts += ["S " + st[6:], "S. " + st[6:]]
        return f"!{hn}; " + " | ".join("!" + a for a in alts)
    if op == "trap":
        f = P(spec[1])
        if tagval(f, spec[2]) is not None:
            raise Fragile(f"trap {f} has {spec[2]}")
        fig.append(f"{f}: none of {spec[2]}")
        return " | ".join(NOT_IN + ["!no phone" if "phone" in spec[2] else "!no website"])
    if op == "desc_tag":
        c = P(spec[1]); f = nearest_of(c, spec[2], fig); v = tagval(f, spec[3])
        if v is None:
            raise Fragile(f"{f} lacks {spec[3]}")
        fig.append(f"{f}: {spec[3]} = {v}")
        return f"{item_name(f)}; {value_gold(v, spec[4])}"
    if op in ("open", "desc_open"):
        if op == "open":
            f = P(spec[1]); pre = ""; day, t = spec[2], spec[3]
        else:
            f = nearest_of(P(spec[1]), spec[2], fig); pre = item_name(f) + "; "; day, t = spec[3], spec[4]
        oh = f.tags.get("opening_hours")
        if oh is None:
            raise Fragile(f"{f} has no opening_hours")
        v = open_verdict(oh, DAYNUM[day], hm(t))
        fig.append(f"{f}: {oh!r} at {day} {t}: {'open' if v else 'closed'}")
        return pre + ("!yes" if v else "!no")
    if op == "trap_oh":
        f = P(spec[1])
        if "opening_hours" in f.tags:
            raise Fragile(f"{f} has opening_hours")
        fig.append(f"{f}: no opening_hours")
        return " | ".join(NOT_IN + ["!no opening hours"])
    if op == "openlist":
        c = P(spec[1]); fs = in_radius(c, spec[2], spec[3], fig)
        day, t = DAYNUM[spec[4]], hm(spec[5])
        names = [f.name for f in fs]
        if len(set(names)) != len(names) or not all(names):
            raise Fragile("list names not distinct")
        op_ = []
        for f in fs:
            oh = f.tags.get("opening_hours")
            if oh is None:
                raise Fragile(f"{f} without opening_hours in list")
            v = open_verdict(oh, day, t)
            fig.append(f"  {f.name}: {oh!r} -> {'open' if v else 'closed'}")
            if v:
                op_.append(f)
        if not op_ or len(op_) == len(fs):
            raise Fragile("list: all or none open")
        return "; ".join(item_name(f) for f in op_)
    if op == "tagdiff":
        a, b = P(spec[1]), P(spec[2]); va, vb = int(a.tags[spec[3]]), int(b.tags[spec[3]])
        fig.append(f"{a} {spec[3]}={va}, {b} {spec[3]}={vb}")
        if abs(va - vb) <= 0.1 * max(va, vb):
            raise Fragile("near tie")
        return f"!{abs(va - vb)}; !{va}; !{vb}"
    if op in ("cntcmp", "cntcmp_all"):
        if op == "cntcmp":
            c = P(spec[1]); A = in_radius(c, spec[3], spec[2], fig); Bs = in_radius(c, spec[4], spec[2], fig)
            la, lb = spec[5], spec[6]
        else:
            A = kind_feats(spec[1], spec[2]); Bs = kind_feats(spec[1], spec[3]); la, lb = spec[4], spec[5]
            fig.append(f"{la}: {len(A)}, {lb}: {len(Bs)}")
        count_ok(A, fig, la); count_ok(Bs, fig, lb)
        na, nb = len(A), len(Bs)
        if abs(na - nb) <= 0.1 * max(na, nb):
            raise Fragile(f"counts near tie {na} {nb}")
        win = la if na > nb else lb
        w = "!" + win.split()[0].rstrip("s")
        return f"{w}; !{abs(na - nb)}; !{na}; !{nb}"
    if op in ("nearer", "further"):
        x, a, b = P(spec[1]), P(spec[2]), P(spec[3])
        res = set(); diffs = []
        for xx in [x] + namesakes(x):
            for aa in [a] + namesakes(a):
                for bb in [b] + namesakes(b):
                    da, db = fdist(xx, aa), fdist(xx, bb)
                    if max(da, db) <= 1.15 * min(da, db):
                        raise Fragile(f"distances within 15 %: {da:.0f} {db:.0f}")
                    res.add(da < db); diffs.append(da - db if op == "further" else abs(da - db))
                    fig.append(f"from {xx.name}: {aa.name} {da:.0f} m, {bb.name} {db:.0f} m")
        d0 = diffs[0]
        if len(res) != 1 or any(abs(d - d0) > max(0.05 * d0, 15) for d in diffs):
            raise Fragile("namesakes change the answer")
        if op == "further":
            if d0 <= 0:
                raise Fragile("not further")
            return f"~{r10(d0) if d0 >= 100 else round(d0)} m"
        win = a if res.pop() else b
        return f"{item_name(win)}; ~{round(d0)} m"
    if op == "twoleg":
        a, b, c = P(spec[1]), P(spec[2]), P(spec[3])
        d1, d2 = fdist(a, b), fdist(b, c)
        fig.append(f"legs {d1:.0f} + {d2:.0f} = {d1 + d2:.0f} m")
        for nb in namesakes(b):
            t = fdist(a, nb) + fdist(nb, c)
            if abs(t - d1 - d2) > max(0.05 * (d1 + d2), 15):
                raise Fragile("namesake changes sum")
        return f"~{round(d1 + d2)} m"
    if op == "trap_sum":
        a, b = P(spec[1]), P(spec[2])
        va, vb = tagval(a, spec[3]), tagval(b, spec[3])
        if va is None or vb is not None:
            raise Fragile(f"trap sum: {a}={va}, {b}={vb}")
        fig.append(f"{a}: building:levels {va}; {b}: none of {spec[3]}")
        return " | ".join(NOT_IN + ["!no levels", "!no floor"])
    if op == "route":
        mode, a, b, ask = spec[1], P(spec[2]), P(spec[3]), spec[4]
        L = route_checked(town, mode, a, b, fig)
        g = f"~{r10(L)} m ±10%"
        if ask == "time":
            return g + "; !min | !minute | !hour"
        if isinstance(ask, int):
            yes_lim = 0.9 * ask / 60 * 3000; no_lim = 1.1 * ask / 60 * 6000
            fig.append(f"fit {ask} min: yes if <= {yes_lim:.0f} m, no if >= {no_lim:.0f} m")
            if L <= yes_lim:
                return "!yes; " + g
            if L >= no_lim:
                return "!no; " + g
            raise Fragile(f"fit verdict depends on walking speed ({L:.0f} m in {ask} min)")
        return g
    if op == "tour":
        mode, names, rt = spec[1], spec[2], spec[3]
        fs = [P(n) for n in names]
        D = {}
        for i in range(4):
            for j in range(4):
                if i == j:
                    continue
                if mode != "car" and (j, i) in D:
                    D[(i, j)] = D[(j, i)]
                else:
                    D[(i, j)] = route_checked(town, mode, fs[i], fs[j], fig, leg_min=100)
        res = []
        for perm in itertools.permutations([1, 2, 3]):
            seq = [0] + list(perm) + ([0] if rt else [])
            res.append((sum(D[(p, q)] for p, q in zip(seq, seq[1:])), perm))
        res.sort()
        best, bp = res[0]
        rivals = [r for r in res[1:] if not (rt and r[1] == bp[::-1])]
        fig.append("orders: " + "; ".join(f"{'>'.join(fs[i].name for i in p)} {l:.0f}" for l, p in res))
        if rivals[0][0] <= 1.1 * best:
            raise Fragile(f"tour best {best:.0f} vs {rivals[0][0]:.0f}")
        if bp == (1, 2, 3) or (rt and bp == (3, 2, 1)):
            raise Fragile("question lists the best order")
        return "; ".join(item_name(fs[i]) for i in bp) + f"; ~{r10(best)} m ±10%"
    if op in ("count_r", "list_r"):
        c = P(spec[1]); fs = in_radius(c, spec[3], spec[2], fig)
        if op == "count_r":
            return f"#{len(fs)}"
        count_ok(fs, fig, "list")
        if not fs:
            raise Fragile("empty list")
        return "; ".join(item_name(f) for f in fs)
    if op in ("count_all", "list_all"):
        fs = kind_feats(spec[1], spec[2])
        fig.append(f"{spec[2]}: " + ", ".join(str(f.name) for f in fs))
        if len(spec[2]) > 2 or op == "list_all":
            count_ok(fs, fig, "tag count")
        if op == "count_all":
            return f"#{len(fs)}"
        return "; ".join(item_name(f) for f in fs)
    if op in ("mostcommon", "mostcommon_r"):
        if op == "mostcommon":
            fs = kind_feats(spec[1], spec[2]); key = spec[3]
        else:
            c = P(spec[1]); fs = in_radius(c, spec[3], spec[2], fig); key = spec[4]
        from collections import Counter
        for sub in (fs, [f for f in fs if f.name]):
            cnt = Counter(f.tags[key] for f in sub if key in f.tags).most_common()
            fig.append(f"{key}: {cnt}")
            if len(cnt) > 1 and cnt[0][1] <= cnt[1][1]:
                raise Fragile("most common tie")
        top = Counter(f.tags[key] for f in fs if key in f.tags).most_common()[0][0]
        return value_gold(top, "level" if key == "level" else "text")
    raise ValueError(op)

# ====================================================================== driver
HERE = Path(__file__).resolve().parent
KINDS = ["attribute", "hours", "arithmetic", "route", "aggregate"]
HEADER = {
    "attribute": "facts from one place's tags in everyday words (3 described places, 2 traps)",
    "hours": "is it open / which are open at a moment said in words (2 lists, 2 traps)",
    "arithmetic": "questions combining two measured results (1 trap)",
    "route": "route lengths by car / bike / on foot, walk-in-time checks, 3 shortest tours",
    "aggregate": "counts, most common values and lists over a radius or a whole extract",
}
ITEM = re.compile(r"^(#\d+|~\d+ m( ±10%)?|~\d+ m2|![^|;]+( \| ![^|;]+)*|[^!#~|;][^|;]*)$")


def check_gold_syntax(g):
    for it in g.split("; "):
        if not ITEM.match(it.strip()) or it != it.strip():
            raise Fragile(f"bad gold item {it!r}")


def build():
    rows = {k: [] for k in KINDS}
    out = []
    errs = []
    seen = set()
    for kind, town, q, qk, mentions, spec in SPEC:
        fig = []
        try:
            if q in seen:
                raise Fragile(f"duplicate question {q!r}")
            seen.add(q)
            for m in mentions:
                if fold(m) not in fold(q):
                    raise Fragile(f"mention {m!r} not in question {q!r}")
                place(m, town)
            g = compute(town, spec, fig)
            check_gold_syntax(g)
        except Fragile as e:
            errs.append(f"[{kind}/{town}] {q}: {e}")
            g = "FRAGILE"
        rows[kind].append((q, g, qk))
        out.append((kind, town, q, g, qk, fig))
    for k in KINDS:
        for t in FILES:
            n = sum(1 for kk, tt, *_ in SPEC if kk == k and tt == t)
            if n != 4:
                errs.append(f"{k}: {n} questions for {t}")
    return rows, out, errs


def tsv_text(kind, rows):
    lines = [f"# beyond validation set 9 — {kind}: {HEADER[kind]}",
             "# Heidelberg 2015 / Baltimore 2015 / Singapore Bayfront 2019 (shared/data/osm-fresh); golds by gold_val9.py",
             "# Map data (c) OpenStreetMap contributors, ODbL 1.0. Format: question<TAB>gold<TAB>kind (see README-val9.md)"]
    for q, g, k in rows:
        lines.append(f"{q}\t{g}\t{k}")
    return "\n".join(lines) + "\n"


def read_tsv(path):
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rows.append(tuple(line.split("\t")))
    return rows


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    rows, out, errs = build()
    if errs and mode in ("--write", "--check"):
        for e in errs:
            print("FRAGILE", e)
        print("refused: fragile golds" if mode == "--write" else "check: FAILED (fragile golds)")
        sys.exit(1)
    if mode == "--write":
        for k in KINDS:
            (HERE / f"val9-{k}.tsv").write_text(tsv_text(k, rows[k]), encoding="utf-8")
        print("written")
        return
    if mode == "--check":
        bad = 0
        for k in KINDS:
            p = HERE / f"val9-{k}.tsv"
            have = read_tsv(p) if p.exists() else []
            if have != rows[k]:
                bad += 1
                for a, b in itertools.zip_longest(have, rows[k]):
                    if a != b:
                        print(f"DIFF {k}:\n  tsv:  {a}\n  gold: {b}")
        print("check: " + ("OK, every gold matches" if not bad else f"{bad} file(s) differ"))
        sys.exit(1 if bad else 0)
    for kind, town, q, g, qk, fig in out:
        print(f"[{kind}/{town}] {q}\n    gold: {g}  ({qk})")
        for f in fig:
            print(f"      {f}")
    for e in errs:
        print("FRAGILE", e)


if __name__ == "__main__":
    main()

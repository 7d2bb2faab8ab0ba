"""Gold answers of the fourth held-out validation set (evals/composed/val4.tsv, Neubrandenburg only).

Written 2026-11-25; dev now (its failures were looked at after its first run,
which docs/results.md has). Same conventions and helpers as gold.py (imported from it: distances,
areas, nearest / within / largest with their near-tie checks, the 4 km cross-check of every superlative around
the Haus der Kultur und Bildung); only plain SQL over the raw OSM tags and geometries. The author did not read
georeact/, did not open dev.tsv, val.tsv, val2.tsv or val3.tsv, and never ran the agent on these questions.

    .venv/bin/python evals/composed/gold_val4.py            # compute every gold answer and print it
    .venv/bin/python evals/composed/gold_val4.py --check    # ... and compare with val4.tsv (exit 1 if different)
    .venv/bin/python evals/composed/gold_val4.py --write    # (re)write val4.tsv from the functions
    .venv/bin/python evals/composed/gold_val4.py -v -k Stadthalle   # one question, with the ranked candidates

Most reference places are ones the earlier sets do not use (the Stadthalle, the Landgericht, the Standesamt,
the Bundesagentur für Arbeit, the Finanzamt, the Regionalmuseum im Franziskanerkloster, the Kleinstes
Versicherungsmuseum der Welt, the Tourist Info, the Hostel am Güterbahnhof, the Colosseum, the Bowlingcenter
Strike, the Datzecenter, the Kaufhof, the Mini-Golf, Hotel Weinert, the Parkhotel, the Schwanenteich, the
Ihlenpool), with four new superlatives among mapped footprints (the biggest bakery, DIY store, bike shop and
fire station); the feature words are mostly new ones (below, added to gold.KINDS in the same form).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gold as G  # noqa: E402
from gold import (host, tag, lst, pair, N, Ambiguous, F, absent, attr, bigger, closer, direction, dist, hours,  # noqa: E402
                  largest_nb, m, n, names, nearest, poi, park, lake, within, count_within)

HERE = Path(__file__).resolve().parent
TSV = HERE / "val4.tsv"

# feature words of val4 that gold.py's KINDS does not have (added here, same form; the first six as in val2/val3)
for _word, _cond in {
    "kindergarten": "amenity = 'kindergarten'",
    "fuel station": "amenity = 'fuel'",
    "dentist": "amenity = 'dentist'",
    "doctor": "amenity = 'doctors'",
    "hairdresser": "shop = 'hairdresser'",
    "florist": "shop = 'florist'",
    "optician": "shop = 'optician'",
    "bike shop": "shop = 'bicycle'",
    "vet": "amenity = 'veterinary'",
    "diy store": "shop = 'doityourself'",
    "fire station": "amenity = 'fire_station'",
    "car dealer": "shop = 'car'",
    "courthouse": "amenity = 'courthouse'",
    "hostel": "tourism = 'hostel'",
    "nightclub": "amenity = 'nightclub'",
    "clothes shop": "shop = 'clothes'",
    "drinks shop": "shop = 'beverages'",
    "car repair": "shop = 'car_repair'",
}.items():
    G.KINDS.setdefault(_word, ("pois", _cond))


QUESTIONS: list[G.Question] = []
q = G.collector(QUESTIONS)


def cnt(kind: str, ref: F, radius: float) -> list[str]:
    """A count within a radius as gold (gold.cnt's checks)."""
    return [n(G.cnt(kind, ref, radius))]


# reference places (each one row in its table; checked by get())
def stadthalle() -> F:
    return poi("Stadthalle", N)                                  # arts centre W29000917 on the Kulturpark


def landgericht() -> F:
    return poi("Landgericht Neubrandenburg", N)


def standesamt() -> F:
    return poi("Standesamt Neubrandenburg", N)


def arbeitsagentur() -> F:
    return poi("Bundesagentur für Arbeit", N)


def finanzamt() -> F:
    return poi("Finanzamt Neubrandenburg", N)


def regionalmuseum() -> F:
    return poi("Regionalmuseum im Franziskanerkloster", N)


def versicherungsmuseum() -> F:
    return poi("Kleinstes Versicherungsmuseum der Welt", N)


def tourist_info() -> F:
    return poi("Tourist Info", N)


def hostel() -> F:
    return poi("Hostel am Güterbahnhof", N)


def colosseum() -> F:
    return poi("Colosseum", N)


def schwanenteich() -> F:
    return lake("Schwanenteich", N)


def ihlenpool() -> F:
    return lake("Ihlenpool", N)


def bakery_max() -> F:
    return largest_nb("bakery")[0]         # Kadatz Werksverkauf


def diy_max() -> F:
    return largest_nb("diy store")[0]      # OBI Baumarkt


def bike_max() -> F:
    return largest_nb("bike shop")[0]      # Fahrradhaus Lefin


def firestation_max() -> F:
    return largest_nb("fire station")[0]   # Berufsfeuerwehr Neubrandenburg


# ---- shape 1: a description as the reference place

@q(1, "which bike shop is nearest to the courthouse closest to the Standesamt Neubrandenburg?")
def _():
    c, _ = nearest("courthouse", standesamt())                  # the Landgericht
    return [nearest("bike shop", c)[0].name]


@q(1, "The Schwanenteich - what's the closest optician to the museum nearest to it?")
def _():
    mu, _ = nearest("museum", schwanenteich())                  # the Brigitte-Reimann-Literaturhaus
    return [nearest("optician", mu)[0].name]


@q(1, "i'm at neubrandenburg's biggest bakery, where's the closest car repair garage")
def _():
    return [nearest("car repair", bakery_max())[0].name]


@q(1, "Which vet is closest to the hotel nearest to the nightclub that's closest to the Stadthalle?")
def _():
    c, _ = nearest("nightclub", stadthalle())
    h, _ = nearest("hotel", c)
    return [nearest("vet", h)[0].name]


@q(1, "hairdresser nearest the dentist that's closest to the hostel nearest the Regionalmuseum im Franziskanerkloster?")
def _():
    h, _ = nearest("hostel", regionalmuseum())
    d, _ = nearest("dentist", h)
    return [nearest("hairdresser", d)[0].name]


@q(1, "closest dentist to the fire station near Hotel Weinert please")
def _():
    fs, _ = nearest("fire station", poi("Hotel Weinert", N))
    return [nearest("dentist", fs)[0].name]


@q(1, "nearest drinks shop to the kindergarten closest to the Bundesagentur für Arbeit")
def _():
    k, _ = nearest("kindergarten", arbeitsagentur())
    return [nearest("drinks shop", k)[0].name]


@q(1, "Which supermarket is next to Neubrandenburg's largest DIY store?")
def _():
    return [nearest("supermarket", diy_max())[0].name]


# ---- shape 2: a description with a radius

@q(2, "Which doctors are within 300 m of the pharmacy closest to the Bundesagentur für Arbeit?", "list")
def _():
    ph, _ = nearest("pharmacy", arbeitsagentur())
    return lst("doctor", ph, 300)


@q(2, "number of restaurants within 250 m of the cinema that's closest to the Standesamt Neubrandenburg?")
def _():
    c, _ = nearest("cinema", standesamt())
    return cnt("restaurant", c, 250)


@q(2, "the hostel nearest the Tourist Info: which opticians are less than 500 m from it?", "list")
def _():
    h, _ = nearest("hostel", tourist_info())
    return lst("optician", h, 500)


@q(2, "How many clothes shops are there within 300 metres of the bank closest to the Kaufhof?")
def _():
    b, _ = nearest("bank", poi("Kaufhof", N))
    return cnt("clothes shop", b, 300)


@q(2, "how many doctors within 500m of the museum closest to the Schwanenteich")
def _():
    mu, _ = nearest("museum", schwanenteich())
    return cnt("doctor", mu, 500)


@q(2, "supermarkets within 300 m of the pharmacy nearest the Ihlenpool - list them please", "list")
def _():
    ph, _ = nearest("pharmacy", ihlenpool())
    return lst("supermarket", ph, 300)


@q(2, "Count the pubs within 600 m of the nightclub that's nearest to the Stadthalle.")
def _():
    c, _ = nearest("nightclub", stadthalle())
    return cnt("pub", c, 600)


# ---- shape 3: comparisons

@q(3, "The Schwanenteich: is the nearest florist or the nearest optician closer to it?")
def _():
    ref = schwanenteich()
    return [closer(nearest("florist", ref), nearest("optician", ref)).name]


@q(3, "I'm at the Hostel am Güterbahnhof - which is nearer, the closest bar or the closest pub?")
def _():
    ref = hostel()
    return [closer(nearest("bar", ref), nearest("pub", ref)).name]


@q(3, "what's bigger, the Ihlenpool or the Schwanenteich")
def _():
    return [bigger(ihlenpool(), schwanenteich()).name]


@q(3, "Is the Finanzamt Neubrandenburg closer to the Bethanien Center or to the Bowlingcenter Strike?")
def _():
    return [pair(poi("Bethanien Center", N), poi("Bowlingcenter Strike", N), finanzamt()).name]


@q(3, "Which covers more ground: Neubrandenburg's biggest bakery or its biggest bike shop?")
def _():
    return [bigger(bakery_max(), bike_max()).name]


@q(3, "is the vet nearest the Stadthalle closer to the Schwanenteich or to the Kulturpark")
def _():
    v, _ = nearest("vet", stadthalle())
    return [pair(schwanenteich(), park("Kulturpark", N), v).name]


@q(3, "Colosseum - is the closest pharmacy or the closest post office nearer to it?")
def _():
    ref = colosseum()
    return [closer(nearest("pharmacy", ref), nearest("post office", ref)).name]


# ---- shape 4: two descriptions measured against each other

@q(4, "how far is the biggest DIY store from the biggest bakery in neubrandenburg")
def _():
    return [m(dist(diy_max(), bakery_max()))]


@q(4, "Which way is Neubrandenburg's biggest bakery from its biggest fire station?")
def _():
    return [direction(firestation_max(), bakery_max())]


@q(4, "distance between the nightclub closest to the Colosseum and the nightclub closest to the Stadthalle?")
def _():
    a, _ = nearest("nightclub", colosseum())
    b, _ = nearest("nightclub", stadthalle())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "how far apart are the vet nearest the Parkhotel Neubrandenburg and the vet nearest the Bundesagentur für Arbeit")
def _():
    a, _ = nearest("vet", poi("Parkhotel Neubrandenburg", N))
    b, _ = nearest("vet", arbeitsagentur())
    assert a.name != b.name
    return [m(dist(a, b))]


@q(4, "In which direction is the hostel nearest the Tourist Info from the hotel closest to the Stadthalle?")
def _():
    h, _ = nearest("hostel", tourist_info())
    ht, _ = nearest("hotel", stadthalle())
    return [direction(ht, h)]


@q(4, "How far is the doctor nearest the Ihlenpool from the museum nearest the Schwanenteich?")
def _():
    d, _ = nearest("doctor", ihlenpool())
    mu, _ = nearest("museum", schwanenteich())
    return [m(dist(d, mu))]


@q(4, "what direction is the Finanzamt's closest car dealer from the Landgericht's closest car dealer")
def _():
    a, _ = nearest("car dealer", landgericht())
    b, _ = nearest("car dealer", finanzamt())
    assert a.name != b.name
    return [direction(a, b)]


@q(4, "how many metres are there between the Hostel am Güterbahnhof's closest courthouse and its closest fire station?")
def _():
    c, _ = nearest("courthouse", hostel())
    fs, _ = nearest("fire station", hostel())
    return [m(dist(c, fs))]


# ---- shape 5: sequential

@q(5, "I'm at the Kleinstes Versicherungsmuseum der Welt. nearest florist? and from there how far is it to the Schwanenteich")
def _():
    f, _ = nearest("florist", versicherungsmuseum())
    return [f.name, m(dist(f, schwanenteich()))]


@q(5, "first the bank closest to the Kaufhof, then the nearest optician to that bank")
def _():
    b, _ = nearest("bank", poi("Kaufhof", N))
    return [b.name, nearest("optician", b)[0].name]


@q(5, "find me the closest petrol station to the Datzecenter and then the nearest supermarket to it")
def _():
    fs, _ = nearest("fuel station", poi("Datzecenter", N))
    return [fs.name, nearest("supermarket", fs)[0].name]


@q(5, "Which hostel is nearest the Regionalmuseum im Franziskanerkloster? And then which cafe is closest to it, and how far?")
def _():
    h, _ = nearest("hostel", regionalmuseum())
    c, d = nearest("cafe", h)
    return [h.name, c.name, m(d)]


@q(5, "Get the hotel nearest to the Mini-Golf, then tell me the nearest cafe to that one")
def _():
    h, _ = nearest("hotel", poi("Mini-Golf", N))
    return [h.name, nearest("cafe", h)[0].name]


@q(5, "start at the Colosseum: nearest supermarket, then the closest pharmacy to it")
def _():
    s, _ = nearest("supermarket", colosseum())
    return [s.name, nearest("pharmacy", s)[0].name]


@q(5, "look up the vet closest to the Bundesagentur für Arbeit; from that vet, how far is the Reitbahnsee?")
def _():
    v, _ = nearest("vet", arbeitsagentur())
    return [v.name, m(dist(v, lake("Reitbahnsee", N)))]


@q(5, "Start from the Landgericht Neubrandenburg: which bakery is nearest, and what's the closest florist to that bakery?")
def _():
    b, _ = nearest("bakery", landgericht())
    return [b.name, nearest("florist", b)[0].name]


# ---- shape 6: an attribute of a described place

@q(6, "does the pub nearest the Landgericht Neubrandenburg have a website")
def _():
    p, _ = nearest("pub", landgericht())
    return [host(tag(p, "website"))]


@q(6, "opening hours of the pharmacy nearest the Bundesagentur für Arbeit?")
def _():
    ph, _ = nearest("pharmacy", arbeitsagentur())
    return hours(tag(ph, "opening_hours"))


@q(6, "Which street is Neubrandenburg's biggest bakery on?")
def _():
    return [tag(bakery_max(), "addr:street")]


@q(6, "phone number of the hotel closest to the Schwanenteich?")
def _():
    h, _ = nearest("hotel", schwanenteich())
    return [tag(h, "phone")]


@q(6, "Datzecenter's nearest pharmacy: what's its address?")
def _():
    ph, _ = nearest("pharmacy", poi("Datzecenter", N))
    return [f"{tag(ph, 'addr:street')} {tag(ph, 'addr:housenumber')}"]


@q(6, "the nightclub closest to the Stadthalle - what's their website")
def _():
    c, _ = nearest("nightclub", stadthalle())
    return [host(tag(c, "website"))]


@q(6, "what street's the car dealer nearest to the Finanzamt Neubrandenburg on?")
def _():
    c, _ = nearest("car dealer", finanzamt())
    return [tag(c, "addr:street")]


@q(6, "what kind of food does the fast food place nearest the Bowlingcenter Strike serve")
def _():
    f, _ = nearest("fast food", poi("Bowlingcenter Strike", N))
    return [tag(f, "cuisine")]


# ---- shape 7: not in the loaded data

@q(7, "which bakery is closest to the Schweriner Schloss")
def _():
    return absent("Schweriner Schloss")


@q(7, "How far is the Müritz from the Tollensesee?")
def _():
    return absent("Müritz")


@q(7, "nearest vet to the biggest park in Waren, please")
def _():
    # no town called Waren (Waren an der Müritz is outside the extract)
    return absent("Waren", tables=("regions",))


@q(7, "what's the closest bike shop to the Lindenkino am Datzeberg")
def _():
    # made up: no name in the data contains "Lindenkino"
    return absent("Lindenkino")

# ============================================================================================= main

HEADER = """\
# Composed questions over the Neubrandenburg extract only: fourth validation set (geo-react, evals/composed; see README.md).
# HELD-OUT validation set 4 (written 2026-11-25): never tune on it, never add its questions
# or fixes for them to prompts, cues or tests.
# question<TAB>gold<TAB>kind. gold: "; "-separated items: a name (case/accent-insensitive substring), #N (a count),
# ~N m (distance/length, within max(5 %, 15 m)), ~N m2 (area, within 5 %), a compass word, or !phrase (literal).
# kind: one = every item required; list = any item passes the paper rule, all items the strict rule.
# Gold computed by evals/composed/gold_val4.py (plain SQL over raw OSM tags/geometry); shape per question there.
"""


def main() -> int:
    return G.run_split("val4", QUESTIONS, TSV, HEADER, __doc__)


if __name__ == "__main__":
    sys.exit(main())

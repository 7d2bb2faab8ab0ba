"""Where an approximate name match stops being a misspelling and becomes another place: the refusal threshold of
ResolveLocation and CalculateMetric (place_search.APPROXIMATE_MIN), measured on the shipped names.

Two sets of names no place is called exactly:
- misspelt: names sampled from every table of the loaded data, each with one typing error (a letter dropped,
  doubled, replaced by a neighbour on the keyboard, two neighbours swapped, a letter added), and, for names of 8
  letters or more, two errors; the right answer is the place it was made from;
- unrelated: places of the world that no extract covers (cities, landmarks), descriptions a question wraps around
  a place ('largest park in Vaduz'), kinds of place, and random strings; the right answer is a refusal.
Shortened names (a name without its last word: 'Kunstmuseum' for 'Kunstmuseum Liechtenstein') are reported beside
them: alone they are namesakes as often as not ('Paris' ~ 'Fashion Paris').

Each name goes through `find_places`, as the tools search. A name's score is that of its best match, by two
scorers: the trigram similarity alone (what ranked matches before) and `closeness` (the better of trigram and edit
similarity). For each threshold the table gives the share of misspellings accepted *and* resolved to the place they
were made from, and the share of unrelated names accepted (each a confident answer about a namesake).

    .venv/bin/python benchmarks/name_matching.py [--home DIR] [--port N] [--per-table 80] [--seed 7] [--show 10]

Default database: the test cluster of tests/conftest.py, as benchmarks/tools.py.
"""

from __future__ import annotations

import argparse
import random
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.db import cluster  # noqa: E402
from georeact.db.session import Database  # noqa: E402
from georeact.tools.base import ToolContext, call_memo  # noqa: E402
from georeact.tools.place_search import edit_similarity, find_places, squash  # noqa: E402
from tests.conftest import make_settings  # noqa: E402

# Places no loaded extract covers, names as people type them.
WORLD = """Paris; Madrid; London; Berlin; Rome; Vienna; Zurich; Geneva; Oslo; Stockholm; Copenhagen; Tallinn; Riga;
Warsaw; Prague; Budapest; Lisbon; Barcelona; Milan; Munich; Hamburg; Amsterdam; Brussels; Dublin; Edinburgh;
New York; Los Angeles; Chicago; Tokyo; Kyoto; Beijing; Shanghai; Seoul; Sydney; Melbourne; Toronto; Montreal;
Mexico City; Buenos Aires; Cairo; Nairobi; Istanbul; Athens; Moscow; Dubai; Mumbai; Delhi; Bangkok; Singapore;
Lyon; Marseille; Nice; Turin; Genoa; Florence; Venice; Naples; Salzburg; Innsbruck; Basel; Bern; Lucerne;
Rostock; Stralsund; Greifswald; Schwerin; Potsdam; Dresden; Leipzig; Cologne; Frankfurt; Stuttgart; Bremen;
Tampere; Turku; Espoo; Vantaa; Oulu; Uppsala; Gothenburg; Bergen; Reykjavik; Krakow;
Eiffel Tower; Louvre; Big Ben; Colosseum; Central Park; Sagrada Familia; Brandenburg Gate; Buckingham Palace;
Statue of Liberty; Golden Gate Bridge; Times Square; Hyde Park; Trevi Fountain; Acropolis; Tower Bridge;
Notre-Dame; Prado Museum; Uffizi; Rijksmuseum; Hermitage; Sistine Chapel; Alcatraz; Kremlin; Red Square""".split(";")
DESCRIPTIONS = """largest park in Vaduz; the pharmacy closest to the Casino; nearest cafe to the Ateneum; the biggest lake
near Neubrandenburg; the hotel closest to the Kiasma; the museum nearest the Casino; the longest street in Schaan;
the church of the town; my hotel; the train station; the old town; city centre; downtown; the main square;
the harbour; the beach; the airport; the university; the hospital; the zoo""".split(";")
RANDOM_COUNT = 60


def typo(name: str, rng: random.Random) -> str | None:
    """One typing error at a random letter of `name` (None when it has too few letters)."""
    letters = [i for i, c in enumerate(name) if c.isalpha()]
    if len(letters) < 4:
        return None
    i = rng.choice(letters[1:])   # people rarely get the first letter wrong
    kind = rng.choice(["drop", "double", "replace", "swap", "add"])
    if kind == "drop":
        return name[:i] + name[i + 1:]
    if kind == "double":
        return name[:i] + name[i] + name[i:]
    if kind == "replace":
        return name[:i] + rng.choice(NEIGHBOURS.get(name[i].lower(), string.ascii_lowercase)) + name[i + 1:]
    if kind == "swap" and i + 1 < len(name) and name[i + 1].isalpha() and name[i + 1] != name[i]:
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    return name[:i] + rng.choice(string.ascii_lowercase) + name[i:]


ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
NEIGHBOURS = {c: "".join(row[j] for j in (i - 1, i + 1) if 0 <= j < len(row))
              for row in ROWS for i, c in enumerate(row)}


def sample_names(ctx: ToolContext, per_table: int, rng: random.Random) -> list[str]:
    names: list[str] = []
    for table in ctx.profile.resolution_order:
        spec = ctx.profile.table(table)
        rows = ctx.db.query(f"SELECT DISTINCT {spec.name_column}::text FROM {spec.relation} WHERE {spec.name_column} "
                            f"IS NOT NULL ORDER BY 1", max_rows=100_000).rows
        found = sorted({r[0] for r in rows if sum(c.isalpha() for c in r[0]) >= 4})
        names += rng.sample(found, min(per_table, len(found)))
    return names


def best(ctx: ToolContext, query: str) -> tuple[bool, tuple[str, float] | None, tuple[str, float] | None]:
    """(some place has the name as written, best by trigram similarity, best by closeness)."""
    with call_memo():
        matches = find_places(ctx, query, limit=60)
    if any(not m.approximate for m in matches):
        return True, None, None
    if not matches:
        return False, None, None
    by_trigram = max(matches, key=lambda m: m.similarity)
    scored = [(max(m.similarity, edit_similarity(query, m.name)), m.name) for m in matches]
    by_closeness = max(scored)
    return False, (by_trigram.name, by_trigram.similarity), (by_closeness[1], by_closeness[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, default=None)
    parser.add_argument("--port", type=int, default=None)
    parser.add_argument("--per-table", type=int, default=80, help="names sampled from each table (default 80)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--show", type=int, default=10, help="examples printed around the chosen threshold")
    args = parser.parse_args()
    overrides = {k: v for k, v in (("home", args.home), ("db_port", args.port)) if v is not None}
    settings = make_settings(**overrides)
    cluster.start(settings, log=lambda message: None)
    db = Database(settings).open()
    ctx = ToolContext(db=db, settings=settings)
    rng = random.Random(args.seed)

    misspelt: list[tuple[str, str]] = []
    for name in sample_names(ctx, args.per_table, rng):
        for errors in (1, 2) if sum(c.isalpha() for c in name) >= 8 else (1,):
            text: str | None = name
            for _ in range(errors):
                text = typo(text, rng) if text else None
            if text and squash(text) != squash(name):
                misspelt.append((text, name))
    shortened = sorted({(" ".join(name.split()[:-1]), name) for name in sample_names(ctx, args.per_table, rng)
                        if len(name.split()) >= 2 and sum(c.isalpha() for c in " ".join(name.split()[:-1])) >= 5})
    unrelated = [w.strip() for w in WORLD + DESCRIPTIONS if w.strip()]
    unrelated += ["".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(5, 14))).capitalize()
                  for _ in range(RANDOM_COUNT)]

    scores: dict[str, list[tuple[str, str, float, float, bool, bool]]] = {"misspelt": [], "unrelated": [], "shortened": []}
    skipped = {"misspelt": 0, "unrelated": 0, "shortened": 0}
    for label, items in (("misspelt", misspelt), ("unrelated", [(u, "") for u in unrelated]), ("shortened", shortened)):
        for query, meant in items:
            exact, trigram, close = best(ctx, query)
            if exact:   # a typo that is another real name, or a world name some place here is called
                skipped[label] += 1
                continue
            tri_score, tri_right = (trigram[1], squash(trigram[0]) == squash(meant)) if trigram else (0.0, False)
            cl_score, cl_right = (close[1], squash(close[0]) == squash(meant)) if close else (0.0, False)
            scores[label].append((query, close[0] if close else "", tri_score, cl_score, tri_right, cl_right))
    db.close()

    n_m, n_u = len(scores["misspelt"]), len(scores["unrelated"])
    print(f"misspelt names: {n_m} ({skipped['misspelt']} skipped: the typo is a name in the data); "
          f"unrelated: {n_u} ({skipped['unrelated']} skipped: a place here has that name)")
    print(f"resolved to the right place at any score: trigram {sum(s[4] for s in scores['misspelt']) / n_m:.1%}, "
          f"closeness {sum(s[5] for s in scores['misspelt']) / n_m:.1%}")
    print()
    print("threshold | trigram: misspelt right & accepted, unrelated accepted | closeness: misspelt right & accepted,"
          " unrelated accepted, Youden J")
    chosen, best_j = 0.0, -1.0
    for step in range(30, 91, 5):
        t = step / 100
        tri_ok = sum(1 for s in scores["misspelt"] if s[4] and s[2] >= t) / n_m
        tri_bad = sum(1 for s in scores["unrelated"] if s[2] >= t) / n_u
        cl_ok = sum(1 for s in scores["misspelt"] if s[5] and s[3] >= t) / n_m
        cl_bad = sum(1 for s in scores["unrelated"] if s[3] >= t) / n_u
        j = cl_ok - cl_bad
        if j > best_j:
            chosen, best_j = t, j
        print(f"  {t:.2f}    | {tri_ok:7.1%} {tri_bad:7.1%}                               | {cl_ok:7.1%} {cl_bad:7.1%}"
              f"  {j:+.3f}")
    n_s = len(scores["shortened"])
    short_right = sum(1 for s in scores["shortened"] if s[5] and s[3] >= chosen) / max(1, n_s)
    short_any = sum(1 for s in scores["shortened"] if s[3] >= chosen) / max(1, n_s)
    print(f"\nshortened names (a name without its last word, {n_s}; {skipped['shortened']} are names themselves): "
          f"accepted at {chosen:.2f} without a town {short_any:.1%}, as the right place {short_right:.1%} (with the "
          "question's town or its other places nearby, a name whose words all belong to the place's is accepted)")
    print(f"\nbest separation by closeness (Youden J = right misspellings accepted - unrelated accepted): {chosen:.2f}")
    print("\nunrelated names scoring highest (closeness, the name they came nearest):")
    for query, name, _, score, _, _ in sorted(scores["unrelated"], key=lambda s: -s[3])[:args.show]:
        print(f"  {score:.2f}  {query!r} ~ {name!r}")
    print(f"\nshortened names accepted at {chosen:.2f} as another place (closeness, the name they came nearest):")
    for query, name, _, score, _, right in sorted(scores["shortened"], key=lambda s: -s[3])[:args.show * 3]:
        if score >= chosen and not right:
            print(f"  {score:.2f}  {query!r} ~ {name!r}")
    print("\nmisspellings scoring lowest (closeness, the name they came nearest):")
    for query, name, _, score, _, right in sorted(scores["misspelt"], key=lambda s: s[3])[:args.show]:
        print(f"  {score:.2f}  {query!r} ~ {name!r}{'' if right else '  (another place)'}")


if __name__ == "__main__":
    main()

"""The final answer written from a tool's typed result, and the check that an answer rests on one.

When a CalculateMetric observation answers what the reading asks for (the same metric, the answer's shape,
the places the question names), the answer is rendered here from the result: no second LLM call only to
restate it (on a 2-core CPU that call costs 5-10 s), and nothing the model could misquote. A direction
answers with degrees and the compass word; a list names every match up to the listing cap, with the total.
"""

from __future__ import annotations

import re
from typing import Any

from georeact.agent.answer import AnswerValue
from georeact.geo.units import METRES_PER, format_area, format_distance
from georeact.reading import QuestionReading
from georeact.reading.metrics import METRICS, metric_spec
from georeact.tools.metric.tool import MAX_LISTED, Result

SHAPE_KINDS = {"place": {"entities"}, "places": {"entities"}, "count": {"number"}, "number": {"number"},
               "direction": {"direction", "entities"}, "kinds": {"entities"}, "location": {"entities"}}
ROLES = {"anchor": "anchor", "region": "region", "towards": "towards"}


def answers_reading(reading: QuestionReading | None, tool: str, observation: dict[str, Any] | None,
                    value: AnswerValue | None) -> bool:
    """Whether a successful tool result is the answer to the question as read: then it is rendered."""
    if reading is None or tool != "CalculateMetric" or not observation or value is None:
        return False
    metric = observation.get("metric")
    answers = _nearest_for_how_far(reading, metric, value) or (
        reading.metric is not None and reading.shape in SHAPE_KINDS and value.kind in SHAPE_KINDS[reading.shape]
        and metric_spec(reading.metric).answered_with(metric))
    if not answers:
        return False
    if reading.shape == "direction" and value.degrees is None:
        return False
    if reading.shape in ("place", "places", "location") and not value.entities:
        return False
    roles = {r.get("role") for r in observation.get("resolved") or []}
    wanted = {"anchor"} if reading.anchors and metric != "count" or reading.radius_m else set()
    wanted |= {"region"} if reading.region and not reading.radius_m else set()
    wanted |= {"towards"} if reading.towards else set()
    if not wanted <= roles:
        return False
    if reading.open_at and not observation.get("open_at"):
        return False    # the question's time was not applied
    if reading.radius_m is not None and observation.get("radius_m") is None and metric != "distance":
        return False    # the question's radius was not applied: the result is not its answer
    if reading.feature and not observation.get("filters") and not (metric in METRICS and metric_spec(metric).of_places):
        return False
    return reading.direction is None or observation.get("direction_asked") is not None or bool(observation.get("bearing"))


def _nearest_for_how_far(reading: QuestionReading, metric: str | None, value: AnswerValue) -> bool:
    """"How far is the closest X from A": the nearest X, with its distance, is the answer."""
    return reading.metric == "distance" and bool(reading.feature) and metric_spec("nearest").answered_with(metric) and \
        bool(value.entities) and value.entities[0].distance_m is not None


def render_answer(reading: QuestionReading, observation: dict[str, Any]) -> str:
    """The answer in a sentence or a short list, from the CalculateMetric result; a place taken from an
    approximate match is said first ("I took 'Ateneumm' to be Ateneum, an approximate match.")."""
    result = Result.model_validate(observation)
    return " ".join([*approximate_notes([observation]), _rendered(reading, result)])


def approximate_notes(observations: list[dict[str, Any]], said: str = "") -> list[str]:
    """What the answer must state about the places it rests on: each name taken from an approximate match ("I took
    'Ateneumm' to be Ateneum, an approximate match."), once, unless `said` states it already."""
    notes = [r["note"].rstrip(".") + "." for o in observations for r in o.get("resolved") or []
             if isinstance(r, dict) and r.get("note")]
    return [n for n in dict.fromkeys(notes) if n not in said]


def _rendered(reading: QuestionReading, result: Result) -> str:
    if result.metric == "azimuth" and result.bearing is not None:
        b = result.bearing
        return f"{b.place} is {b.degrees:.0f}° ({b.compass}) from {b.origin}."
    if result.metric == "count":
        count = result.value if result.value is not None else result.total
        verb = "is" if count == 1 else "are"
        return f"There {verb} {_number(count)} {_what(reading, result)} {_scope(result)}".rstrip() + "."
    if result.metric == "kinds" and result.kinds:
        return "; ".join(f"{k.value} ({k.count})" for k in result.kinds) + "."
    if result.entities and (reading.shape == "places" or (reading.limit or 1) > 1 or
                            result.ranked_by is not None and reading.shape != "place"):
        return _listing(reading, result)
    if result.entities:
        return _one_place(reading, result)
    if result.value is not None:
        return _measure(reading, result)
    return "None found."


def _number(value: float | None) -> str:
    return "0" if value is None else f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"


def _what(reading: QuestionReading, result: Result) -> str:
    """The kind of place counted or listed, in the question's words ('cafes', 'Greek restaurants'); the tags stay
    in the evidence."""
    return reading.feature_phrase or reading.feature or "places"


def _scope(result: Result) -> str:
    """'within 400 m of City Hall' / 'in Vaduz' from what the tool resolved (its names, not the model's)."""
    names = {r.role: r.name or r.text for r in result.resolved}
    parts = []
    if result.radius_m is not None and ("anchor" in names or "region" in names):   # a town that is a point: around it
        parts.append(f"within {format_distance(result.radius_m)} of {names.get('anchor') or names['region']}")
    elif "region" in names:
        parts.append(f"in {names['region']}")
    if result.direction_asked:
        parts.append(f"to the {result.direction_asked}")
    if result.open_at:
        parts.append(f"open {result.open_at}")
    return " ".join(parts)


def _entity_line(entity: Any, with_direction: bool) -> str:
    parts = [entity.name or "(no name)"]   # the handle is in the evidence, not in the sentence
    if entity.distance_m is not None:
        parts.append(format_distance(entity.distance_m))
    if with_direction and entity.azimuth_deg is not None:
        parts.append(f"{entity.azimuth_deg:.0f}° ({entity.direction})")
    if entity.area_m2 is not None:
        parts.append(format_area(entity.area_m2))
    if entity.length_m is not None:
        parts.append(format_distance(entity.length_m))
    if getattr(entity, "hours", None):
        parts.append(entity.hours)
    return ", ".join(parts)


def _one_place(reading: QuestionReading, result: Result) -> str:
    entity = result.entities[0]
    line = _entity_line(entity, with_direction=reading.shape == "direction" or reading.direction is not None)
    origin = next((r.name or r.text for r in result.resolved if r.role == "anchor"), None)
    if reading.shape == "direction" and result.bearing is not None:
        b = result.bearing
        line = f"{entity.name or '(no name)'}, {b.degrees:.0f}° ({b.compass})"
        line += f" from {b.origin}" + (f", {format_distance(entity.distance_m)} away" if entity.distance_m is not None else "")
    elif origin and entity.distance_m is not None and entity.name and reading.feature and \
            result.metric in ("nearest", "directional_nearest", "distance"):
        rest = line[len(entity.name) + 2:] + _in_units(entity.distance_m, reading.units)
        line = f"{entity.name} is the nearest {reading.feature_phrase or reading.feature} to {origin}, {rest} away"
    elif origin and entity.distance_m is not None:
        line += f" from {origin}" + _in_units(entity.distance_m, reading.units)
    named = next((e for e in result.entities[1:] if e.name), None) if not entity.name else None
    if named is not None:   # 'which cafe' wants a name: the unnamed nearest is said, and the nearest with one
        line += f"; it has no name in OpenStreetMap. The nearest with a name: {_entity_line(named, False)}"
    return line + "."


def _listing(reading: QuestionReading, result: Result) -> str:
    total = result.total if result.total is not None else len(result.entities)
    shown = result.entities[:MAX_LISTED]
    head = f"{total} {_what(reading, result)} {_scope(result)}".rstrip() + ":"
    lines = [head, *(f"{i}. {_entity_line(e, reading.direction is not None)}" for i, e in enumerate(shown, 1))]
    if total > len(shown):
        lines.append(f"... and {total - len(shown)} more ({total} in all).")
    return "\n".join(lines)


def _measure(reading: QuestionReading, result: Result) -> str:
    value = float(result.value or 0.0)
    if result.unit == "m2":
        text = format_area(value) + ("" if "m²" in format_area(value) else f" ({value:,.0f} m²)")
    elif result.unit == "m":
        text = format_distance(value) + (f" ({value:,.0f} m)" if value >= 1000 else "") + _in_units(value, reading.units)
        if result.mode and result.geodesic_m is not None:
            text += f" along the streets; {format_distance(result.geodesic_m)} in a straight line"
    else:
        text = _number(value) + (f" {result.unit}" if result.unit else "")
    if result.clipped is not None and abs(result.clipped - value) > 1:
        # a total over features that cross the region's edge: the part inside it is the other honest answer
        inside = format_area(result.clipped) if result.unit == "m2" else format_distance(result.clipped)
        text += f", {inside} of it inside the region"
    places = [r.name or r.text for r in result.resolved if r.role in ("anchor", "anchor_b", "region")]
    if result.unit == "m" and value == 0 and result.centre_distance_m and len(places) == 2:
        # two towns that border each other: 0 m between the areas says little on its own
        return f"{places[0]} and {places[1]} touch or overlap (0 m apart); between their centres: " \
               f"{format_distance(result.centre_distance_m)}{_in_units(result.centre_distance_m, reading.units)}."
    if result.unit == "m" and len(places) == 2:
        return f"{places[0]} and {places[1]} are {text} apart."
    if result.unit == "m2" and len(places) == 1:
        return f"{places[0]} covers {text}."
    if result.unit == "m" and len(places) == 1:
        return f"{places[0]}: {text}."
    return f"{text}" + (f" ({', '.join(places)})" if places else "") + "."


def _in_units(metres: float | None, units: str | None) -> str:
    """' (0.77 miles)' when the question asks for a unit other than metres."""
    if metres is None or not units:
        return ""
    key = units.strip().lower()
    factor = METRES_PER.get(key) or METRES_PER.get(key.rstrip("s"))
    if not factor or factor == 1.0:
        return ""
    return f" ({metres / factor:,.2f} {units})"


# ------------------------------------------------------------------------------------------------ grounding

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_COMPASS = re.compile(r"\b(?:north|south|east|west)", re.IGNORECASE)
_SAYS_NONE = re.compile(r"\b(?:no|none|nothing|not? (?:any|found))\b", re.IGNORECASE)


def rests_on_results(text: str, values: list[AnswerValue | None], observations: list[dict[str, Any]],
                     question: str) -> bool:
    """Whether the final text carries something a tool gave: a name it returned, a number it measured, or 'none'
    after a tool found none. A plan in prose, a guess or an empty string does not."""
    if not text.strip():
        return False
    folded = text.casefold()
    names = _returned_names(values, observations)
    if any(len(name) >= 3 and name.casefold() in folded for name in names):
        return True
    handles = {e.handle for v in values if v is not None for e in v.entities if e.handle}
    if any(handle in text for handle in handles):
        return True
    if any(v is not None and v.compass for v in values) and _COMPASS.search(text):
        return True     # a direction answer (a wrong compass word gets the contradiction note instead)
    measured = [n for v in values if v is not None
                for n in (v.number, v.degrees, v.lat, v.lon, *(e.distance_m for e in v.entities)) if n is not None]
    measured += [o["total"] for o in observations if isinstance(o.get("total"), int)]
    measured += [float(cell) for o in observations for row in o.get("rows") or [] if isinstance(row, list)
                 for cell in row if isinstance(cell, str) and _NUMBER.fullmatch(cell.strip())
                 and cell.strip().replace(",", "").lstrip("-").replace(".", "", 1).isdigit()]
    for match in _NUMBER.finditer(text):
        said = float(match.group(0).replace(",", ""))
        if match.group(0) in question:
            continue
        if any(abs(said - m) <= max(0.5, 0.02 * abs(m)) or abs(said * 1000 - m) <= 0.02 * abs(m) for m in measured):
            return True
    found_none = any(not o.get("entities") and o.get("value") is None and not o.get("kinds") and "metric" in o
                     for o in observations)
    return found_none and bool(_SAYS_NONE.search(text))


def has_shape(reading: QuestionReading | None, text: str) -> bool:
    """Whether the answer has the shape the question asks for: a direction question a compass word or degrees, a
    count or a measure a number. Measured: 'Which way do I go from A to B?' answered with walking advice that
    named B, and accepted because B is a place a tool returned."""
    if reading is None or reading.composed:
        return True
    if reading.shape == "direction":
        return bool(_COMPASS.search(text) or re.search(r"\d\s*°|\bdegrees?\b", text))
    if reading.shape in ("count", "number"):
        return bool(_NUMBER.search(text)) or bool(_SAYS_NONE.search(text))
    return True


def _returned_names(values: list[AnswerValue | None], observations: list[dict[str, Any]]) -> set[str]:
    names = {e.name for v in values if v is not None for e in v.entities if e.name}
    for observation in observations:
        for key in ("best", "rows"):
            item = observation.get(key)
            if isinstance(item, dict) and isinstance(item.get("name"), str):
                names.add(item["name"])
        for kind in observation.get("kinds") or []:
            names.add(str(kind.get("value")))
        for visit in observation.get("visits") or []:   # a PlanRoute tour's stops
            names.add(str(visit.get("name")))
        for row in observation.get("rows") or []:
            if isinstance(row, dict):
                names |= {str(v) for v in row.values() if isinstance(v, str)}
            elif isinstance(row, (list, tuple)):
                names |= {str(v) for v in row if isinstance(v, str)}
    return {n for n in names if n}

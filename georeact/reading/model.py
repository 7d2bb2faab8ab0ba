"""The reading of a question: what it asks for, built once when the question arrives.

Every place or feature phrase is a verbatim span of the question (case aside), so a tool can tell the
question's own words from words a model invented. Units at the boundary: metres and degrees.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

from georeact.tools.metric.specs import METRICS

Shape = Literal["place", "places", "count", "number", "direction", "location", "route", "kinds"]
Metric = Literal[tuple(METRICS)]  # type: ignore[valid-type]   # CalculateMetric's metrics
SPAN_FIELDS = ("feature", "modifier", "region", "towards", "open_at")


class QuestionReading(BaseModel):
    question: str
    shape: Shape = Field("place", description="What kind of answer: one place, a list, a count, a number with a "
                                               "unit, a direction, where a place is, a route, the kinds of place.")
    metric: Metric | None = Field(None, description="The CalculateMetric metric that answers it (None for a route).")
    none_ok: bool = Field(False, description="'None found' is a valid answer ('Is there a pharmacy within 200 m?').")
    feature: str | None = Field(None, description="The kind of place asked for, as written ('restaurant').")
    modifier: str | None = Field(None, description="Its non-spatial modifier as written ('Greek', 'with a patio').")
    anchors: list[str] = Field([], description="Places distances are measured from, as written.")
    region: str | None = Field(None, description="The region searched in, as written.")
    radius_m: float | None = Field(None, description="The search radius in metres.")
    direction: str | None = Field(None, description="8-point compass direction from the anchor.")
    towards: str | None = Field(None, description="The place searched towards, as written.")
    candidates: list[str] = Field([], description="Named places to choose from ('A or B').")
    units: str | None = Field(None, description="The unit the answer is asked in ('miles').")
    travel_mode: Literal["walk", "bike", "drive"] | None = Field(
        None, description="How the distance is travelled when the question says so ('walking'); else a straight line.")
    open_at: str | None = Field(None, description="When the places must be open, as written ('Sunday at 10:00', 'now').")
    limit: int | None = Field(None, ge=1, le=50, description="How many places it asks for ('the three nearest').")
    stops: list[str] = Field([], description="The named places of a tour, in the order given ('visit A, B and C').")
    search: bool = Field(False, description="A free-text wish no exact kind of place says ('quiet cafe', 'serves "
                                            "sushi', a word of a name): SearchPlaces answers it.")
    source: Literal["deterministic", "llm", "merged"] = "deterministic"

    @model_validator(mode="after")
    def _spans_are_verbatim(self) -> QuestionReading:
        folded = self.question.casefold()
        for name in SPAN_FIELDS:
            value = getattr(self, name)
            if value is not None and value.casefold() not in folded:
                raise ValueError(f"{name} {value!r} is not a phrase of the question")
        for name in ("anchors", "candidates", "stops"):
            for value in getattr(self, name):
                if value.casefold() not in folded:
                    raise ValueError(f"{name[:-1]} {value!r} is not a phrase of the question")
        return self

    @property
    def feature_phrase(self) -> str | None:
        """The feature with its modifier in the question's order ('Greek restaurant', 'restaurant with a patio')."""
        if not self.feature or not self.modifier:
            return self.feature
        folded = self.question.casefold()
        before = folded.find(self.modifier.casefold()) < folded.find(self.feature.casefold())
        return f"{self.modifier} {self.feature}" if before else f"{self.feature} {self.modifier}"

    @property
    def anchor(self) -> str | None:
        return self.anchors[0] if self.anchors else None

    def summary(self) -> str:
        """One compact line for a trace or a prompt."""
        return self.model_dump_json(exclude_defaults=True, exclude={"question", "source"})

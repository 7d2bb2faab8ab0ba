"""The reading of a question: what it asks for, built once when the question arrives.

Every place or feature phrase is a verbatim span of the question (case aside), so a tool can tell the
question's own words from words a model invented. Units at the boundary: metres and degrees.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import BaseModel, Field, model_validator

from georeact.reading.attributes import ATTRIBUTE_NAMES
from georeact.reading.kinds import Kind
from georeact.reading.metrics import METRICS

Shape = Literal["place", "places", "count", "number", "direction", "location", "route", "kinds", "attribute"]
Metric = Literal[tuple(METRICS)]  # type: ignore[valid-type]   # CalculateMetric's metrics
SPAN_FIELDS = ("feature", "modifier", "region", "towards", "open_at", "refers_back", "asked_tag")
# What a place is asked about (DescribePlace's attributes): "what street is X on", "the opening hours of X".
Attribute = Literal[ATTRIBUTE_NAMES]  # type: ignore[valid-type]   # reading/data/attributes.yaml
# Arithmetic over two answers ("how many more X than Y", "the combined area of A and B", "is A closer to B than to
# C"): reading/arithmetic.py.
Operation = Literal["difference", "sum", "ratio", "less", "more", "nearer", "times", "average", "rank", "share",
                    "without"]
# "which is bigger, A or B": the measure two places are compared by, and which end wins.
Comparison = Literal["nearer", "farther", "larger", "smaller", "longer", "shorter"]


class AggregateAsked(BaseModel):
    """An aggregate the fixed tools cannot express (reading/aggregates.py): GenerateSQL's template."""
    feature: str
    having: str | None = None          # an attribute the places carry (reading/data/attributes.yaml)
    equals: str | None = None          # with `having`: the value it must have ('on level 2': level = 2)
    at_least: float | None = None      # with `having`: the least figure it must have ('4 stars or better')
    more_than: float | None = None     # with `having`: a figure it must exceed ('more than 34 m above sea level')
    less_than: float | None = None     # with `having`: a figure it must stay under ('peaks under 300 m')
    lacking: bool | None = None        # with `having`: True for the places without it ('... don't have a phone number')
    group_by: str | None = None        # the most common value of an attribute, or 'kind'
    rank: int | None = None            # with `group_by`: the value at this place ('the second most common'), not the first
    total_of: str | None = None        # a figure the places carry, added up ('parking spaces at the car parks')
    top_by: str | None = None          # the places with the greatest figure of an attribute ('the highest peak')
    lowest: bool | None = None         # with `top_by`: the least figure first ('the lowest peak')
    average_of: str | None = None      # an attribute's figure ('height'), or 'area' / 'length', averaged over the places
    measure: Literal["length", "area"] | None = None
    above: float | None = None         # the threshold, in metres or square metres
    anchor: str | None = None
    radius_m: float | None = None
    region: str | None = None


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
    closed_then: bool = Field(False, description="'which cafes ... are NOT open at 10 pm': the places closed at open_at "
                                                 "instead (their hours say so).")
    limit: int | None = Field(None, ge=1, le=50, description="How many places it asks for ('the three nearest').")
    rank: int | None = Field(None, ge=2, le=10, description="Which place of the ranking it asks for ('the second "
                                                             "largest': 2).")
    # The kinds the plan compiles (reading/kinds.py): each field names its module; their readers are tried in
    # this order.
    aggregate: Annotated[AggregateAsked | None, Kind("georeact.reading.aggregates")] = Field(
        None, description="Places with an attribute, the most common value, those over a threshold: GenerateSQL's "
                          "template.")
    stops: Annotated[list[str], Kind("georeact.reading.tours")] = Field(
        [], description="The named places of a tour, in the order given ('visit A, B and C').")
    round_trip: bool | None = Field(None, description="A tour that comes back to where it starts (False: 'no need to "
                                                      "come back').")
    time_budget_s: float | None = Field(None, description="The time a trip must take at most, asked whether it does "
                                                          "('can I walk from A to B in 20 minutes'), in seconds.")
    time_over: bool = Field(False, description="The trip is asked to take more than the time ('is B more than an "
                                               "hour's drive from A').")
    distance_limit_m: float | None = Field(None, description="The distance two places are asked to lie within of each "
                                                              "other ('is A within 2 km of B'), in metres.")
    distance_over: bool = Field(False, description="The distance is asked to be more than the limit ('is A more than "
                                                   "20 km from B').")
    offset: Literal["north", "south", "east", "west"] | None = Field(
        None, description="How far one place lies from another along one compass way ('how far north is A from B'): "
                          "the direction between the two, said as that part of their distance.")
    search: bool = Field(False, description="A free-text wish no exact kind of place says ('quiet cafe', 'serves "
                                            "sushi', a word of a name): SearchPlaces answers it.")
    attribute: Annotated[Attribute | None, Kind("georeact.reading.attribute_questions")] = Field(
        None, description="What the question asks about its place (its street, opening hours, website ...): "
                          "DescribePlace answers it.")
    asked_tag: str | None = Field(None, description="With attribute 'tag': the words of the tag asked, as written "
                                                    "('power source'; reading/asked_tag.py).")
    asked_value: str | None = Field(None, description="With an attribute: the value asked whether the place has, as "
                                                      "written ('is X Lutheran?': 'Lutheran'; 'does X serve pizza').")
    along: bool = Field(False, description="With a yes-or-no attribute of a street: asked of any part of it ('is "
                                           "any part of S one-way'), yes when any of its ways says it.")
    compare: Comparison | None = Field(None, description="Which of the candidates wins: 'which is bigger, A or B'.")
    operation: Operation | None = Field(None, description="Arithmetic over the answers of `operands`: their "
                                                          "difference, sum, ratio, whether the first is less or "
                                                          "more, or (of two or more) their average.")
    operands: list[QuestionReading] = Field([], description="The one-step questions an arithmetic question is "
                                                            "made of (two; an average, two or more), read on their own.")
    factor: float | None = Field(None, description="'Are there twice as many A as B?': the factor asked about.")
    count_than: tuple[Literal["more", "at_least", "fewer", "at_most"], float] | None = Field(
        None, description="'Are there more than 6 cafes within 100 m of X?': a count checked against a number.")
    open_share: Literal["all", "most"] | None = Field(
        None, description="'Is every place that lists hours open at 6pm?' ('all'), 'are most of them open?' ('most'): a "
                          "count of those open then, said as whether that share of those whose hours say are.")
    # A place is a name as written or a description: a phrase of the question that is itself a question
    # ("the biggest park in Vaduz"). Each described phrase maps to its own reading, whose places may be
    # described again: the recursion is the plan's order (georeact/reading/plan.py).
    described: dict[str, QuestionReading] = Field({}, description="Place phrases that are descriptions, read.")
    then: QuestionReading | None = Field(None, description="A later clause about this one's answer ('..., then the "
                                                           "closest restaurant to it').")
    refers_back: str | None = Field(None, description="The words that point to the previous clause's answer "
                                                      "('it', 'there', 'that hotel').")
    unread: list[str] = Field([], description="Content words no part of the reading accounts for: the reading is "
                                              "complete only without them.")
    source: Literal["deterministic", "llm", "merged"] = "deterministic"

    @model_validator(mode="after")
    def _spans_are_verbatim(self) -> QuestionReading:
        if (missing := self._span_missing_from(self.question)) is not None:
            raise ValueError(f"{missing} is not a phrase of the question")
        return self

    def _span_missing_from(self, question: str) -> str | None:
        folded = question.casefold()
        for name in SPAN_FIELDS:
            value = getattr(self, name)
            if value is not None and value.casefold() not in folded:
                return f"{name} {value!r}"
        for name in ("anchors", "candidates", "stops", "described"):
            for value in getattr(self, name):
                if value.casefold() not in folded:
                    return f"{name[:-1]} {value!r}"
        return None

    def said_in(self, question: str) -> bool:
        """Whether every phrase of the reading is a phrase of `question` (a place read as rewritten, 'the bike
        parking for 66 bikes' read as 'the bike parking with 66 spaces', is not one of the question as asked)."""
        return self._span_missing_from(question) is None

    def asked_as(self, question: str) -> QuestionReading:
        """The reading said of the question as asked, where its phrases are that question's; else of the question
        as it was read."""
        return self.model_copy(update={"question": question}) if self.said_in(question) else self

    @property
    def feature_phrase(self) -> str | None:
        """The feature with its modifier in the question's order ('Greek restaurant', 'restaurant with a patio')."""
        if not self.feature or not self.modifier:
            return self.feature
        folded = self.question.casefold()
        before = 0 <= folded.find(self.modifier.casefold()) < folded.find(self.feature.casefold())
        return f"{self.modifier} {self.feature}" if before else f"{self.feature} {self.modifier}"

    @property
    def complete(self) -> bool:
        """Every content word is accounted for, in this clause and in every description and later clause."""
        return not self.unread and all(d.complete for d in [*self.described.values(), *self.operands]) and \
            (self.then is None or self.then.complete)

    @property
    def composed(self) -> bool:
        """Whether answering it takes more than one step: a described place, a later clause, a comparison."""
        return bool(self.described or self.then or self.compare or self.operands)

    def clauses(self) -> Iterator[QuestionReading]:
        """This reading, then every reading it is made of (descriptions, operands, the later clause), depth first."""
        yield self
        for sub in [*self.described.values(), *self.operands, *([self.then] if self.then else [])]:
            yield from sub.clauses()

    @property
    def anchor(self) -> str | None:
        return self.anchors[0] if self.anchors else None

    @property
    def places(self) -> tuple[str, ...]:
        """Every place the question names, as written: anchors, region, the place towards, the candidates."""
        return tuple(p for p in [*self.anchors, self.region, self.towards, *self.candidates] if p)

    def summary(self) -> str:
        """One compact line for a trace or a prompt."""
        return self.model_dump_json(exclude_defaults=True, exclude={"question", "source", "described", "then"}) + \
            "".join(f" | {span!r}: {d.summary()}" for span, d in self.described.items()) + \
            (f" | then: {self.then.summary()}" if self.then else "")
QuestionReading.model_rebuild()

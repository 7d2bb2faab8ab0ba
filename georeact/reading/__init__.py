"""Reading a question once: `read(question)` gives the `QuestionReading` every tool and the agent share.

`deterministic.read` reads one clause; `compose.read` finds the parts of a question that composes (a place
described by another question, a later clause, a comparison) and reads each with it.
"""

from georeact.reading.compose import read
from georeact.reading.model import QuestionReading

__all__ = ["QuestionReading", "read"]

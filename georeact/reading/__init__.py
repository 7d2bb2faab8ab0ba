"""Reading a question once: `read(question)` gives the `QuestionReading` every tool and the agent share."""

from georeact.reading.deterministic import read
from georeact.reading.model import QuestionReading

__all__ = ["QuestionReading", "read"]

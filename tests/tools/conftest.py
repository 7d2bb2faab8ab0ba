import pytest

from georeact.tools.base import ToolContext


@pytest.fixture(scope="session")
def ctx(db, settings) -> ToolContext:
    return ToolContext(db=db, settings=settings)

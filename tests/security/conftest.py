import pytest

from tests.reliability import scratch


@pytest.fixture(scope="session")
def scratch_settings(tmp_path_factory):
    """The throw-away cluster (tests/reliability/scratch.py), shared with the other test directory."""
    settings = scratch.acquire(tmp_path_factory.mktemp("scratch-home"))
    yield settings
    scratch.release()


@pytest.fixture(scope="session")
def ctx(db, settings):
    from georeact.tools.base import ToolContext

    return ToolContext(db=db, settings=settings)

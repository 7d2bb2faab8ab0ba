"""The metric table moved to georeact/reading/metrics.py (the question's own floor); kept for old imports."""

from georeact.reading.metrics import *  # noqa: F401,F403
from georeact.reading.metrics import ALIASES, METRICS, MAX_RADIUS_M, POINT_AS_AREA_RADIUS_M, metric_names, metric_spec  # noqa: F401

"""Geometry the tools, the importer and the map share, without a database."""

Bbox = tuple[float, float, float, float]   # min lon, min lat, max lon, max lat

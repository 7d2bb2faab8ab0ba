"""geo-react: an LLM answers geospatial questions over PostGIS + OpenStreetMap through spatial tools."""

from georeact.config import Settings, get_settings

__all__ = ["Settings", "get_settings"]

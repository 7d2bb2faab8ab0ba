"""The ellipsoid every geodesic measure made in Python uses (the database measures with its own)."""

from pyproj import Geod

GEOD = Geod(ellps="WGS84")

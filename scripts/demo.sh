#!/usr/bin/env bash
# The main job: the embedded database is up (make db); show what it holds.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/georeact db status

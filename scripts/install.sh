#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian machine: apt packages, a .venv, the package. Prints what it does.
# --test: also what only the tests need (Debian's chromium, for the map tests in a real browser).
set -euo pipefail
cd "$(dirname "$0")/.."

# pgbouncer: `georeact db pool` puts it in front of the read replicas (docs/scale.md; tests/scale/test_replica_pool.py)
APT_PACKAGES=(postgresql-15 postgresql-15-postgis-3 postgresql-15-pgrouting postgresql-contrib osm2pgsql pgbouncer
              cmake ninja-build build-essential tmux)
if [ "${1:-}" = "--test" ]; then APT_PACKAGES+=(chromium); fi
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "==> apt: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # The Debian postgresql package would start its own cluster on 5432 (and pgbouncer its service on 6432); ours run
  # separately.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "==> apt: all packages present"
fi

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "==> creating .venv with $($PYTHON --version)"
  $PYTHON -m venv .venv
  .venv/bin/python -m pip install -q --upgrade pip 2>&1 | grep -v '^WARNING: Location' || true
fi

stamp=.venv/.georeact-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ constraints.txt -nt "$stamp" ]; then
  echo "==> pip: installing geo-react and its dependencies into .venv"
  # constraints.txt: pins for this build environment only, kept out of the published metadata
  .venv/bin/python -m pip install -q -c constraints.txt -e ".[routing,memory,mcp,web,agents,test,report]" 2>&1 \
    | grep -v -e '^WARNING: Location' -e '^\s*$' || true
  .venv/bin/python -c "import georeact, langgraph, langgraph.checkpoint.postgres, mcp, psycopg, shapely, ortools, sqlglot, spellchecker" \
    || { echo "pip install failed: see the output above"; exit 1; }
  touch "$stamp"
else
  echo "==> pip: .venv is up to date"
fi

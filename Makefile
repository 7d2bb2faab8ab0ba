# Two entry points, both idempotent on a fresh Debian machine (as root, or with sudo):
#   make demo   install, start the embedded database (loads the shipped OSM extracts), ask and chat
#   make test   install, then the whole test suite
SHELL := /bin/bash
VENV := .venv
GEOREACT := $(VENV)/bin/georeact
PYTEST_ARGS ?=
# one test process per core (pytest-xdist), a module to a process (tests/conftest.py says what they share); 0: one
# (the 15 slowest tests are listed at the end: the suite is held under 10 minutes once the model is built)
PYTEST_WORKERS ?= auto

.PHONY: install demo test db llm clean-home

install:
	@bash scripts/install.sh

db: install
	@$(GEOREACT) db start

llm: install
	@$(GEOREACT) llm prepare

demo: db
	@bash scripts/demo.sh

test:
	@bash scripts/install.sh --test
	@echo "==> pytest"
	@$(VENV)/bin/python -m pytest -n $(PYTEST_WORKERS) --dist loadfile --durations=15 $(PYTEST_ARGS)

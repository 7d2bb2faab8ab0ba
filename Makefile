# Two entry points, both idempotent on a fresh Debian machine (as root, or with sudo):
#   make demo   install, start the embedded database (loads the shipped OSM extracts), ask and chat
#   make test   install, then the whole test suite
SHELL := /bin/bash
VENV := .venv
GEOREACT := $(VENV)/bin/georeact
PYTEST_ARGS ?=

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
	@$(VENV)/bin/python -m pytest $(PYTEST_ARGS)

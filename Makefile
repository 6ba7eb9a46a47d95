# p4reduce: `make demo` runs the main job, `make test` runs lints, type checks and tests.
# Each creates .venv if missing and installs what it needs.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
DEMO_ARGS ?=

.PHONY: install system-deps demo test lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,torch,mininet]'
	touch $(STAMP)

# The system tools the tests run (mininet_topos/systools.py: mnexec, ping, ethtool, ip, ...),
# each checked on its own: as root with apt-get the packages of the missing ones are
# installed, quietly and only then; otherwise nothing is done and the tests that need a
# missing tool skip, naming it and its package.
system-deps: $(STAMP)
	@pkgs="$$($(BIN)/python -m mininet_topos.systools)"; \
	if [ -n "$$pkgs" ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "system-deps: apt-get install $$pkgs"; \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	      --no-install-recommends $$pkgs; } >/dev/null \
	    || echo "system-deps: apt-get failed; the tests that need $$pkgs skip, naming them"; \
	fi

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/p4reduce demo $(DEMO_ARGS)

test: lint typecheck pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

pytest: $(STAMP) system-deps
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/p4reduce bench quantize
	$(BIN)/p4reduce bench hostpath
	$(BIN)/p4reduce bench switch

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis

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

# Mininet (with mnexec), ping and ethtool come from Debian/Ubuntu packages; as root
# they are installed here, otherwise the Mininet tests skip and say why.
system-deps:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && ! command -v mnexec >/dev/null; then \
	  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
	    --no-install-recommends mininet iputils-ping ethtool iproute2; \
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

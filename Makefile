# The two commands of the README: `make build` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: build test check bench bench-quick mutation clean

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(BIN)/python -m compileall -q generator   # pip compiles what it installs; an editable install's own code it does not
	touch $(STAMP)

build: $(STAMP)
	$(BIN)/pnp build

check: $(STAMP)
	$(BIN)/pnp check

# every core (pytest-xdist), a test file's tests in one process so its module fixtures are built once; the
# shipped documents and boards are built once for all processes (tests/sharedbuild.py)
test: $(STAMP)
	$(BIN)/python -m pytest -n auto --dist loadfile

bench: $(STAMP)
	$(BIN)/python bench/check_cold.py
	$(BIN)/python bench/cards.py
	$(BIN)/python bench/documents.py
	$(BIN)/python bench/build.py
	$(BIN)/python bench/images.py

# The CI gate (.ci/run): each benchmark's quick mode, judged on ratios and memory, not on absolute times.
bench-quick: $(STAMP)
	$(BIN)/python bench/check_cold.py --quick
	$(BIN)/python bench/cards.py --quick
	$(BIN)/python bench/documents.py --quick
	$(BIN)/python bench/build.py --quick
	$(BIN)/python bench/images.py --quick

# Mutation testing of check/, sheet geometry, the writer and the exports, one group at a time, niced
# (docs/testing.md). Slow: run a group with `make mutation GROUPS=sheets`.
GROUPS ?=
mutation: $(STAMP)
	nice -n 19 $(BIN)/python tools/mutation.py $(GROUPS)

clean:
	rm -rf output $(VENV)

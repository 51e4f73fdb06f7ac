# The two commands of the README: `make build` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Three layers, each installed once: what running pnp needs (build, check, the benchmarks), then the test
# tools ([test]: make test), then mutation testing and the linter ([dev]: make mutation, make lint).
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: build test check bench bench-quick mutation lint typecheck clean

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	$(BIN)/python -m compileall -q generator   # pip compiles what it installs; an editable install's own code it does not
	touch $(STAMP)

$(TEST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(TEST_STAMP)

$(DEV_STAMP): $(TEST_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(DEV_STAMP)

build: $(STAMP)
	$(BIN)/pnp build

check: $(STAMP)
	$(BIN)/pnp check

# every core (pytest-xdist), a test file's tests in one process so its module fixtures are built once; the
# shipped documents and boards are built once for all processes (tests/sharedbuild.py); the linter and the
# type checker first
test: typecheck
	$(BIN)/ruff check generator tests tools bench
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
mutation: $(DEV_STAMP)
	nice -n 19 $(BIN)/python tools/mutation.py $(GROUPS)

# pyflakes' checks (names, imports) and syntax errors; configured in pyproject.toml (make test runs it first)
lint: $(TEST_STAMP)
	$(BIN)/ruff check generator tests tools bench

# mypy over generator/, configured in pyproject.toml [tool.mypy]; its cache in .mypy_cache makes a rerun quick
typecheck: $(TEST_STAMP)
	$(BIN)/python -m mypy

clean:
	rm -rf output $(VENV) .mypy_cache

# Two commands do all the set-up on a fresh machine:
#   make        set up .venv/ and node_modules/, then build everything into dist/
#   make test   the same set-up, then run the whole test suite (it builds what it needs)
#   make check  the fast inner loop: the tests that need no browser and no site build
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PY_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed

.PHONY: all build setup test check serve lint bench clean

all: build

$(PY_STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "cardgen needs Python >= 3.11; run make PYTHON=/path/to/python3.11")'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	@command -v npm >/dev/null || { echo "cardgen needs Node.js and npm (for the pinned Pyodide runtime)"; exit 1; }
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

setup: $(PY_STAMP) $(NODE_STAMP)

build: setup
	$(PY) -m cardgen build --out dist

# Four workers on two cores: the suite waits on Chromium's frames, timers and the test
# servers more than it computes (the workers and their browsers used 836 processor seconds
# over a run of 845 s: one core of two), so workers beyond the cores fill the gaps. (Three
# were right when the suite computed more: a fourth then made the run slower, 1,096 s
# against 906 s.) Each worker takes a whole test file at a time, the
# longest files first (tests/file_weights.json, see tests/support/file_weights.py), so
# that a file's fixtures are set up once and no worker is left alone with a long file at
# the end while the others are idle. The 30 longest tests are listed at the end of the
# run: where the suite's minutes go, in CI's log too.
#
# The tests run with PYTHONDONTWRITEBYTECODE unset (some machines set it, this one and CI's
# among them): pytest then keeps the test modules it rewrote for its asserts, and Python the
# byte code of what the tests and their commands import. Every worker collects the whole
# suite, and rewriting was 9 of the 12 processor seconds that took in each; collected once
# first (the worker's own collection then takes 3 s), a fresh clone's run saves ~17 s of
# processor time. (A failed collection is reported by the run itself.)
TEST_PY := env -u PYTHONDONTWRITEBYTECODE $(PY)
test: setup
	-@$(TEST_PY) -m pytest --collect-only -qq -p no:cacheprovider >/dev/null
	$(TEST_PY) -m pytest -n 4 --dist loadfile --no-loadscope-reorder --durations=30

# Engine, model, render, press, the command line, the games' data, hostile input, and the
# checker's JavaScript modules under Node: no browser, no site build, under 2 minutes.
CHECK_PATHS := tests/engine tests/model tests/render tests/press tests/games tests/hostile \
	tests/test_cli.py tests/test_layers.py tests/test_language_codes.py tests/test_content.py tests/test_content_title_ids.py tests/test_new.py tests/test_new_languages.py tests/test_new_catalog.py tests/test_new_placeholders.py tests/test_tutorial.py tests/test_layouts_doc.py tests/test_checker_doc.py tests/test_site_progress.py tests/test_original_game.py tests/test_shipped_docs.py tests/test_file_weights.py \
	tests/test_package.py tests/checker/test_modules.py tests/checker/test_partial.py \
	tests/checker/test_definitions.py tests/checker/test_result_keys.py tests/checker/test_card_labels.py \
	tests/checker/test_counts_from_cards.py tests/checker/test_shown_numbers.py tests/checker/test_entries.py tests/checker/test_quotes.py \
	tests/checker/test_ctw_paint.py tests/checker/test_ctw_gestures.py tests/checker/test_totals_bar_timing.py \
	tests/test_pseudo_locale.py tests/test_ui_catalogs.py
check: setup
	$(TEST_PY) -m pytest -n 2 -m "not slow" $(CHECK_PATHS)

lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

# Benchmarks print ratios against a baseline measured in the same run (see README).
bench: build
	$(PY) bench/print.py
	$(PY) bench/site.py
	$(PY) bench/checker.py --site dist/site
	$(PY) bench/phone.py --site dist/site

serve: build
	$(PY) -m http.server --directory dist/site --bind 127.0.0.1 8000

clean:
	rm -rf dist

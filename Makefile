# Everything a fresh Debian machine needs, installed by the targets that need it.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml constraints.txt | sha256sum | cut -c1-12)
APT_PACKAGES := tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng poppler-utils chromium fonts-droid-fallback
OUT ?= out

.PHONY: setup system-deps run test test-fast lint bench bench-layout samples clean-out server

setup: system-deps $(STAMP)

# apt-get only when something is missing, so repeated runs stay offline and fast.
system-deps:
	@missing=""; \
	for pkg in $(APT_PACKAGES); do dpkg -s $$pkg >/dev/null 2>&1 || missing="$$missing $$pkg"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c constraints.txt -e '.[test,lint]'
	rm -f $(VENV)/.installed-*
	touch $@

# sample_pdfs/ holds three broken files on purpose (their error rows show how bad input is
# reported): exit 10, "some reports are error rows", is this run's expected outcome.
run: setup
	$(VENV)/bin/digest run sample_pdfs --out $(OUT) || [ $$? -eq 10 ]

test: setup
	$(VENV)/bin/pytest -q -p no:cacheprovider

test-fast: setup
	$(VENV)/bin/pytest -q -p no:cacheprovider -m "not slow"

# Formatting, lint, types, the layering contracts (pyproject.toml [tool.importlinter]) and the
# anthropic SDK parameter scan; CI runs it before the tests.
lint: setup
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	$(PY) .ci/sdk_params.py

bench: setup
	$(PY) bench/accuracy.py
	$(PY) bench/pdf_accuracy.py
	$(PY) bench/synthetic_layouts.py --score
	$(PY) bench/synthetic_layouts_2.py --score
	$(PY) bench/synthetic_layouts_3.py --score
	$(PY) bench/synthetic_layouts_4.py --score
	$(PY) bench/synthetic_layouts_5.py --score
	$(PY) bench/synthetic_layouts_6.py --score
	$(PY) bench/synthetic_layouts_7.py --score
	$(PY) bench/synthetic_layouts_8.py --score
	$(PY) bench/synthetic_layouts_9.py --score
	$(PY) bench/synthetic_layouts_10.py --score
	$(PY) bench/synthetic_layouts_11.py --score
	$(PY) bench/synthetic_layouts_12.py --score
	$(PY) bench/synthetic_layouts_13.py --score
	$(PY) bench/synthetic_layouts_14.py --score
	$(PY) bench/synthetic_layouts_15.py --score
	$(PY) bench/synthetic_layouts_16.py --score
	$(PY) bench/synthetic_layouts_17.py --score
	$(PY) bench/synthetic_layouts_18.py --score
	$(PY) bench/synthetic_layouts_19.py --score
	$(PY) bench/house_forms.py
	$(PY) bench/house_covers.py
	$(PY) bench/house_risks.py
	$(PY) bench/house_tables.py
	$(PY) bench/house_risks_en.py
	$(PY) bench/house_zh.py
	$(PY) bench/house_long.py
	$(PY) bench/oracle.py
	$(PY) bench/liar.py
	$(PY) bench/oracle.py --sets real_pdfs
	$(PY) bench/liar.py --sets real_pdfs
	$(PY) bench/oracle.py --sets synthetic
	$(PY) bench/liar.py --sets synthetic
	$(PY) bench/third_party.py
	$(PY) bench/cost.py
	$(PY) bench/review_bench.py
	$(PY) bench/start_bench.py
	$(PY) bench/ops_bench.py
	$(PY) bench/preprocess_bench.py
	$(PY) bench/ocr_bench.py

# PyMuPDF's layout model against the reader's structure on the real PDFs, and a crash sweep of every
# page through it (docs/layout_model.md): about 25 minutes on 2 cores, so not part of `bench`.
bench-layout: setup
	$(PY) bench/layout_bench.py

# A Prefect server for scheduled runs (`digest serve`), its SQLite database under .state/prefect.
PREFECT_PORT ?= 4200
server: setup
	mkdir -p .state/prefect
	PREFECT_HOME=$(CURDIR)/.state/prefect DO_NOT_TRACK=1 PREFECT_SERVER_ANALYTICS_ENABLED=false \
	  $(VENV)/bin/prefect server start --host 127.0.0.1 --port $(PREFECT_PORT)

samples: setup
	$(PY) sample_pdfs/make_samples.py

clean-out:
	rm -rf $(OUT)

# Everything a fresh Debian machine needs, installed by the targets that need it.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cat pyproject.toml constraints.txt | sha256sum | cut -c1-12)
APT_PACKAGES := tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-eng poppler-utils
OUT ?= out

.PHONY: setup system-deps run test test-fast bench samples clean-out

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
	$(PY) -m pip install -q -c constraints.txt -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $@

run: setup
	$(VENV)/bin/digest run sample_pdfs --out $(OUT)

test: setup
	$(VENV)/bin/pytest -q -p no:cacheprovider

test-fast: setup
	$(VENV)/bin/pytest -q -p no:cacheprovider -m "not slow"

bench: setup
	$(PY) bench/accuracy.py

samples: setup
	$(PY) sample_pdfs/make_samples.py

clean-out:
	rm -rf $(OUT)

# Two commands for a fresh machine: `make demo` and `make test`.
PYTHON ?= python3.11
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
JOBS   ?= auto

.PHONY: demo test venv lint clean bench

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: $(PYTHON) not found (set PYTHON=...)"; exit 2; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	@touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	$(PY) -m verified_opt.examples.build out/example.onnx
	$(VENV)/bin/vopt inspect out/example.onnx
	$(VENV)/bin/vopt run out/example.onnx --compare-ort --seed 0

test: $(STAMP)
	$(PY) -m pytest -q -n $(JOBS) tests

lint: $(STAMP)
	$(VENV)/bin/ruff check verified_opt tests benchmarks

clean:
	rm -rf $(VENV) out .vopt-cache

# Two commands for a fresh machine: `make demo` and `make test`.
PYTHON ?= python3.11
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
JOBS   ?= auto

.PHONY: demo test venv lint clean bench proofs generated generated-proofs gpu-check

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: $(PYTHON) not found (set PYTHON=...)"; exit 2; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,ray,tvm,nvrtc]'
	@touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	$(PY) -m verified_opt.examples.build out/example.onnx
	$(VENV)/bin/vopt inspect out/example.onnx
	$(VENV)/bin/vopt run out/example.onnx --compare-ort --seed 0
	$(VENV)/bin/vopt optimize out/example.onnx -o out/example.opt.onnx \
	    --report out/audit.html --json out/audit.json --budget 20
	$(VENV)/bin/vopt audit out/audit.json
	@echo "audit report: out/audit.html (JSON: out/audit.json)"

# Certificates of the shipped rule library (tests/verify/test_shipped_proofs.py checks them):
# regenerated from scratch (no stale certificates of renamed rules), then rechecked.
proofs: $(STAMP)
	rm -rf verified_opt/data/proofs/library
	$(VENV)/bin/vopt verify verified_opt/data/rules --certificates verified_opt/data/proofs/library
	$(VENV)/bin/vopt recheck verified_opt/data/proofs/library

# The generated library: TASO's operators and constants (identity kernels, ones) up to 3
# operators, proved rules only, with their certificates (the same test checks them);
# `vopt optimize --library generated|all` uses it.
generated: $(STAMP)
	rm -rf out/generated verified_opt/data/proofs/generated
	$(VENV)/bin/vopt generate --max-ops 3 -o out/generated
	mkdir -p verified_opt/data/generated
	cp out/generated/rules.json verified_opt/data/generated/taso_k3.json
	cp -r out/generated/certificates verified_opt/data/proofs/generated
	$(VENV)/bin/vopt recheck verified_opt/data/proofs/generated

# Certificates again for the generated rules as they are (after an axiom or encoder change),
# without enumerating anew.
generated-proofs: $(STAMP)
	rm -rf verified_opt/data/proofs/generated
	$(VENV)/bin/vopt verify verified_opt/data/generated --certificates verified_opt/data/proofs/generated
	$(VENV)/bin/vopt recheck verified_opt/data/proofs/generated

bench: $(STAMP)
	$(PY) -m pip install -q -e '.[bench]'
	$(PY) -m benchmarks.verify_bench
	$(PY) -m benchmarks.cpu_bench
	$(PY) -m benchmarks.cpu_bench --fast-math
	$(PY) -m benchmarks.generate_bench

test: $(STAMP)
	$(PY) -m pytest -q -n $(JOBS) tests

lint: $(STAMP)
	$(VENV)/bin/ruff check verified_opt tests benchmarks
	$(VENV)/bin/mypy verified_opt

clean:
	rm -rf $(VENV) out .vopt-cache

# Everything that needs a CUDA GPU (issue 19), into benchmarks/results/gpu/ (benchmarks/gpu_check.sh:
# each stage runs even when an earlier one failed, each logged, stages.txt lists rc and
# seconds): the device and library versions, the `gpu` tests (the CuPy executor on the small
# cases and zoo models, eOperators as TVM's CUDA kernels, the GPU cost model, `vopt
# optimize/run --backend gpu`), `vopt inspect/run/optimize/audit --backend gpu` on ResNet-18 (the
# GPU end-to-end check, the GPU cost model, the per-node kernel report in gpu-resnet18.json), and
# benchmarks/gpu_bench.py (EinNet's operator cases, then the zoo). Exit 2 with one line where no
# GPU is found. GPU_BUDGET: the search seconds of the optimize stage; GPU_BENCH: the zoo
# benchmark's arguments. GPU_PY=python3 runs with that
# interpreter and the packages it has, installing nothing (a GPU machine with no registry:
# verified_opt's dependencies and the cuDNN frontend must import there). GPU_CHECK_SECONDS (in the
# environment): seconds for all the stages together (benchmarks/gpu_stages.sh).
GPU_RESULTS ?= benchmarks/results/gpu
GPU_BUDGET ?= 30
GPU_BENCH ?= --optimize 10
GPU_PY ?=
gpu-check:
	@{ command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q '^GPU'; } || \
	    { echo "gpu-check: no NVIDIA GPU found (nvidia-smi missing or lists no device); nothing run"; exit 2; }
ifeq ($(GPU_PY),)
	@$(MAKE) --no-print-directory venv
	$(PY) -m pip install -q -e '.[gpu]'
	benchmarks/gpu_check.sh $(PY) $(GPU_RESULTS) $(GPU_BUDGET) $(GPU_BENCH)
else
	benchmarks/gpu_check.sh $(GPU_PY) $(GPU_RESULTS) $(GPU_BUDGET) $(GPU_BENCH)
endif

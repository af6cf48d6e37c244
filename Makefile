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
	$(PY) -m pip install -q -e '.[test,ray,tvm]'
	@touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	$(PY) -m verified_opt.examples.build out/example.onnx
	$(VENV)/bin/vopt inspect out/example.onnx
	$(VENV)/bin/vopt run out/example.onnx --compare-ort --seed 0
	$(VENV)/bin/vopt optimize out/example.onnx -o out/example.opt.onnx \
	    --report out/audit.html --json out/audit.json --budget 20 --fast-math
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

# Everything that needs a CUDA GPU (issue 19), into benchmarks/results/gpu/: the device and
# library versions, the `gpu` tests (the CuPy executor on the small cases and zoo models,
# eOperators as TVM's CUDA kernels, the GPU cost model's timing, `vopt optimize/run --backend
# gpu`), `vopt run` and `vopt optimize --backend gpu` on a zoo model (ResNet-18: the GPU
# end-to-end check, the GPU cost model, the per-node kernel report in gpu-resnet18.json), the
# GPU benchmark. Stops at once, with one line and exit 2, where no GPU is found; stops at the
# first failing stage with the results so far written. About 10 minutes on an H100, installing
# the gpu extra included; GPU_BUDGET sets the search seconds of the optimize stage.
GPU_RESULTS := benchmarks/results/gpu
GPU_BUDGET ?= 30
gpu-check:
	@{ command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q '^GPU'; } || \
	    { echo "gpu-check: no NVIDIA GPU found (nvidia-smi missing or lists no device); nothing run"; exit 2; }
	@$(MAKE) --no-print-directory venv
	@mkdir -p $(GPU_RESULTS)
	$(PY) -m pip install -q -e '.[gpu]'
	$(PY) -m verified_opt.backends.gpu.device --json $(GPU_RESULTS)/versions.json
	@$(PY) -m pytest -q -p no:xdist -m gpu tests --junitxml=$(GPU_RESULTS)/pytest-gpu.xml \
	    > $(GPU_RESULTS)/pytest-gpu.txt 2>&1; rc=$$?; cat $(GPU_RESULTS)/pytest-gpu.txt; exit $$rc
	$(PY) -c "import onnx; from benchmarks.models import ZOO; onnx.save(ZOO['resnet18'](0), '$(GPU_RESULTS)/resnet18.onnx')"
	$(VENV)/bin/vopt inspect $(GPU_RESULTS)/resnet18.onnx --backend gpu > $(GPU_RESULTS)/inspect-resnet18.txt
	$(VENV)/bin/vopt run $(GPU_RESULTS)/resnet18.onnx --backend gpu --compare-ort
	VOPT_CACHE_DIR=$(GPU_RESULTS)/cache $(VENV)/bin/vopt optimize $(GPU_RESULTS)/resnet18.onnx \
	    -o $(GPU_RESULTS)/resnet18.opt.onnx --backend gpu --budget $(GPU_BUDGET) \
	    --json $(GPU_RESULTS)/gpu-resnet18.json
	$(PY) -m benchmarks.gpu_bench --out $(GPU_RESULTS)

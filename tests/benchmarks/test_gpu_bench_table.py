"""gpu_bench's table: each baseline against the run of ours it is paired with, and the mixed
pair (ORT's default launches against our CUDA graph) on a line of its own, said so."""

from __future__ import annotations

from benchmarks.gpu_bench import speedups, table

INFO = {"device": "NVIDIA H200", "driver": 13000, "cuda_runtime": 13020, "cudnn": 91900,
        "cublas": 130100, "onnxruntime": "1.31.1"}


def row(name: str, ms: dict[str, float]) -> dict:
    return {"model": name, "plan": "3 steps", "ms": ms,
            "ms_range": {k: [v, v] for k, v in ms.items()}, "speedup": speedups(ms),
            "rel_error_vs_ort_cpu": {"ours": 1e-7}, "baselines_missing": {}, "optimize": None}


def test_pairs_and_the_mixed_line():
    a = row("a", {"ours": 2.0, "ours_graph": 1.0, "ort_cuda": 4.0, "ort_cuda_graph": 2.0})
    b = row("b", {"ours": 1.0, "ort_cuda": 0.5})  # our capture refused: no graph pair
    assert a["speedup"] == {"ort_cuda": 2.0, "ort_cuda_graph": 2.0}
    assert b["speedup"] == {"ort_cuda": 0.5}
    text = table(INFO, [a, b])
    assert "geometric mean speedup over ORT CUDA: 1.00x (2 models)" in text
    assert "geometric mean speedup over ORT CUDA graph: 2.00x (1 models)" in text
    assert ("geometric mean of ORT CUDA (its default launches) over our CUDA graph: 4.00x "
            "(1 models)") in text


def test_two_runs_are_paired_model_by_model(tmp_path):
    """gpu_pair: our plan from one run, ORT from another, the models of both paired and the
    others named."""
    import json

    from benchmarks.gpu_pair import pair

    ours, ort = tmp_path / "ours", tmp_path / "ort"
    for folder, rows in ((ours, [row("a", {"ours": 3.0, "ours_graph": 1.0}),
                                 row("c", {"ours": 1.0, "ours_graph": 0.5})]),
                         (ort, [row("a", {"ours": 2.0, "ort_cuda": 2.0, "ort_cuda_graph": 1.5}),
                                row("b", {"ours": 1.0, "ort_cuda": 1.0})])):
        folder.mkdir()
        (folder / "gpu_bench.json").write_text(json.dumps({"device": INFO, "rows": rows}))
    text = pair(ours, ort)
    assert "| a | 3.000 | 1.000 | 2.000 | 1.500 | 2.00x | 1.50x |" in text
    assert "ORT CUDA over our CUDA graph: 2.00x (1 models)" in text
    assert "in one run only (no pair): b, c" in text

"""The audit report: one versioned JSON document per optimize run, and its HTML rendering.

Schema `verified_opt.audit/2` (documented in docs/audit-schema.md):
  tool, created, input, output, options, library {certified, rejected[]},
  applied[] {step, rule, matched_nodes, created_nodes, cost_before_ms, cost_after_ms,
             certificate {id, verdict, axioms_used, solver, query},
             float_contract {tier, reason, definition, evidence ...}},
  float_contract {fast_math, allowed, definition, left_out},
  search {seconds, expanded, candidates, stopped_by, matches_by_rule},
  end_to_end {ok, draws, seeds, rtol, worst}, latency {original_ms, optimized_ms, speedup, kept},
  totals {rewrites, nodes_before, nodes_after}
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

import jinja2
import onnxruntime
import z3

from verified_opt import __version__
from verified_opt.atomic import write_text_atomic
from verified_opt.errors import VoptError

SCHEMA = "verified_opt.audit/2"


def file_sha256(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def header() -> dict:
    return {"schema": SCHEMA,
            "tool": {"name": "verified_opt", "version": __version__,
                     "z3": z3.get_version_string(), "onnxruntime": onnxruntime.__version__},
            "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def write_json(report: dict, path: str | Path) -> None:
    write_text_atomic(path, json.dumps(report, indent=1, default=str) + "\n", "report")


def render_html(report: dict, pictures: dict[str, str]) -> str:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
        autoescape=jinja2.select_autoescape(["html", "j2"]))
    return env.get_template("audit.html.j2").render(r=report, pictures=pictures)


def write_html(report: dict, pictures: dict[str, str], path: str | Path) -> None:
    write_text_atomic(path, render_html(report, pictures), "report")


def load_report(path: str | Path) -> dict:
    try:
        data = json.loads(Path(path).read_text())
    except FileNotFoundError:
        raise VoptError(f"{path}: no such file") from None
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as e:
        raise VoptError(f"{path}: not an audit report ({type(e).__name__})") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise VoptError(f"{path}: not a {SCHEMA} report")
    return data

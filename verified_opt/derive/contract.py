"""A whole derivation's id (its float contract is measured: check/float_tier.py)."""

from __future__ import annotations

import hashlib
import json


def document_id(doc: dict) -> str:
    """The derivation's id: a hash of the document without its timings (the id the rewritten
    model's nodes carry and the audit recomputes)."""
    body = {k: v for k, v in doc.items() if k != "measured"}
    return "derive-" + hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:16]

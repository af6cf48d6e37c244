"""What a whole derivation states beside its steps' proofs: its float contract and its id."""

from __future__ import annotations

import hashlib
import json

# The float contract of every derivation (verify/float_contract.py's tiers): its rules split,
# reorder and reindex the operator's sum; each product term is the same, so float results move
# only by reassociation. The audit states it for each derivation step.
DERIVATION_CONTRACT = {
    "tier": "reassociate",
    "reason": "a derivation splits, reorders and reindexes the operator's sum; every product "
              "term is unchanged",
    "evidence": "by construction: the derivation rules (summation splitting, substitution, "
                "tightening, layout) only regroup the sum's terms",
}


def document_id(doc: dict) -> str:
    """The derivation's id: a hash of the document without its timings (the id the rewritten
    model's nodes carry and the audit recomputes)."""
    body = {k: v for k, v in doc.items() if k != "measured"}
    return "derive-" + hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:16]

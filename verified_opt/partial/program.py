"""Small helpers to build subprograms: fresh names, int64 parameters, JSON round trip."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from verified_opt.errors import VoptError, one_line
from verified_opt.ir.graph import Graph, Node, TensorType


class Builder:
    """Appends nodes (and int64 parameter tensors) to a program under construction."""

    def __init__(self, taken: set[str], prefix: str) -> None:
        self.taken = set(taken)
        self.prefix = prefix
        self.nodes: list[Node] = []
        self.params: dict[str, np.ndarray] = {}

    def fresh(self, base: str) -> str:
        name = f"{self.prefix}{base}"
        k = 0
        while name in self.taken:
            k += 1
            name = f"{self.prefix}{base}_{k}"
        self.taken.add(name)
        return name

    def param(self, values, base: str = "p") -> str:
        name = self.fresh(base)
        self.params[name] = np.asarray(values, dtype=np.int64).reshape(-1)
        return name

    def add(self, op: str, inputs: list[str], attrs: dict | None = None, outputs: int = 1,
            base: str | None = None) -> list[str]:
        outs = [self.fresh(base or op.lower()) for _ in range(outputs)]
        self.nodes.append(Node(op, tuple(inputs), tuple(outs), dict(attrs or {}),
                               self.fresh(f"{op}")))
        return outs

    def one(self, op: str, inputs: list[str], attrs: dict | None = None,
            base: str | None = None) -> str:
        return self.add(op, inputs, attrs, 1, base)[0]

    # shorthand for the data-movement operators (opset 18: shape-like inputs are tensors)
    def reshape(self, x: str, shape) -> str:
        return self.one("Reshape", [x, self.param(list(shape), "shape")], base="reshaped")

    def transpose(self, x: str, perm) -> str:
        return self.one("Transpose", [x], {"perm": [int(p) for p in perm]}, base="transposed")

    def slice(self, x: str, starts, ends, axes=None, steps=None) -> str:
        ins = [x, self.param(starts, "starts"), self.param(ends, "ends")]
        if axes is not None or steps is not None:
            ins.append(self.param(axes if axes is not None else range(len(starts)), "axes"))
        if steps is not None:
            ins.append(self.param(steps, "steps"))
        return self.one("Slice", ins, base="sliced")

    def concat(self, xs: list[str], axis: int) -> str:
        if len(xs) == 1:
            return xs[0]
        return self.one("Concat", xs, {"axis": int(axis)}, base="concat")

    def split(self, x: str, sizes, axis: int) -> list[str]:
        return self.add("Split", [x, self.param(sizes, "split")], {"axis": int(axis)},
                        outputs=len(sizes), base="part")

    def pad(self, x: str, pads, value: str | None = None) -> str:
        ins = [x, self.param(pads, "pads")] + ([value] if value else [])
        return self.one("Pad", ins, base="padded")


def finish(nodes: list[Node], inputs: dict[str, TensorType], outputs: list[str],
           params: dict[str, np.ndarray], name: str = "subprogram") -> Graph:
    g = Graph(list(nodes), dict(inputs), list(outputs), dict(params), name=name)
    while True:  # drop nodes nothing reads (a correction plan may leave some behind)
        read = {i for n in g.nodes for i in n.inputs} | set(outputs)
        live = [n for n in g.nodes if any(o in read for o in n.outputs if o)]
        if len(live) == len(g.nodes):
            break
        g.nodes = live
    used = {i for n in g.nodes for i in n.inputs} | set(outputs)
    g.initializers = {k: v for k, v in g.initializers.items() if k in used}
    g.toposort()
    g.infer_types()
    return g


# ---- JSON --------------------------------------------------------------------------------------
def _attr_json(v: Any) -> Any:
    if isinstance(v, np.ndarray):
        return {"tensor": {"dtype": v.dtype.name, "shape": list(v.shape),
                           "values": v.reshape(-1).tolist()}}
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (np.floating,)):
        return float(v)
    if isinstance(v, (list, tuple)):
        return [_attr_json(x) for x in v]
    return v


def _attr_value(v: Any) -> Any:
    if isinstance(v, dict) and "tensor" in v:
        t = v["tensor"]
        return np.asarray(t["values"], dtype=t["dtype"]).reshape(t["shape"])
    return v


def program_to_json(g: Graph) -> dict:
    """A subprogram as JSON: enough to rebuild it (float tensors are inputs: the tests draw
    them at random, so weights' values are not needed; int64 parameters are kept)."""
    return {
        "inputs": {k: {"shape": list(t.shape), "dtype": t.dtype} for k, t in g.inputs.items()},
        "params": {k: {"dtype": v.dtype.name, "shape": list(v.shape),
                       "values": v.reshape(-1).tolist()} for k, v in g.initializers.items()},
        "outputs": list(g.outputs),
        "nodes": [{"op": n.op, "inputs": list(n.inputs), "outputs": list(n.outputs),
                   "attrs": {k: _attr_json(v) for k, v in n.attrs.items() if v is not None},
                   "name": n.name} for n in g.nodes],
    }


def program_from_json(d: dict) -> Graph:
    """The program a certificate states; VoptError where its JSON is not one (a list where an
    object belongs: an AttributeError out of a report's audit, exit 70, before)."""
    try:
        inputs = {k: TensorType(tuple(v["shape"]), v["dtype"]) for k, v in d["inputs"].items()}
        params = {k: np.asarray(v["values"], dtype=v["dtype"]).reshape(v["shape"])
                  for k, v in d.get("params", {}).items()}
        nodes = [Node(n["op"], tuple(n["inputs"]), tuple(n["outputs"]),
                      {k: _attr_value(v) for k, v in n.get("attrs", {}).items()},
                      n.get("name", "")) for n in d["nodes"]]
        outputs = list(d["outputs"])
    except (AttributeError, KeyError, TypeError, ValueError) as e:
        raise VoptError(f"malformed program JSON ({one_line(e, 120)})") from None
    return finish(nodes, inputs, outputs, params)


def program_key(g: Graph) -> str:
    """Canonical text of a subprogram (structure, shapes, parameters), for caches and ids."""
    return json.dumps(program_to_json(g), sort_keys=True)

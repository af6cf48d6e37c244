"""A picture of a graph as inline SVG: nodes in layers by depth, rewritten nodes highlighted.

No graphviz here: a layered layout is enough to see where the rewrites landed.
"""

from __future__ import annotations

from html import escape

from verified_opt.ir.graph import Graph

_COLORS = {"Conv": "#4e79a7", "MatMul": "#4e79a7", "Gemm": "#4e79a7", "ConvTranspose": "#4e79a7",
           "Relu": "#59a14f", "Sigmoid": "#59a14f", "Tanh": "#59a14f", "Erf": "#59a14f",
           "Concat": "#edc948", "Split": "#edc948", "Slice": "#edc948", "Transpose": "#edc948",
           "Reshape": "#edc948", "Add": "#b07aa1", "Mul": "#b07aa1", "Sum": "#b07aa1",
           "BatchNormalization": "#f28e2b", "MaxPool": "#76b7b2", "AveragePool": "#76b7b2"}
MAX_NODES = 800
LABEL_CHARS = 18  # "GlobalAveragePool", "BatchNormalization" cut to 18 characters


def _ink(fill: str) -> str:
    """White or near-black text, whichever contrasts more with `fill` (WCAG relative
    luminance): white on the yellow and grey boxes was hard to read."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(int(fill[k:k + 2], 16)) for k in (1, 3, 5))
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "white" if 1.05 / (lum + 0.05) >= (lum + 0.05) / 0.0656 else "#222"


def graph_svg(graph: Graph, highlight: set[str] | None = None, title: str = "") -> str:
    highlight = highlight or set()
    nodes = [n for n in graph.nodes if n.op not in ("Constant",)]
    if len(nodes) > MAX_NODES:
        return f"<p>{escape(title)}: {len(nodes)} nodes, too many to draw.</p>"
    level: dict[str, int] = {}
    layer_of = {}
    for n in nodes:
        d = 1 + max((level.get(i, 0) for i in n.inputs if i), default=0)
        for o in n.outputs:
            level[o] = d
        layer_of[n.name] = d
    layers: dict[int, list] = {}
    for n in nodes:
        layers.setdefault(layer_of[n.name], []).append(n)
    box_w, box_h, gap_x, gap_y = 112, 22, 10, 18
    width = max((len(v) for v in layers.values()), default=1) * (box_w + gap_x) + gap_x
    height = (max(layers, default=0) + 1) * (box_h + gap_y) + 30
    pos = {}
    for d, row in layers.items():
        x0 = (width - len(row) * (box_w + gap_x)) / 2
        for k, n in enumerate(row):
            pos[n.name] = (x0 + k * (box_w + gap_x) + gap_x / 2, 20 + (d - 1) * (box_h + gap_y))
    out_by = {o: n.name for n in nodes for o in n.outputs}
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
              f'height="{height:.0f}" font-family="sans-serif" font-size="10">'),
             f'<text x="4" y="12" font-weight="bold">{escape(title)}</text>']
    for n in nodes:
        x, y = pos[n.name]
        for i in n.inputs:
            if i in out_by and out_by[i] in pos:
                px, py = pos[out_by[i]]
                parts.append(f'<line x1="{px + box_w / 2:.0f}" y1="{py + box_h:.0f}" '
                             f'x2="{x + box_w / 2:.0f}" y2="{y:.0f}" stroke="#999"/>')
    for n in nodes:
        x, y = pos[n.name]
        fill = _COLORS.get(n.op, "#bab0ac")
        stroke = ' stroke="#d62728" stroke-width="3"' if n.name in highlight else ""
        parts.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{box_w}" height="{box_h}" rx="4" '
                     f'fill="{fill}"{stroke}><title>{escape(n.name)}</title></rect>')
        parts.append(f'<text x="{x + box_w / 2:.0f}" y="{y + 15:.0f}" text-anchor="middle" '
                     f'fill="{_ink(fill)}">{escape(n.op[:LABEL_CHARS])}</text>')
    parts.append("</svg>")
    return "".join(parts)

"""Which facets each operator has, in one table: adding an operator means adding its row.

A facet is one kind of fact about an operator (ops/registry.py): shape inference, the reference
kernel (and in which arithmetics it is exact), the Z3 encoding, box propagation, restriction
(correction kernels) and multiply-add count for PET, and the slots for derivation lowering and
GPU instantiation (empty so far). The tables after the first hold the plain facts that the layers
above read from the operator table, and the Z3 symbols of each operator.
"""

from __future__ import annotations

import re

import pytest

from verified_opt.ops.registry import (
    INEXACT,
    LINEAR,
    MULTILINEAR,
    OPS,
    ORDER,
    ORT_ROLES,
    OpSpec,
)
from verified_opt.partial.boxes import PET_OPS
from verified_opt.partial.mutants import CORE_OPS
from verified_opt.verify.encode import ENCODED_OPS

COLUMNS = ("operator", "family", "infer", "kernel", "encode", "boxes", "restrict", "macs", "lower",
           "gpu")
# The facts the layers above read from the table instead of keeping their own lists:
# rule_attrs: the inputs a rule states as attributes (rules/format.py); parameters: the float
# inputs the exact arithmetics take as they are (ir/evaluate.py); ort: what ONNX Runtime's passes
# make of it (search/cost.py: free, heads a fused chain, joins one); bilinear: a product of its
# first two data inputs (partial/: PET's box propagation and degree bound).
FACTS_COLUMNS = ("operator", "rule_attrs", "parameters", "ort", "bilinear")
# What the rule matcher (rules/match.py) reads: whether the operands commute, the attributes it
# does not compare (inert), those whose default depends on the number of spatial axes.
MATCH_COLUMNS = ("operator", "commutes", "inert", "spatial")
# The Z3 symbols of the verifier's vocabulary that mean the operator (axioms/vocab.py declares
# them; transpose1..6 is one per rank), and whether they are element-wise (axioms/soundness.py
# evaluates those on a 0-d tensor as on shape [1]).
VOCAB_COLUMNS = ("operator", "symbols", "elementwise")
# The arithmetics an exact kernel is exact in, by exactness (as ir/evaluate.exact_support says).
MODES = {LINEAR: "float,int,mod", MULTILINEAR: "float,int,mod", ORDER: "float,int",
         INEXACT: "float"}

EXPECTED = """
operator            family       infer  kernel         encode  boxes  restrict  macs  lower  gpu
Add                 elementwise  yes    float,int,mod  yes     yes    yes       -     -      -
AveragePool         pool         yes    float,int,mod  yes     -      -         -     -      -
BatchNormalization  norm         yes    float          yes     -      -         -     -      -
Cast                cast         yes    float,int      yes     -      -         -     -      -
Clip                activation   yes    float,int      yes     -      -         -     -      -
Concat              slicing      yes    float,int,mod  yes     yes    yes       -     -      -
Constant            constant     yes    float,int,mod  -       -      -         -     -      -
ConstantOfShape     constant     yes    float,int,mod  -       -      -         -     -      -
Conv                conv         yes    float,int,mod  yes     yes    yes       yes   -      -
ConvTranspose       conv         yes    float,int,mod  yes     -      -         -     -      -
DepthToSpace        reshape      yes    float,int,mod  yes     -      -         -     -      -
Div                 elementwise  yes    float          yes     -      -         -     -      -
Dropout             elementwise  yes    float,int,mod  yes     -      -         -     -      -
Equal               logic        yes    float,int      -       -      -         -     -      -
Erf                 elementwise  yes    float          yes     -      -         -     -      -
Exp                 activation   yes    float          yes     -      -         -     -      -
Expand              select       yes    float,int,mod  yes     -      -         -     -      -
Flatten             reshape      yes    float,int,mod  yes     yes    yes       -     -      -
Gather              select       yes    float,int,mod  -       -      -         -     -      -
Gemm                matmul       yes    float,int,mod  yes     yes    yes       yes   -      -
GlobalAveragePool   pool         yes    float,int,mod  yes     -      -         -     -      -
HardSigmoid         activation   yes    float          yes     -      -         -     -      -
HardSwish           activation   yes    float          yes     -      -         -     -      -
Identity            elementwise  yes    float,int,mod  yes     yes    yes       -     -      -
LRN                 norm         yes    float          yes     -      -         -     -      -
LayerNormalization  norm         yes    float          yes     -      -         -     -      -
LogSoftmax          norm         yes    float          -       -      -         -     -      -
MatMul              matmul       yes    float,int,mod  yes     yes    yes       yes   -      -
Max                 activation   yes    float,int      yes     -      -         -     -      -
MaxPool             pool         yes    float,int      yes     -      -         -     -      -
Min                 activation   yes    float,int      yes     -      -         -     -      -
Mod                 logic        yes    float,int      -       -      -         -     -      -
Mul                 elementwise  yes    float,int,mod  yes     yes    yes       -     -      -
Not                 logic        yes    float,int,mod  yes     -      -         -     -      -
Pad                 slicing      yes    float,int,mod  yes     yes    yes       -     -      -
Pow                 elementwise  yes    float          yes     -      -         -     -      -
Range               logic        yes    float,int      -       -      -         -     -      -
Reciprocal          activation   yes    float          yes     -      -         -     -      -
ReduceMean          reduce       yes    float,int,mod  yes     -      -         -     -      -
ReduceSum           reduce       yes    float,int,mod  yes     -      -         -     -      -
Relu                elementwise  yes    float,int      yes     -      -         -     -      -
Reshape             reshape      yes    float,int,mod  yes     yes    yes       -     -      -
Resize              resize       yes    float          yes     -      -         -     -      -
Shape               constant     yes    float,int,mod  -       -      -         -     -      -
Sigmoid             elementwise  yes    float          yes     -      -         -     -      -
Slice               slicing      yes    float,int,mod  yes     yes    yes       -     -      -
Softmax             norm         yes    float          yes     -      -         -     -      -
Split               slicing      yes    float,int,mod  yes     yes    yes       -     -      -
Sqrt                elementwise  yes    float          yes     -      -         -     -      -
Squeeze             reshape      yes    float,int,mod  yes     yes    yes       -     -      -
Sub                 elementwise  yes    float,int,mod  yes     yes    yes       -     -      -
Sum                 elementwise  yes    float,int,mod  yes     -      -         -     -      -
Tanh                elementwise  yes    float          yes     -      -         -     -      -
Transpose           reshape      yes    float,int,mod  yes     yes    yes       -     -      -
Unsqueeze           reshape      yes    float,int,mod  yes     yes    yes       -     -      -
Where               select       yes    float,int,mod  yes     -      -         -     -      -
"""

EXPECTED_FACTS = """
operator            rule_attrs              parameters  ort        bilinear
Add                 -                       -           tail       -
AveragePool         -                       -           -          -
BatchNormalization  -                       -           head,tail  -
Cast                -                       -           -          -
Clip                min,max                 -           tail       -
Concat              -                       -           -          -
Constant            -                       -           free       -
ConstantOfShape     -                       -           -          -
Conv                -                       -           head       yes
ConvTranspose       -                       -           head       yes
DepthToSpace        -                       -           -          -
Div                 -                       -           tail       -
Dropout             -                       ratio       free       -
Equal               -                       -           -          -
Erf                 -                       -           -          -
Exp                 -                       -           -          -
Expand              shape                   -           -          -
Flatten             -                       -           -          -
Gather              -                       -           -          -
Gemm                -                       -           head       yes
GlobalAveragePool   -                       -           -          -
HardSigmoid         -                       -           -          -
HardSwish           -                       -           -          -
Identity            -                       -           free       -
LRN                 -                       -           -          -
LayerNormalization  -                       -           -          -
LogSoftmax          -                       -           -          -
MatMul              -                       -           head       yes
Max                 -                       -           -          -
MaxPool             -                       -           -          -
Min                 -                       -           -          -
Mod                 -                       -           -          -
Mul                 -                       -           tail       yes
Not                 -                       -           -          -
Pad                 pads,value,axes         -           -          -
Pow                 -                       -           -          -
Range               -                       -           -          -
Reciprocal          -                       -           -          -
ReduceMean          axes                    -           -          -
ReduceSum           axes                    -           -          -
Relu                -                       -           tail       -
Reshape             shape                   -           -          -
Resize              roi,scales,sizes        roi,scales  -          -
Shape               -                       -           free       -
Sigmoid             -                       -           tail       -
Slice               starts,ends,axes,steps  -           -          -
Softmax             -                       -           -          -
Split               split                   -           -          -
Sqrt                -                       -           -          -
Squeeze             axes                    -           -          -
Sub                 -                       -           tail       -
Sum                 -                       -           tail       -
Tanh                -                       -           tail       -
Transpose           -                       -           -          -
Unsqueeze           axes                    -           -          -
Where               -                       -           -          -
"""

EXPECTED_MATCH = """
operator            commutes  inert         spatial
Add                 yes       -             -
AveragePool         -         -             strides,pads
BatchNormalization  -         momentum      -
Cast                -         -             -
Clip                -         -             -
Concat              -         -             -
Constant            -         -             -
ConstantOfShape     -         -             -
Conv                -         kernel_shape  strides,pads,dilations
ConvTranspose       -         kernel_shape  strides,pads,dilations,output_padding
DepthToSpace        -         -             -
Div                 -         -             -
Dropout             -         -             -
Equal               -         -             -
Erf                 -         -             -
Exp                 -         -             -
Expand              -         -             -
Flatten             -         -             -
Gather              -         -             -
Gemm                -         -             -
GlobalAveragePool   -         -             -
HardSigmoid         -         -             -
HardSwish           -         -             -
Identity            -         -             -
LRN                 -         -             -
LayerNormalization  -         -             -
LogSoftmax          -         -             -
MatMul              -         -             -
Max                 -         -             -
MaxPool             -         -             strides,pads,dilations
Min                 -         -             -
Mod                 -         -             -
Mul                 yes       -             -
Not                 -         -             -
Pad                 -         -             -
Pow                 -         -             -
Range               -         -             -
Reciprocal          -         -             -
ReduceMean          -         -             -
ReduceSum           -         -             -
Relu                -         -             -
Reshape             -         -             -
Resize              -         -             -
Shape               -         -             -
Sigmoid             -         -             -
Slice               -         -             -
Softmax             -         -             -
Split               -         -             -
Sqrt                -         -             -
Squeeze             -         -             -
Sub                 -         -             -
Sum                 yes       -             -
Tanh                -         -             -
Transpose           -         -             -
Unsqueeze           -         -             -
Where               -         -             -
"""

EXPECTED_VOCAB = """
operator            symbols                    elementwise
Add                 add,addb                   yes
AveragePool         avgpool                    -
BatchNormalization  bn                         -
Cast                cast                       yes
Clip                clipmin                    yes
Concat              concat                     -
Constant            -                          -
ConstantOfShape     -                          -
Conv                conv,convb,conv3d,conv3db  -
ConvTranspose       convt,convtb               -
DepthToSpace        d2s                        -
Div                 divide,divideb             yes
Dropout             -                          -
Equal               -                          -
Erf                 erf                        yes
Exp                 expo                       yes
Expand              expand1..6                 -
Flatten             -                          -
Gather              -                          -
Gemm                gemm,gemmnc                -
GlobalAveragePool   gap                        -
HardSigmoid         hsig                       yes
HardSwish           hswish                     yes
Identity            -                          -
LRN                 lrn                        -
LayerNormalization  lnorm                      -
LogSoftmax          -                          -
MatMul              matmul,matmulb             -
Max                 emax,emaxb                 yes
MaxPool             maxpool                    -
Min                 emin,eminb,clipmax         yes
Mod                 -                          -
Mul                 mul,mulb,smul              yes
Not                 lnot                       yes
Pad                 pad1..6                    -
Pow                 power,powerb               yes
Range               -                          -
Reciprocal          recip                      yes
ReduceMean          rmean                      -
ReduceSum           rsum                       -
Relu                relu                       yes
Reshape             reshape1..6                -
Resize              upnn                       -
Shape               -                          -
Sigmoid             sigmoid                    yes
Slice               slice                      -
Softmax             softmax                    -
Split               -                          -
Sqrt                sqroot                     yes
Squeeze             -                          -
Sub                 sub,subb                   yes
Sum                 -                          -
Tanh                tanh                       yes
Transpose           transpose1..6              -
Unsqueeze           -                          -
Where               where                      yes
"""


def family(spec: OpSpec) -> str:
    """The module under ops/ that holds every facet of the operator (one place per operator)."""
    facets = (spec.infer, spec.kernel, spec.encode, spec.boxes, spec.restrict, spec.macs,
              spec.lower, spec.gpu)
    modules = {f.__module__ for f in facets if f is not None}
    assert len(modules) == 1, f"{spec.name}'s facets are spread over {sorted(modules)}"
    (module,) = modules
    assert module.startswith("verified_opt.ops."), (spec.name, module)
    return module.rsplit(".", 1)[1]


def row(spec: OpSpec) -> tuple[str, ...]:
    def has(facet) -> str:
        return "yes" if facet is not None else "-"

    kernel = MODES[spec.exactness] if spec.kernel is not None else "-"
    return (spec.name, family(spec), has(spec.infer), kernel, has(spec.encode), has(spec.boxes),
            has(spec.restrict), has(spec.macs), has(spec.lower), has(spec.gpu))


def facts_row(spec: OpSpec) -> tuple[str, ...]:
    def names(items) -> str:
        return ",".join(items) or "-"

    return (spec.name, names(spec.rule_attrs[k] for k in sorted(spec.rule_attrs)),
            names(spec.const_inputs[k] for k in sorted(spec.parameter_inputs)),
            names(r for r in ORT_ROLES if r in spec.ort), "yes" if spec.bilinear else "-")


def match_row(spec: OpSpec) -> tuple[str, ...]:
    return (spec.name, "yes" if spec.commutative else "-",
            ",".join(sorted(spec.inert_attrs)) or "-", ",".join(spec.spatial_defaults) or "-")


def vocab_row(spec: OpSpec) -> tuple[str, ...]:
    runs: dict[str, list[int]] = {}
    for s in spec.symbols:
        m = re.fullmatch(r"(\D+)(\d+)", s.name)
        if m:
            runs.setdefault(m[1], []).append(int(m[2]))
        else:
            runs[s.name] = []
    names = [f"{k}{min(v)}..{max(v)}" if v else k for k, v in runs.items()]
    elementwise = {s.elementwise for s in spec.symbols}
    return (spec.name, ",".join(names) or "-",
            "yes" if elementwise == {True} else "some" if True in elementwise else "-")


def table(columns: tuple[str, ...], make_row) -> str:
    rows = [columns] + [make_row(OPS[name]) for name in sorted(OPS)]
    widths = [max(len(r[k]) for r in rows) for k in range(len(columns))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    return "\n" + "\n".join(lines) + "\n"


def test_every_operator_has_the_facets_its_row_says():
    actual = table(COLUMNS, row)
    assert actual == EXPECTED, f"the operators' facets are now:{actual}"


@pytest.mark.parametrize("columns, make_row, expected", [
    (FACTS_COLUMNS, facts_row, EXPECTED_FACTS),
    (MATCH_COLUMNS, match_row, EXPECTED_MATCH),
    (VOCAB_COLUMNS, vocab_row, EXPECTED_VOCAB),
], ids=["facts", "matcher", "symbols"])
def test_every_operator_has_the_facts_its_rows_say(columns, make_row, expected):
    actual = table(columns, make_row)
    assert actual == expected, f"the table is now:{actual}"


def test_a_symbol_means_a_node_of_its_own_operator():
    for spec in OPS.values():
        for s in spec.symbols:
            op, _, _ = s.build([1] * s.n_int, [1.0] * s.n_real)
            assert op == spec.name, f"{s.name}, a symbol of {spec.name}, builds a {op} node"


def test_what_the_encoder_accepts_has_an_encoding():
    assert ENCODED_OPS, "the encoder accepts nothing"
    assert all(OPS[op].encode is not None for op in ENCODED_OPS)


def test_what_pet_uses_is_multilinear_with_boxes():
    for op in sorted(PET_OPS | set(CORE_OPS)):
        assert OPS[op].exactness in (LINEAR, MULTILINEAR), op
        assert OPS[op].boxes is not None, f"PET uses {op}, which has no box propagation"

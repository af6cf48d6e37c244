"""The benchmark model zoo: the networks TASO, PET and EinNet evaluate, built with onnx.helper.

`ZOO` maps a model name to its builder: `ZOO[name](seed) -> onnx.ModelProto`. Every model has
static shapes, batch 1, float32, seeded weights scaled by fan-in (BatchNormalization statistics
calibrated so activations stay of order one), opset 18 and an IR version ONNX Runtime loads.
Write them with `python -m benchmarks.models --out DIR [NAME ...]`.
"""

from __future__ import annotations

from collections.abc import Callable

import onnx

from benchmarks.models import (
    bert,
    csrnet,
    gan,
    gcn,
    inception,
    longformer,
    nasnet,
    resnet,
    squeezenet,
    superres,
)

ZOO: dict[str, Callable[[int], onnx.ModelProto]] = {
    "resnet18": resnet.resnet18,
    "resnext50": resnet.resnext50,
    "inception_v3": inception.inception_v3,
    "bert_base": bert.bert_base,
    "nasnet_a_mobile": nasnet.nasnet_a_mobile,
    "squeezenet1_1": squeezenet.squeezenet1_1,
    "dcgan": gan.dcgan,
    "infogan": gan.infogan,
    "fsrcnn": superres.fsrcnn,
    "csrnet": csrnet.csrnet,
    "longformer": longformer.longformer,
    "gcn": gcn.gcn,
}

__all__ = ["ZOO"]

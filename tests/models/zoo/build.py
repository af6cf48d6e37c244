"""Build a small corpus of ONNX models exported the way users export them (issue 21).

    python tests/models/zoo/build.py OUTDIR [--only NAME ...] [--no-dynamo]

Each model is a small, seeded, plain-PyTorch version of a common architecture, exported with
torch.onnx.export (the TorchScript exporter, dynamo=False: it needs nothing beyond torch) at
opset 17, with the dynamic axes users declare (batch, and H/W or sequence length where
natural). Each model also goes through torch's second exporter as NAME_dynamo (dynamo=True,
the default since torch 2.9; it needs onnxscript) unless --no-dynamo or onnxscript is missing;
an export that fails is listed in OUTDIR/export_failures.json.

Writes OUTDIR/NAME.onnx for each model and OUTDIR/manifest.json: per model, the exporter, the
static shape of each input to pass as `--shape`, the file's size and node count, and ONNX
Runtime vs torch at that shape and at other values of the dynamic axes (an export that does
not honour an axis it declares shows there). Needs torch (2.13.0 CPU was used) and
onnxruntime; the exports are deterministic (byte-identical across runs).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import onnx
import torch
import torch.nn.functional as F
from torch import nn

OPSET = 17
IR_VERSION = 8  # what opset 17 pairs with; onnxruntime 1.31 reads up to 13


# ---- building blocks -------------------------------------------------------------------------
def conv_bn(cin: int, cout: int, k: int = 3, s: int = 1, groups: int = 1,
            act: type[nn.Module] | None = nn.ReLU) -> nn.Sequential:
    layers: list[nn.Module] = [nn.Conv2d(cin, cout, k, s, k // 2, groups=groups, bias=False),
                               nn.BatchNorm2d(cout)]
    if act is not None:
        layers.append(act())
    return nn.Sequential(*layers)


# ---- (a) YOLOv8-style detector ---------------------------------------------------------------
class C2fLite(nn.Module):
    """YOLOv8's C2f, shrunk: split, a bottleneck, concat."""

    def __init__(self, c: int):
        super().__init__()
        self.cv1 = conv_bn(c, c, 1, act=nn.SiLU)
        self.m = nn.Sequential(conv_bn(c // 2, c // 2, 3, act=nn.SiLU),
                               conv_bn(c // 2, c // 2, 3, act=nn.SiLU))
        self.cv2 = conv_bn(c + c // 2, c, 1, act=nn.SiLU)

    def forward(self, x):
        a, b = self.cv1(x).chunk(2, 1)
        return self.cv2(torch.cat([a, b, b + self.m(b)], 1))


class YoloV8Lite(nn.Module):
    """Backbone to strides 8/16/32, decoupled head with DFL, anchors made from the feature-map
    shapes inside the graph (as ultralytics' make_anchors does), boxes decoded to xywh."""

    def __init__(self, nc: int = 8, reg_max: int = 8):
        super().__init__()
        self.nc, self.reg_max = nc, reg_max
        self.stem = nn.Sequential(conv_bn(3, 16, 3, 2, act=nn.SiLU),
                                  conv_bn(16, 32, 3, 2, act=nn.SiLU), C2fLite(32))
        self.p3 = nn.Sequential(conv_bn(32, 32, 3, 2, act=nn.SiLU), C2fLite(32))
        self.p4 = nn.Sequential(conv_bn(32, 48, 3, 2, act=nn.SiLU), C2fLite(48))
        self.p5 = nn.Sequential(conv_bn(48, 64, 3, 2, act=nn.SiLU), C2fLite(64))
        chans = (32, 48, 64)
        self.strides = (8, 16, 32)
        self.box = nn.ModuleList(nn.Sequential(conv_bn(c, 32, 3, act=nn.SiLU),
                                               nn.Conv2d(32, 4 * reg_max, 1)) for c in chans)
        self.cls = nn.ModuleList(nn.Sequential(conv_bn(c, 32, 3, act=nn.SiLU),
                                               nn.Conv2d(32, nc, 1)) for c in chans)
        self.dfl = nn.Conv2d(reg_max, 1, 1, bias=False).requires_grad_(False)
        self.dfl.weight.data[:] = torch.arange(reg_max, dtype=torch.float).view(1, reg_max, 1, 1)

    @staticmethod
    def make_anchors(feats, strides, offset: float = 0.5):
        points, stride_t = [], []
        for f, s in zip(feats, strides):
            _, _, h, w = f.shape
            sx = torch.arange(end=w, dtype=f.dtype) + offset
            sy = torch.arange(end=h, dtype=f.dtype) + offset
            sy, sx = torch.meshgrid(sy, sx, indexing="ij")
            points.append(torch.stack((sx, sy), -1).view(-1, 2))
            stride_t.append(torch.full((h * w, 1), s, dtype=f.dtype))
        return torch.cat(points), torch.cat(stride_t)

    def forward(self, x):
        x = self.stem(x)
        f3 = self.p3(x)
        f4 = self.p4(f3)
        f5 = self.p5(f4)
        feats = [f3, f4, f5]
        b = x.shape[0]
        outs = [torch.cat((self.box[i](f), self.cls[i](f)), 1) for i, f in enumerate(feats)]
        flat = torch.cat([o.view(b, 4 * self.reg_max + self.nc, -1) for o in outs], 2)
        box, cls = flat.split((4 * self.reg_max, self.nc), 1)
        anchors, strides = (t.transpose(0, 1) for t in self.make_anchors(feats, self.strides))
        a = box.shape[2]
        dist = self.dfl(box.view(b, 4, self.reg_max, a).transpose(2, 1).softmax(1)).view(b, 4, a)
        lt, rb = dist.chunk(2, 1)
        x1y1 = anchors.unsqueeze(0) - lt
        x2y2 = anchors.unsqueeze(0) + rb
        xywh = torch.cat(((x1y1 + x2y2) / 2, x2y2 - x1y1), 1) * strides
        return torch.cat((xywh, cls.sigmoid()), 1)


# ---- (b) MobileNetV3-small-style classifier ------------------------------------------------
class SqueezeExcite(nn.Module):
    def __init__(self, c: int, r: int = 4):
        super().__init__()
        self.fc1 = nn.Conv2d(c, max(8, c // r), 1)
        self.fc2 = nn.Conv2d(max(8, c // r), c, 1)

    def forward(self, x):
        s = F.adaptive_avg_pool2d(x, 1)
        s = F.hardsigmoid(self.fc2(F.relu(self.fc1(s))))
        return x * s


class InvertedResidual(nn.Module):
    def __init__(self, cin: int, hidden: int, cout: int, k: int, s: int, se: bool,
                 act: type[nn.Module]):
        super().__init__()
        layers: list[nn.Module] = []
        if hidden != cin:
            layers.append(conv_bn(cin, hidden, 1, act=act))
        layers.append(conv_bn(hidden, hidden, k, s, groups=hidden, act=act))
        if se:
            layers.append(SqueezeExcite(hidden))
        layers.append(conv_bn(hidden, cout, 1, act=None))
        self.block = nn.Sequential(*layers)
        self.residual = s == 1 and cin == cout

    def forward(self, x):
        y = self.block(x)
        return x + y if self.residual else y


class MobileNetV3SmallLite(nn.Module):
    def __init__(self, classes: int = 100):
        super().__init__()
        hs, re = nn.Hardswish, nn.ReLU
        cfg = [  # cin, hidden, cout, k, s, se, act (torchvision's small config, narrowed)
            (16, 16, 16, 3, 2, True, re), (16, 48, 24, 3, 2, False, re),
            (24, 56, 24, 3, 1, False, re), (24, 64, 40, 5, 2, True, hs),
            (40, 96, 40, 5, 1, True, hs), (40, 96, 48, 5, 1, True, hs),
            (48, 128, 96, 5, 2, True, hs), (96, 192, 96, 5, 1, True, hs)]
        self.features = nn.Sequential(conv_bn(3, 16, 3, 2, act=hs),
                                      *(InvertedResidual(*c) for c in cfg),
                                      conv_bn(96, 288, 1, act=hs))
        self.classifier = nn.Sequential(nn.Linear(288, 512), nn.Hardswish(), nn.Dropout(0.2),
                                        nn.Linear(512, classes))

    def forward(self, x):
        x = F.adaptive_avg_pool2d(self.features(x), 1).flatten(1)
        return self.classifier(x)


# ---- (c) DBNet-style text detector -----------------------------------------------------------
class BasicBlock(nn.Module):
    def __init__(self, cin: int, cout: int, s: int):
        super().__init__()
        self.c1 = conv_bn(cin, cout, 3, s)
        self.c2 = conv_bn(cout, cout, 3, 1, act=None)
        self.down = conv_bn(cin, cout, 1, s, act=None) if (s != 1 or cin != cout) else None

    def forward(self, x):
        idt = x if self.down is None else self.down(x)
        return F.relu(self.c2(self.c1(x)) + idt)


class DBNetLite(nn.Module):
    """ResNet-ish backbone (strides 4..32), FPN top-down with nearest upsampling by 2, every
    level brought to 1/4 (nearest, by scale), the probability map brought back to the input
    size with bilinear Resize to the input's H/W (sizes taken from the input's shape)."""

    def __init__(self, c: int = 32):
        super().__init__()
        self.stem = nn.Sequential(conv_bn(3, 16, 3, 2), nn.MaxPool2d(3, 2, 1))
        self.l2 = BasicBlock(16, 16, 1)
        self.l3 = BasicBlock(16, 32, 2)
        self.l4 = BasicBlock(32, 48, 2)
        self.l5 = BasicBlock(48, 64, 2)
        self.lat = nn.ModuleList(nn.Conv2d(ci, c, 1, bias=False) for ci in (16, 32, 48, 64))
        self.smooth = nn.ModuleList(nn.Conv2d(c, c // 4, 3, padding=1, bias=False)
                                    for _ in range(4))
        self.head = nn.Sequential(conv_bn(c, c // 4, 3), nn.ConvTranspose2d(c // 4, c // 4, 2, 2),
                                  nn.BatchNorm2d(c // 4), nn.ReLU(),
                                  nn.ConvTranspose2d(c // 4, 1, 2, 2))

    def forward(self, x):
        c2 = self.l2(self.stem(x))
        c3 = self.l3(c2)
        c4 = self.l4(c3)
        c5 = self.l5(c4)
        p5 = self.lat[3](c5)
        p4 = self.lat[2](c4) + F.interpolate(p5, scale_factor=2.0, mode="nearest")
        p3 = self.lat[1](c3) + F.interpolate(p4, scale_factor=2.0, mode="nearest")
        p2 = self.lat[0](c2) + F.interpolate(p3, scale_factor=2.0, mode="nearest")
        outs = [self.smooth[0](p2),
                F.interpolate(self.smooth[1](p3), scale_factor=2.0, mode="nearest"),
                F.interpolate(self.smooth[2](p4), scale_factor=4.0, mode="nearest"),
                F.interpolate(self.smooth[3](p5), scale_factor=8.0, mode="nearest")]
        y = self.head(torch.cat(outs, 1))
        y = F.interpolate(y, size=x.shape[2:], mode="bilinear", align_corners=False)
        return torch.sigmoid(y)


# ---- (d) CRNN-style text recognizer ----------------------------------------------------------
class CRNNLite(nn.Module):
    """VGG-ish conv stack that pools the height 32 -> 1, a 2-layer bidirectional LSTM over the
    width, a linear classifier, log-softmax (CTC output, time-major)."""

    def __init__(self, classes: int = 37, hidden: int = 48):
        super().__init__()
        self.cnn = nn.Sequential(
            conv_bn(1, 16), nn.MaxPool2d(2, 2),                   # 16 x W/2
            conv_bn(16, 32), nn.MaxPool2d(2, 2),                  # 8 x W/4
            conv_bn(32, 48), conv_bn(48, 48), nn.MaxPool2d((2, 1), (2, 1)),  # 4
            conv_bn(48, 64), nn.MaxPool2d((2, 1), (2, 1)),        # 2
            conv_bn(64, 64, 2), nn.MaxPool2d((2, 1), (2, 1)))     # 1 (k=2, pad 1 -> 3 -> 1)
        self.rnn = nn.LSTM(64, hidden, num_layers=2, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, classes)

    def forward(self, x):
        f = self.cnn(x)                      # N, C, 1, T
        f = f.squeeze(2).permute(2, 0, 1)    # T, N, C
        y, _ = self.rnn(f)
        return self.fc(y).log_softmax(2)


# ---- (e) small ViT ---------------------------------------------------------------------------
class Attention(nn.Module):
    """timm's Attention: one qkv Linear, reshape/permute to heads, softmax(q k^T * scale) v."""

    def __init__(self, dim: int, heads: int):
        super().__init__()
        self.heads, self.scale = heads, (dim // heads) ** -0.5
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, n, c = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        attn = (q @ k.transpose(-2, -1)) * self.scale
        x = (attn.softmax(-1) @ v).transpose(1, 2).reshape(b, n, c)
        return self.proj(x)


class Block(nn.Module):
    def __init__(self, dim: int, heads: int, mlp: int):
        super().__init__()
        self.n1, self.attn = nn.LayerNorm(dim), Attention(dim, heads)
        self.n2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, mlp), nn.GELU(), nn.Linear(mlp, dim))

    def forward(self, x):
        x = x + self.attn(self.n1(x))
        return x + self.mlp(self.n2(x))


class ViTLite(nn.Module):
    def __init__(self, img: int = 32, patch: int = 8, dim: int = 64, depth: int = 2,
                 heads: int = 4, classes: int = 10):
        super().__init__()
        self.patch = nn.Conv2d(3, dim, patch, patch)
        self.cls_token = nn.Parameter(torch.randn(1, 1, dim) * 0.02)
        self.pos = nn.Parameter(torch.randn(1, (img // patch) ** 2 + 1, dim) * 0.02)
        self.blocks = nn.Sequential(*(Block(dim, heads, 2 * dim) for _ in range(depth)))
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        x = self.patch(x).flatten(2).transpose(1, 2)
        x = torch.cat((self.cls_token.expand(x.shape[0], -1, -1), x), 1) + self.pos
        x = self.norm(self.blocks(x))
        return self.head(x[:, 0])


# ---- (f) transformer encoder -----------------------------------------------------------------
class TextEncoder(nn.Module):
    """Token embedding + learned positions (sliced to the sequence length), nn.TransformerEncoder
    (batch_first) with a key padding mask, masked mean pooling, a linear head."""

    def __init__(self, vocab: int = 500, dim: int = 64, heads: int = 4, layers: int = 2,
                 max_len: int = 64, classes: int = 4):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.pos = nn.Parameter(torch.randn(1, max_len, dim) * 0.02)
        layer = nn.TransformerEncoderLayer(dim, heads, 2 * dim, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.head = nn.Linear(dim, classes)

    def forward(self, tokens, padding_mask):
        x = self.embed(tokens) + self.pos[:, : tokens.shape[1]]
        x = self.encoder(x, src_key_padding_mask=padding_mask)
        keep = (~padding_mask).unsqueeze(-1).to(x.dtype)
        return self.head((x * keep).sum(1) / keep.sum(1).clamp(min=1.0))


# ---- (g) U-Net decoder, scripted: a Python `if` on shapes becomes an ONNX If ------------------
class UNetLite(nn.Module):
    """Two levels of a U-Net; the decoder resizes the upsampled map to its skip connection's
    size only where they differ, the check many U-Net implementations write. Exported through
    torch.jit.script, so the `if` is an If over Shape arithmetic (the tracer would bake it)."""

    def __init__(self, c: int = 16, classes: int = 3):
        super().__init__()
        self.enc1 = conv_bn(3, c)
        self.enc2 = conv_bn(c, 2 * c, s=2)
        self.mid = conv_bn(2 * c, 2 * c)
        self.up = nn.ConvTranspose2d(2 * c, c, 2, 2)
        self.dec = conv_bn(2 * c, c)
        self.head = nn.Conv2d(c, classes, 1)

    def forward(self, x):
        s1 = self.enc1(x)
        y = self.up(self.mid(self.enc2(s1)))
        if y.shape[-1] != s1.shape[-1] or y.shape[-2] != s1.shape[-2]:
            y = F.interpolate(y, size=(s1.shape[-2], s1.shape[-1]), mode="nearest")
        return self.head(self.dec(torch.cat([y, s1], 1)))


# ---- the corpus ------------------------------------------------------------------------------
def _image(n: int, c: int, h: int, w: int) -> torch.Tensor:
    return torch.randn(n, c, h, w)


def _text_inputs() -> tuple[torch.Tensor, torch.Tensor]:
    tokens = torch.randint(0, 500, (2, 16))
    mask = torch.zeros(2, 16, dtype=torch.bool)
    mask[1, 12:] = True
    return tokens, mask


@dataclass(frozen=True)
class Spec:
    factory: Callable[[], nn.Module]
    example: Callable[[], tuple[torch.Tensor, ...]]  # the inputs the export traces
    inputs: list[str]
    outputs: list[str]
    dynamic_axes: dict[str, dict[int, str]]
    shapes: dict[str, tuple[int, ...]]  # the static --shape the triage passes
    other: dict[str, tuple[int, ...]]  # other values of the dynamic axes, to check they work
    script: bool = False  # exported through torch.jit.script: control flow stays control flow


NHW = {0: "batch", 2: "height", 3: "width"}
CORPUS = {
    "yolov8_lite": Spec(YoloV8Lite, lambda: (_image(1, 3, 64, 64),), ["images"], ["output0"],
                        {"images": NHW, "output0": {0: "batch", 2: "anchors"}},
                        {"images": (1, 3, 64, 96)}, {"images": (2, 3, 128, 160)}),
    "mobilenetv3_small_lite": Spec(MobileNetV3SmallLite, lambda: (_image(1, 3, 96, 96),),
                                   ["input"], ["logits"],
                                   {"input": {0: "batch"}, "logits": {0: "batch"}},
                                   {"input": (1, 3, 96, 96)}, {"input": (3, 3, 96, 96)}),
    "dbnet_lite": Spec(DBNetLite, lambda: (_image(1, 3, 64, 64),), ["x"], ["prob"],
                       {"x": NHW, "prob": NHW}, {"x": (1, 3, 64, 96)}, {"x": (2, 3, 96, 128)}),
    "crnn_lite": Spec(CRNNLite, lambda: (_image(1, 1, 32, 64),), ["image"], ["log_probs"],
                      {"image": {0: "batch", 3: "width"}, "log_probs": {0: "time", 1: "batch"}},
                      {"image": (1, 1, 32, 100)}, {"image": (2, 1, 32, 160)}),
    "vit_lite": Spec(ViTLite, lambda: (_image(2, 3, 32, 32),), ["pixel_values"], ["logits"],
                     {"pixel_values": {0: "batch"}, "logits": {0: "batch"}},
                     {"pixel_values": (2, 3, 32, 32)}, {"pixel_values": (3, 3, 32, 32)}),
    "transformer_encoder_lite": Spec(TextEncoder, _text_inputs, ["tokens", "padding_mask"],
                                     ["logits"],
                                     {"tokens": {0: "batch", 1: "seq"},
                                      "padding_mask": {0: "batch", 1: "seq"},
                                      "logits": {0: "batch"}},
                                     {"tokens": (2, 16), "padding_mask": (2, 16)},
                                     {"tokens": (3, 24), "padding_mask": (3, 24)}),
    "unet_lite": Spec(UNetLite, lambda: (_image(1, 3, 32, 32),), ["image"], ["mask"],
                      {"image": NHW, "mask": NHW}, {"image": (1, 3, 64, 64)},
                      {"image": (2, 3, 45, 61)}, script=True),
}


def _seeded_model(factory) -> nn.Module:
    torch.manual_seed(0)
    model = factory()
    g = torch.Generator().manual_seed(1)
    for m in model.modules():  # non-trivial BatchNorm statistics, as a trained model has
        if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d)):
            m.running_mean.copy_(torch.randn(m.num_features, generator=g) * 0.1)
            m.running_var.copy_(torch.rand(m.num_features, generator=g) + 0.5)
            m.weight.data.copy_(torch.rand(m.num_features, generator=g) + 0.5)
            m.bias.data.copy_(torch.randn(m.num_features, generator=g) * 0.1)
    return model.eval()


def export_torchscript(name: str, out: Path) -> tuple[dict, nn.Module]:
    spec = CORPUS[name]
    model = _seeded_model(spec.factory)
    torch.manual_seed(2)
    args = spec.example()
    path = out / f"{name}.onnx"
    # No torch.no_grad(): with grad off, nn.TransformerEncoder takes its fused fast path
    # (aten::_transformer_encoder_layer_fwd), which the TorchScript exporter cannot export.
    exported = torch.jit.script(model) if spec.script else model
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(exported, args, str(path), opset_version=OPSET, dynamo=False,
                          input_names=spec.inputs, output_names=spec.outputs,
                          dynamic_axes=spec.dynamic_axes, do_constant_folding=True)
    proto = onnx.load(str(path))
    if proto.ir_version > IR_VERSION:
        proto.ir_version = IR_VERSION
        onnx.save(proto, str(path))
    return {"exporter": f"torch {torch.__version__} torch.onnx.export(dynamo=False)",
            "opset": OPSET, "shapes": {k: list(v) for k, v in spec.shapes.items()}}, model


def export_dynamo(name: str, out: Path) -> tuple[dict, nn.Module]:
    """NAME_dynamo: the model NAME through torch's second exporter (torch.export + onnxscript,
    the default of torch.onnx.export since torch 2.9), the same dynamic axes, opset 18."""
    import onnxscript  # the dynamo exporter needs it; ImportError: skipped

    base = name.removesuffix("_dynamo")
    spec = CORPUS[base]
    model = _seeded_model(spec.factory)
    torch.manual_seed(2)
    args = spec.example()
    path = out / f"{name}.onnx"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        prog = torch.onnx.export(model, args, dynamo=True, opset_version=18,
                                 input_names=spec.inputs, output_names=spec.outputs,
                                 dynamic_axes=spec.dynamic_axes, verbose=False)
        prog.save(str(path))
    proto = onnx.load(str(path))
    if proto.ir_version > 10:
        proto.ir_version = 10
        onnx.save(proto, str(path))
    return {"exporter": f"torch {torch.__version__} torch.onnx.export(dynamo=True), onnxscript "
                        f"{onnxscript.__version__}",
            "opset": 18, "shapes": {k: list(v) for k, v in spec.shapes.items()}}, model


def _check_against_torch(model: nn.Module, path: Path, shapes: dict[str, list[int]]) -> float:
    """ORT on the file vs torch on the module, at the manifest's static shapes (which differ
    from the export shapes where an axis is dynamic): the max abs difference of the outputs."""
    import numpy as np
    import onnxruntime as ort

    g = torch.Generator().manual_seed(3)
    feeds = {}
    for name, shape in shapes.items():
        if name == "tokens":
            feeds[name] = torch.randint(0, 500, shape, generator=g)
        elif name == "padding_mask":
            mask = torch.zeros(shape, dtype=torch.bool)
            mask[-1, shape[1] * 3 // 4:] = True
            feeds[name] = mask
        else:
            feeds[name] = torch.randn(shape, generator=g)
    with torch.no_grad():
        want = model(*feeds.values())
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.log_severity_level = 4  # the other-shapes check expects some failures: no ORT error log
    sess = ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"])
    got = sess.run(None, {k: v.numpy() for k, v in feeds.items()})[0]
    if got.shape != tuple(want.shape):
        raise ValueError(f"{path.name}: ORT gives shape {got.shape}, torch {tuple(want.shape)}")
    return float(np.max(np.abs(got - want.numpy())))


def _cause(e: BaseException) -> str:
    """The innermost cause's first line, without ANSI colours (the dynamo exporter wraps the
    real error in a ConversionError with a coloured preamble)."""
    import re

    while e.__cause__ is not None:
        e = e.__cause__
    text = re.sub(r"\x1b\[[0-9;]*m", "", str(e)).strip()
    return f"{type(e).__name__}: {text.splitlines()[0][:300] if text else ''}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("--only", nargs="*", help="build only these models")
    ap.add_argument("--no-dynamo", action="store_true",
                    help="skip the NAME_dynamo exports (torch.onnx.export(dynamo=True))")
    opts = ap.parse_args(argv)
    out = Path(opts.outdir)
    out.mkdir(parents=True, exist_ok=True)
    builders = {name: export_torchscript for name in CORPUS}
    if not opts.no_dynamo:
        builders |= {f"{name}_dynamo": export_dynamo for name in CORPUS}
    manifest, failures = {}, {}
    start = time.perf_counter()
    for name, build in builders.items():
        if opts.only and name not in opts.only:
            continue
        t0 = time.perf_counter()
        try:
            entry, model = build(name, out)
        except ImportError as e:
            print(f"{name}: skipped ({e})")
            continue
        except Exception as e:  # noqa: BLE001  (an exporter that fails is a finding, not a stop)
            failures[name] = f"{type(e).__name__}: {_cause(e)}"
            print(f"{name}: export failed ({failures[name]})")
            (out / f"{name}.onnx").unlink(missing_ok=True)
            continue
        path = out / f"{name}.onnx"
        proto = onnx.load(str(path))
        onnx.checker.check_model(proto)
        entry["ort_vs_torch"] = _check_against_torch(model, path, entry["shapes"])
        other = CORPUS[name.removesuffix("_dynamo")].other
        try:
            diff = _check_against_torch(model, path, {k: list(v) for k, v in other.items()})
            entry["other_shapes"] = {"shapes": other, "ort_vs_torch": diff}
        except Exception as e:  # noqa: BLE001  (a dynamic axis the file does not honour)
            entry["other_shapes"] = {"shapes": other, "error": _cause(e)[:300]}
        entry |= {"file": path.name, "bytes": path.stat().st_size, "nodes": len(proto.graph.node),
                  "ir_version": proto.ir_version, "seconds": round(time.perf_counter() - t0, 2)}
        manifest[name] = entry
        o = entry["other_shapes"]
        print(f"{name}: {entry['nodes']} nodes, {entry['bytes'] / 1e6:.2f} MB, "
              f"{entry['seconds']} s, ORT vs torch at {entry['shapes']}: "
              f"max abs diff {entry['ort_vs_torch']:.2e}; at {o['shapes']}: "
              + (f"{o['ort_vs_torch']:.2e}" if "error" not in o else f"FAILS ({o['error']})"))
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    if failures:
        (out / "export_failures.json").write_text(json.dumps(failures, indent=1) + "\n")
    print(f"built {len(manifest)} models in {time.perf_counter() - start:.1f} s"
          + (f"; {len(failures)} exports failed: {', '.join(failures)}" if failures else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

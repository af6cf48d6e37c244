"""Hugging Face architectures from random initialization, exported the ways users export them.

    python tests/models/zoo/build_hf.py OUTDIR [--only NAME ...]

Needs transformers and onnxconverter-common, which the project's venv does not have; a separate
venv works: `python -m venv V && V/bin/pip install torch==2.13.0 transformers onnx==1.23.2
onnxscript==0.7.2 onnxruntime==1.31.1 onnxconverter-common`. No weights are downloaded: each
model is built from a small config (hidden 64, 2 layers, 4 heads, vocabulary 1,000) with seeded
random weights. Writes OUTDIR/manifest.json in triage.py's format and, per model, the error
ONNX Runtime's output has against torch's (ort_vs_torch), or the export's failure:

- 28 architectures (BERT, DistilBERT, RoBERTa, ALBERT, ELECTRA, DeBERTa-v2, MPNet, GPT-2,
  GPT-NeoX, OPT, BLOOM, LLaMA, Mistral, Qwen2, Phi, Gemma, T5's encoder, ViT, DeiT, Swin,
  ConvNeXt, ResNet, MobileViT, SegFormer, CLIP's text and vision towers, Whisper's encoder,
  wav2vec 2.0), each with the TorchScript exporter (opset 17, dynamic batch and sequence) and
  the dynamo exporter (opset 18, static);
- onnxruntime.quantization: dynamic int8 (MatMulInteger) of six of them, static QDQ and
  QOperator int8 of four vision models;
- onnxruntime.transformers.optimizer's fused models (SkipLayerNormalization, BiasGelu ...) and
  ORT's own saved graphs (optimized_model_filepath, EXTENDED and ALL: FusedConv, FusedMatMul,
  NCHWc) of nine;
- float16 by onnxconverter-common, with and without float32 inputs and outputs; weights in an
  external data file;
- GPT-2 and LLaMA decoders with a KV cache (past keys and values as inputs, present as outputs).

Then `python tests/models/zoo/triage.py OUTDIR` (TRIAGE.md, "Hugging Face models").
"""

from __future__ import annotations

import argparse
import json
import warnings
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import torch
import transformers as T

S = {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
     "intermediate_size": 128, "vocab_size": 1000}
VIT = {**{k: v for k, v in S.items() if k != "vocab_size"}, "image_size": 32, "patch_size": 8}


def _text(cfg, model, **kw):
    return model(cfg(**{**S, **kw})), ("text",)


def _vision(cfg, model, size, **kw):
    c = cfg(**kw)
    return model(c), ("vision", size, getattr(c, "num_channels", 3))


ARCHS = {
    "bert": lambda: _text(T.BertConfig, T.BertModel),
    "distilbert": lambda: _text(T.DistilBertConfig, T.DistilBertModel, dim=64, n_layers=2,
                                n_heads=4, hidden_dim=128),
    "roberta": lambda: _text(T.RobertaConfig, T.RobertaModel),
    "albert": lambda: _text(T.AlbertConfig, T.AlbertModel, embedding_size=32),
    "electra": lambda: _text(T.ElectraConfig, T.ElectraModel, embedding_size=32),
    "deberta_v2": lambda: _text(T.DebertaV2Config, T.DebertaV2Model),
    "mpnet": lambda: _text(T.MPNetConfig, T.MPNetModel),
    "gpt2": lambda: (T.GPT2Model(T.GPT2Config(n_embd=64, n_layer=2, n_head=4, vocab_size=1000,
                                             n_positions=128)), ("text",)),
    "gpt_neox": lambda: _text(T.GPTNeoXConfig, T.GPTNeoXModel),
    "opt": lambda: (T.OPTModel(T.OPTConfig(hidden_size=64, num_hidden_layers=2,
                                           num_attention_heads=4, ffn_dim=128, vocab_size=1000,
                                           word_embed_proj_dim=64)), ("text",)),
    "bloom": lambda: (T.BloomModel(T.BloomConfig(hidden_size=64, n_layer=2, n_head=4,
                                                 vocab_size=1000)), ("text",)),
    "llama": lambda: _text(T.LlamaConfig, T.LlamaModel, num_key_value_heads=2),
    "mistral": lambda: _text(T.MistralConfig, T.MistralModel, num_key_value_heads=2),
    "qwen2": lambda: _text(T.Qwen2Config, T.Qwen2Model, num_key_value_heads=2),
    "phi": lambda: _text(T.PhiConfig, T.PhiModel),
    "gemma": lambda: _text(T.GemmaConfig, T.GemmaModel, num_key_value_heads=2, head_dim=16),
    "t5_encoder": lambda: (T.T5EncoderModel(T.T5Config(d_model=64, d_kv=16, d_ff=128,
                                                       num_layers=2, num_heads=4,
                                                       vocab_size=1000)), ("text",)),
    "vit": lambda: _vision(T.ViTConfig, T.ViTModel, 32, **VIT),
    "deit": lambda: _vision(T.DeiTConfig, T.DeiTModel, 32, **VIT),
    "swin": lambda: _vision(T.SwinConfig, T.SwinModel, 64, image_size=64, patch_size=4,
                            embed_dim=16, depths=[2, 2], num_heads=[2, 4], window_size=4),
    "convnext": lambda: _vision(T.ConvNextConfig, T.ConvNextModel, 64, hidden_sizes=[16, 32],
                                depths=[1, 1], num_stages=2),
    "resnet_hf": lambda: _vision(T.ResNetConfig, T.ResNetModel, 64, hidden_sizes=[16, 32],
                                 depths=[1, 1], embedding_size=16),
    "mobilevit": lambda: _vision(T.MobileViTConfig, T.MobileViTModel, 64, image_size=64),
    "segformer": lambda: _vision(T.SegformerConfig, T.SegformerModel, 64,
                                 hidden_sizes=[16, 32, 64, 128], num_attention_heads=[1, 2, 4, 8],
                                 depths=[1, 1, 1, 1]),
    "clip_text": lambda: (T.CLIPTextModel(T.CLIPTextConfig(**S, max_position_embeddings=77)),
                          ("text",)),
    "clip_vision": lambda: _vision(T.CLIPVisionConfig, T.CLIPVisionModel, 32, **VIT),
    "whisper_encoder": lambda: (T.WhisperModel(T.WhisperConfig(
        d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
        decoder_attention_heads=4, encoder_ffn_dim=128, decoder_ffn_dim=128, num_mel_bins=16,
        max_source_positions=32, vocab_size=1000, pad_token_id=0, bos_token_id=1,
        eos_token_id=2, decoder_start_token_id=1)).encoder, ("audio", 16, 64)),
    "wav2vec2": lambda: (T.Wav2Vec2Model(T.Wav2Vec2Config(
        **S, conv_dim=(16, 16), conv_stride=(5, 2), conv_kernel=(10, 3),
        num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=4)), ("wave", 1600)),
}


class _Outputs(torch.nn.Module):
    """The model's last hidden state, called with keyword arguments (GPT-2 and BLOOM take a
    cache as their second positional one)."""

    def __init__(self, m):
        super().__init__()
        self.m = m

    def forward(self, *a):
        o = self.m(input_ids=a[0], attention_mask=a[1]) if len(a) == 2 else self.m(a[0])
        return o[0] if isinstance(o, (tuple, list)) else o.last_hidden_state


def _inputs(kind):
    if kind[0] == "text":
        names = ["input_ids", "attention_mask"]
        return ((torch.randint(0, 1000, (1, 16)), torch.ones(1, 16, dtype=torch.int64)), names,
                {n: {0: "batch", 1: "seq"} for n in names})
    if kind[0] == "vision":
        return ((torch.randn(1, kind[2], kind[1], kind[1]),), ["pixel_values"],
                {"pixel_values": {0: "batch"}})
    if kind[0] == "audio":
        return (torch.randn(1, kind[1], kind[2]),), ["input_features"], {
            "input_features": {0: "batch"}}
    return (torch.randn(1, kind[1]),), ["input_values"], {"input_values": {0: "batch", 1: "len"}}


def _ort_error(path: Path, names, args, ref) -> float:
    got = ort.InferenceSession(str(path)).run(None, {n: a.numpy() for n, a in zip(names, args)})
    refs = ref if isinstance(ref, (tuple, list)) else [ref]
    return max(float(np.abs(g - r.numpy()).max()) for g, r in zip(got, refs))


def export_all(out: Path, only: set[str], manifest: dict) -> None:
    for name, make in ARCHS.items():
        if only and name not in only:
            continue
        for dynamo in (False, True):
            tag = name + ("_dynamo" if dynamo else "")
            torch.manual_seed(0)
            try:
                m, kind = make()
                w = _Outputs(m.eval()).eval()
                args, names, dyn = _inputs(kind)
                path = out / f"{tag}.onnx"
                with torch.no_grad():
                    ref = w(*args)
                    if dynamo:  # static: its dynamic_axes conversion fails on these models
                        torch.onnx.export(w, args, str(path), input_names=names,
                                          output_names=["out"], dynamo=True, opset_version=18)
                    else:
                        torch.onnx.export(w, args, str(path), input_names=names,
                                          output_names=["out"], dynamic_axes=dyn, dynamo=False,
                                          opset_version=17)
                manifest[tag] = {"file": path.name,
                                 "shapes": {n: list(a.shape) for n, a in zip(names, args)},
                                 "ort_vs_torch": _ort_error(path, names, args, ref)}
            except Exception as e:  # noqa: BLE001  (recorded: the exporter's failure)
                manifest[tag] = {"error": f"{type(e).__name__}: {str(e)[:300]}"}
            print(tag, manifest[tag].get("error", "ok"), flush=True)


def _derived(manifest: dict, tag: str, source: str) -> None:
    manifest[tag] = {"file": f"{tag}.onnx", "shapes": manifest[source]["shapes"]}


def quantized(out: Path, manifest: dict) -> None:
    from onnxruntime.quantization import (
        CalibrationDataReader,
        QuantFormat,
        QuantType,
        quantize_dynamic,
        quantize_static,
    )
    from onnxruntime.quantization.shape_inference import quant_pre_process

    for name in ("bert", "gpt2", "llama", "t5_encoder", "vit", "whisper_encoder"):
        if name in manifest and "file" in manifest[name]:
            quantize_dynamic(str(out / f"{name}.onnx"), str(out / f"{name}_dyn.onnx"),
                             weight_type=QuantType.QInt8)
            _derived(manifest, f"{name}_dyn", name)

    class Reader(CalibrationDataReader):
        def __init__(self, shapes):
            self.it = iter([{k: np.random.RandomState(i).randn(*s).astype(np.float32)
                             for k, s in shapes.items()} for i in range(4)])

        def get_next(self):
            return next(self.it, None)

    for name in ("resnet_hf", "convnext", "vit", "segformer"):
        if name not in manifest or "file" not in manifest[name]:
            continue
        pre = out / f"{name}_pre.onnx"
        quant_pre_process(str(out / f"{name}.onnx"), str(pre))
        for fmt, qf, act in (("qdq", QuantFormat.QDQ, QuantType.QInt8),
                             ("qop", QuantFormat.QOperator, QuantType.QUInt8)):
            tag = f"{name}_static_{fmt}"
            quantize_static(str(pre), str(out / f"{tag}.onnx"),
                            Reader(manifest[name]["shapes"]), quant_format=qf,
                            activation_type=act, weight_type=QuantType.QInt8)
            _derived(manifest, tag, name)


def ort_optimized(out: Path, manifest: dict) -> None:
    from onnxruntime.transformers import optimizer

    for name, kind in (("bert", "bert"), ("gpt2", "gpt2"), ("vit", "vit"), ("t5_encoder", "t5"),
                       ("clip_text", "clip")):
        if name in manifest and "file" in manifest[name]:
            m = optimizer.optimize_model(str(out / f"{name}.onnx"), model_type=kind,
                                         num_heads=4, hidden_size=64)
            m.save_model_to_file(str(out / f"{name}_ortfused.onnx"))
            _derived(manifest, f"{name}_ortfused", name)
    for name in ("resnet_hf", "convnext", "bert", "vit", "gpt2", "llama", "whisper_encoder",
                 "segformer", "mobilevit"):
        if name not in manifest or "file" not in manifest[name]:
            continue
        for level in ("EXTENDED", "ALL"):
            tag = f"{name}_ort{level.lower()}"
            opts = ort.SessionOptions()
            opts.graph_optimization_level = getattr(ort.GraphOptimizationLevel,
                                                    f"ORT_ENABLE_{level}")
            opts.optimized_model_filepath = str(out / f"{tag}.onnx")
            ort.InferenceSession(str(out / f"{name}.onnx"), opts)
            _derived(manifest, tag, name)


def half_and_external(out: Path, manifest: dict) -> None:
    from onnxconverter_common import float16

    for name in ("bert", "gpt2", "llama", "vit", "resnet_hf", "convnext", "whisper_encoder",
                 "swin"):
        if name not in manifest or "file" not in manifest[name]:
            continue
        m = onnx.load(str(out / f"{name}.onnx"))
        for keep in (True, False):
            tag = f"{name}_fp16" + ("_io32" if keep else "")
            onnx.save(float16.convert_float_to_float16(m, keep_io_types=keep),
                      str(out / f"{tag}.onnx"))
            try:  # the converter's Casts break some models (GPT-2, LLaMA, Swin): ORT refuses
                ort.InferenceSession(str(out / f"{tag}.onnx"))
                _derived(manifest, tag, name)
            except Exception as e:  # noqa: BLE001
                manifest[tag] = {"error": f"ORT cannot load the converter's output: {e}"[:300]}
        tag = f"{name}_extdata"
        onnx.save(m, str(out / f"{tag}.onnx"), save_as_external_data=True,
                  all_tensors_to_one_file=True, location=f"{tag}.data", size_threshold=0)
        _derived(manifest, tag, name)


class _WithCache(torch.nn.Module):
    """A decoder step: past keys and values in, the last hidden state and present out."""

    def __init__(self, m, layers):
        super().__init__()
        self.m, self.layers = m, layers

    def forward(self, input_ids, attention_mask, *past):
        cache = T.DynamicCache()
        for i in range(self.layers):
            cache.update(past[2 * i], past[2 * i + 1], i)
        o = self.m(input_ids=input_ids, attention_mask=attention_mask, past_key_values=cache,
                   use_cache=True)
        outs = [o.last_hidden_state]
        for layer in o.past_key_values.layers:
            outs += [layer.keys, layer.values]
        return tuple(outs)


def kv_cache(out: Path, manifest: dict) -> None:
    layers, heads, dim, past = 2, 4, 16, 15
    for name, model in (
            ("gpt2_kv", T.GPT2Model(T.GPT2Config(n_embd=64, n_layer=layers, n_head=heads,
                                                 vocab_size=1000, n_positions=128))),
            ("llama_kv", T.LlamaModel(T.LlamaConfig(
                hidden_size=64, num_hidden_layers=layers, num_attention_heads=heads,
                num_key_value_heads=heads, intermediate_size=128, vocab_size=1000)))):
        w = _WithCache(model.eval(), layers).eval()
        args = (torch.randint(0, 1000, (1, 1)), torch.ones(1, past + 1, dtype=torch.int64)) + \
            tuple(torch.randn(1, heads, past, dim) for _ in range(2 * layers))
        names = ["input_ids", "attention_mask"] + [f"past_{i}_{kv}" for i in range(layers)
                                                   for kv in "kv"]
        outputs = ["hidden"] + [f"present_{i}_{kv}" for i in range(layers) for kv in "kv"]
        dyn = {"input_ids": {0: "b", 1: "s"}, "attention_mask": {0: "b", 1: "t"}} | {
            n: {0: "b", 2: "p"} for n in names[2:]}
        path = out / f"{name}.onnx"
        with torch.no_grad():
            ref = w(*args)
            torch.onnx.export(w, args, str(path), input_names=names, output_names=outputs,
                              dynamic_axes=dyn, dynamo=False, opset_version=17)
        manifest[name] = {"file": path.name,
                          "shapes": {n: list(a.shape) for n, a in zip(names, args)},
                          "ort_vs_torch": _ort_error(path, names, args, ref)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--only", nargs="*", default=[])
    opts = ap.parse_args()
    warnings.filterwarnings("ignore")
    out = Path(opts.out)
    out.mkdir(parents=True, exist_ok=True)
    manifest: dict = {}
    export_all(out, set(opts.only), manifest)
    if not opts.only:
        quantized(out, manifest)
        ort_optimized(out, manifest)
        half_and_external(out, manifest)
        kv_cache(out, manifest)
    # triage.py reads every entry with a file; the failures stay listed for the record
    (out / "manifest.json").write_text(json.dumps(
        {k: v for k, v in manifest.items() if "file" in v}, indent=1) + "\n")
    (out / "export_failures.json").write_text(json.dumps(
        {k: v for k, v in manifest.items() if "file" not in v}, indent=1) + "\n")


if __name__ == "__main__":
    main()

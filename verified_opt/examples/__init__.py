"""Small embedded example models (`make demo` builds one with `python -m
verified_opt.examples.build out/example.onnx`)."""

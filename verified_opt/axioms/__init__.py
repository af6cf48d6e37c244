"""Operator axioms: the vocabulary (Z3 function symbols with ONNX meaning), the axiom language,
its Z3 encoding, and the soundness and consistency checks. Axiom files live in ../axioms/."""

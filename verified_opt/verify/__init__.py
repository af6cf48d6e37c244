"""Rule verification: encoding to Z3, random testing, the prover, verdicts, certificates."""

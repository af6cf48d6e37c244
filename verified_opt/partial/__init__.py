"""PET: partially equivalent mutants of multilinear subprograms, certified by box tests.

  boxes     box propagation (exact integer boxes with one summation region each)
  exact     evaluation modulo the prime (float64-BLAS limbs, bit-identical to ModArith)
  testing   PET's m+1 positions per box on t random draws; the exact all-positions check
  restrict  the original restricted to a box (correction kernels)
  correct   corrected mutants: Slice / Concat write-back of the recomputed boxes
  mutants   regions, anchors and the depth-first mutant generator
  pet       the optimizer's candidate provider (cost prefilter, tests, corrections, costs)
  audit     certificates in the report, and their re-check by `vopt audit`
  program   builders and JSON round trip of subprograms
"""

; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_gemm_fold_tb
; z3 rlimit used: 74491
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun reshape1 (Int T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sub (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_M () T)
(declare-fun in_S () T)
(declare-fun in_V () T)
(declare-fun in_W () T)
(declare-fun sym_al () Real)
(declare-fun sym_eps () Real)
(assert
 (forall ((A T) (B T) (C T) (M T) (S T) (V T) (W T) (al Real) (eps Real) (m Int) )(! (let ((?x39 (reshape1 m (bn eps (reshape2 1 m C) S B M V))))
 (let ((?x34 (sub M M)))
 (let ((?x36 (transpose2 1 0 (bn eps (transpose2 1 0 W) S ?x34 ?x34 V))))
 (let ((?x40 (gemm 0 1 al 1.0 A ?x36 ?x39)))
 (let ((?x32 (bn eps (gemm 0 1 al 1.0 A W C) S B M V)))
 (let (($x41 (= ?x32 ?x40)))
 (let (($x25 (and (= (dim W 0) m) (= (dim C 0) m) (= (dim S 0) m) (= (dim B 0) m) (= (dim M 0) m) (= (dim V 0) m))))
 (=> $x25 $x41)))))))) :pattern ( (gemm 0 1 al 1.0 A (transpose2 1 0 (bn eps (transpose2 1 0 W) S (sub M M) (sub M M) V)) (reshape1 m (bn eps (reshape2 1 m C) S B M V))) ) :qid bn_gemm_fold_tb))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_n))
(assert
 (= (dim in_A 1) sym_k))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (rank in_C) 1))
(assert
 (= (dim in_C 0) sym_m))
(assert
 (= (rank in_M) 1))
(assert
 (= (dim in_M 0) sym_m))
(assert
 (= (rank in_S) 1))
(assert
 (= (dim in_S 0) sym_m))
(assert
 (= (rank in_V) 1))
(assert
 (= (dim in_V 0) sym_m))
(assert
 (= (rank in_W) 2))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_k))
(assert
 (= (rank (gemm 0 1 sym_al 1.0 in_A in_W in_C)) 2))
(assert
 (= (dim (gemm 0 1 sym_al 1.0 in_A in_W in_C) 0) sym_n))
(assert
 (= (dim (gemm 0 1 sym_al 1.0 in_A in_W in_C) 1) sym_m))
(assert
 (let ((?x110 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
 (let ((?x118 (bn sym_eps ?x110 in_S in_B in_M in_V)))
 (= (rank ?x118) 2))))
(assert
 (let ((?x110 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
 (let ((?x118 (bn sym_eps ?x110 in_S in_B in_M in_V)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x110 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
 (let ((?x118 (bn sym_eps ?x110 in_S in_B in_M in_V)))
 (= (dim ?x118 1) sym_m))))
(assert
 (= (rank (sub in_M in_M)) 1))
(assert
 (= (dim (sub in_M in_M) 0) sym_m))
(assert
 (= (rank (transpose2 1 0 in_W)) 2))
(assert
 (= (dim (transpose2 1 0 in_W) 0) sym_k))
(assert
 (= (dim (transpose2 1 0 in_W) 1) sym_m))
(assert
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (= (rank ?x137) 2)))))
(assert
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (= (dim ?x137 0) sym_k)))))
(assert
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (= (dim ?x137 1) sym_m)))))
(assert
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (let ((?x144 (transpose2 1 0 ?x137)))
 (= (rank ?x144) 2))))))
(assert
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (let ((?x144 (transpose2 1 0 ?x137)))
 (= (dim ?x144 0) sym_m))))))
(assert
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (let ((?x144 (transpose2 1 0 ?x137)))
 (= (dim ?x144 1) sym_k))))))
(assert
 (= (rank (reshape2 1 sym_m in_C)) 2))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x154 (dim ?x151 0)))
 (= 1 ?x154))))
(assert
 (= (dim (reshape2 1 sym_m in_C) 1) sym_m))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (= (rank ?x158) 2))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (let ((?x161 (dim ?x158 0)))
 (= 1 ?x161)))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (= (dim ?x158 1) sym_m))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (let ((?x165 (reshape1 sym_m ?x158)))
 (= (rank ?x165) 1)))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (let ((?x165 (reshape1 sym_m ?x158)))
 (= (dim ?x165 0) sym_m)))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (let ((?x165 (reshape1 sym_m ?x158)))
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (let ((?x144 (transpose2 1 0 ?x137)))
 (let ((?x170 (gemm 0 1 sym_al 1.0 in_A ?x144 ?x165)))
 (= (rank ?x170) 2))))))))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (let ((?x165 (reshape1 sym_m ?x158)))
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (let ((?x144 (transpose2 1 0 ?x137)))
 (let ((?x170 (gemm 0 1 sym_al 1.0 in_A ?x144 ?x165)))
 (= (dim ?x170 0) sym_n))))))))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
 (let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
 (let ((?x165 (reshape1 sym_m ?x158)))
 (let ((?x125 (sub in_M in_M)))
 (let ((?x130 (transpose2 1 0 in_W)))
 (let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
 (let ((?x144 (transpose2 1 0 ?x137)))
 (let ((?x170 (gemm 0 1 sym_al 1.0 in_A ?x144 ?x165)))
 (= (dim ?x170 1) sym_m))))))))))
(assert
 (let ((?x151 (reshape2 1 sym_m in_C)))
(let ((?x158 (bn sym_eps ?x151 in_S in_B in_M in_V)))
(let ((?x165 (reshape1 sym_m ?x158)))
(let ((?x125 (sub in_M in_M)))
(let ((?x130 (transpose2 1 0 in_W)))
(let ((?x137 (bn sym_eps ?x130 in_S ?x125 ?x125 in_V)))
(let ((?x144 (transpose2 1 0 ?x137)))
(let ((?x170 (gemm 0 1 sym_al 1.0 in_A ?x144 ?x165)))
(let ((?x110 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
(let ((?x118 (bn sym_eps ?x110 in_S in_B in_M in_V)))
(and (distinct ?x118 ?x170) true))))))))))))
(check-sat)

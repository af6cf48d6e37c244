; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_gemm_fold
; z3 rlimit used: 74190
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun reshape1 (Int T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun reshape2 (Int Int T) T)
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
 (forall ((A T) (B T) (C T) (M T) (S T) (V T) (W T) (al Real) (eps Real) (m Int) )(! (let ((?x37 (reshape1 m (bn eps (reshape2 1 m C) S B M V))))
 (let ((?x38 (gemm 0 0 al 1.0 A (bn eps W S (sub M M) (sub M M) V) ?x37)))
 (let ((?x32 (bn eps (gemm 0 0 al 1.0 A W C) S B M V)))
 (let (($x39 (= ?x32 ?x38)))
 (let (($x26 (and (= (dim W 1) m) (= (dim C 0) m) (= (dim S 0) m) (= (dim B 0) m) (= (dim M 0) m) (= (dim V 0) m))))
 (=> $x26 $x39)))))) :pattern ( (gemm 0 0 al 1.0 A (bn eps W S (sub M M) (sub M M) V) (reshape1 m (bn eps (reshape2 1 m C) S B M V))) ) :qid bn_gemm_fold))
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
 (= (dim in_W 0) sym_k))
(assert
 (= (dim in_W 1) sym_m))
(assert
 (= (rank (gemm 0 0 sym_al 1.0 in_A in_W in_C)) 2))
(assert
 (= (dim (gemm 0 0 sym_al 1.0 in_A in_W in_C) 0) sym_n))
(assert
 (= (dim (gemm 0 0 sym_al 1.0 in_A in_W in_C) 1) sym_m))
(assert
 (let ((?x108 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
 (let ((?x116 (bn sym_eps ?x108 in_S in_B in_M in_V)))
 (= (rank ?x116) 2))))
(assert
 (let ((?x108 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
 (let ((?x116 (bn sym_eps ?x108 in_S in_B in_M in_V)))
 (= (dim ?x116 0) sym_n))))
(assert
 (let ((?x108 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
 (let ((?x116 (bn sym_eps ?x108 in_S in_B in_M in_V)))
 (= (dim ?x116 1) sym_m))))
(assert
 (= (rank (sub in_M in_M)) 1))
(assert
 (= (dim (sub in_M in_M) 0) sym_m))
(assert
 (let ((?x123 (sub in_M in_M)))
 (let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
 (= (rank ?x128) 2))))
(assert
 (let ((?x123 (sub in_M in_M)))
 (let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
 (= (dim ?x128 0) sym_k))))
(assert
 (let ((?x123 (sub in_M in_M)))
 (let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
 (= (dim ?x128 1) sym_m))))
(assert
 (= (rank (reshape2 1 sym_m in_C)) 2))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x138 (dim ?x135 0)))
 (= 1 ?x138))))
(assert
 (= (dim (reshape2 1 sym_m in_C) 1) sym_m))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (= (rank ?x142) 2))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (let ((?x145 (dim ?x142 0)))
 (= 1 ?x145)))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (= (dim ?x142 1) sym_m))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (let ((?x149 (reshape1 sym_m ?x142)))
 (= (rank ?x149) 1)))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (let ((?x149 (reshape1 sym_m ?x142)))
 (= (dim ?x149 0) sym_m)))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (let ((?x149 (reshape1 sym_m ?x142)))
 (let ((?x123 (sub in_M in_M)))
 (let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
 (let ((?x154 (gemm 0 0 sym_al 1.0 in_A ?x128 ?x149)))
 (= (rank ?x154) 2))))))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (let ((?x149 (reshape1 sym_m ?x142)))
 (let ((?x123 (sub in_M in_M)))
 (let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
 (let ((?x154 (gemm 0 0 sym_al 1.0 in_A ?x128 ?x149)))
 (= (dim ?x154 0) sym_n))))))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
 (let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
 (let ((?x149 (reshape1 sym_m ?x142)))
 (let ((?x123 (sub in_M in_M)))
 (let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
 (let ((?x154 (gemm 0 0 sym_al 1.0 in_A ?x128 ?x149)))
 (= (dim ?x154 1) sym_m))))))))
(assert
 (let ((?x135 (reshape2 1 sym_m in_C)))
(let ((?x142 (bn sym_eps ?x135 in_S in_B in_M in_V)))
(let ((?x149 (reshape1 sym_m ?x142)))
(let ((?x123 (sub in_M in_M)))
(let ((?x128 (bn sym_eps in_W in_S ?x123 ?x123 in_V)))
(let ((?x154 (gemm 0 0 sym_al 1.0 in_A ?x128 ?x149)))
(let ((?x108 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
(let ((?x116 (bn sym_eps ?x108 in_S in_B in_M in_V)))
(and (distinct ?x116 ?x154) true))))))))))
(check-sat)

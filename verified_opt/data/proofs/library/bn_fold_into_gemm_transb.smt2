; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_gemm_fold_tb
; z3 rlimit used: 19821
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
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
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
 (forall ((A T) (B T) (C T) (M T) (S T) (V T) (W T) (al Real) (eps Real) (m Int) )(! (let ((?x54 (reshape1 m (bn eps (reshape2 1 m C) S B M V))))
 (let ((?x49 (sub M M)))
 (let ((?x51 (transpose2 1 0 (bn eps (transpose2 1 0 W) S ?x49 ?x49 V))))
 (let ((?x55 (gemm 0 1 al 1.0 A ?x51 ?x54)))
 (let ((?x47 (bn eps (gemm 0 1 al 1.0 A W C) S B M V)))
 (let (($x56 (= ?x47 ?x55)))
 (let (($x42 (and (= (dim W 0) m) (= (dim C 0) m) (= (dim S 0) m) (= (dim B 0) m) (= (dim M 0) m) (= (dim V 0) m) (= (rank A) 2) (= (rank W) 2) (= (rank C) 1) (= (rank S) 1) (= (rank B) 1) (= (rank M) 1) (= (rank V) 1))))
 (=> $x42 $x56)))))))) :pattern ( (gemm 0 1 al 1.0 A (transpose2 1 0 (bn eps (transpose2 1 0 W) S (sub M M) (sub M M) V)) (reshape1 m (bn eps (reshape2 1 m C) S B M V))) ) :qid bn_gemm_fold_tb))
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
 (let ((?x124 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
 (let ((?x132 (bn sym_eps ?x124 in_S in_B in_M in_V)))
 (= (rank ?x132) 2))))
(assert
 (let ((?x124 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
 (let ((?x132 (bn sym_eps ?x124 in_S in_B in_M in_V)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x124 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
 (let ((?x132 (bn sym_eps ?x124 in_S in_B in_M in_V)))
 (= (dim ?x132 1) sym_m))))
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
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (= (rank ?x151) 2)))))
(assert
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (= (dim ?x151 0) sym_k)))))
(assert
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (= (dim ?x151 1) sym_m)))))
(assert
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (let ((?x158 (transpose2 1 0 ?x151)))
 (= (rank ?x158) 2))))))
(assert
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (let ((?x158 (transpose2 1 0 ?x151)))
 (= (dim ?x158 0) sym_m))))))
(assert
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (let ((?x158 (transpose2 1 0 ?x151)))
 (= (dim ?x158 1) sym_k))))))
(assert
 (= (rank (reshape2 1 sym_m in_C)) 2))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x168 (dim ?x165 0)))
 (= 1 ?x168))))
(assert
 (= (dim (reshape2 1 sym_m in_C) 1) sym_m))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (= (rank ?x172) 2))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (let ((?x175 (dim ?x172 0)))
 (= 1 ?x175)))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (= (dim ?x172 1) sym_m))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (let ((?x179 (reshape1 sym_m ?x172)))
 (= (rank ?x179) 1)))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (let ((?x179 (reshape1 sym_m ?x172)))
 (= (dim ?x179 0) sym_m)))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (let ((?x179 (reshape1 sym_m ?x172)))
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (let ((?x158 (transpose2 1 0 ?x151)))
 (let ((?x184 (gemm 0 1 sym_al 1.0 in_A ?x158 ?x179)))
 (= (rank ?x184) 2))))))))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (let ((?x179 (reshape1 sym_m ?x172)))
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (let ((?x158 (transpose2 1 0 ?x151)))
 (let ((?x184 (gemm 0 1 sym_al 1.0 in_A ?x158 ?x179)))
 (= (dim ?x184 0) sym_n))))))))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
 (let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
 (let ((?x179 (reshape1 sym_m ?x172)))
 (let ((?x139 (sub in_M in_M)))
 (let ((?x144 (transpose2 1 0 in_W)))
 (let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
 (let ((?x158 (transpose2 1 0 ?x151)))
 (let ((?x184 (gemm 0 1 sym_al 1.0 in_A ?x158 ?x179)))
 (= (dim ?x184 1) sym_m))))))))))
(assert
 (let ((?x165 (reshape2 1 sym_m in_C)))
(let ((?x172 (bn sym_eps ?x165 in_S in_B in_M in_V)))
(let ((?x179 (reshape1 sym_m ?x172)))
(let ((?x139 (sub in_M in_M)))
(let ((?x144 (transpose2 1 0 in_W)))
(let ((?x151 (bn sym_eps ?x144 in_S ?x139 ?x139 in_V)))
(let ((?x158 (transpose2 1 0 ?x151)))
(let ((?x184 (gemm 0 1 sym_al 1.0 in_A ?x158 ?x179)))
(let ((?x124 (gemm 0 1 sym_al 1.0 in_A in_W in_C)))
(let ((?x132 (bn sym_eps ?x124 in_S in_B in_M in_V)))
(and (distinct ?x132 ?x184) true))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_gemm_fold
; z3 rlimit used: 19579
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun reshape1 (Int T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun reshape2 (Int Int T) T)
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
 (forall ((A T) (B T) (C T) (M T) (S T) (V T) (W T) (al Real) (eps Real) (m Int) )(! (let ((?x52 (reshape1 m (bn eps (reshape2 1 m C) S B M V))))
 (let ((?x53 (gemm 0 0 al 1.0 A (bn eps W S (sub M M) (sub M M) V) ?x52)))
 (let ((?x47 (bn eps (gemm 0 0 al 1.0 A W C) S B M V)))
 (let (($x54 (= ?x47 ?x53)))
 (let (($x42 (and (= (dim W 1) m) (= (dim C 0) m) (= (dim S 0) m) (= (dim B 0) m) (= (dim M 0) m) (= (dim V 0) m) (= (rank A) 2) (= (rank W) 2) (= (rank C) 1) (= (rank S) 1) (= (rank B) 1) (= (rank M) 1) (= (rank V) 1))))
 (=> $x42 $x54)))))) :pattern ( (gemm 0 0 al 1.0 A (bn eps W S (sub M M) (sub M M) V) (reshape1 m (bn eps (reshape2 1 m C) S B M V))) ) :qid bn_gemm_fold))
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
 (let ((?x122 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
 (let ((?x130 (bn sym_eps ?x122 in_S in_B in_M in_V)))
 (= (rank ?x130) 2))))
(assert
 (let ((?x122 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
 (let ((?x130 (bn sym_eps ?x122 in_S in_B in_M in_V)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x122 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
 (let ((?x130 (bn sym_eps ?x122 in_S in_B in_M in_V)))
 (= (dim ?x130 1) sym_m))))
(assert
 (= (rank (sub in_M in_M)) 1))
(assert
 (= (dim (sub in_M in_M) 0) sym_m))
(assert
 (let ((?x137 (sub in_M in_M)))
 (let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
 (= (rank ?x142) 2))))
(assert
 (let ((?x137 (sub in_M in_M)))
 (let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
 (= (dim ?x142 0) sym_k))))
(assert
 (let ((?x137 (sub in_M in_M)))
 (let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
 (= (dim ?x142 1) sym_m))))
(assert
 (= (rank (reshape2 1 sym_m in_C)) 2))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x152 (dim ?x149 0)))
 (= 1 ?x152))))
(assert
 (= (dim (reshape2 1 sym_m in_C) 1) sym_m))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (= (rank ?x156) 2))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (let ((?x159 (dim ?x156 0)))
 (= 1 ?x159)))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (= (dim ?x156 1) sym_m))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (let ((?x163 (reshape1 sym_m ?x156)))
 (= (rank ?x163) 1)))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (let ((?x163 (reshape1 sym_m ?x156)))
 (= (dim ?x163 0) sym_m)))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (let ((?x163 (reshape1 sym_m ?x156)))
 (let ((?x137 (sub in_M in_M)))
 (let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
 (let ((?x168 (gemm 0 0 sym_al 1.0 in_A ?x142 ?x163)))
 (= (rank ?x168) 2))))))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (let ((?x163 (reshape1 sym_m ?x156)))
 (let ((?x137 (sub in_M in_M)))
 (let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
 (let ((?x168 (gemm 0 0 sym_al 1.0 in_A ?x142 ?x163)))
 (= (dim ?x168 0) sym_n))))))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
 (let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
 (let ((?x163 (reshape1 sym_m ?x156)))
 (let ((?x137 (sub in_M in_M)))
 (let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
 (let ((?x168 (gemm 0 0 sym_al 1.0 in_A ?x142 ?x163)))
 (= (dim ?x168 1) sym_m))))))))
(assert
 (let ((?x149 (reshape2 1 sym_m in_C)))
(let ((?x156 (bn sym_eps ?x149 in_S in_B in_M in_V)))
(let ((?x163 (reshape1 sym_m ?x156)))
(let ((?x137 (sub in_M in_M)))
(let ((?x142 (bn sym_eps in_W in_S ?x137 ?x137 in_V)))
(let ((?x168 (gemm 0 0 sym_al 1.0 in_A ?x142 ?x163)))
(let ((?x122 (gemm 0 0 sym_al 1.0 in_A in_W in_C)))
(let ((?x130 (bn sym_eps ?x122 in_S in_B in_M in_V)))
(and (distinct ?x130 ?x168) true))))))))))
(check-sat)

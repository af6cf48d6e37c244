; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemm_bias, gemmnc_matmul, gemmnc_transB
; z3 rlimit used: 9428
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun addb (T T) T)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_B () T)
(declare-fun dim (T Int) Int)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (al Real) (ta Int) )(! (let ((?x20 (gemmnc ta 0 al A (transpose2 1 0 B))))
 (let ((?x18 (gemmnc ta 1 al A B)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x7 (>= ta 0)))
 (let (($x15 (and $x7 (= (rank A) 2) (= (rank B) 2))))
 (=> $x15 $x21)))))) :pattern ( (gemmnc ta 1 al A B) ) :pattern ( (gemmnc ta 0 al A (transpose2 1 0 B)) ) :qid gemmnc_transB))
 )
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x58 (addb (gemmnc ta tb al A B) C)))
 (let ((?x56 (gemm ta tb al 1.0 A B C)))
 (let (($x59 (= ?x56 ?x58)))
 (let (($x7 (>= tb 0)))
 (let (($x54 (and (>= ta 0) $x7 (= (rank A) 2) (= (rank B) 2) (= (rank C) 1))))
 (=> $x54 $x59)))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x75 (matmul A B)))
 (let ((?x74 (gemmnc 0 0 1.0 A B)))
 (let (($x76 (= ?x74 ?x75)))
 (let (($x73 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x73 $x76))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_n))
(assert
 (= (rank in_W) 2))
(assert
 (= (dim in_W 0) sym_n))
(assert
 (= (dim in_W 1) sym_k))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
(assert
 (= (rank (gemm 0 1 1.0 1.0 in_X in_W in_B)) 2))
(assert
 (= (dim (gemm 0 1 1.0 1.0 in_X in_W in_B) 0) sym_m))
(assert
 (= (dim (gemm 0 1 1.0 1.0 in_X in_W in_B) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_W)) 2))
(assert
 (= (dim (transpose2 1 0 in_W) 0) sym_k))
(assert
 (= (dim (transpose2 1 0 in_W) 1) sym_n))
(assert
 (= (rank (matmul in_X (transpose2 1 0 in_W))) 2))
(assert
 (= (dim (matmul in_X (transpose2 1 0 in_W)) 0) sym_m))
(assert
 (= (dim (matmul in_X (transpose2 1 0 in_W)) 1) sym_n))
(assert
 (= (rank (addb (matmul in_X (transpose2 1 0 in_W)) in_B)) 2))
(assert
 (let ((?x116 (transpose2 1 0 in_W)))
 (let ((?x123 (matmul in_X ?x116)))
 (let ((?x130 (addb ?x123 in_B)))
 (= (dim ?x130 0) sym_m)))))
(assert
 (let ((?x116 (transpose2 1 0 in_W)))
 (let ((?x123 (matmul in_X ?x116)))
 (let ((?x130 (addb ?x123 in_B)))
 (= (dim ?x130 1) sym_n)))))
(assert
 (let ((?x116 (transpose2 1 0 in_W)))
(let ((?x123 (matmul in_X ?x116)))
(let ((?x130 (addb ?x123 in_B)))
(let ((?x109 (gemm 0 1 1.0 1.0 in_X in_W in_B)))
(and (distinct ?x109 ?x130) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemm_transB
; z3 rlimit used: 73282
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) (al Real) (be Real) (ta Int) )(! (let ((?x17 (gemm ta 0 al be A (transpose2 1 0 B) C)))
 (let ((?x15 (gemm ta 1 al be A B C)))
 (let (($x18 (= ?x15 ?x17)))
 (=> (and (>= ta 0)) $x18)))) :pattern ( (gemm ta 1 al be A B C) ) :pattern ( (gemm ta 0 al be A (transpose2 1 0 B) C) ) :qid gemm_transB))
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
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_k))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_n))
(assert
 (= (dim in_B 1) sym_k))
(assert
 (= (rank in_C) 1))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (rank (gemm 0 1 1.0 1.0 in_A in_B in_C)) 2))
(assert
 (= (dim (gemm 0 1 1.0 1.0 in_A in_B in_C) 0) sym_m))
(assert
 (= (dim (gemm 0 1 1.0 1.0 in_A in_B in_C) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_B)) 2))
(assert
 (= (dim (transpose2 1 0 in_B) 0) sym_k))
(assert
 (= (dim (transpose2 1 0 in_B) 1) sym_n))
(assert
 (let ((?x75 (transpose2 1 0 in_B)))
 (let ((?x82 (gemm 0 0 1.0 1.0 in_A ?x75 in_C)))
 (= (rank ?x82) 2))))
(assert
 (let ((?x75 (transpose2 1 0 in_B)))
 (let ((?x82 (gemm 0 0 1.0 1.0 in_A ?x75 in_C)))
 (= (dim ?x82 0) sym_m))))
(assert
 (let ((?x75 (transpose2 1 0 in_B)))
 (let ((?x82 (gemm 0 0 1.0 1.0 in_A ?x75 in_C)))
 (= (dim ?x82 1) sym_n))))
(assert
 (let ((?x75 (transpose2 1 0 in_B)))
(let ((?x82 (gemm 0 0 1.0 1.0 in_A ?x75 in_C)))
(let ((?x68 (gemm 0 1 1.0 1.0 in_A in_B in_C)))
(and (distinct ?x68 ?x82) true)))))
(check-sat)

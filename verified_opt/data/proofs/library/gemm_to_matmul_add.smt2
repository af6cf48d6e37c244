; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemm_bias, gemmnc_matmul
; z3 rlimit used: 8933
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun addb (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x26 (addb (gemmnc ta tb al A B) C)))
 (let ((?x24 (gemm ta tb al 1.0 A B C)))
 (let (($x27 (= ?x24 ?x26)))
 (let (($x21 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank C) 1))))
 (=> $x21 $x27))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x59 (matmul A B)))
 (let ((?x58 (gemmnc 0 0 1.0 A B)))
 (let (($x60 (= ?x58 ?x59)))
 (let (($x57 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x57 $x60))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (= (dim in_B 0) sym_k))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 1))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (rank (gemm 0 0 1.0 1.0 in_A in_B in_C)) 2))
(assert
 (= (dim (gemm 0 0 1.0 1.0 in_A in_B in_C) 0) sym_m))
(assert
 (= (dim (gemm 0 0 1.0 1.0 in_A in_B in_C) 1) sym_n))
(assert
 (= (rank (matmul in_A in_B)) 2))
(assert
 (= (dim (matmul in_A in_B) 0) sym_m))
(assert
 (= (dim (matmul in_A in_B) 1) sym_n))
(assert
 (= (rank (addb (matmul in_A in_B) in_C)) 2))
(assert
 (= (dim (addb (matmul in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (addb (matmul in_A in_B) in_C) 1) sym_n))
(assert
 (let ((?x100 (matmul in_A in_B)))
(let ((?x107 (addb ?x100 in_C)))
(let ((?x93 (gemm 0 0 1.0 1.0 in_A in_B in_C)))
(and (distinct ?x93 ?x107) true)))))
(check-sat)

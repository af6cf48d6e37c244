; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemm_bias, gemmnc_matmul
; z3 rlimit used: 9137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun addb (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x30 (addb (gemmnc ta tb al A B) C)))
 (let ((?x28 (gemm ta tb al 1.0 A B C)))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x24 (= (rank C) 1)))
 (let (($x22 (= (rank B) 2)))
 (let (($x20 (= (rank A) 2)))
 (let (($x16 (>= tb 0)))
 (let (($x15 (>= ta 0)))
 (let (($x25 (and (= (dim C 0) (dim B (- 1 tb))) $x15 $x16 $x20 $x22 $x24)))
 (=> $x25 $x31)))))))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x69 (matmul A B)))
 (let ((?x68 (gemmnc 0 0 1.0 A B)))
 (let (($x70 (= ?x68 ?x69)))
 (let (($x67 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x67 $x70))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (let ((?x110 (matmul in_A in_B)))
(let ((?x117 (addb ?x110 in_C)))
(let ((?x103 (gemm 0 0 1.0 1.0 in_A in_B in_C)))
(and (distinct ?x103 ?x117) true)))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemm_bias, gemm_transB, gemmnc_matmul
; z3 rlimit used: 74013
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun addb (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_B () T)
(declare-fun dim (T Int) Int)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (C T) (al Real) (be Real) (ta Int) )(! (let ((?x17 (gemm ta 0 al be A (transpose2 1 0 B) C)))
 (let ((?x15 (gemm ta 1 al be A B C)))
 (let (($x18 (= ?x15 ?x17)))
 (=> (and (>= ta 0)) $x18)))) :pattern ( (gemm ta 1 al be A B C) ) :pattern ( (gemm ta 0 al be A (transpose2 1 0 B) C) ) :qid gemm_transB))
 )
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x47 (addb (gemmnc ta tb al A B) C)))
 (let ((?x45 (gemm ta tb al 1.0 A B C)))
 (let (($x48 (= ?x45 ?x47)))
 (let (($x7 (>= tb 0)))
 (let (($x43 (and (>= ta 0) $x7)))
 (=> $x43 $x48)))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x59 (matmul A B)))
 (let ((?x58 (gemmnc 0 0 1.0 A B)))
 (= ?x58 ?x59))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (let ((?x97 (transpose2 1 0 in_W)))
 (let ((?x104 (matmul in_X ?x97)))
 (let ((?x111 (addb ?x104 in_B)))
 (= (dim ?x111 0) sym_m)))))
(assert
 (let ((?x97 (transpose2 1 0 in_W)))
 (let ((?x104 (matmul in_X ?x97)))
 (let ((?x111 (addb ?x104 in_B)))
 (= (dim ?x111 1) sym_n)))))
(assert
 (let ((?x97 (transpose2 1 0 in_W)))
(let ((?x104 (matmul in_X ?x97)))
(let ((?x111 (addb ?x104 in_B)))
(let ((?x90 (gemm 0 1 1.0 1.0 in_X in_W in_B)))
(and (distinct ?x90 ?x111) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: addb_same2, gemm_bias, gemmnc_matmul
; z3 rlimit used: 73599
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun addb (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x22 (add X Y)))
 (let ((?x21 (addb X Y)))
 (let (($x23 (= ?x21 ?x22)))
 (let (($x19 (= (dim X 1) (dim Y 1))))
 (let (($x15 (= (dim X 0) (dim Y 0))))
 (=> (and (= 2 (rank X)) (= 2 (rank Y)) $x15 $x19) $x23)))))) :pattern ( (addb X Y) ) :pattern ( (add X Y) ) :qid addb_same2))
 )
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x62 (addb (gemmnc ta tb al A B) C)))
 (let ((?x60 (gemm ta tb al 1.0 A B C)))
 (let (($x63 (= ?x60 ?x62)))
 (let (($x55 (and (>= ta 0) (>= tb 0))))
 (=> $x55 $x63))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x72 (matmul A B)))
 (let ((?x71 (gemmnc 0 0 1.0 A B)))
 (= ?x71 ?x72))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_m))
(assert
 (= (dim in_C 1) sym_n))
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
 (= (rank (add (matmul in_A in_B) in_C)) 2))
(assert
 (= (dim (add (matmul in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (add (matmul in_A in_B) in_C) 1) sym_n))
(assert
 (let ((?x111 (matmul in_A in_B)))
(let ((?x118 (add ?x111 in_C)))
(let ((?x104 (gemm 0 0 1.0 1.0 in_A in_B in_C)))
(and (distinct ?x104 ?x118) true)))))
(check-sat)

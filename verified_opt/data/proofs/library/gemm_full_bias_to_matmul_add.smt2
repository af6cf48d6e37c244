; verified_opt proof obligation: unsat means the rule holds
; axioms used: addb_same2, gemm_bias_full, gemmnc_matmul
; z3 rlimit used: 9633
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun addb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
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
 (forall ((X T) (Y T) )(! (let ((?x24 (add X Y)))
 (let ((?x23 (addb X Y)))
 (let (($x25 (= ?x23 ?x24)))
 (let ((?x10 (rank Y)))
 (let (($x21 (= ?x10 2)))
 (let ((?x7 (rank X)))
 (let (($x20 (= ?x7 2)))
 (let (($x19 (= (dim X 1) (dim Y 1))))
 (let (($x15 (= (dim X 0) (dim Y 0))))
 (=> (and (= 2 ?x7) (= 2 ?x10) $x15 $x19 $x20 $x21) $x25)))))))))) :pattern ( (addb X Y) ) :pattern ( (add X Y) ) :qid addb_same2))
 )
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x75 (addb (gemmnc ta tb al A B) C)))
 (let ((?x73 (gemm ta tb al 1.0 A B C)))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x70 (= (rank C) 2)))
 (let (($x68 (= (rank B) 2)))
 (let (($x66 (= (rank A) 2)))
 (let (($x64 (>= tb 0)))
 (let (($x63 (>= ta 0)))
 (let (($x56 (= (dim C 0) (dim A ta))))
 (let (($x71 (and $x56 (= (dim C 1) (dim B (- 1 tb))) $x63 $x64 $x66 $x68 $x70)))
 (=> $x71 $x76))))))))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias_full))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x92 (matmul A B)))
 (let ((?x91 (gemmnc 0 0 1.0 A B)))
 (let (($x93 (= ?x91 ?x92)))
 (let ((?x10 (rank B)))
 (let (($x21 (= ?x10 2)))
 (let ((?x7 (rank A)))
 (let (($x20 (= ?x7 2)))
 (let (($x90 (and $x20 $x21)))
 (=> $x90 $x93))))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (let ((?x135 (matmul in_A in_B)))
(let ((?x142 (add ?x135 in_C)))
(let ((?x128 (gemm 0 0 1.0 1.0 in_A in_B in_C)))
(and (distinct ?x128 ?x142) true)))))
(check-sat)

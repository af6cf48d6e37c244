; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_transA, gemmnc_transB
; z3 rlimit used: 3324
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(assert
 (forall ((A T) (B T) (al Real) (tb Int) )(! (let ((?x20 (gemmnc 0 tb al (transpose2 1 0 A) B)))
 (let ((?x18 (gemmnc 1 tb al A B)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= tb 0) (= (rank A) 2) (= (rank B) 2))))
 (=> $x15 $x21))))) :pattern ( (gemmnc 1 tb al A B) ) :pattern ( (gemmnc 0 tb al (transpose2 1 0 A) B) ) :qid gemmnc_transA))
 )
(assert
 (forall ((A T) (B T) (al Real) (ta Int) )(! (let ((?x47 (gemmnc ta 0 al A (transpose2 1 0 B))))
 (let ((?x45 (gemmnc ta 1 al A B)))
 (let (($x48 (= ?x45 ?x47)))
 (let (($x15 (and (>= ta 0) (= (rank A) 2) (= (rank B) 2))))
 (=> $x15 $x48))))) :pattern ( (gemmnc ta 1 al A B) ) :pattern ( (gemmnc ta 0 al A (transpose2 1 0 B)) ) :qid gemmnc_transB))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x64 (matmul A B)))
 (let ((?x63 (gemmnc 0 0 1.0 A B)))
 (let (($x65 (= ?x63 ?x64)))
 (let (($x61 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x61 $x65))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (= (dim in_A 0) sym_k))
(assert
 (= (dim in_A 1) sym_m))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_n))
(assert
 (= (dim in_B 1) sym_k))
(assert
 (= (rank (gemmnc 1 1 1.0 in_A in_B)) 2))
(assert
 (= (dim (gemmnc 1 1 1.0 in_A in_B) 0) sym_m))
(assert
 (= (dim (gemmnc 1 1 1.0 in_A in_B) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_A)) 2))
(assert
 (= (dim (transpose2 1 0 in_A) 0) sym_m))
(assert
 (= (dim (transpose2 1 0 in_A) 1) sym_k))
(assert
 (= (rank (transpose2 1 0 in_B)) 2))
(assert
 (= (dim (transpose2 1 0 in_B) 0) sym_k))
(assert
 (= (dim (transpose2 1 0 in_B) 1) sym_n))
(assert
 (let ((?x107 (transpose2 1 0 in_B)))
 (let ((?x100 (transpose2 1 0 in_A)))
 (let ((?x114 (matmul ?x100 ?x107)))
 (= (rank ?x114) 2)))))
(assert
 (let ((?x107 (transpose2 1 0 in_B)))
 (let ((?x100 (transpose2 1 0 in_A)))
 (let ((?x114 (matmul ?x100 ?x107)))
 (= (dim ?x114 0) sym_m)))))
(assert
 (let ((?x107 (transpose2 1 0 in_B)))
 (let ((?x100 (transpose2 1 0 in_A)))
 (let ((?x114 (matmul ?x100 ?x107)))
 (= (dim ?x114 1) sym_n)))))
(assert
 (let ((?x107 (transpose2 1 0 in_B)))
(let ((?x100 (transpose2 1 0 in_A)))
(let ((?x114 (matmul ?x100 ?x107)))
(let ((?x93 (gemmnc 1 1 1.0 in_A in_B)))
(and (distinct ?x93 ?x114) true))))))
(check-sat)

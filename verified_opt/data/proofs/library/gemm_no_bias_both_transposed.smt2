; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_transA, gemmnc_transB
; z3 rlimit used: 73466
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(assert
 (forall ((A T) (B T) (al Real) (tb Int) )(! (let ((?x15 (gemmnc 0 tb al (transpose2 1 0 A) B)))
 (let ((?x13 (gemmnc 1 tb al A B)))
 (let (($x16 (= ?x13 ?x15)))
 (let (($x7 (>= tb 0)))
 (let (($x8 (and $x7)))
 (=> $x8 $x16)))))) :pattern ( (gemmnc 1 tb al A B) ) :pattern ( (gemmnc 0 tb al (transpose2 1 0 A) B) ) :qid gemmnc_transA))
 )
(assert
 (forall ((A T) (B T) (al Real) (ta Int) )(! (let ((?x42 (gemmnc ta 0 al A (transpose2 1 0 B))))
 (let ((?x40 (gemmnc ta 1 al A B)))
 (let (($x43 (= ?x40 ?x42)))
 (let (($x7 (>= ta 0)))
 (let (($x8 (and $x7)))
 (=> $x8 $x43)))))) :pattern ( (gemmnc ta 1 al A B) ) :pattern ( (gemmnc ta 0 al A (transpose2 1 0 B)) ) :qid gemmnc_transB))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x54 (matmul A B)))
 (let ((?x53 (gemmnc 0 0 1.0 A B)))
 (= ?x53 ?x54))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
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
 (let ((?x94 (transpose2 1 0 in_B)))
 (let ((?x87 (transpose2 1 0 in_A)))
 (let ((?x101 (matmul ?x87 ?x94)))
 (= (rank ?x101) 2)))))
(assert
 (let ((?x94 (transpose2 1 0 in_B)))
 (let ((?x87 (transpose2 1 0 in_A)))
 (let ((?x101 (matmul ?x87 ?x94)))
 (= (dim ?x101 0) sym_m)))))
(assert
 (let ((?x94 (transpose2 1 0 in_B)))
 (let ((?x87 (transpose2 1 0 in_A)))
 (let ((?x101 (matmul ?x87 ?x94)))
 (= (dim ?x101 1) sym_n)))))
(assert
 (let ((?x94 (transpose2 1 0 in_B)))
(let ((?x87 (transpose2 1 0 in_A)))
(let ((?x101 (matmul ?x87 ?x94)))
(let ((?x80 (gemmnc 1 1 1.0 in_A in_B)))
(and (distinct ?x80 ?x101) true))))))
(check-sat)

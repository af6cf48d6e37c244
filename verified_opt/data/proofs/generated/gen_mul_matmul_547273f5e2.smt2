; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, gemmnc_smul_right
; z3 rlimit used: 9660
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x16 (matmul A B)))
 (let ((?x15 (gemmnc 0 0 1.0 A B)))
 (let (($x17 (= ?x15 ?x16)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x17))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x57 (gemmnc ta tb al (smul A S) B)))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x55 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x60))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x69 (gemmnc ta tb al A (smul B S))))
 (let (($x70 (= ?x69 ?x59)))
 (let (($x55 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x70))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_x1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_x1 (smul in_w1 in_s1)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_x1 (smul in_w1 in_s1)) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_x1 (smul in_w1 in_s1)) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (matmul in_x1 (smul in_w1 in_s1)) in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_x1 in_w1) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_x1 in_w1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (matmul in_x1 in_w1) in_w1) 1) sym_c))
(assert
 (= (rank (smul (matmul (matmul in_x1 in_w1) in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul (matmul in_x1 in_w1) in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul (matmul in_x1 in_w1) in_w1) in_s1) 1) sym_c))
(assert
 (let ((?x119 (matmul in_x1 in_w1)))
(let ((?x126 (matmul ?x119 in_w1)))
(let ((?x133 (smul ?x126 in_s1)))
(let ((?x98 (smul in_w1 in_s1)))
(let ((?x105 (matmul in_x1 ?x98)))
(let ((?x112 (matmul ?x105 in_w1)))
(and (distinct ?x112 ?x133) true))))))))
(check-sat)

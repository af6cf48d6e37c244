; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right
; z3 rlimit used: 29802
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x47 (matmul A B)))
 (let ((?x46 (gemmnc 0 0 1.0 A B)))
 (let (($x48 (= ?x46 ?x47)))
 (let (($x12 (= (rank A) 2)))
 (let (($x43 (and $x12 (= (rank B) 2))))
 (=> $x43 $x48)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x71 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x68 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x72 (= ?x68 ?x71)))
 (let (($x66 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x66 $x72))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (concat 1 in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (let ((?x113 (+ sym_c sym_c2)))
 (let ((?x100 (matmul in_x1 in_w1)))
 (let ((?x107 (concat 1 in_x1 ?x100)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x113))))))
(assert
 (let ((?x113 (+ sym_c sym_c2)))
 (>= ?x113 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x113 (+ sym_c sym_c2)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 ?x116 in_w1)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x113))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_n))
(assert
 (let ((?x113 (+ sym_c sym_c2)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 ?x116 in_w1)))
 (let ((?x130 (matmul in_x1 ?x123)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x113)))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
(let ((?x123 (concat 1 ?x116 in_w1)))
(let ((?x130 (matmul in_x1 ?x123)))
(let ((?x100 (matmul in_x1 in_w1)))
(let ((?x107 (concat 1 in_x1 ?x100)))
(and (distinct ?x107 ?x130) true)))))))
(check-sat)

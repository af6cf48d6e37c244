; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_left, matmul_idkernel_left
; z3 rlimit used: 74661
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x49 (add (matmul A C) (matmul B C))))
 (let ((?x46 (matmul (add A B) C)))
 (= ?x46 ?x49))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (add in_w1 (idkernel2 sym_c)) in_w2)) 2))
(assert
 (= (dim (matmul (add in_w1 (idkernel2 sym_c)) in_w2) 0) sym_c))
(assert
 (= (dim (matmul (add in_w1 (idkernel2 sym_c)) in_w2) 1) sym_c2))
(assert
 (let ((?x88 (idkernel2 sym_c)))
(let ((?x95 (add in_w1 ?x88)))
(let ((?x102 (matmul ?x95 in_w2)))
(let ((?x74 (matmul in_w1 in_w2)))
(let ((?x81 (add in_w2 ?x74)))
(and (distinct ?x81 ?x102) true)))))))
(check-sat)

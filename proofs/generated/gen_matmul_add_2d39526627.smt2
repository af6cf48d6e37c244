; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_dist_left, matmul_dist_right
; z3 rlimit used: 42966
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x10 (matmul B C)))
 (let ((?x11 (matmul A ?x10)))
 (let ((?x7 (matmul A B)))
 (let ((?x9 (matmul ?x7 C)))
 (= ?x9 ?x11))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x35 (matmul A C)))
 (let ((?x7 (matmul A B)))
 (let ((?x36 (add ?x7 ?x35)))
 (let ((?x34 (matmul A (add B C))))
 (= ?x34 ?x36))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x10 (matmul B C)))
 (let ((?x35 (matmul A C)))
 (let ((?x43 (add ?x35 ?x10)))
 (let ((?x42 (matmul (add A B) C)))
 (= ?x42 ?x43))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
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
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
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
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (add in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (= (rank (matmul (add in_x1 (matmul in_x1 in_w1)) in_w2)) 2))
(assert
 (= (dim (matmul (add in_x1 (matmul in_x1 in_w1)) in_w2) 0) sym_n))
(assert
 (= (dim (matmul (add in_x1 (matmul in_x1 in_w1)) in_w2) 1) sym_c2))
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
 (= (rank (matmul in_x1 (add in_w2 (matmul in_w1 in_w2)))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w2 (matmul in_w1 in_w2))) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w2 (matmul in_w1 in_w2))) 1) sym_c2))
(assert
 (let ((?x99 (matmul in_w1 in_w2)))
(let ((?x106 (add in_w2 ?x99)))
(let ((?x113 (matmul in_x1 ?x106)))
(let ((?x78 (matmul in_x1 in_w1)))
(let ((?x85 (add in_x1 ?x78)))
(let ((?x92 (matmul ?x85 in_w2)))
(and (distinct ?x92 ?x113) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_right
; z3 rlimit used: 73998
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x12 (add (matmul A B) (matmul A C))))
 (let ((?x9 (matmul A (add B C))))
 (= ?x9 ?x12))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
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
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 in_w2)) 2))
(assert
 (= (dim (matmul in_x1 in_w2) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w2) 1) sym_c2))
(assert
 (= (rank (add (matmul in_x1 in_w1) (matmul in_x1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x1 in_w2)) 0) sym_n))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x1 in_w2)) 1) sym_c2))
(assert
 (= (rank (add in_w1 in_w2)) 2))
(assert
 (= (dim (add in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (add in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 (add in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w1 in_w2)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x85 (add in_w1 in_w2)))
(let ((?x92 (matmul in_x1 ?x85)))
(let ((?x71 (matmul in_x1 in_w2)))
(let ((?x64 (matmul in_x1 in_w1)))
(let ((?x78 (add ?x64 ?x71)))
(and (distinct ?x78 ?x92) true)))))))
(check-sat)

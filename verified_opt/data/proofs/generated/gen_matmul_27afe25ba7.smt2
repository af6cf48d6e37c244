; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc
; z3 rlimit used: 73418
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x11 (matmul A (matmul B C))))
 (let ((?x9 (matmul (matmul A B) C)))
 (= ?x9 ?x11))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c3))
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
 (= (rank (matmul (matmul in_x1 in_w1) in_w2)) 2))
(assert
 (= (dim (matmul (matmul in_x1 in_w1) in_w2) 0) sym_n))
(assert
 (= (dim (matmul (matmul in_x1 in_w1) in_w2) 1) sym_c3))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c3))
(assert
 (= (rank (matmul in_x1 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_x1 (matmul in_w1 in_w2)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (matmul in_w1 in_w2)) 1) sym_c3))
(assert
 (let ((?x79 (matmul in_w1 in_w2)))
(let ((?x86 (matmul in_x1 ?x79)))
(let ((?x65 (matmul in_x1 in_w1)))
(let ((?x72 (matmul ?x65 in_w2)))
(and (distinct ?x72 ?x86) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_dist_left
; z3 rlimit used: 41827
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x10 (matmul B C)))
 (let ((?x11 (matmul A ?x10)))
 (let ((?x9 (matmul (matmul A B) C)))
 (= ?x9 ?x11)))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x10 (matmul B C)))
 (let ((?x36 (add (matmul A C) ?x10)))
 (let ((?x34 (matmul (add A B) C)))
 (= ?x34 ?x36)))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 1) sym_c))
(assert
 (let ((?x60 (matmul in_w2 in_w1)))
 (let ((?x67 (matmul in_w1 ?x60)))
 (let ((?x74 (add ?x60 ?x67)))
 (= (rank ?x74) 2)))))
(assert
 (let ((?x60 (matmul in_w2 in_w1)))
 (let ((?x67 (matmul in_w1 ?x60)))
 (let ((?x74 (add ?x60 ?x67)))
 (= (dim ?x74 0) sym_c)))))
(assert
 (let ((?x60 (matmul in_w2 in_w1)))
 (let ((?x67 (matmul in_w1 ?x60)))
 (let ((?x74 (add ?x60 ?x67)))
 (= (dim ?x74 1) sym_c)))))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 1) sym_c))
(assert
 (= (rank (matmul (add in_w2 (matmul in_w1 in_w2)) in_w1)) 2))
(assert
 (= (dim (matmul (add in_w2 (matmul in_w1 in_w2)) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (add in_w2 (matmul in_w1 in_w2)) in_w1) 1) sym_c))
(assert
 (let ((?x81 (matmul in_w1 in_w2)))
(let ((?x88 (add in_w2 ?x81)))
(let ((?x95 (matmul ?x88 in_w1)))
(let ((?x60 (matmul in_w2 in_w1)))
(let ((?x67 (matmul in_w1 ?x60)))
(let ((?x74 (add ?x60 ?x67)))
(and (distinct ?x74 ?x95) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_concat_cols
; z3 rlimit used: 41704
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x44 (concat ax (matmul A B) (matmul A C))))
 (let ((?x41 (matmul A (concat ax B C))))
 (let (($x45 (= ?x41 ?x44)))
 (=> (and (= ax (- (rank B) 1))) $x45)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x88 (matmul in_x1 in_w1)))
 (let ((?x95 (matmul ?x88 in_w2)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (= (rank ?x102) 2)))))
(assert
 (let ((?x88 (matmul in_x1 in_w1)))
 (let ((?x95 (matmul ?x88 in_w2)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (= (dim ?x102 0) sym_n)))))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x88 (matmul in_x1 in_w1)))
 (let ((?x95 (matmul ?x88 in_w2)))
 (let ((?x102 (concat 1 ?x88 ?x95)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (>= ?x108 0)))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c3))
(assert
 (= (rank (concat 1 in_w1 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (concat 1 in_w1 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x111 (matmul in_w1 in_w2)))
 (let ((?x118 (concat 1 in_w1 ?x111)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x108))))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 (matmul in_w1 in_w2)))) 2))
(assert
 (let ((?x111 (matmul in_w1 in_w2)))
 (let ((?x118 (concat 1 in_w1 ?x111)))
 (let ((?x125 (matmul in_x1 ?x118)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x108 (+ sym_c2 sym_c3)))
 (let ((?x111 (matmul in_w1 in_w2)))
 (let ((?x118 (concat 1 in_w1 ?x111)))
 (let ((?x125 (matmul in_x1 ?x118)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x108)))))))
(assert
 (let ((?x111 (matmul in_w1 in_w2)))
(let ((?x118 (concat 1 in_w1 ?x111)))
(let ((?x125 (matmul in_x1 ?x118)))
(let ((?x88 (matmul in_x1 in_w1)))
(let ((?x95 (matmul ?x88 in_w2)))
(let ((?x102 (concat 1 ?x88 ?x95)))
(and (distinct ?x102 ?x125) true))))))))
(check-sat)

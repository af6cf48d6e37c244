; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows
; z3 rlimit used: 73770
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax (matmul A C) (matmul B C))))
 (let ((?x17 (matmul (concat ax A B) C)))
 (let (($x21 (= ?x17 ?x20)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x21)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x2 in_w1)) 2))
(assert
 (= (dim (matmul in_x2 in_w1) 0) sym_n2))
(assert
 (= (dim (matmul in_x2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) (matmul in_x2 in_w1))) 2))
(assert
 (let ((?x100 (+ sym_n sym_n2)))
 (let ((?x89 (matmul in_x2 in_w1)))
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100)))))))
(assert
 (let ((?x89 (matmul in_x2 in_w1)))
 (let ((?x82 (matmul in_x1 in_w1)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (= (dim ?x96 1) sym_c2)))))
(assert
 (let ((?x100 (+ sym_n sym_n2)))
 (>= ?x100 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x100 (+ sym_n sym_n2)))
 (let ((?x105 (concat 0 in_x1 in_x2)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x100)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_x2) in_w1)) 2))
(assert
 (let ((?x100 (+ sym_n sym_n2)))
 (let ((?x105 (concat 0 in_x1 in_x2)))
 (let ((?x112 (matmul ?x105 in_w1)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x100))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_x2) in_w1) 1) sym_c2))
(assert
 (let ((?x105 (concat 0 in_x1 in_x2)))
(let ((?x112 (matmul ?x105 in_w1)))
(let ((?x89 (matmul in_x2 in_w1)))
(let ((?x82 (matmul in_x1 in_w1)))
(let ((?x96 (concat 0 ?x82 ?x89)))
(and (distinct ?x96 ?x112) true)))))))
(check-sat)

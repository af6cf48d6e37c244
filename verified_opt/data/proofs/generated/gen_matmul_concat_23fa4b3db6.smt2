; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols
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
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x19 (concat ax (matmul A B) (matmul A C))))
 (let ((?x16 (matmul A (concat ax B C))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x20)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (= (dim in_w2 0) sym_c))
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
 (= (rank (matmul in_x1 in_w2)) 2))
(assert
 (= (dim (matmul in_x1 in_w2) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w2) 1) sym_c3))
(assert
 (= (rank (concat 1 (matmul in_x1 in_w1) (matmul in_x1 in_w2))) 2))
(assert
 (let ((?x88 (matmul in_x1 in_w2)))
 (let ((?x81 (matmul in_x1 in_w1)))
 (let ((?x95 (concat 1 ?x81 ?x88)))
 (= (dim ?x95 0) sym_n)))))
(assert
 (let ((?x101 (+ sym_c2 sym_c3)))
 (let ((?x88 (matmul in_x1 in_w2)))
 (let ((?x81 (matmul in_x1 in_w1)))
 (let ((?x95 (concat 1 ?x81 ?x88)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x101)))))))
(assert
 (let ((?x101 (+ sym_c2 sym_c3)))
 (>= ?x101 0)))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x101 (+ sym_c2 sym_c3)))
 (let ((?x104 (concat 1 in_w1 in_w2)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x101)))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 in_w1 in_w2)) 0) sym_n))
(assert
 (let ((?x101 (+ sym_c2 sym_c3)))
 (let ((?x104 (concat 1 in_w1 in_w2)))
 (let ((?x111 (matmul in_x1 ?x104)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x101))))))
(assert
 (let ((?x104 (concat 1 in_w1 in_w2)))
(let ((?x111 (matmul in_x1 ?x104)))
(let ((?x88 (matmul in_x1 in_w2)))
(let ((?x81 (matmul in_x1 in_w1)))
(let ((?x95 (concat 1 ?x81 ?x88)))
(and (distinct ?x95 ?x111) true)))))))
(check-sat)

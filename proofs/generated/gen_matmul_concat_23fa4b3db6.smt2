; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols
; z3 rlimit used: 48121
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x18 (concat ax (matmul A B) (matmul A C))))
 (let ((?x15 (matmul A (concat ax B C))))
 (let (($x19 (= ?x15 ?x18)))
 (=> (and (= ax (- (rank B) 1))) $x19)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x86 (matmul in_x1 in_w2)))
 (let ((?x79 (matmul in_x1 in_w1)))
 (let ((?x93 (concat 1 ?x79 ?x86)))
 (= (dim ?x93 0) sym_n)))))
(assert
 (let ((?x99 (+ sym_c2 sym_c3)))
 (let ((?x86 (matmul in_x1 in_w2)))
 (let ((?x79 (matmul in_x1 in_w1)))
 (let ((?x93 (concat 1 ?x79 ?x86)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x99)))))))
(assert
 (let ((?x99 (+ sym_c2 sym_c3)))
 (>= ?x99 0)))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x99 (+ sym_c2 sym_c3)))
 (let ((?x102 (concat 1 in_w1 in_w2)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x99)))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 in_w1 in_w2)) 0) sym_n))
(assert
 (let ((?x99 (+ sym_c2 sym_c3)))
 (let ((?x102 (concat 1 in_w1 in_w2)))
 (let ((?x109 (matmul in_x1 ?x102)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x99))))))
(assert
 (let ((?x102 (concat 1 in_w1 in_w2)))
(let ((?x109 (matmul in_x1 ?x102)))
(let ((?x86 (matmul in_x1 in_w2)))
(let ((?x79 (matmul in_x1 in_w1)))
(let ((?x93 (concat 1 ?x79 ?x86)))
(and (distinct ?x93 ?x109) true)))))))
(check-sat)

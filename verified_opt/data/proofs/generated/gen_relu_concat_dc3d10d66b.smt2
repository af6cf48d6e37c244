; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idem
; z3 rlimit used: 74169
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (concat ax (relu X) (relu Y))))
 (let ((?x32 (relu (concat ax X Y))))
 (= ?x32 ?x35))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 (relu in_i1) in_i2)) 4))
(assert
 (let ((?x92 (+ sym_n sym_n2)))
 (let ((?x77 (relu in_i1)))
 (let ((?x88 (concat 0 ?x77 in_i2)))
 (let ((?x91 (dim ?x88 0)))
 (= ?x91 ?x92))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 0 (relu in_i1) in_i2))) 4))
(assert
 (let ((?x92 (+ sym_n sym_n2)))
 (let ((?x77 (relu in_i1)))
 (let ((?x88 (concat 0 ?x77 in_i2)))
 (let ((?x100 (relu ?x88)))
 (let ((?x103 (dim ?x100 0)))
 (= ?x103 ?x92)))))))
(assert
 (= (dim (relu (concat 0 (relu in_i1) in_i2)) 1) sym_c))
(assert
 (= (dim (relu (concat 0 (relu in_i1) in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 0 (relu in_i1) in_i2)) 3) sym_w))
(assert
 (let ((?x92 (+ sym_n sym_n2)))
 (>= ?x92 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x92 (+ sym_n sym_n2)))
 (let ((?x112 (concat 0 in_i1 in_i2)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x92)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 0 in_i1 in_i2))) 4))
(assert
 (let ((?x92 (+ sym_n sym_n2)))
 (let ((?x112 (concat 0 in_i1 in_i2)))
 (let ((?x123 (relu ?x112)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x92))))))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x112 (concat 0 in_i1 in_i2)))
(let ((?x123 (relu ?x112)))
(let ((?x77 (relu in_i1)))
(let ((?x88 (concat 0 ?x77 in_i2)))
(let ((?x100 (relu ?x88)))
(and (distinct ?x100 ?x123) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73960
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x77 (+ sym_c sym_c2)))
 (let ((?x71 (concat 1 in_i1 in_i2)))
 (let ((?x76 (dim ?x71 1)))
 (= ?x76 ?x77)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 (concat 1 in_i1 in_i2) in_i1)) 4))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i1) 0) sym_n))
(assert
 (let ((?x89 (* 2 sym_c)))
 (let ((?x90 (+ ?x89 sym_c2)))
 (let ((?x71 (concat 1 in_i1 in_i2)))
 (let ((?x83 (concat 1 ?x71 in_i1)))
 (let ((?x88 (dim ?x83 1)))
 (= ?x88 ?x90)))))))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i1) 3) sym_w))
(assert
 (let ((?x77 (+ sym_c sym_c2)))
 (>= ?x77 0)))
(assert
 (let ((?x89 (* 2 sym_c)))
 (let ((?x90 (+ ?x89 sym_c2)))
 (>= ?x90 0))))
(assert
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 (+ sym_c2 sym_c)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i2 in_i1))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 0) sym_n))
(assert
 (let ((?x89 (* 2 sym_c)))
 (let ((?x90 (+ ?x89 sym_c2)))
 (let ((?x98 (concat 1 in_i2 in_i1)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x90)))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 3) sym_w))
(assert
 (let ((?x98 (concat 1 in_i2 in_i1)))
(let ((?x110 (concat 1 in_i1 ?x98)))
(let ((?x71 (concat 1 in_i1 in_i2)))
(let ((?x83 (concat 1 ?x71 in_i1)))
(and (distinct ?x83 ?x110) true))))))
(check-sat)

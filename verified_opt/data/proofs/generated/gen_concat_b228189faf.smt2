; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73960
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
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
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x75 (+ sym_n sym_n2)))
 (let ((?x71 (concat 0 in_i1 in_i2)))
 (let ((?x74 (dim ?x71 0)))
 (= ?x74 ?x75)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 (concat 0 in_i1 in_i2) in_i1)) 4))
(assert
 (let ((?x87 (* 2 sym_n)))
 (let ((?x88 (+ ?x87 sym_n2)))
 (let ((?x71 (concat 0 in_i1 in_i2)))
 (let ((?x83 (concat 0 ?x71 in_i1)))
 (let ((?x86 (dim ?x83 0)))
 (= ?x86 ?x88)))))))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 3) sym_w))
(assert
 (let ((?x75 (+ sym_n sym_n2)))
 (>= ?x75 0)))
(assert
 (let ((?x87 (* 2 sym_n)))
 (let ((?x88 (+ ?x87 sym_n2)))
 (>= ?x88 0))))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x98 (concat 0 in_i2 in_i1)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 (+ sym_n2 sym_n)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (concat 0 in_i2 in_i1))) 4))
(assert
 (let ((?x87 (* 2 sym_n)))
 (let ((?x88 (+ ?x87 sym_n2)))
 (let ((?x98 (concat 0 in_i2 in_i1)))
 (let ((?x110 (concat 0 in_i1 ?x98)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x88)))))))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 3) sym_w))
(assert
 (let ((?x98 (concat 0 in_i2 in_i1)))
(let ((?x110 (concat 0 in_i1 ?x98)))
(let ((?x71 (concat 0 in_i1 in_i2)))
(let ((?x83 (concat 0 ?x71 in_i1)))
(and (distinct ?x83 ?x110) true))))))
(check-sat)

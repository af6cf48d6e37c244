; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 74137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
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
 (>= sym_c3 1))
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
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c3))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x84 (concat 1 in_i1 in_i2)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 (concat 1 in_i1 in_i2) in_i3)) 4))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i3) 0) sym_n))
(assert
 (let ((?x102 (+ sym_c sym_c2 sym_c3)))
 (let ((?x84 (concat 1 in_i1 in_i2)))
 (let ((?x96 (concat 1 ?x84 in_i3)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x102))))))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i3) 3) sym_w))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (>= ?x90 0)))
(assert
 (let ((?x102 (+ sym_c sym_c2 sym_c3)))
 (>= ?x102 0)))
(assert
 (= (rank (concat 1 in_i2 in_i3)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i3) 0) sym_n))
(assert
 (let ((?x110 (concat 1 in_i2 in_i3)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 (+ sym_c2 sym_c3)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i2 in_i3))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 0) sym_n))
(assert
 (let ((?x102 (+ sym_c sym_c2 sym_c3)))
 (let ((?x110 (concat 1 in_i2 in_i3)))
 (let ((?x122 (concat 1 in_i1 ?x110)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x102))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x110 (concat 1 in_i2 in_i3)))
(let ((?x122 (concat 1 in_i1 ?x110)))
(let ((?x84 (concat 1 in_i1 in_i2)))
(let ((?x96 (concat 1 ?x84 in_i3)))
(and (distinct ?x96 ?x122) true))))))
(check-sat)

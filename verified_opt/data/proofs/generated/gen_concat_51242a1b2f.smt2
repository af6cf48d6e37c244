; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 111254
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax A (concat ax B C))))
 (let ((?x18 (concat ax (concat ax A B) C)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1))))
 (=> $x15 $x21))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
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
 (let ((?x88 (+ sym_c sym_c2)))
 (let ((?x82 (concat 1 in_i1 in_i2)))
 (let ((?x87 (dim ?x82 1)))
 (= ?x87 ?x88)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 (concat 1 in_i1 in_i2))) 4))
(assert
 (= (dim (concat 1 in_i2 (concat 1 in_i1 in_i2)) 0) sym_n))
(assert
 (let ((?x100 (* 2 sym_c2)))
 (let ((?x101 (+ ?x100 sym_c)))
 (let ((?x82 (concat 1 in_i1 in_i2)))
 (let ((?x94 (concat 1 in_i2 ?x82)))
 (let ((?x99 (dim ?x94 1)))
 (= ?x99 ?x101)))))))
(assert
 (= (dim (concat 1 in_i2 (concat 1 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 (concat 1 in_i1 in_i2)) 3) sym_w))
(assert
 (= (rank (concat 1 (concat 1 in_i1 in_i2) in_i1)) 4))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i1) 0) sym_n))
(assert
 (let ((?x113 (* 2 sym_c)))
 (let ((?x114 (+ ?x113 sym_c2)))
 (let ((?x82 (concat 1 in_i1 in_i2)))
 (let ((?x107 (concat 1 ?x82 in_i1)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x114)))))))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (concat 1 in_i1 in_i2) in_i1) 3) sym_w))
(assert
 (let ((?x88 (+ sym_c sym_c2)))
 (>= ?x88 0)))
(assert
 (let ((?x100 (* 2 sym_c2)))
 (let ((?x101 (+ ?x100 sym_c)))
 (>= ?x101 0))))
(assert
 (let ((?x113 (* 2 sym_c)))
 (let ((?x114 (+ ?x113 sym_c2)))
 (>= ?x114 0))))
(assert
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x123 (concat 1 in_i2 in_i1)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 (+ sym_c2 sym_c)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i2 in_i1))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 0) sym_n))
(assert
 (let ((?x113 (* 2 sym_c)))
 (let ((?x114 (+ ?x113 sym_c2)))
 (let ((?x123 (concat 1 in_i2 in_i1)))
 (let ((?x135 (concat 1 in_i1 ?x123)))
 (let ((?x140 (dim ?x135 1)))
 (= ?x140 ?x114)))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 3) sym_w))
(assert
 (= (rank (concat 1 (concat 1 in_i2 in_i1) in_i2)) 4))
(assert
 (= (dim (concat 1 (concat 1 in_i2 in_i1) in_i2) 0) sym_n))
(assert
 (let ((?x100 (* 2 sym_c2)))
 (let ((?x101 (+ ?x100 sym_c)))
 (let ((?x123 (concat 1 in_i2 in_i1)))
 (let ((?x146 (concat 1 ?x123 in_i2)))
 (let ((?x151 (dim ?x146 1)))
 (= ?x151 ?x101)))))))
(assert
 (= (dim (concat 1 (concat 1 in_i2 in_i1) in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 (concat 1 in_i2 in_i1) in_i2) 3) sym_w))
(assert
 (let ((?x123 (concat 1 in_i2 in_i1)))
(let ((?x146 (concat 1 ?x123 in_i2)))
(let ((?x82 (concat 1 in_i1 in_i2)))
(let ((?x94 (concat 1 in_i2 ?x82)))
(or (and (distinct (concat 1 ?x82 in_i1) (concat 1 in_i1 ?x123)) true) (and (distinct ?x94 ?x146) true)))))))
(check-sat)

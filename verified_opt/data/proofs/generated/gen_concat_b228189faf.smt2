; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 110676
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
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
 (let ((?x86 (+ sym_n sym_n2)))
 (let ((?x82 (concat 0 in_i1 in_i2)))
 (let ((?x85 (dim ?x82 0)))
 (= ?x85 ?x86)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 (concat 0 in_i1 in_i2) in_i1)) 4))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x99 (+ ?x98 sym_n2)))
 (let ((?x82 (concat 0 in_i1 in_i2)))
 (let ((?x94 (concat 0 ?x82 in_i1)))
 (let ((?x97 (dim ?x94 0)))
 (= ?x97 ?x99)))))))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 3) sym_w))
(assert
 (let ((?x86 (+ sym_n sym_n2)))
 (>= ?x86 0)))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x99 (+ ?x98 sym_n2)))
 (>= ?x99 0))))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x109 (concat 0 in_i2 in_i1)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 (+ sym_n2 sym_n)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (concat 0 in_i2 in_i1))) 4))
(assert
 (let ((?x98 (* 2 sym_n)))
 (let ((?x99 (+ ?x98 sym_n2)))
 (let ((?x109 (concat 0 in_i2 in_i1)))
 (let ((?x121 (concat 0 in_i1 ?x109)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x99)))))))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 3) sym_w))
(assert
 (let ((?x109 (concat 0 in_i2 in_i1)))
(let ((?x121 (concat 0 in_i1 ?x109)))
(let ((?x82 (concat 0 in_i1 in_i2)))
(let ((?x94 (concat 0 ?x82 in_i1)))
(and (distinct ?x94 ?x121) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 110356
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_n3 1))
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n3))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x81 (+ sym_n sym_n2)))
 (let ((?x77 (concat 0 in_x1 in_x2)))
 (let ((?x80 (dim ?x77 0)))
 (= ?x80 ?x81)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x1 in_x2) in_x3)) 2))
(assert
 (let ((?x89 (+ sym_n sym_n2 sym_n3)))
 (let ((?x77 (concat 0 in_x1 in_x2)))
 (let ((?x85 (concat 0 ?x77 in_x3)))
 (let ((?x88 (dim ?x85 0)))
 (= ?x88 ?x89))))))
(assert
 (= (dim (concat 0 (concat 0 in_x1 in_x2) in_x3) 1) sym_c))
(assert
 (let ((?x81 (+ sym_n sym_n2)))
 (>= ?x81 0)))
(assert
 (let ((?x89 (+ sym_n sym_n2 sym_n3)))
 (>= ?x89 0)))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x95 (concat 0 in_x2 in_x3)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 (+ sym_n2 sym_n3)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x3))) 2))
(assert
 (let ((?x89 (+ sym_n sym_n2 sym_n3)))
 (let ((?x95 (concat 0 in_x2 in_x3)))
 (let ((?x103 (concat 0 in_x1 ?x95)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x89))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x95 (concat 0 in_x2 in_x3)))
(let ((?x103 (concat 0 in_x1 ?x95)))
(let ((?x77 (concat 0 in_x1 in_x2)))
(let ((?x85 (concat 0 ?x77 in_x3)))
(and (distinct ?x85 ?x103) true))))))
(check-sat)

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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c3))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x83 (+ sym_c sym_c2)))
 (let ((?x77 (concat 1 in_x1 in_x2)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x83)))))
(assert
 (= (rank (concat 1 (concat 1 in_x1 in_x2) in_x3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_x1 in_x2) in_x3) 0) sym_n))
(assert
 (let ((?x91 (+ sym_c sym_c2 sym_c3)))
 (let ((?x77 (concat 1 in_x1 in_x2)))
 (let ((?x85 (concat 1 ?x77 in_x3)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x91))))))
(assert
 (let ((?x83 (+ sym_c sym_c2)))
 (>= ?x83 0)))
(assert
 (let ((?x91 (+ sym_c sym_c2 sym_c3)))
 (>= ?x91 0)))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x95 (concat 1 in_x2 in_x3)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 (+ sym_c2 sym_c3)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x3))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x3)) 0) sym_n))
(assert
 (let ((?x91 (+ sym_c sym_c2 sym_c3)))
 (let ((?x95 (concat 1 in_x2 in_x3)))
 (let ((?x103 (concat 1 in_x1 ?x95)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x91))))))
(assert
 (let ((?x95 (concat 1 in_x2 in_x3)))
(let ((?x103 (concat 1 in_x1 ?x95)))
(let ((?x77 (concat 1 in_x1 in_x2)))
(let ((?x85 (concat 1 ?x77 in_x3)))
(and (distinct ?x85 ?x103) true))))))
(check-sat)

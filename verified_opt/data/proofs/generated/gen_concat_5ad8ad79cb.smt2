; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73631
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
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
 (let ((?x70 (+ sym_n sym_n2)))
 (let ((?x66 (concat 0 in_x1 in_x2)))
 (let ((?x69 (dim ?x66 0)))
 (= ?x69 ?x70)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x1 in_x2) in_x3)) 2))
(assert
 (let ((?x78 (+ sym_n sym_n2 sym_n3)))
 (let ((?x66 (concat 0 in_x1 in_x2)))
 (let ((?x74 (concat 0 ?x66 in_x3)))
 (let ((?x77 (dim ?x74 0)))
 (= ?x77 ?x78))))))
(assert
 (= (dim (concat 0 (concat 0 in_x1 in_x2) in_x3) 1) sym_c))
(assert
 (let ((?x70 (+ sym_n sym_n2)))
 (>= ?x70 0)))
(assert
 (let ((?x78 (+ sym_n sym_n2 sym_n3)))
 (>= ?x78 0)))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x84 (concat 0 in_x2 in_x3)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 (+ sym_n2 sym_n3)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x3))) 2))
(assert
 (let ((?x78 (+ sym_n sym_n2 sym_n3)))
 (let ((?x84 (concat 0 in_x2 in_x3)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x78))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x84 (concat 0 in_x2 in_x3)))
(let ((?x92 (concat 0 in_x1 ?x84)))
(let ((?x66 (concat 0 in_x1 in_x2)))
(let ((?x74 (concat 0 ?x66 in_x3)))
(and (distinct ?x74 ?x92) true))))))
(check-sat)

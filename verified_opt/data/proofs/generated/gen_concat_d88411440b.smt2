; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73631
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
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
 (let ((?x72 (+ sym_c sym_c2)))
 (let ((?x66 (concat 1 in_x1 in_x2)))
 (let ((?x71 (dim ?x66 1)))
 (= ?x71 ?x72)))))
(assert
 (= (rank (concat 1 (concat 1 in_x1 in_x2) in_x3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_x1 in_x2) in_x3) 0) sym_n))
(assert
 (let ((?x80 (+ sym_c sym_c2 sym_c3)))
 (let ((?x66 (concat 1 in_x1 in_x2)))
 (let ((?x74 (concat 1 ?x66 in_x3)))
 (let ((?x79 (dim ?x74 1)))
 (= ?x79 ?x80))))))
(assert
 (let ((?x72 (+ sym_c sym_c2)))
 (>= ?x72 0)))
(assert
 (let ((?x80 (+ sym_c sym_c2 sym_c3)))
 (>= ?x80 0)))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x84 (concat 1 in_x2 in_x3)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 (+ sym_c2 sym_c3)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x3))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x3)) 0) sym_n))
(assert
 (let ((?x80 (+ sym_c sym_c2 sym_c3)))
 (let ((?x84 (concat 1 in_x2 in_x3)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x80))))))
(assert
 (let ((?x84 (concat 1 in_x2 in_x3)))
(let ((?x92 (concat 1 in_x1 ?x84)))
(let ((?x66 (concat 1 in_x1 in_x2)))
(let ((?x74 (concat 1 ?x66 in_x3)))
(and (distinct ?x74 ?x92) true))))))
(check-sat)

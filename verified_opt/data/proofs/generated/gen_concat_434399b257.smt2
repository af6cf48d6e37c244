; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73520
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
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
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x61 (+ sym_n sym_n2)))
 (let ((?x57 (concat 0 in_x1 in_x2)))
 (let ((?x60 (dim ?x57 0)))
 (= ?x60 ?x61)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x1 in_x2) in_x1)) 2))
(assert
 (let ((?x69 (* 2 sym_n)))
 (let ((?x70 (+ ?x69 sym_n2)))
 (let ((?x57 (concat 0 in_x1 in_x2)))
 (let ((?x65 (concat 0 ?x57 in_x1)))
 (let ((?x68 (dim ?x65 0)))
 (= ?x68 ?x70)))))))
(assert
 (= (dim (concat 0 (concat 0 in_x1 in_x2) in_x1) 1) sym_c))
(assert
 (let ((?x61 (+ sym_n sym_n2)))
 (>= ?x61 0)))
(assert
 (let ((?x69 (* 2 sym_n)))
 (let ((?x70 (+ ?x69 sym_n2)))
 (>= ?x70 0))))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x76 (concat 0 in_x2 in_x1)))
 (let ((?x79 (dim ?x76 0)))
 (= ?x79 (+ sym_n2 sym_n)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x1))) 2))
(assert
 (let ((?x69 (* 2 sym_n)))
 (let ((?x70 (+ ?x69 sym_n2)))
 (let ((?x76 (concat 0 in_x2 in_x1)))
 (let ((?x84 (concat 0 in_x1 ?x76)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x70)))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x1)) 1) sym_c))
(assert
 (let ((?x76 (concat 0 in_x2 in_x1)))
(let ((?x84 (concat 0 in_x1 ?x76)))
(let ((?x57 (concat 0 in_x1 in_x2)))
(let ((?x65 (concat 0 ?x57 in_x1)))
(and (distinct ?x65 ?x84) true))))))
(check-sat)

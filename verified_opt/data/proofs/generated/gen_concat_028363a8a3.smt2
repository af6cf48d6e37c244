; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73938
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
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
 (>= sym_c2 1))
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
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x63 (+ sym_c sym_c2)))
 (let ((?x57 (concat 1 in_x1 in_x2)))
 (let ((?x62 (dim ?x57 1)))
 (= ?x62 ?x63)))))
(assert
 (= (rank (concat 1 in_x2 (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (concat 1 in_x2 (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x71 (* 2 sym_c2)))
 (let ((?x72 (+ ?x71 sym_c)))
 (let ((?x57 (concat 1 in_x1 in_x2)))
 (let ((?x65 (concat 1 in_x2 ?x57)))
 (let ((?x70 (dim ?x65 1)))
 (= ?x70 ?x72)))))))
(assert
 (= (rank (concat 1 (concat 1 in_x1 in_x2) in_x1)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_x1 in_x2) in_x1) 0) sym_n))
(assert
 (let ((?x80 (* 2 sym_c)))
 (let ((?x81 (+ ?x80 sym_c2)))
 (let ((?x57 (concat 1 in_x1 in_x2)))
 (let ((?x74 (concat 1 ?x57 in_x1)))
 (let ((?x79 (dim ?x74 1)))
 (= ?x79 ?x81)))))))
(assert
 (let ((?x63 (+ sym_c sym_c2)))
 (>= ?x63 0)))
(assert
 (let ((?x71 (* 2 sym_c2)))
 (let ((?x72 (+ ?x71 sym_c)))
 (>= ?x72 0))))
(assert
 (let ((?x80 (* 2 sym_c)))
 (let ((?x81 (+ ?x80 sym_c2)))
 (>= ?x81 0))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x86 (concat 1 in_x2 in_x1)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 (+ sym_c2 sym_c)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x1))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x1)) 0) sym_n))
(assert
 (let ((?x80 (* 2 sym_c)))
 (let ((?x81 (+ ?x80 sym_c2)))
 (let ((?x86 (concat 1 in_x2 in_x1)))
 (let ((?x94 (concat 1 in_x1 ?x86)))
 (let ((?x99 (dim ?x94 1)))
 (= ?x99 ?x81)))))))
(assert
 (= (rank (concat 1 (concat 1 in_x2 in_x1) in_x2)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_x2 in_x1) in_x2) 0) sym_n))
(assert
 (let ((?x71 (* 2 sym_c2)))
 (let ((?x72 (+ ?x71 sym_c)))
 (let ((?x86 (concat 1 in_x2 in_x1)))
 (let ((?x101 (concat 1 ?x86 in_x2)))
 (let ((?x106 (dim ?x101 1)))
 (= ?x106 ?x72)))))))
(assert
 (let ((?x86 (concat 1 in_x2 in_x1)))
(let ((?x101 (concat 1 ?x86 in_x2)))
(let ((?x57 (concat 1 in_x1 in_x2)))
(let ((?x65 (concat 1 in_x2 ?x57)))
(or (and (distinct (concat 1 ?x57 in_x1) (concat 1 in_x1 ?x86)) true) (and (distinct ?x65 ?x101) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 110682
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
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
 (let ((?x72 (+ sym_n sym_n2)))
 (let ((?x68 (concat 0 in_x1 in_x2)))
 (let ((?x71 (dim ?x68 0)))
 (= ?x71 ?x72)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x80 (* 2 sym_n2)))
 (let ((?x81 (+ ?x80 sym_n)))
 (let ((?x68 (concat 0 in_x1 in_x2)))
 (let ((?x76 (concat 0 in_x2 ?x68)))
 (let ((?x79 (dim ?x76 0)))
 (= ?x79 ?x81)))))))
(assert
 (= (dim (concat 0 in_x2 (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x1 in_x2) in_x1)) 2))
(assert
 (let ((?x89 (* 2 sym_n)))
 (let ((?x90 (+ ?x89 sym_n2)))
 (let ((?x68 (concat 0 in_x1 in_x2)))
 (let ((?x85 (concat 0 ?x68 in_x1)))
 (let ((?x88 (dim ?x85 0)))
 (= ?x88 ?x90)))))))
(assert
 (= (dim (concat 0 (concat 0 in_x1 in_x2) in_x1) 1) sym_c))
(assert
 (let ((?x72 (+ sym_n sym_n2)))
 (>= ?x72 0)))
(assert
 (let ((?x80 (* 2 sym_n2)))
 (let ((?x81 (+ ?x80 sym_n)))
 (>= ?x81 0))))
(assert
 (let ((?x89 (* 2 sym_n)))
 (let ((?x90 (+ ?x89 sym_n2)))
 (>= ?x90 0))))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x97 (concat 0 in_x2 in_x1)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 (+ sym_n2 sym_n)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x1))) 2))
(assert
 (let ((?x89 (* 2 sym_n)))
 (let ((?x90 (+ ?x89 sym_n2)))
 (let ((?x97 (concat 0 in_x2 in_x1)))
 (let ((?x105 (concat 0 in_x1 ?x97)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x90)))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x1)) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x2 in_x1) in_x2)) 2))
(assert
 (let ((?x80 (* 2 sym_n2)))
 (let ((?x81 (+ ?x80 sym_n)))
 (let ((?x97 (concat 0 in_x2 in_x1)))
 (let ((?x112 (concat 0 ?x97 in_x2)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x81)))))))
(assert
 (= (dim (concat 0 (concat 0 in_x2 in_x1) in_x2) 1) sym_c))
(assert
 (let ((?x97 (concat 0 in_x2 in_x1)))
(let ((?x112 (concat 0 ?x97 in_x2)))
(let ((?x68 (concat 0 in_x1 in_x2)))
(let ((?x76 (concat 0 in_x2 ?x68)))
(or (and (distinct (concat 0 ?x68 in_x1) (concat 0 in_x1 ?x97)) true) (and (distinct ?x76 ?x112) true)))))))
(check-sat)

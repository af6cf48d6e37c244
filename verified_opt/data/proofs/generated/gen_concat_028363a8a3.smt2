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
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
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
 (let ((?x74 (+ sym_c sym_c2)))
 (let ((?x68 (concat 1 in_x1 in_x2)))
 (let ((?x73 (dim ?x68 1)))
 (= ?x73 ?x74)))))
(assert
 (= (rank (concat 1 in_x2 (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (concat 1 in_x2 (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x82 (* 2 sym_c2)))
 (let ((?x83 (+ ?x82 sym_c)))
 (let ((?x68 (concat 1 in_x1 in_x2)))
 (let ((?x76 (concat 1 in_x2 ?x68)))
 (let ((?x81 (dim ?x76 1)))
 (= ?x81 ?x83)))))))
(assert
 (= (rank (concat 1 (concat 1 in_x1 in_x2) in_x1)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_x1 in_x2) in_x1) 0) sym_n))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_c2)))
 (let ((?x68 (concat 1 in_x1 in_x2)))
 (let ((?x85 (concat 1 ?x68 in_x1)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x92)))))))
(assert
 (let ((?x74 (+ sym_c sym_c2)))
 (>= ?x74 0)))
(assert
 (let ((?x82 (* 2 sym_c2)))
 (let ((?x83 (+ ?x82 sym_c)))
 (>= ?x83 0))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_c2)))
 (>= ?x92 0))))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 (+ sym_c2 sym_c)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x1))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x1)) 0) sym_n))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x92 (+ ?x91 sym_c2)))
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x105 (concat 1 in_x1 ?x97)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x92)))))))
(assert
 (= (rank (concat 1 (concat 1 in_x2 in_x1) in_x2)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_x2 in_x1) in_x2) 0) sym_n))
(assert
 (let ((?x82 (* 2 sym_c2)))
 (let ((?x83 (+ ?x82 sym_c)))
 (let ((?x97 (concat 1 in_x2 in_x1)))
 (let ((?x112 (concat 1 ?x97 in_x2)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x83)))))))
(assert
 (let ((?x97 (concat 1 in_x2 in_x1)))
(let ((?x112 (concat 1 ?x97 in_x2)))
(let ((?x68 (concat 1 in_x1 in_x2)))
(let ((?x76 (concat 1 in_x2 ?x68)))
(or (and (distinct (concat 1 ?x68 in_x1) (concat 1 in_x1 ?x97)) true) (and (distinct ?x76 ?x112) true)))))))
(check-sat)

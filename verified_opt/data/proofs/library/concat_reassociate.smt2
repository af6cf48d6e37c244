; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 73631
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(declare-fun in_Z () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_a))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_b))
(assert
 (= (rank in_Z) 2))
(assert
 (= (dim in_Z 0) sym_m))
(assert
 (= (dim in_Z 1) sym_c))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x72 (+ sym_a sym_b)))
 (let ((?x66 (concat 1 in_X in_Y)))
 (let ((?x71 (dim ?x66 1)))
 (= ?x71 ?x72)))))
(assert
 (= (rank (concat 1 (concat 1 in_X in_Y) in_Z)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_X in_Y) in_Z) 0) sym_m))
(assert
 (let ((?x80 (+ sym_a sym_b sym_c)))
 (let ((?x66 (concat 1 in_X in_Y)))
 (let ((?x74 (concat 1 ?x66 in_Z)))
 (let ((?x79 (dim ?x74 1)))
 (= ?x79 ?x80))))))
(assert
 (let ((?x72 (+ sym_a sym_b)))
 (>= ?x72 0)))
(assert
 (let ((?x80 (+ sym_a sym_b sym_c)))
 (>= ?x80 0)))
(assert
 (= (rank (concat 1 in_Y in_Z)) 2))
(assert
 (= (dim (concat 1 in_Y in_Z) 0) sym_m))
(assert
 (let ((?x84 (concat 1 in_Y in_Z)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 (+ sym_b sym_c)))))
(assert
 (= (rank (concat 1 in_X (concat 1 in_Y in_Z))) 2))
(assert
 (= (dim (concat 1 in_X (concat 1 in_Y in_Z)) 0) sym_m))
(assert
 (let ((?x80 (+ sym_a sym_b sym_c)))
 (let ((?x84 (concat 1 in_Y in_Z)))
 (let ((?x92 (concat 1 in_X ?x84)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x80))))))
(assert
 (let ((?x84 (concat 1 in_Y in_Z)))
(let ((?x92 (concat 1 in_X ?x84)))
(let ((?x66 (concat 1 in_X in_Y)))
(let ((?x74 (concat 1 ?x66 in_Z)))
(and (distinct ?x74 ?x92) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 110356
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_m () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(declare-fun in_Z () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax A (concat ax B C))))
 (let ((?x18 (concat ax (concat ax A B) C)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1))))
 (=> $x15 $x21))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
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
 (let ((?x83 (+ sym_a sym_b)))
 (let ((?x77 (concat 1 in_X in_Y)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x83)))))
(assert
 (= (rank (concat 1 (concat 1 in_X in_Y) in_Z)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_X in_Y) in_Z) 0) sym_m))
(assert
 (let ((?x91 (+ sym_a sym_b sym_c)))
 (let ((?x77 (concat 1 in_X in_Y)))
 (let ((?x85 (concat 1 ?x77 in_Z)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x91))))))
(assert
 (let ((?x83 (+ sym_a sym_b)))
 (>= ?x83 0)))
(assert
 (let ((?x91 (+ sym_a sym_b sym_c)))
 (>= ?x91 0)))
(assert
 (= (rank (concat 1 in_Y in_Z)) 2))
(assert
 (= (dim (concat 1 in_Y in_Z) 0) sym_m))
(assert
 (let ((?x95 (concat 1 in_Y in_Z)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 (+ sym_b sym_c)))))
(assert
 (= (rank (concat 1 in_X (concat 1 in_Y in_Z))) 2))
(assert
 (= (dim (concat 1 in_X (concat 1 in_Y in_Z)) 0) sym_m))
(assert
 (let ((?x91 (+ sym_a sym_b sym_c)))
 (let ((?x95 (concat 1 in_Y in_Z)))
 (let ((?x103 (concat 1 in_X ?x95)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x91))))))
(assert
 (let ((?x95 (concat 1 in_Y in_Z)))
(let ((?x103 (concat 1 in_X ?x95)))
(let ((?x77 (concat 1 in_X in_Y)))
(let ((?x85 (concat 1 ?x77 in_Z)))
(and (distinct ?x85 ?x103) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_left, slice_concat_right
; z3 rlimit used: 73634
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_a))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (concat 0 in_X in_Y)) 2))
(assert
 (let ((?x88 (+ sym_a sym_b)))
 (let ((?x84 (concat 0 in_X in_Y)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x88)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (slice 0 0 sym_a (concat 0 in_X in_Y))) 2))
(assert
 (= (dim (slice 0 0 sym_a (concat 0 in_X in_Y)) 0) sym_a))
(assert
 (= (dim (slice 0 0 sym_a (concat 0 in_X in_Y)) 1) sym_n))
(assert
 (let ((?x84 (concat 0 in_X in_Y)))
 (let ((?x88 (+ sym_a sym_b)))
 (let ((?x99 (slice 0 sym_a ?x88 ?x84)))
 (= (rank ?x99) 2)))))
(assert
 (let ((?x84 (concat 0 in_X in_Y)))
 (let ((?x88 (+ sym_a sym_b)))
 (let ((?x99 (slice 0 sym_a ?x88 ?x84)))
 (= (dim ?x99 0) sym_b)))))
(assert
 (let ((?x84 (concat 0 in_X in_Y)))
 (let ((?x88 (+ sym_a sym_b)))
 (let ((?x99 (slice 0 sym_a ?x88 ?x84)))
 (= (dim ?x99 1) sym_n)))))
(assert
 (let ((?x88 (+ sym_a sym_b)))
 (>= ?x88 0)))
(assert
 (let ((?x84 (concat 0 in_X in_Y)))
(let ((?x88 (+ sym_a sym_b)))
(let ((?x99 (slice 0 sym_a ?x88 ?x84)))
(or (and (distinct (slice 0 0 sym_a ?x84) in_X) true) (and (distinct ?x99 in_Y) true))))))
(check-sat)

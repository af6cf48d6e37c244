; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, slice_concat_first, slice_concat_left, slice_concat_right
; z3 rlimit used: 44004
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_n () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(declare-fun in_Z () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x158 (concat ax A B)))
 (let ((?x126 (slice ax 0 n1 ?x158)))
 (let (($x159 (= ?x126 A)))
 (=> (and (= (dim A ax) n1)) $x159)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax n1 e ?x224)))
 (let (($x220 (= ?x225 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x220)))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x252 (slice ax s e A)))
 (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax s e ?x224)))
 (let (($x255 (= ?x225 ?x252)))
 (=> (and (<= s e) (<= e (dim A ax))) $x255))))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x32 (concat ax B C)))
 (let ((?x310 (concat ax A ?x32)))
 (let ((?x288 (concat ax A B)))
 (let ((?x193 (concat ax ?x288 C)))
 (= ?x193 ?x310))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
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
 (= (rank in_Z) 2))
(assert
 (= (dim in_Z 0) sym_c))
(assert
 (= (dim in_Z 1) sym_n))
(assert
 (= (rank (concat 0 in_X in_Y)) 2))
(assert
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3474 (dim ?x3351 0)))
 (= ?x3474 ?x3600)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (concat 0 (concat 0 in_X in_Y) in_Z)) 2))
(assert
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x1901 (dim ?x3494 0)))
 (= ?x1901 ?x3480))))))
(assert
 (= (dim (concat 0 (concat 0 in_X in_Y) in_Z) 1) sym_n))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (= (rank ?x3489) 2)))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (= (dim ?x3489 0) sym_a)))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (= (dim ?x3489 1) sym_n)))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (= (rank ?x3511) 2))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (= (dim ?x3511 0) sym_b))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (= (dim ?x3511 1) sym_n))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
 (= (rank ?x2023) 2)))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
 (= (dim ?x2023 0) sym_c)))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
 (= (dim ?x2023 1) sym_n)))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (let ((?x3524 (concat 0 ?x3489 ?x3511)))
 (= (rank ?x3524) 2))))))))
(assert
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (let ((?x3524 (concat 0 ?x3489 ?x3511)))
 (= (dim ?x3524 0) ?x3600))))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (let ((?x3524 (concat 0 ?x3489 ?x3511)))
 (= (dim ?x3524 1) sym_n))))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (let ((?x3524 (concat 0 ?x3489 ?x3511)))
 (let ((?x3286 (concat 0 ?x3524 ?x2023)))
 (= (rank ?x3286) 2)))))))))))
(assert
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (let ((?x3524 (concat 0 ?x3489 ?x3511)))
 (let ((?x3286 (concat 0 ?x3524 ?x2023)))
 (= (dim ?x3286 0) ?x3480)))))))))))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
 (let ((?x3494 (concat 0 ?x3351 in_Z)))
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (let ((?x3600 (+ sym_a sym_b)))
 (let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
 (let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
 (let ((?x3489 (slice 0 0 sym_a ?x3494)))
 (let ((?x3524 (concat 0 ?x3489 ?x3511)))
 (let ((?x3286 (concat 0 ?x3524 ?x2023)))
 (= (dim ?x3286 1) sym_n)))))))))))
(assert
 (let ((?x3480 (+ sym_a sym_b sym_c)))
 (>= ?x3480 0)))
(assert
 (let ((?x3351 (concat 0 in_X in_Y)))
(let ((?x3494 (concat 0 ?x3351 in_Z)))
(let ((?x3480 (+ sym_a sym_b sym_c)))
(let ((?x3600 (+ sym_a sym_b)))
(let ((?x2023 (slice 0 ?x3600 ?x3480 ?x3494)))
(let ((?x3511 (slice 0 sym_a ?x3600 ?x3494)))
(let ((?x3489 (slice 0 0 sym_a ?x3494)))
(let ((?x3524 (concat 0 ?x3489 ?x3511)))
(let ((?x3286 (concat 0 ?x3524 ?x2023)))
(and (distinct ?x3286 ?x3494) true)))))))))))
(check-sat)

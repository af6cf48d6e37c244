; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 43137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
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
 (forall ((B1 T) (B2 T) (W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x431 (convb sh sw pt pl pb pr dh dw 1 X W2 B2)))
 (let ((?x541 (convb sh sw pt pl pb pr dh dw 1 X W1 B1)))
 (let ((?x269 (concat 1 ?x541 ?x431)))
 (let ((?x62 (concat 0 W1 W2)))
 (let ((?x583 (convb sh sw pt pl pb pr dh dw 1 X ?x62 (concat 0 B1 B2))))
 (let (($x489 (= ?x583 ?x269)))
 (=> (and (= (dim W1 0) (dim B1 0))) $x489))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2)) ) :pattern ( (concat 1 (convb sh sw pt pl pb pr dh dw 1 X W1 B1) (convb sh sw pt pl pb pr dh dw 1 X W2 B2)) ) :qid convb_concat_out))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x3096 (dim in_W1 2)))
 (= 3 ?x3096)))
(assert
 (let ((?x2698 (dim in_W1 3)))
 (= 3 ?x2698)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x3831 (dim in_W2 2)))
 (= 3 ?x3831)))
(assert
 (let ((?x2025 (dim in_W2 3)))
 (= 3 ?x2025)))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_m1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_m2))
(assert
 (let ((?x4166 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (rank ?x4166) 4)))
(assert
 (let ((?x4166 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x4166 0) sym_n)))
(assert
 (let ((?x4166 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x4166 1) sym_m1)))
(assert
 (let ((?x4166 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x4166 2) sym_h)))
(assert
 (let ((?x4166 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x4166 3) sym_w)))
(assert
 (let ((?x3758 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (rank ?x3758) 4)))
(assert
 (let ((?x3758 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x3758 0) sym_n)))
(assert
 (let ((?x3758 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x3758 1) sym_m2)))
(assert
 (let ((?x3758 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x3758 2) sym_h)))
(assert
 (let ((?x3758 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x3758 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3859 (dim ?x3572 0)))
 (= ?x3859 ?x2066)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x2923 (dim ?x3572 2)))
 (= 3 ?x2923))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x4002 (dim ?x3572 3)))
 (= 3 ?x4002))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x2970 (dim ?x3526 0)))
 (= ?x2970 ?x2066)))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (= (rank ?x3321) 4)))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (= (dim ?x3321 0) sym_n)))))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x3755 (dim ?x3321 1)))
 (= ?x3755 ?x2066)))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (= (dim ?x3321 2) sym_h)))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (= (dim ?x3321 3) sym_w)))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2051 (slice 1 0 sym_m1 ?x3321)))
 (= (rank ?x2051) 4))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2051 (slice 1 0 sym_m1 ?x3321)))
 (= (dim ?x2051 0) sym_n))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2051 (slice 1 0 sym_m1 ?x3321)))
 (= (dim ?x2051 1) sym_m1))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2051 (slice 1 0 sym_m1 ?x3321)))
 (= (dim ?x2051 2) sym_h))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2051 (slice 1 0 sym_m1 ?x3321)))
 (= (dim ?x2051 3) sym_w))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3479 (slice 1 sym_m1 ?x2066 ?x3321)))
 (= (rank ?x3479) 4)))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3479 (slice 1 sym_m1 ?x2066 ?x3321)))
 (= (dim ?x3479 0) sym_n)))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3479 (slice 1 sym_m1 ?x2066 ?x3321)))
 (= (dim ?x3479 1) sym_m2)))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3479 (slice 1 sym_m1 ?x2066 ?x3321)))
 (= (dim ?x3479 2) sym_h)))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3479 (slice 1 sym_m1 ?x2066 ?x3321)))
 (= (dim ?x3479 3) sym_w)))))))
(assert
 (let ((?x3526 (concat 0 in_B1 in_B2)))
(let ((?x3572 (concat 0 in_W1 in_W2)))
(let ((?x3321 (convb 1 1 1 1 1 1 1 1 1 in_X ?x3572 ?x3526)))
(let ((?x2066 (+ sym_m1 sym_m2)))
(let ((?x3479 (slice 1 sym_m1 ?x2066 ?x3321)))
(let ((?x3758 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
(let ((?x2051 (slice 1 0 sym_m1 ?x3321)))
(let ((?x4166 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
(or (and (distinct ?x4166 ?x2051) true) (and (distinct ?x3758 ?x3479) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_strided_subsample, slice_concat_left, slice_concat_right
; z3 rlimit used: 44228
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x475 (conv sh sw pt pl pb pr dh dw 1 X W1)))
 (let ((?x477 (concat 1 ?x475 (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x62 (concat 0 W1 W2)))
 (let ((?x453 (conv sh sw pt pl pb pr dh dw 1 X ?x62)))
 (= ?x453 ?x477))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x540 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x443 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x538 (= ?x443 ?x540)))
 (=> (and (< 1 (* sh sw))) $x538)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x3346 (dim in_W1 2)))
 (= 3 ?x3346)))
(assert
 (let ((?x3222 (dim in_W1 3)))
 (= 3 ?x3222)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x2642 (dim in_W2 2)))
 (= 3 ?x2642)))
(assert
 (let ((?x3127 (dim in_W2 3)))
 (= 3 ?x3127)))
(assert
 (let ((?x3159 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x3159) 4)))
(assert
 (let ((?x3159 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x3159 0) sym_n)))
(assert
 (let ((?x3159 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x3159 1) sym_m1)))
(assert
 (let ((?x3552 (div (+ (- 1) sym_h) 2)))
 (let ((?x2968 (+ 1 ?x3552)))
 (let ((?x3159 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x2760 (dim ?x3159 2)))
 (= ?x2760 ?x2968))))))
(assert
 (let ((?x3242 (div (+ (- 1) sym_w) 2)))
 (let ((?x3538 (+ 1 ?x3242)))
 (let ((?x3159 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3473 (dim ?x3159 3)))
 (= ?x3473 ?x3538))))))
(assert
 (let ((?x2956 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x2956) 4)))
(assert
 (let ((?x2956 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x2956 0) sym_n)))
(assert
 (let ((?x2956 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x2956 1) sym_m2)))
(assert
 (let ((?x3552 (div (+ (- 1) sym_h) 2)))
 (let ((?x2968 (+ 1 ?x3552)))
 (let ((?x2956 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x2960 (dim ?x2956 2)))
 (= ?x2960 ?x2968))))))
(assert
 (let ((?x3242 (div (+ (- 1) sym_w) 2)))
 (let ((?x3538 (+ 1 ?x3242)))
 (let ((?x2956 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3509 (dim ?x2956 3)))
 (= ?x3509 ?x3538))))))
(assert
 (let ((?x3552 (div (+ (- 1) sym_h) 2)))
 (let ((?x2968 (+ 1 ?x3552)))
 (>= ?x2968 0))))
(assert
 (let ((?x3242 (div (+ (- 1) sym_w) 2)))
 (let ((?x3538 (+ 1 ?x3242)))
 (>= ?x3538 0))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2050 (dim ?x3677 0)))
 (= ?x2050 ?x3597)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x3191 (dim ?x3677 2)))
 (= 3 ?x3191))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2064 (dim ?x3677 3)))
 (= 3 ?x2064))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (= (rank ?x2701) 4))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (= (dim ?x2701 0) sym_n))))
(assert
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3475 (dim ?x2701 1)))
 (= ?x3475 ?x3597))))))
(assert
 (let ((?x3552 (div (+ (- 1) sym_h) 2)))
 (let ((?x2968 (+ 1 ?x3552)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3470 (dim ?x2701 2)))
 (= ?x3470 ?x2968)))))))
(assert
 (let ((?x3242 (div (+ (- 1) sym_w) 2)))
 (let ((?x3538 (+ 1 ?x3242)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3609 (dim ?x2701 3)))
 (= ?x3609 ?x3538)))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x2892 (slice 1 0 sym_m1 ?x2701)))
 (= (rank ?x2892) 4)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x2892 (slice 1 0 sym_m1 ?x2701)))
 (= (dim ?x2892 0) sym_n)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x2892 (slice 1 0 sym_m1 ?x2701)))
 (= (dim ?x2892 1) sym_m1)))))
(assert
 (let ((?x3552 (div (+ (- 1) sym_h) 2)))
 (let ((?x2968 (+ 1 ?x3552)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x2892 (slice 1 0 sym_m1 ?x2701)))
 (let ((?x3185 (dim ?x2892 2)))
 (= ?x3185 ?x2968))))))))
(assert
 (let ((?x3242 (div (+ (- 1) sym_w) 2)))
 (let ((?x3538 (+ 1 ?x3242)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x2892 (slice 1 0 sym_m1 ?x2701)))
 (let ((?x3714 (dim ?x2892 3)))
 (= ?x3714 ?x3538))))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3211 (slice 1 sym_m1 ?x3597 ?x2701)))
 (= (rank ?x3211) 4))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3211 (slice 1 sym_m1 ?x3597 ?x2701)))
 (= (dim ?x3211 0) sym_n))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3211 (slice 1 sym_m1 ?x3597 ?x2701)))
 (= (dim ?x3211 1) sym_m2))))))
(assert
 (let ((?x3552 (div (+ (- 1) sym_h) 2)))
 (let ((?x2968 (+ 1 ?x3552)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3211 (slice 1 sym_m1 ?x3597 ?x2701)))
 (= (dim ?x3211 2) ?x2968))))))))
(assert
 (let ((?x3242 (div (+ (- 1) sym_w) 2)))
 (let ((?x3538 (+ 1 ?x3242)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3211 (slice 1 sym_m1 ?x3597 ?x2701)))
 (= (dim ?x3211 3) ?x3538))))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
(let ((?x2701 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3677)))
(let ((?x3597 (+ sym_m1 sym_m2)))
(let ((?x3211 (slice 1 sym_m1 ?x3597 ?x2701)))
(let ((?x2956 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x2892 (slice 1 0 sym_m1 ?x2701)))
(let ((?x3159 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x3159 ?x2892) true) (and (distinct ?x2956 ?x3211) true))))))))))
(check-sat)

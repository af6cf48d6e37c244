; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 42796
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (let ((?x2636 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x2636) 4)))
(assert
 (let ((?x2636 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x2636 0) sym_n)))
(assert
 (let ((?x2636 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x2636 1) sym_m1)))
(assert
 (let ((?x2636 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x2636 2) sym_h)))
(assert
 (let ((?x2636 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x2636 3) sym_w)))
(assert
 (let ((?x2839 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x2839) 4)))
(assert
 (let ((?x2839 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x2839 0) sym_n)))
(assert
 (let ((?x2839 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x2839 1) sym_m2)))
(assert
 (let ((?x2839 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x2839 2) sym_h)))
(assert
 (let ((?x2839 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x2839 3) sym_w)))
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
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (= (rank ?x2056) 4))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (= (dim ?x2056 0) sym_n))))
(assert
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x2054 (dim ?x2056 1)))
 (= ?x2054 ?x3597))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (= (dim ?x2056 2) sym_h))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (= (dim ?x2056 3) sym_w))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3450 (slice 1 0 sym_m1 ?x2056)))
 (= (rank ?x3450) 4)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3450 (slice 1 0 sym_m1 ?x2056)))
 (= (dim ?x3450 0) sym_n)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3450 (slice 1 0 sym_m1 ?x2056)))
 (= (dim ?x3450 1) sym_m1)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3450 (slice 1 0 sym_m1 ?x2056)))
 (= (dim ?x3450 2) sym_h)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3450 (slice 1 0 sym_m1 ?x2056)))
 (= (dim ?x3450 3) sym_w)))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x2055 (slice 1 sym_m1 ?x3597 ?x2056)))
 (= (rank ?x2055) 4))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x2055 (slice 1 sym_m1 ?x3597 ?x2056)))
 (= (dim ?x2055 0) sym_n))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x2055 (slice 1 sym_m1 ?x3597 ?x2056)))
 (= (dim ?x2055 1) sym_m2))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x2055 (slice 1 sym_m1 ?x3597 ?x2056)))
 (= (dim ?x2055 2) sym_h))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
 (let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
 (let ((?x3597 (+ sym_m1 sym_m2)))
 (let ((?x2055 (slice 1 sym_m1 ?x3597 ?x2056)))
 (= (dim ?x2055 3) sym_w))))))
(assert
 (let ((?x3677 (concat 0 in_W1 in_W2)))
(let ((?x2056 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3677)))
(let ((?x3597 (+ sym_m1 sym_m2)))
(let ((?x2055 (slice 1 sym_m1 ?x3597 ?x2056)))
(let ((?x2839 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x3450 (slice 1 0 sym_m1 ?x2056)))
(let ((?x2636 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x2636 ?x3450) true) (and (distinct ?x2839 ?x2055) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, slice_concat_left, slice_concat_right
; z3 rlimit used: 42823
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n1 () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(declare-fun in_W () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x446 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x454 (conv sh sw pt pl pb pr dh dw g X1 W)))
 (let ((?x478 (concat 0 ?x454 ?x446)))
 (let ((?x62 (concat 0 X1 X2)))
 (let ((?x313 (conv sh sw pt pl pb pr dh dw g ?x62 W)))
 (= ?x313 ?x478)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_n1 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n1))
(assert
 (= (dim in_X1 1) sym_c))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n2))
(assert
 (= (dim in_X2 1) sym_c))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x3838 (dim in_W 2)))
 (= 3 ?x3838)))
(assert
 (let ((?x3817 (dim in_W 3)))
 (= 3 ?x3817)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x2787) 4)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x2787 0) sym_n1)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x2787 1) sym_m)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x2787 2) sym_h)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x2787 3) sym_w)))
(assert
 (let ((?x3037 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x3037) 4)))
(assert
 (let ((?x3037 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x3037 0) sym_n2)))
(assert
 (let ((?x3037 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x3037 1) sym_m)))
(assert
 (let ((?x3037 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x3037 2) sym_h)))
(assert
 (let ((?x3037 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x3037 3) sym_w)))
(assert
 (= (rank (concat 0 in_X1 in_X2)) 4))
(assert
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3239 (dim ?x3394 0)))
 (= ?x3239 ?x3061)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_c))
(assert
 (= (dim (concat 0 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 0 in_X1 in_X2) 3) sym_w))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (= (rank ?x3209) 4))))
(assert
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x3697 (dim ?x3209 0)))
 (= ?x3697 ?x3061))))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (= (dim ?x3209 1) sym_m))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (= (dim ?x3209 2) sym_h))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (= (dim ?x3209 3) sym_w))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x2903 (slice 0 0 sym_n1 ?x3209)))
 (= (rank ?x2903) 4)))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x2903 (slice 0 0 sym_n1 ?x3209)))
 (= (dim ?x2903 0) sym_n1)))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x2903 (slice 0 0 sym_n1 ?x3209)))
 (= (dim ?x2903 1) sym_m)))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x2903 (slice 0 0 sym_n1 ?x3209)))
 (= (dim ?x2903 2) sym_h)))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x2903 (slice 0 0 sym_n1 ?x3209)))
 (= (dim ?x2903 3) sym_w)))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x2576 (slice 0 sym_n1 ?x3061 ?x3209)))
 (= (rank ?x2576) 4))))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x2576 (slice 0 sym_n1 ?x3061 ?x3209)))
 (= (dim ?x2576 0) sym_n2))))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x2576 (slice 0 sym_n1 ?x3061 ?x3209)))
 (= (dim ?x2576 1) sym_m))))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x2576 (slice 0 sym_n1 ?x3061 ?x3209)))
 (= (dim ?x2576 2) sym_h))))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
 (let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
 (let ((?x3061 (+ sym_n1 sym_n2)))
 (let ((?x2576 (slice 0 sym_n1 ?x3061 ?x3209)))
 (= (dim ?x2576 3) sym_w))))))
(assert
 (let ((?x3394 (concat 0 in_X1 in_X2)))
(let ((?x3209 (conv 1 1 1 1 1 1 1 1 1 ?x3394 in_W)))
(let ((?x3061 (+ sym_n1 sym_n2)))
(let ((?x2576 (slice 0 sym_n1 ?x3061 ?x3209)))
(let ((?x3037 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x2903 (slice 0 0 sym_n1 ?x3209)))
(let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(or (and (distinct ?x2787 ?x2903) true) (and (distinct ?x3037 ?x2576) true))))))))))
(check-sat)

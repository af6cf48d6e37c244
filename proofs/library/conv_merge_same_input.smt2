; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 52216
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x72 ?x75))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x113 (dim in_W1 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_W1 3)))
 (= 3 ?x115)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x124 (dim in_W2 2)))
 (= 3 ?x124)))
(assert
 (let ((?x126 (dim in_W2 3)))
 (= 3 ?x126)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x128 1) sym_m1)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x128 2) sym_h)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x128 3) sym_w)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x139) 4)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x139 0) sym_n)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x139 1) sym_m2)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x139 2) sym_h)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x139 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x154)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x158 (dim ?x150 2)))
 (= 3 ?x158))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x160 (dim ?x150 3)))
 (= 3 ?x160))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (= (rank ?x162) 4))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (= (dim ?x162 0) sym_n))))
(assert
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x167 (dim ?x162 1)))
 (= ?x167 ?x154))))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (= (dim ?x162 2) sym_h))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (= (dim ?x162 3) sym_w))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x173 (slice 1 0 sym_m1 ?x162)))
 (= (rank ?x173) 4)))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x173 (slice 1 0 sym_m1 ?x162)))
 (= (dim ?x173 0) sym_n)))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x173 (slice 1 0 sym_m1 ?x162)))
 (= (dim ?x173 1) sym_m1)))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x173 (slice 1 0 sym_m1 ?x162)))
 (= (dim ?x173 2) sym_h)))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x173 (slice 1 0 sym_m1 ?x162)))
 (= (dim ?x173 3) sym_w)))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x184 (slice 1 sym_m1 ?x154 ?x162)))
 (= (rank ?x184) 4))))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x184 (slice 1 sym_m1 ?x154 ?x162)))
 (= (dim ?x184 0) sym_n))))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x184 (slice 1 sym_m1 ?x154 ?x162)))
 (= (dim ?x184 1) sym_m2))))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x184 (slice 1 sym_m1 ?x154 ?x162)))
 (= (dim ?x184 2) sym_h))))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
 (let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
 (let ((?x154 (+ sym_m1 sym_m2)))
 (let ((?x184 (slice 1 sym_m1 ?x154 ?x162)))
 (= (dim ?x184 3) sym_w))))))
(assert
 (let ((?x150 (concat 0 in_W1 in_W2)))
(let ((?x162 (conv 1 1 1 1 1 1 1 1 1 in_X ?x150)))
(let ((?x154 (+ sym_m1 sym_m2)))
(let ((?x184 (slice 1 sym_m1 ?x154 ?x162)))
(let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x173 (slice 1 0 sym_m1 ?x162)))
(let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x128 ?x173) true) (and (distinct ?x139 ?x184) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_strided_subsample, slice_concat_left, slice_concat_right
; z3 rlimit used: 53677
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x84 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< 1 (* sh sw))) $x87)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x128 (dim in_W1 2)))
 (= 3 ?x128)))
(assert
 (let ((?x130 (dim in_W1 3)))
 (= 3 ?x130)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x139 (dim in_W2 2)))
 (= 3 ?x139)))
(assert
 (let ((?x141 (dim in_W2 3)))
 (= 3 ?x141)))
(assert
 (let ((?x143 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x143 1) sym_m1)))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x143 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x153))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x143 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x155 (dim ?x143 3)))
 (= ?x155 ?x158))))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x160 1) sym_m2)))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x153))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x158))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x177)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x181 (dim ?x173 2)))
 (= 3 ?x181))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x183 (dim ?x173 3)))
 (= 3 ?x183))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x190 (dim ?x185 1)))
 (= ?x190 ?x177))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x153)))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x158)))))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x196 (slice 1 0 sym_m1 ?x185)))
 (= (rank ?x196) 4)))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x196 (slice 1 0 sym_m1 ?x185)))
 (= (dim ?x196 0) sym_n)))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x196 (slice 1 0 sym_m1 ?x185)))
 (= (dim ?x196 1) sym_m1)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x196 (slice 1 0 sym_m1 ?x185)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x196 (slice 1 0 sym_m1 ?x185)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x158))))))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x207 (slice 1 sym_m1 ?x177 ?x185)))
 (= (rank ?x207) 4))))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x207 (slice 1 sym_m1 ?x177 ?x185)))
 (= (dim ?x207 0) sym_n))))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x207 (slice 1 sym_m1 ?x177 ?x185)))
 (= (dim ?x207 1) sym_m2))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x207 (slice 1 sym_m1 ?x177 ?x185)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x153)))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (concat 0 in_W1 in_W2)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
 (let ((?x177 (+ sym_m1 sym_m2)))
 (let ((?x207 (slice 1 sym_m1 ?x177 ?x185)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x158)))))))))
(assert
 (let ((?x173 (concat 0 in_W1 in_W2)))
(let ((?x185 (conv 2 2 1 1 1 1 1 1 1 in_X ?x173)))
(let ((?x177 (+ sym_m1 sym_m2)))
(let ((?x207 (slice 1 sym_m1 ?x177 ?x185)))
(let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x196 (slice 1 0 sym_m1 ?x185)))
(let ((?x143 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x143 ?x196) true) (and (distinct ?x160 ?x207) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49436
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x22 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x19 ?x22))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x50 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x48 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x51 (= ?x48 ?x50)))
 (=> (and (< 1 (* sh sw))) $x51)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x71 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x69 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x72 (= ?x69 ?x71)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x72)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x110 (dim in_u1 2)))
 (= 1 ?x110)))
(assert
 (let ((?x112 (dim in_u1 3)))
 (= 1 ?x112)))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x114) 4)))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x114 0) sym_n)))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x114 1) sym_c)))
(assert
 (let ((?x124 (div (+ (- 1) sym_h) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x121 (dim ?x114 2)))
 (= ?x121 ?x125))))))
(assert
 (let ((?x129 (div (+ (- 1) sym_w) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x127 (dim ?x114 3)))
 (= ?x127 ?x130))))))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (= (dim ?x132 1) sym_c))))
(assert
 (let ((?x124 (div (+ (- 1) sym_h) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x125)))))))
(assert
 (let ((?x129 (div (+ (- 1) sym_w) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x141 (dim ?x132 3)))
 (= ?x141 ?x130)))))))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x143 (concat 0 ?x132 ?x114)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x143 (concat 0 ?x132 ?x114)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x147)))))))
(assert
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x143 (concat 0 ?x132 ?x114)))
 (= (dim ?x143 1) sym_c)))))
(assert
 (let ((?x124 (div (+ (- 1) sym_h) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x143 (concat 0 ?x132 ?x114)))
 (let ((?x151 (dim ?x143 2)))
 (= ?x151 ?x125))))))))
(assert
 (let ((?x129 (div (+ (- 1) sym_w) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
 (let ((?x143 (concat 0 ?x132 ?x114)))
 (let ((?x153 (dim ?x143 3)))
 (= ?x153 ?x130))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_h) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0))))
(assert
 (let ((?x129 (div (+ (- 1) sym_w) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (>= ?x130 0))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (>= ?x147 0)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 1) sym_c)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 2) sym_h)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 3) sym_w)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x147))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 1) sym_c))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 2) sym_h))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 3) sym_w))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x147)))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x124 (div (+ (- 1) sym_h) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x125))))))))
(assert
 (let ((?x129 (div (+ (- 1) sym_w) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x130))))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x169 (concat 0 ?x158 in_i1)))
(let ((?x180 (conv 2 2 0 0 0 0 1 1 1 ?x169 in_u1)))
(let ((?x114 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x114 in_u1)))
(let ((?x143 (concat 0 ?x132 ?x114)))
(and (distinct ?x143 ?x180) true))))))))
(check-sat)

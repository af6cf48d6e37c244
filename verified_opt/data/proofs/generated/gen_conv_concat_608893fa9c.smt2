; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 15227
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x40 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x31 (= (rank X2) 4)))
 (let (($x28 (= (rank X1) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 (= (rank W) 4))))
 (=> $x35 $x41)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x69 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x72 (= ?x69 ?x71)))
 (let (($x28 (= (rank W) 4)))
 (let (($x31 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x68 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x31 $x28)))
 (=> $x68 $x72)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x102 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x100 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x97 (= (rank U) 4)))
 (let (($x95 (= (rank X) 4)))
 (let (($x85 (>= dw 1)))
 (let (($x84 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x83 (>= g 1)))
 (let (($x98 (and $x83 $x9 $x11 $x84 $x85 (= 1 (dim U 2)) (= 1 (dim U 3)) $x95 $x97)))
 (=> $x98 $x103)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (let ((?x140 (dim in_u1 2)))
 (= 1 ?x140)))
(assert
 (let ((?x142 (dim in_u1 3)))
 (= 1 ?x142)))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x144) 4)))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x144 0) sym_n)))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x144 1) sym_c)))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x155))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (dim ?x144 3)))
 (= ?x157 ?x160))))))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (rank ?x162) 4))))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x162 0) sym_n))))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x162 1) sym_c))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x155)))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x160)))))))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x144 ?x162)))
 (= (rank ?x173) 4)))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x144 ?x162)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x177)))))))
(assert
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x144 ?x162)))
 (= (dim ?x173 1) sym_c)))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x144 ?x162)))
 (let ((?x181 (dim ?x173 2)))
 (= ?x181 ?x155))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x144 ?x162)))
 (let ((?x183 (dim ?x173 3)))
 (= ?x183 ?x160))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (>= ?x177 0)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 1) sym_c)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 2) sym_h)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 3) sym_w)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (let ((?x202 (dim ?x199 0)))
 (= ?x202 ?x177))))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (= (dim ?x199 2) sym_h))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (= (dim ?x199 3) sym_w))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 in_u1)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x213 (dim ?x210 0)))
 (= ?x213 ?x177)))))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 in_u1)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x155))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 in_i1 ?x188)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x160))))))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x199 (concat 0 in_i1 ?x188)))
(let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 in_u1)))
(let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
(let ((?x173 (concat 0 ?x144 ?x162)))
(and (distinct ?x173 ?x210) true))))))))
(check-sat)

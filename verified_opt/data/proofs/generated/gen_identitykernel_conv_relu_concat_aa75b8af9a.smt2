; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 32650
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 $x10 (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x75 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x77 (conv s s p p p p 1 1 1 ?x75 (idkernel4 m k k))))
 (let ((?x73 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x74 (conv 1 1 0 0 0 0 1 1 1 ?x73 U)))
 (let (($x78 (= ?x74 ?x77)))
 (let (($x70 (= (rank U) 4)))
 (let (($x68 (= (rank X) 4)))
 (let (($x60 (= (dim U 1) c)))
 (let (($x58 (= (dim U 0) m)))
 (let (($x55 (= (dim X 1) c)))
 (let (($x51 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x71 (and $x7 $x10 $x51 $x55 $x58 $x60 (= 1 (dim U 2)) (= 1 (dim U 3)) $x68 $x70)))
 (=> $x71 $x78))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x123 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x120 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x124 (= ?x120 ?x123)))
 (let (($x7 (>= sw 1)))
 (let (($x118 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x118 $x124)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x158 (dim in_u1 2)))
 (= 1 ?x158)))
(assert
 (let ((?x160 (dim in_u1 3)))
 (= 1 ?x160)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x182 (+ (- 2) sym_h)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x182))))))
(assert
 (let ((?x185 (+ (- 2) sym_w)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x184 (dim ?x173 3)))
 (= ?x184 ?x185))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x182 (+ (- 2) sym_h)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x182)))))))
(assert
 (let ((?x185 (+ (- 2) sym_w)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x185)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x182 (+ (- 2) sym_h)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x182))))))))
(assert
 (let ((?x185 (+ (- 2) sym_w)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x185))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x209 (concat 0 ?x173 ?x198)))
 (= (rank ?x209) 4)))))))
(assert
 (let ((?x213 (* 2 sym_n)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x209 (concat 0 ?x173 ?x198)))
 (let ((?x212 (dim ?x209 0)))
 (= ?x212 ?x213)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x209 (concat 0 ?x173 ?x198)))
 (= (dim ?x209 1) sym_c)))))))
(assert
 (let ((?x182 (+ (- 2) sym_h)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x209 (concat 0 ?x173 ?x198)))
 (let ((?x217 (dim ?x209 2)))
 (= ?x217 ?x182)))))))))
(assert
 (let ((?x185 (+ (- 2) sym_w)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (relu ?x187)))
 (let ((?x209 (concat 0 ?x173 ?x198)))
 (let ((?x219 (dim ?x209 3)))
 (= ?x219 ?x185)))))))))
(assert
 (let ((?x182 (+ (- 2) sym_h)))
 (>= ?x182 0)))
(assert
 (let ((?x185 (+ (- 2) sym_w)))
 (>= ?x185 0)))
(assert
 (let ((?x213 (* 2 sym_n)))
 (>= ?x213 0)))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x224) 4)))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x224 0) sym_n)))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x224 1) sym_c)))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x224 2) sym_h)))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x224 3) sym_w)))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (rank ?x235) 4))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 0) sym_n))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 1) sym_c))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 2) sym_h))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 3) sym_w))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (= (rank ?x246) 4)))))
(assert
 (let ((?x213 (* 2 sym_n)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (let ((?x249 (dim ?x246 0)))
 (= ?x249 ?x213)))))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (= (dim ?x246 1) sym_c)))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (= (dim ?x246 2) sym_h)))))
(assert
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (= (dim ?x246 3) sym_w)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 ?x162)))
 (= (rank ?x257) 4)))))))
(assert
 (let ((?x213 (* 2 sym_n)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 ?x162)))
 (let ((?x260 (dim ?x257 0)))
 (= ?x260 ?x213)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 ?x162)))
 (= (dim ?x257 1) sym_c)))))))
(assert
 (let ((?x182 (+ (- 2) sym_h)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 ?x162)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x182)))))))))
(assert
 (let ((?x185 (+ (- 2) sym_w)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (concat 0 in_i1 ?x235)))
 (let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 ?x162)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x185)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
(let ((?x224 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x235 (relu ?x224)))
(let ((?x246 (concat 0 in_i1 ?x235)))
(let ((?x257 (conv 1 1 0 0 0 0 1 1 1 ?x246 ?x162)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
(let ((?x198 (relu ?x187)))
(let ((?x209 (concat 0 ?x173 ?x198)))
(and (distinct ?x209 ?x257) true)))))))))))
(check-sat)

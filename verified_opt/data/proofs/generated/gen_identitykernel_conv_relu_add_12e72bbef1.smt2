; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_add_x, relu_conv_idkernel
; z3 rlimit used: 35481
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x114 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x115 (= ?x111 ?x114)))
 (let (($x7 (>= sw 1)))
 (let (($x109 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x109 $x115)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x149 (dim in_u1 2)))
 (= 1 ?x149)))
(assert
 (let ((?x151 (dim in_u1 3)))
 (= 1 ?x151)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x153 2)))
 (= 3 ?x160))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x162 (dim ?x153 3)))
 (= 3 ?x162))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (= (dim ?x164 1) sym_c))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x173))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x175 (dim ?x164 3)))
 (= ?x175 ?x176))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (= (dim ?x178 0) sym_n)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (= (dim ?x178 1) sym_c)))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x173)))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x176)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (= (rank ?x189) 4))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 0) sym_n))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 1) sym_c))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x173))))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x176))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (add ?x164 ?x189)))
 (= (rank ?x200) 4)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (add ?x164 ?x189)))
 (= (dim ?x200 0) sym_n)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (add ?x164 ?x189)))
 (= (dim ?x200 1) sym_c)))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (add ?x164 ?x189)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x173)))))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (add ?x164 ?x189)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x176)))))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (>= ?x173 0)))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (>= ?x176 0)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x213) 4)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 0) sym_n)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 1) sym_c)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 2) sym_h)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 3) sym_w)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (dim ?x224 1) sym_c))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (dim ?x224 2) sym_h))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (dim ?x224 3) sym_w))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (= (dim ?x235 2) sym_h)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (= (dim ?x235 3) sym_w)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 ?x153)))
 (= (rank ?x246) 4)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 ?x153)))
 (= (dim ?x246 0) sym_n)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 ?x153)))
 (= (dim ?x246 1) sym_c)))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 ?x153)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x173)))))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x235 (add in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 ?x153)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x176)))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
(let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x224 (relu ?x213)))
(let ((?x235 (add in_i1 ?x224)))
(let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 ?x153)))
(let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
(let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
(let ((?x189 (relu ?x178)))
(let ((?x200 (add ?x164 ?x189)))
(and (distinct ?x200 ?x246) true)))))))))))
(check-sat)

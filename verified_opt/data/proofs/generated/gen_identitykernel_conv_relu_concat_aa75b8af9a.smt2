; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 31976
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x114 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x115 (= ?x111 ?x114)))
 (let (($x7 (>= sw 1)))
 (let (($x109 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x109 $x115)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x200 (concat 0 ?x164 ?x189)))
 (= (rank ?x200) 4)))))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (concat 0 ?x164 ?x189)))
 (let ((?x203 (dim ?x200 0)))
 (= ?x203 ?x204)))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (concat 0 ?x164 ?x189)))
 (= (dim ?x200 1) sym_c)))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (concat 0 ?x164 ?x189)))
 (let ((?x208 (dim ?x200 2)))
 (= ?x208 ?x173)))))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (concat 0 ?x164 ?x189)))
 (let ((?x210 (dim ?x200 3)))
 (= ?x210 ?x176)))))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (>= ?x173 0)))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (>= ?x176 0)))
(assert
 (let ((?x204 (* 2 sym_n)))
 (>= ?x204 0)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 1) sym_c)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 2) sym_h)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 3) sym_w)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 1) sym_c))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 2) sym_h))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 3) sym_w))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x240 (dim ?x237 0)))
 (= ?x240 ?x204)))))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (= (dim ?x237 1) sym_c)))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (= (dim ?x237 2) sym_h)))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (= (dim ?x237 3) sym_w)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 ?x153)))
 (= (rank ?x248) 4)))))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 ?x153)))
 (let ((?x251 (dim ?x248 0)))
 (= ?x251 ?x204)))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 ?x153)))
 (= (dim ?x248 1) sym_c)))))))
(assert
 (let ((?x173 (+ (- 2) sym_h)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 ?x153)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x173)))))))))
(assert
 (let ((?x176 (+ (- 2) sym_w)))
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 ?x153)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x176)))))))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
(let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x226 (relu ?x215)))
(let ((?x237 (concat 0 in_i1 ?x226)))
(let ((?x248 (conv 1 1 0 0 0 0 1 1 1 ?x237 ?x153)))
(let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x153)))
(let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x164 in_u1)))
(let ((?x189 (relu ?x178)))
(let ((?x200 (concat 0 ?x164 ?x189)))
(and (distinct ?x200 ?x248) true)))))))))))
(check-sat)

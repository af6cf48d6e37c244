; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 70300
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x61 (idkernel4 c k k)))
 (let ((?x65 (conv s s p p p p 1 1 1 (relu X) ?x61)))
 (let ((?x63 (relu (conv s s p p p p 1 1 1 X ?x61))))
 (let (($x66 (= ?x63 ?x65)))
 (let (($x13 (>= p 0)))
 (let (($x11 (>= s 1)))
 (let (($x60 (and $x11 $x13 (>= k 1) (= (dim X 1) c))))
 (=> $x60 $x66)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x95 (= ?x91 ?x94)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x86 (and (>= g 1) (>= sh 1) $x11 $x14 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x86 $x95))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x131 (dim in_k1 2)))
 (= 3 ?x131)))
(assert
 (let ((?x133 (dim in_k1 3)))
 (= 3 ?x133)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x142 (dim ?x135 2)))
 (= 3 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x135 3)))
 (= 3 ?x144))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x146) 4)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x146 0) sym_n)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x146 1) sym_c)))
(assert
 (let ((?x155 (+ (- 2) sym_h)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x155)))))
(assert
 (let ((?x158 (+ (- 2) sym_w)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x157 (dim ?x146 3)))
 (= ?x157 ?x158)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (= (rank ?x160) 4))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (= (dim ?x160 0) sym_n))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (= (dim ?x160 1) sym_c))))
(assert
 (let ((?x155 (+ (- 2) sym_h)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x155))))))
(assert
 (let ((?x158 (+ (- 2) sym_w)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x158))))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x155 (+ (- 2) sym_h)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x155)))))))
(assert
 (let ((?x158 (+ (- 2) sym_w)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x158)))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x135)))
 (= (rank ?x182) 4)))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x135)))
 (= (dim ?x182 0) sym_n)))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x135)))
 (= (dim ?x182 1) sym_c)))))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x135)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x193))))))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (relu ?x146)))
 (let ((?x171 (add ?x146 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x135)))
 (let ((?x195 (dim ?x182 3)))
 (= ?x195 ?x198))))))))))
(assert
 (let ((?x155 (+ (- 2) sym_h)))
 (>= ?x155 0)))
(assert
 (let ((?x158 (+ (- 2) sym_w)))
 (>= ?x158 0)))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x204) 4)))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x204 0) sym_n)))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x204 1) sym_c)))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x193))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x198))))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (= (rank ?x215) 4))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (= (dim ?x215 0) sym_n))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (= (dim ?x215 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x198)))))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x226 (add ?x204 ?x215)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x226 (add ?x204 ?x215)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x226 (add ?x204 ?x215)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x226 (add ?x204 ?x215)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (relu ?x204)))
 (let ((?x226 (add ?x204 ?x215)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x198))))))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x215 (relu ?x204)))
(let ((?x226 (add ?x204 ?x215)))
(let ((?x135 (idkernel4 sym_c 3 3)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x160 (relu ?x146)))
(let ((?x171 (add ?x146 ?x160)))
(let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x135)))
(and (distinct ?x182 ?x226) true))))))))))
(check-sat)

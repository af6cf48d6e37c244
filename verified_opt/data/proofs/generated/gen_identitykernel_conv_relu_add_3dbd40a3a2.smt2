; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 77664
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
 (let ((?x26 (- ?x8 1)))
 (let ((?x25 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x28 (= ?x25 (conv s s ?x26 ?x26 ?x26 ?x26 1 1 1 X W))))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19) $x28))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x63 (idkernel4 c k k)))
 (let ((?x67 (conv s s p p p p 1 1 1 (relu X) ?x63)))
 (let ((?x65 (relu (conv s s p p p p 1 1 1 X ?x63))))
 (let (($x68 (= ?x65 ?x67)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x62 (and $x12 $x14 (>= k 1) (= (dim X 1) c))))
 (=> $x62 $x68)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x93 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x97 (= ?x93 ?x96)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x88 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x88 $x97))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x133 (dim in_k1 2)))
 (= 3 ?x133)))
(assert
 (let ((?x135 (dim in_k1 3)))
 (= 3 ?x135)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x148) 4)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x148 0) sym_n)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x148 1) sym_c)))
(assert
 (let ((?x157 (+ (- 2) sym_h)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x157)))))
(assert
 (let ((?x160 (+ (- 2) sym_w)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (dim ?x148 3)))
 (= ?x159 ?x160)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (= (rank ?x162) 4))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (= (dim ?x162 0) sym_n))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (= (dim ?x162 1) sym_c))))
(assert
 (let ((?x157 (+ (- 2) sym_h)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x157))))))
(assert
 (let ((?x160 (+ (- 2) sym_w)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x160))))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (= (rank ?x173) 4)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (= (dim ?x173 0) sym_n)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (= (dim ?x173 1) sym_c)))))
(assert
 (let ((?x157 (+ (- 2) sym_h)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x157)))))))
(assert
 (let ((?x160 (+ (- 2) sym_w)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x182 (dim ?x173 3)))
 (= ?x182 ?x160)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x184 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x137)))
 (= (rank ?x184) 4)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x184 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x137)))
 (= (dim ?x184 0) sym_n)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x184 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x137)))
 (= (dim ?x184 1) sym_c)))))))
(assert
 (let ((?x194 (div (+ (- 3) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x184 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x137)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x195))))))))))
(assert
 (let ((?x199 (div (+ (- 3) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (relu ?x148)))
 (let ((?x173 (add ?x148 ?x162)))
 (let ((?x184 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x137)))
 (let ((?x197 (dim ?x184 3)))
 (= ?x197 ?x200))))))))))
(assert
 (let ((?x157 (+ (- 2) sym_h)))
 (>= ?x157 0)))
(assert
 (let ((?x160 (+ (- 2) sym_w)))
 (>= ?x160 0)))
(assert
 (let ((?x194 (div (+ (- 3) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x199 (div (+ (- 3) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x206) 4)))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 0) sym_n)))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 1) sym_c)))
(assert
 (let ((?x194 (div (+ (- 3) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x195))))))
(assert
 (let ((?x199 (div (+ (- 3) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x200))))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x194 (div (+ (- 3) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x195)))))))
(assert
 (let ((?x199 (div (+ (- 3) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x200)))))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (add ?x206 ?x217)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (add ?x206 ?x217)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (add ?x206 ?x217)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x194 (div (+ (- 3) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (add ?x206 ?x217)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 3) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (add ?x206 ?x217)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x200))))))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x217 (relu ?x206)))
(let ((?x228 (add ?x206 ?x217)))
(let ((?x137 (idkernel4 sym_c 3 3)))
(let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x162 (relu ?x148)))
(let ((?x173 (add ?x148 ?x162)))
(let ((?x184 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x137)))
(and (distinct ?x184 ?x228) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 51309
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x57 (idkernel4 c k k)))
 (let ((?x61 (conv s s p p p p 1 1 1 (relu X) ?x57)))
 (let ((?x59 (relu (conv s s p p p p 1 1 1 X ?x57))))
 (let (($x62 (= ?x59 ?x61)))
 (=> (and (= (dim X 1) c)) $x62))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x79 ?x82))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x115 (dim in_k1 2)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (dim in_k1 3)))
 (= 3 ?x117)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x126 (dim ?x119 2)))
 (= 3 ?x126))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x128 (dim ?x119 3)))
 (= 3 ?x128))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x130) 4)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 1) sym_c)))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x139)))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x141 (dim ?x130 3)))
 (= ?x141 ?x142)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x139))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x142))))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x139)))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x142)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (= (rank ?x166) 4)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (= (dim ?x166 0) sym_n)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (= (dim ?x166 1) sym_c)))))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x177))))))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (add ?x130 ?x144)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (let ((?x179 (dim ?x166 3)))
 (= ?x179 ?x182))))))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (>= ?x139 0)))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (>= ?x142 0)))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 1) sym_c)))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x177))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x182))))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x177)))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x182)))))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (add ?x188 ?x199)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (add ?x188 ?x199)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (add ?x188 ?x199)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (add ?x188 ?x199)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x177))))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x210 (add ?x188 ?x199)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x182))))))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x199 (relu ?x188)))
(let ((?x210 (add ?x188 ?x199)))
(let ((?x119 (idkernel4 sym_c 3 3)))
(let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x144 (relu ?x130)))
(let ((?x155 (add ?x130 ?x144)))
(let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
(and (distinct ?x166 ?x210) true))))))))))
(check-sat)

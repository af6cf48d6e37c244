; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 77568
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
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
 (let ((?x104 (dim in_k1 2)))
 (= 3 ?x104)))
(assert
 (let ((?x106 (dim in_k1 3)))
 (= 3 ?x106)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x115 (dim ?x108 2)))
 (= 3 ?x115))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x117 (dim ?x108 3)))
 (= 3 ?x117))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 1) sym_c)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 1) sym_c))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 2) sym_h))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 3) sym_w))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x150)))))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x152 (dim ?x141 3)))
 (= ?x152 ?x153)))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x155 (relu ?x141)))
 (= (rank ?x155) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x155 (relu ?x141)))
 (= (dim ?x155 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x155 (relu ?x141)))
 (= (dim ?x155 1) sym_c))))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x155 (relu ?x141)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x150))))))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
 (let ((?x155 (relu ?x141)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x153))))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (= (rank ?x166) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (= (dim ?x166 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (= (dim ?x166 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x179 (dim ?x166 3)))
 (= ?x179 ?x182)))))))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (>= ?x150 0)))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (>= ?x153 0)))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 1) sym_c)))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x150)))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x153)))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x150))))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (relu ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x153))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x177))))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x182))))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x221 (relu ?x210)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 3) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x221 (relu ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 3) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
 (let ((?x221 (relu ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x182)))))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x108)))
(let ((?x221 (relu ?x210)))
(let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x130 (relu ?x119)))
(let ((?x166 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
(let ((?x199 (relu ?x188)))
(let ((?x141 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x108)))
(let ((?x155 (relu ?x141)))
(or (and (distinct ?x155 ?x199) true) (and (distinct ?x166 ?x221) true)))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 70172
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
 (let ((?x102 (dim in_k1 2)))
 (= 3 ?x102)))
(assert
 (let ((?x104 (dim in_k1 3)))
 (= 3 ?x104)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x113 (dim ?x106 2)))
 (= 3 ?x113))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x115 (dim ?x106 3)))
 (= 3 ?x115))))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 1) sym_c)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 2) sym_h)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 3) sym_w)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (= (rank ?x128) 4))))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 0) sym_n))))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 1) sym_c))))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 2) sym_h))))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 3) sym_w))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (= (dim ?x139 0) sym_n)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (= (dim ?x139 1) sym_c)))))
(assert
 (let ((?x148 (+ (- 2) sym_h)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x148)))))))
(assert
 (let ((?x151 (+ (- 2) sym_w)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x150 (dim ?x139 3)))
 (= ?x150 ?x151)))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x153 (relu ?x139)))
 (= (rank ?x153) 4))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x153 (relu ?x139)))
 (= (dim ?x153 0) sym_n))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x153 (relu ?x139)))
 (= (dim ?x153 1) sym_c))))))
(assert
 (let ((?x148 (+ (- 2) sym_h)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x153 (relu ?x139)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x148))))))))
(assert
 (let ((?x151 (+ (- 2) sym_w)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
 (let ((?x153 (relu ?x139)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x151))))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x106)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x106)))
 (= (dim ?x164 0) sym_n))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x106)))
 (= (dim ?x164 1) sym_c))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x106)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x175)))))))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x106)))
 (let ((?x177 (dim ?x164 3)))
 (= ?x177 ?x180)))))))))
(assert
 (let ((?x148 (+ (- 2) sym_h)))
 (>= ?x148 0)))
(assert
 (let ((?x151 (+ (- 2) sym_w)))
 (>= ?x151 0)))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x148 (+ (- 2) sym_h)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x148)))))
(assert
 (let ((?x151 (+ (- 2) sym_w)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x151)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x186)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x148 (+ (- 2) sym_h)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x148))))))
(assert
 (let ((?x151 (+ (- 2) sym_w)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x151))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x180))))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x219 (relu ?x208)))
 (= (rank ?x219) 4))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x219 (relu ?x208)))
 (= (dim ?x219 0) sym_n))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x219 (relu ?x208)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x219 (relu ?x208)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x175)))))))))
(assert
 (let ((?x179 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
 (let ((?x219 (relu ?x208)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x180)))))))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x106)))
(let ((?x219 (relu ?x208)))
(let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x128 (relu ?x117)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x106)))
(let ((?x197 (relu ?x186)))
(let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x117 ?x106)))
(let ((?x153 (relu ?x139)))
(or (and (distinct ?x153 ?x197) true) (and (distinct ?x164 ?x219) true)))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 51047
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x60 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x62 (= ?x60 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x62))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x72 (idkernel4 c k k)))
 (let ((?x76 (conv s s p p p p 1 1 1 (relu X) ?x72)))
 (let ((?x74 (relu (conv s s p p p p 1 1 1 X ?x72))))
 (let (($x77 (= ?x74 ?x76)))
 (=> (and (= (dim X 1) c)) $x77))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x113 (dim in_k1 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k1 3)))
 (= 3 ?x115)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x124 (dim ?x117 2)))
 (= 1 ?x124))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x126 (dim ?x117 3)))
 (= 1 ?x126))))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x128 1) sym_c)))
(assert
 (let ((?x137 (+ (- 2) sym_h)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x135 (dim ?x128 2)))
 (= ?x135 ?x137)))))
(assert
 (let ((?x140 (+ (- 2) sym_w)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (dim ?x128 3)))
 (= ?x139 ?x140)))))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (= (dim ?x142 1) sym_c))))
(assert
 (let ((?x137 (+ (- 2) sym_h)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x137))))))
(assert
 (let ((?x140 (+ (- 2) sym_w)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x140))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x117)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x117)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x117)))
 (= (dim ?x153 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x117)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x117)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 ?x142 ?x117)))
 (= (rank ?x171) 4))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 ?x142 ?x117)))
 (= (dim ?x171 0) sym_n))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 ?x142 ?x117)))
 (= (dim ?x171 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 ?x142 ?x117)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (relu ?x128)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 ?x142 ?x117)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169)))))))))
(assert
 (let ((?x137 (+ (- 2) sym_h)))
 (>= ?x137 0)))
(assert
 (let ((?x140 (+ (- 2) sym_w)))
 (>= ?x140 0)))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x193 (dim ?x186 2)))
 (= 3 ?x193))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x195 (dim ?x186 3)))
 (= 3 ?x195))))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 1) sym_c)))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 2) sym_h)))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x197 3) sym_w)))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (= (dim ?x208 0) sym_n))))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (= (dim ?x208 1) sym_c))))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (= (dim ?x208 2) sym_h))))
(assert
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (= (dim ?x208 3) sym_w))))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x219) 4)))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x219 0) sym_n)))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x219 1) sym_c)))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x164))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x169))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x186)))
 (= (rank ?x230) 4))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x186)))
 (= (dim ?x230 0) sym_n))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x186)))
 (= (dim ?x230 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x186)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x230 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x186)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x169)))))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
(let ((?x197 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x208 (relu ?x197)))
(let ((?x230 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x186)))
(let ((?x117 (idkernel4 sym_c 1 1)))
(let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x142 (relu ?x128)))
(let ((?x171 (conv 2 2 0 0 0 0 1 1 1 ?x142 ?x117)))
(let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x153 (conv 2 2 0 0 0 0 1 1 1 ?x128 ?x117)))
(or (and (distinct ?x153 ?x219) true) (and (distinct ?x171 ?x230) true)))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 49048
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
(declare-fun sym_c2 () Int)
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
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x100 (dim in_k1 2)))
 (= 3 ?x100)))
(assert
 (let ((?x102 (dim in_k1 3)))
 (= 3 ?x102)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x111 (dim ?x104 2)))
 (= 3 ?x111))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (dim ?x104 3)))
 (= 3 ?x113))))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 1) sym_c2)))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 3) sym_w)))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (= (dim ?x126 1) sym_c2))))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (= (dim ?x126 2) sym_h))))
(assert
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (= (dim ?x126 3) sym_w))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x126 ?x104)))
 (= (rank ?x137) 4))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x126 ?x104)))
 (= (dim ?x137 0) sym_n))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x126 ?x104)))
 (= (dim ?x137 1) sym_c2))))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x126 ?x104)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x146))))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (relu ?x115)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x126 ?x104)))
 (let ((?x148 (dim ?x137 3)))
 (= ?x148 ?x149))))))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (>= ?x146 0)))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (>= ?x149 0)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x146)))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x149)))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (relu ?x153)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 1) sym_c2))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x146))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x149))))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x164 (relu ?x153)))
(let ((?x104 (idkernel4 sym_c2 3 3)))
(let ((?x115 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x126 (relu ?x115)))
(let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x126 ?x104)))
(and (distinct ?x137 ?x164) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 69102
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x102 (dim ?x95 2)))
 (= 3 ?x102))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x104 (dim ?x95 3)))
 (= 3 ?x104))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 ?x95)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 ?x95)))
 (= (dim ?x117 0) sym_n)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 ?x95)))
 (= (dim ?x117 1) sym_c)))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 ?x95)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x126)))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 ?x95)))
 (let ((?x128 (dim ?x117 3)))
 (= ?x128 ?x129)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x95)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x95)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x95)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x141 (div (+ (- 3) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x95)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x142))))))))
(assert
 (let ((?x146 (div (+ (- 3) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (relu in_i1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x95)))
 (let ((?x144 (dim ?x131 3)))
 (= ?x144 ?x147))))))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (>= ?x126 0)))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (>= ?x129 0)))
(assert
 (let ((?x141 (div (+ (- 3) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0))))
(assert
 (let ((?x146 (div (+ (- 3) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (= (dim ?x153 1) sym_c))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x126))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x129))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x164 (relu ?x153)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 1) sym_c)))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x164 (relu ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x126)))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x164 (relu ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x129)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (= (rank ?x175) 4)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (= (dim ?x175 0) sym_n)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (= (dim ?x175 1) sym_c)))))
(assert
 (let ((?x141 (div (+ (- 3) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x142))))))))
(assert
 (let ((?x146 (div (+ (- 3) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x147))))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x186 (relu ?x175)))
 (= (rank ?x186) 4))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 0) sym_n))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 1) sym_c))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x186 (relu ?x175)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x142)))))))))
(assert
 (let ((?x146 (div (+ (- 3) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
 (let ((?x186 (relu ?x175)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x147)))))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
(let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
(let ((?x175 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x95)))
(let ((?x186 (relu ?x175)))
(let ((?x106 (relu in_i1)))
(let ((?x131 (conv 2 2 0 0 0 0 1 1 1 ?x106 ?x95)))
(let ((?x164 (relu ?x153)))
(let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 ?x95)))
(or (and (distinct ?x117 ?x164) true) (and (distinct ?x131 ?x186) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem, transpose4_relu
; z3 rlimit used: 49531
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x37 (idkernel4 c k k)))
 (let ((?x40 (relu X)))
 (let ((?x41 (conv s s p p p p 1 1 1 ?x40 ?x37)))
 (let ((?x39 (relu (conv s s p p p p 1 1 1 X ?x37))))
 (let (($x42 (= ?x39 ?x41)))
 (=> (and (= (dim X 1) c)) $x42)))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x52 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x40 (relu X)))
 (let ((?x50 (transpose4 p0 p1 p2 p3 ?x40)))
 (= ?x50 ?x52)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x89 (dim in_u1 2)))
 (= 1 ?x89)))
(assert
 (let ((?x91 (dim in_u1 3)))
 (= 1 ?x91)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x100 (dim ?x93 2)))
 (= 3 ?x100))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x102 (dim ?x93 3)))
 (= 3 ?x102))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x104 0) sym_n)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x104 1) sym_c2)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x104 3) sym_w)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (= (dim ?x115 1) sym_c2))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (= (dim ?x115 2) sym_h))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (= (dim ?x115 3) sym_w))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 0) sym_n)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 1) sym_c2)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 2) sym_w)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 3) sym_h)))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (= (rank ?x137) 4)))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (= (dim ?x137 0) sym_n)))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (= (dim ?x137 1) sym_c2)))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x148))))))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x150 (dim ?x137 3)))
 (= ?x150 ?x153))))))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x155 (relu ?x137)))
 (= (rank ?x155) 4))))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x155 (relu ?x137)))
 (= (dim ?x155 0) sym_n))))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x155 (relu ?x137)))
 (= (dim ?x155 1) sym_c2))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x155 (relu ?x137)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x148)))))))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (relu ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
 (let ((?x155 (relu ?x137)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x153)))))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
(let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x115 (relu ?x104)))
(let ((?x126 (transpose4 0 1 3 2 ?x115)))
(let ((?x137 (conv 2 2 1 1 1 1 1 1 1 ?x126 ?x93)))
(let ((?x155 (relu ?x137)))
(and (distinct ?x155 ?x137) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem, transpose4_relu
; z3 rlimit used: 14637
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x44 (idkernel4 c k k)))
 (let ((?x47 (relu X)))
 (let ((?x48 (conv s s p p p p 1 1 1 ?x47 ?x44)))
 (let ((?x46 (relu (conv s s p p p p 1 1 1 X ?x44))))
 (let (($x49 (= ?x46 ?x48)))
 (let (($x42 (= (rank X) 4)))
 (let (($x33 (>= p 0)))
 (let (($x43 (and (>= s 1) $x33 (>= k 1) (= (dim X 1) c) $x42)))
 (=> $x43 $x49))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x63 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x47 (relu X)))
 (let ((?x61 (transpose4 p0 p1 p2 p3 ?x47)))
 (let (($x64 (= ?x61 ?x63)))
 (let (($x42 (= (rank X) 4)))
 (let (($x33 (>= p2 0)))
 (let (($x60 (and (>= p0 0) (>= p1 0) $x33 (>= p3 0) $x42)))
 (=> $x60 $x64)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x102 (dim in_k1 2)))
 (= 3 ?x102)))
(assert
 (let ((?x104 (dim in_k1 3)))
 (= 3 ?x104)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x113 (dim ?x106 2)))
 (= 3 ?x113))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (dim ?x106 3)))
 (= 3 ?x115))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 1) sym_c2)))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x126)))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x128 (dim ?x117 3)))
 (= ?x128 ?x129)))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (= (rank ?x131) 4))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (= (dim ?x131 0) sym_n))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (= (dim ?x131 1) sym_c2))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x126))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x129))))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 1) sym_c2)))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x129)))))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x126)))))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (= (rank ?x153) 4)))))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (= (dim ?x153 0) sym_n)))))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (= (dim ?x153 1) sym_c2)))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164))))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169))))))))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x171 (relu ?x153)))
 (= (rank ?x171) 4))))))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x171 (relu ?x153)))
 (= (dim ?x171 0) sym_n))))))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x171 (relu ?x153)))
 (= (dim ?x171 1) sym_c2))))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x171 (relu ?x153)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164)))))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x106 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x131 (relu ?x117)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
 (let ((?x171 (relu ?x153)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169)))))))))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (>= ?x126 0)))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (>= ?x129 0)))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 3) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x106 (idkernel4 sym_c2 3 3)))
(let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x131 (relu ?x117)))
(let ((?x142 (transpose4 0 1 3 2 ?x131)))
(let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x106)))
(let ((?x171 (relu ?x153)))
(and (distinct ?x171 ?x153) true))))))))
(check-sat)

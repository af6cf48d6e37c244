; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem, transpose4_relu
; z3 rlimit used: 49771
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x89 (dim in_k1 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k1 3)))
 (= 3 ?x91)))
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
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x104 0) sym_n)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x104 1) sym_c2)))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x111 (dim ?x104 2)))
 (= ?x111 ?x113)))))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x115 (dim ?x104 3)))
 (= ?x115 ?x116)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (= (rank ?x118) 4))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (= (dim ?x118 1) sym_c2))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x113))))))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x127 (dim ?x118 3)))
 (= ?x127 ?x116))))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (rank ?x129) 4)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (dim ?x129 0) sym_n)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (dim ?x129 1) sym_c2)))))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x116)))))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x113)))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (= (rank ?x140) 4)))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (= (dim ?x140 0) sym_n)))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (= (dim ?x140 1) sym_c2)))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x151))))))))))
(assert
 (let ((?x155 (div (+ (- 3) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x153 (dim ?x140 3)))
 (= ?x153 ?x156))))))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x158 (relu ?x140)))
 (= (rank ?x158) 4))))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x158 (relu ?x140)))
 (= (dim ?x158 0) sym_n))))))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x158 (relu ?x140)))
 (= (dim ?x158 1) sym_c2))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x158 (relu ?x140)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x151)))))))))))
(assert
 (let ((?x155 (div (+ (- 3) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x93 (idkernel4 sym_c2 3 3)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (relu ?x104)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
 (let ((?x158 (relu ?x140)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x156)))))))))))
(assert
 (let ((?x113 (+ (- 2) sym_h)))
 (>= ?x113 0)))
(assert
 (let ((?x116 (+ (- 2) sym_w)))
 (>= ?x116 0)))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x155 (div (+ (- 3) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0))))
(assert
 (let ((?x93 (idkernel4 sym_c2 3 3)))
(let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x118 (relu ?x104)))
(let ((?x129 (transpose4 0 1 3 2 ?x118)))
(let ((?x140 (conv 2 2 1 1 1 1 1 1 1 ?x129 ?x93)))
(let ((?x158 (relu ?x140)))
(and (distinct ?x158 ?x140) true))))))))
(check-sat)

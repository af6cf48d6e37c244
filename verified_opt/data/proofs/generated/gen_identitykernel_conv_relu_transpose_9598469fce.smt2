; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem, transpose4_relu
; z3 rlimit used: 76234
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x41 (idkernel4 c k k)))
 (let ((?x44 (relu X)))
 (let ((?x45 (conv s s p p p p 1 1 1 ?x44 ?x41)))
 (let ((?x43 (relu (conv s s p p p p 1 1 1 X ?x41))))
 (let (($x46 (= ?x43 ?x45)))
 (let (($x33 (>= p 0)))
 (let (($x40 (and (>= s 1) $x33 (>= k 1) (= (dim X 1) c))))
 (=> $x40 $x46)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x60 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x44 (relu X)))
 (let ((?x58 (transpose4 p0 p1 p2 p3 ?x44)))
 (let (($x61 (= ?x58 ?x60)))
 (let (($x33 (>= p2 0)))
 (let (($x57 (and (>= p0 0) (>= p1 0) $x33 (>= p3 0))))
 (=> $x57 $x61))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 1) sym_c2)))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x126))))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x128 (dim ?x115 3)))
 (= ?x128 ?x131))))))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (= (rank ?x133) 4))))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (= (dim ?x133 0) sym_n))))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (= (dim ?x133 1) sym_c2))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x126)))))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x142 (dim ?x133 3)))
 (= ?x142 ?x131)))))))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (rank ?x144) 4)))))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (dim ?x144 0) sym_n)))))
(assert
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (dim ?x144 1) sym_c2)))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x131))))))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x126))))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (= (rank ?x155) 4)))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (= (dim ?x155 0) sym_n)))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (= (dim ?x155 1) sym_c2)))))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (div ?x130 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x164)))))))))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (div ?x125 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x166 (dim ?x155 3)))
 (= ?x166 ?x168)))))))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x170 (relu ?x155)))
 (= (rank ?x170) 4))))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x170 (relu ?x155)))
 (= (dim ?x170 0) sym_n))))))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x170 (relu ?x155)))
 (= (dim ?x170 1) sym_c2))))))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (div ?x130 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x170 (relu ?x155)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x164))))))))))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (div ?x125 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x104 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (relu ?x115)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
 (let ((?x170 (relu ?x155)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168))))))))))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (>= ?x126 0))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (>= ?x131 0))))
(assert
 (let ((?x130 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (div ?x130 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0)))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (div ?x125 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0)))))
(assert
 (let ((?x104 (idkernel4 sym_c2 3 3)))
(let ((?x115 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x133 (relu ?x115)))
(let ((?x144 (transpose4 0 1 3 2 ?x133)))
(let ((?x155 (conv 2 2 1 1 1 1 1 1 1 ?x144 ?x104)))
(let ((?x170 (relu ?x155)))
(and (distinct ?x170 ?x155) true))))))))
(check-sat)

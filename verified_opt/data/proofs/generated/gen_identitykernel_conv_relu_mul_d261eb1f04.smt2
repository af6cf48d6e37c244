; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, mul_conv_idkernel, relu_conv_idkernel
; z3 rlimit used: 16331
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let ((?x17 (dim W 0)))
 (let (($x19 (= ?x17 m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33)))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x69 (conv s s p p p p 1 1 1 X ?x68)))
 (let ((?x70 (relu ?x69)))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x66 (= (dim X 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 $x58 $x66 $x23)))
 (=> $x67 $x73)))))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (Y T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x69 (conv s s p p p p 1 1 1 Y ?x68)))
 (let ((?x96 (mul (conv s s p p p p 1 1 1 X ?x68) ?x69)))
 (let ((?x94 (conv s s p p p p 1 1 1 (mul X Y) ?x68)))
 (let (($x97 (= ?x94 ?x96)))
 (let (($x23 (= (rank Y) 4)))
 (let (($x25 (= (rank X) 4)))
 (let (($x66 (= (dim Y 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x92 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x12 $x14 $x58 (= (dim X 1) c) $x66 $x25 $x23)))
 (=> $x92 $x97))))))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x131 (dim in_u1 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u1 3)))
 (= 1 ?x133)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x142 (dim ?x135 2)))
 (= 3 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x135 3)))
 (= 3 ?x144))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x146) 4)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 0) sym_n)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 1) sym_c)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 2) sym_h)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 3) sym_w)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (rank ?x157) 4))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 0) sym_n))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 1) sym_c))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 2) sym_h))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 3) sym_w))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (= (dim ?x168 2) sym_h)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (= (dim ?x168 3) sym_w)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (= (rank ?x179) 4)))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (= (dim ?x179 0) sym_n)))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (= (dim ?x179 1) sym_c)))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x189))))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (mul ?x146 ?x157)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (let ((?x191 (dim ?x179 3)))
 (= ?x191 ?x194))))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 1) sym_c)))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x189))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x194))))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 1) sym_c))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x189)))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x194)))))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (mul ?x198 ?x209)))
 (= (rank ?x220) 4)))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (mul ?x198 ?x209)))
 (= (dim ?x220 0) sym_n)))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (mul ?x198 ?x209)))
 (= (dim ?x220 1) sym_c)))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (mul ?x198 ?x209)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x189))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (mul ?x198 ?x209)))
 (let ((?x229 (dim ?x220 3)))
 (= ?x229 ?x194))))))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x209 (relu ?x198)))
(let ((?x220 (mul ?x198 ?x209)))
(let ((?x135 (idkernel4 sym_c 3 3)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x157 (relu ?x146)))
(let ((?x168 (mul ?x146 ?x157)))
(let ((?x179 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
(and (distinct ?x179 ?x220) true))))))))))
(check-sat)

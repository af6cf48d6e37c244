; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 75675
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x104 (dim ?x97 2)))
 (= 3 ?x104))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x106 (dim ?x97 3)))
 (= 3 ?x106))))
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
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (dim ?x119 1) sym_c))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x130)))))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x132 (dim ?x119 3)))
 (= ?x132 ?x135)))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (relu in_i1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x108 ?x97)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (relu in_i1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x108 ?x97)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (relu in_i1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x108 ?x97)))
 (= (dim ?x137 1) sym_c)))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (relu in_i1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x108 ?x97)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x146)))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (relu in_i1)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x108 ?x97)))
 (let ((?x148 (dim ?x137 3)))
 (= ?x148 ?x149)))))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (>= ?x130 0))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (>= ?x135 0))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (>= ?x146 0)))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (>= ?x149 0)))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (rank ?x155) 4))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (dim ?x155 0) sym_n))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (dim ?x155 1) sym_c))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x146))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x149))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x166 (relu ?x155)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x166 (relu ?x155)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x166 (relu ?x155)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x166 (relu ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x146)))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x166 (relu ?x155)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x149)))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x97)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x97)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x97)))
 (= (dim ?x177 1) sym_c)))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x97)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x130))))))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x97)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x135))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
(let ((?x155 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
(let ((?x166 (relu ?x155)))
(let ((?x108 (relu in_i1)))
(let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x108 ?x97)))
(let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x97)))
(let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x97)))
(or (and (distinct ?x119 ?x177) true) (and (distinct ?x137 ?x166) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 31631
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x79 (= ?x75 ?x78)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x73 $x79)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x126 (dim ?x119 2)))
 (= 3 ?x126))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x128 (dim ?x119 3)))
 (= 3 ?x128))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (= (dim ?x130 1) sym_c))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x139))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x141 (dim ?x130 3)))
 (= ?x141 ?x142))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x139))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x142))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x139)))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x142)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x166 (add ?x130 ?x155)))
 (= (rank ?x166) 4)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x166 (add ?x130 ?x155)))
 (= (dim ?x166 0) sym_n)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x166 (add ?x130 ?x155)))
 (= (dim ?x166 1) sym_c)))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x166 (add ?x130 ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x139)))))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
 (let ((?x155 (relu ?x144)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
 (let ((?x166 (add ?x130 ?x155)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x142)))))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (>= ?x139 0)))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (>= ?x142 0)))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n))
(assert
 (= (dim (relu in_i2) 1) sym_c))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i2))) 4))
(assert
 (= (dim (add in_i1 (relu in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (add in_i1 ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x119)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (add in_i1 ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x119)))
 (= (dim ?x201 0) sym_n))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (add in_i1 ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x119)))
 (= (dim ?x201 1) sym_c))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (add in_i1 ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x119)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x139))))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (add in_i1 ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x119)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x142))))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
(let ((?x179 (relu in_i2)))
(let ((?x190 (add in_i1 ?x179)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x119)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x119)))
(let ((?x155 (relu ?x144)))
(let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x119)))
(let ((?x166 (add ?x130 ?x155)))
(and (distinct ?x166 ?x201) true))))))))))
(check-sat)

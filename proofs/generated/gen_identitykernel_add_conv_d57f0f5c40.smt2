; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_idkernel3_after_conv
; z3 rlimit used: 50332
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x56 (+ q p)))
 (let ((?x67 (- ?x56 1)))
 (let ((?x66 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x69 (= ?x66 (conv s s ?x67 ?x67 ?x67 ?x67 1 1 1 X W))))
 (=> (and (<= 1 ?x56) (= (dim W 0) m)) $x69))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x93 (add ?x91 (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x90 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x90 ?x93)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x101 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x91)))
 (let ((?x99 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x99 ?x101)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x133 (dim in_k1 2)))
 (= 3 ?x133)))
(assert
 (let ((?x135 (dim in_k1 3)))
 (= 3 ?x135)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x155 (dim ?x148 2)))
 (= 3 ?x155)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x157 (dim ?x148 3)))
 (= 3 ?x157)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x159 2) sym_h)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x159 3) sym_w)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x159 in_k1)))
 (= (rank ?x170) 4))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x159 in_k1)))
 (= (dim ?x170 0) sym_n))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x159 in_k1)))
 (= (dim ?x170 1) sym_c))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x159 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x180)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x159 in_k1)))
 (let ((?x182 (dim ?x170 3)))
 (= ?x182 ?x185)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x189) 4)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 0) sym_n)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 1) sym_c)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 2) sym_h)))
(assert
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x189 3) sym_w)))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x148)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x148)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x148)))
 (= (dim ?x200 1) sym_c))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x148)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x180)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (add in_k1 ?x137)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x148)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x185)))))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
(let ((?x148 (add in_k1 ?x137)))
(let ((?x189 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x148)))
(let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
(let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x159 in_k1)))
(and (distinct ?x170 ?x200) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 51040
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x79 ?x82))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x115 (dim in_u1 2)))
 (= 1 ?x115)))
(assert
 (let ((?x117 (dim in_u1 3)))
 (= 1 ?x117)))
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
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x130) 4)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x130 1) sym_c)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x130 2) sym_h)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x130 3) sym_w)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (= (dim ?x141 2) sym_h))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (= (dim ?x141 3) sym_w))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (= (dim ?x152 0) sym_n)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (= (dim ?x152 1) sym_c)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (= (dim ?x152 2) sym_h)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (= (dim ?x152 3) sym_w)))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x119)))
 (= (rank ?x163) 4)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x119)))
 (= (dim ?x163 0) sym_n)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x119)))
 (= (dim ?x163 1) sym_c)))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x119)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x173))))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (relu ?x130)))
 (let ((?x152 (add ?x130 ?x141)))
 (let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x119)))
 (let ((?x175 (dim ?x163 3)))
 (= ?x175 ?x178))))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x182) 4)))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 0) sym_n)))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 1) sym_c)))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x173))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x178))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (= (dim ?x193 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x178)))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x204 (add ?x182 ?x193)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x204 (add ?x182 ?x193)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x204 (add ?x182 ?x193)))
 (= (dim ?x204 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x204 (add ?x182 ?x193)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x204 (add ?x182 ?x193)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x178))))))))
(assert
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x193 (relu ?x182)))
(let ((?x204 (add ?x182 ?x193)))
(let ((?x119 (idkernel4 sym_c 3 3)))
(let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x141 (relu ?x130)))
(let ((?x152 (add ?x130 ?x141)))
(let ((?x163 (conv 2 2 1 1 1 1 1 1 1 ?x152 ?x119)))
(and (distinct ?x163 ?x204) true))))))))))
(check-sat)

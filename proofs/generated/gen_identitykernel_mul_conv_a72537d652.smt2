; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 49435
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x17 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x19 (= ?x17 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x19))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x55 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x53 ?x55))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x55 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x61 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x61 ?x55))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x94 (dim in_k1 2)))
 (= 3 ?x94)))
(assert
 (let ((?x96 (dim in_k1 3)))
 (= 3 ?x96)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x108 (dim ?x101 2)))
 (= 1 ?x108))))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x110 (dim ?x101 3)))
 (= 1 ?x110))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x119 (dim ?x112 2)))
 (= 1 ?x119)))))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x121 (dim ?x112 3)))
 (= 1 ?x121)))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c)))
(assert
 (let ((?x132 (+ (- 2) sym_h)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x132)))))
(assert
 (let ((?x135 (+ (- 2) sym_w)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (dim ?x123 3)))
 (= ?x134 ?x135)))))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x112)))
 (= (rank ?x137) 4))))))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x112)))
 (= (dim ?x137 0) sym_n))))))
(assert
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x112)))
 (= (dim ?x137 1) sym_c))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x148)))))))))
(assert
 (let ((?x152 (div (+ (- 3) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x101 (idkernel4 sym_c 1 1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x150 (dim ?x137 3)))
 (= ?x150 ?x153)))))))))
(assert
 (let ((?x132 (+ (- 2) sym_h)))
 (>= ?x132 0)))
(assert
 (let ((?x135 (+ (- 2) sym_w)))
 (>= ?x135 0)))
(assert
 (let ((?x147 (div (+ (- 3) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x152 (div (+ (- 3) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_k1)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_k1)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_k1)))
 (= (dim ?x170 1) sym_c))))
(assert
 (let ((?x147 (div (+ (- 3) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x148)))))))
(assert
 (let ((?x152 (div (+ (- 3) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x159 (smul in_i1 in_s1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_k1)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x153)))))))
(assert
 (let ((?x159 (smul in_i1 in_s1)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_k1)))
(let ((?x101 (idkernel4 sym_c 1 1)))
(let ((?x112 (smul ?x101 in_s1)))
(let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x112)))
(and (distinct ?x137 ?x170) true))))))))
(check-sat)

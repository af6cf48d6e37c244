; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_strided_subsample
; z3 rlimit used: 49732
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x30 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x32 (conv s s p p p p 1 1 1 ?x30 (idkernel4 m k k))))
 (let ((?x28 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x29 (conv 1 1 0 0 0 0 1 1 1 ?x28 U)))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x16 (= (dim U 1) c)))
 (let (($x14 (= (dim U 0) m)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x23 (and $x9 $x14 $x16 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x23 $x33)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x69 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x72 (= ?x69 ?x71)))
 (=> (and (< 1 (* sh sw))) $x72)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x108 (dim in_u1 2)))
 (= 1 ?x108)))
(assert
 (let ((?x110 (dim in_u1 3)))
 (= 1 ?x110)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 1) sym_c))))
(assert
 (let ((?x132 (+ (- 2) sym_h)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x132))))))
(assert
 (let ((?x135 (+ (- 2) sym_w)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x134 (dim ?x123 3)))
 (= ?x134 ?x135))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x137 1) sym_c)))))
(assert
 (let ((?x132 (+ (- 2) sym_h)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x132)))))))
(assert
 (let ((?x135 (+ (- 2) sym_w)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x146 (dim ?x137 3)))
 (= ?x146 ?x135)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x148 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 3) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x161 (dim ?x148 3)))
 (= ?x161 ?x164))))))))
(assert
 (let ((?x132 (+ (- 2) sym_h)))
 (>= ?x132 0)))
(assert
 (let ((?x135 (+ (- 2) sym_w)))
 (>= ?x135 0)))
(assert
 (let ((?x158 (div (+ (- 3) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 1) sym_c)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 2) sym_h)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 3) sym_w)))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x112)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x112)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x112)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x132 (+ (- 2) sym_h)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x112)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x132)))))))
(assert
 (let ((?x135 (+ (- 2) sym_w)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x112)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x135)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x112)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x112)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x112)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 3) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x112)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x112)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x164))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x112)))
(let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x112)))
(let ((?x148 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x112)))
(let ((?x137 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
(or (and (distinct ?x137 ?x181) true) (and (distinct ?x148 ?x192) true))))))))))
(check-sat)

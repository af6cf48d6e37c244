; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_smul_w, relu_conv_idkernel
; z3 rlimit used: 18813
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 $x10 (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x75 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x77 (conv s s p p p p 1 1 1 ?x75 (idkernel4 m k k))))
 (let ((?x73 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x74 (conv 1 1 0 0 0 0 1 1 1 ?x73 U)))
 (let (($x78 (= ?x74 ?x77)))
 (let (($x70 (= (rank U) 4)))
 (let (($x68 (= (rank X) 4)))
 (let (($x60 (= (dim U 1) c)))
 (let (($x58 (= (dim U 0) m)))
 (let (($x55 (= (dim X 1) c)))
 (let (($x51 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x71 (and $x7 $x10 $x51 $x55 $x58 $x60 (= 1 (dim U 2)) (= 1 (dim U 3)) $x68 $x70)))
 (=> $x71 $x78))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x113 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x114 (= ?x111 ?x113)))
 (let (($x7 (>= sw 1)))
 (let (($x109 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x109 $x114)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x153 (dim in_u1 2)))
 (= 1 ?x153)))
(assert
 (let ((?x155 (dim in_u1 3)))
 (= 1 ?x155)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x164 (dim ?x157 2)))
 (= 3 ?x164))))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x166 (dim ?x157 3)))
 (= 3 ?x166))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x175 (dim ?x168 2)))
 (= 3 ?x175)))))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x177 (dim ?x168 3)))
 (= 3 ?x177)))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x179) 4)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 0) sym_n)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 1) sym_c2)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 2) sym_h)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 3) sym_w)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (rank ?x190) 4))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 0) sym_n))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 1) sym_c2))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 2) sym_h))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 3) sym_w))))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x168)))
 (= (rank ?x201) 4)))))))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x168)))
 (= (dim ?x201 0) sym_n)))))))
(assert
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x168)))
 (= (dim ?x201 1) sym_c2)))))))
(assert
 (let ((?x210 (+ (- 2) sym_h)))
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x168)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x210)))))))))
(assert
 (let ((?x213 (+ (- 2) sym_w)))
 (let ((?x157 (idkernel4 sym_c2 3 3)))
 (let ((?x168 (smul ?x157 in_s1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x168)))
 (let ((?x212 (dim ?x201 3)))
 (= ?x212 ?x213)))))))))
(assert
 (let ((?x210 (+ (- 2) sym_h)))
 (>= ?x210 0)))
(assert
 (let ((?x213 (+ (- 2) sym_w)))
 (>= ?x213 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x224 (dim ?x217 2)))
 (= 3 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x226 (dim ?x217 3)))
 (= 3 ?x226))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (rank ?x228) 4))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (dim ?x228 0) sym_n))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (dim ?x228 1) sym_c))))
(assert
 (let ((?x210 (+ (- 2) sym_h)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x210))))))
(assert
 (let ((?x213 (+ (- 2) sym_w)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x213))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (= (rank ?x239) 4)))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (= (dim ?x239 0) sym_n)))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (= (dim ?x239 1) sym_c2)))))
(assert
 (let ((?x210 (+ (- 2) sym_h)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x210)))))))
(assert
 (let ((?x213 (+ (- 2) sym_w)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x213)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 0) sym_n))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 1) sym_c2))))))
(assert
 (let ((?x210 (+ (- 2) sym_h)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x210))))))))
(assert
 (let ((?x213 (+ (- 2) sym_w)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x213))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (smul ?x250 in_s1)))
 (= (rank ?x261) 4)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (smul ?x250 in_s1)))
 (= (dim ?x261 0) sym_n)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (smul ?x250 in_s1)))
 (= (dim ?x261 1) sym_c2)))))))
(assert
 (let ((?x210 (+ (- 2) sym_h)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (smul ?x250 in_s1)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x210)))))))))
(assert
 (let ((?x213 (+ (- 2) sym_w)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
 (let ((?x250 (relu ?x239)))
 (let ((?x261 (smul ?x250 in_s1)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x213)))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
(let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
(let ((?x239 (conv 1 1 0 0 0 0 1 1 1 ?x228 in_u1)))
(let ((?x250 (relu ?x239)))
(let ((?x261 (smul ?x250 in_s1)))
(let ((?x157 (idkernel4 sym_c2 3 3)))
(let ((?x168 (smul ?x157 in_s1)))
(let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x190 (relu ?x179)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x168)))
(and (distinct ?x201 ?x261) true))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 34516
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
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
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x70 (relu (conv s s p p p p 1 1 1 X ?x68))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 (>= k 1) (= (dim X 1) c) $x23)))
 (=> $x67 $x73))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x120 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x117 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x121 (= ?x117 ?x120)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x115 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x115 $x121))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
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
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 1) sym_c))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 2) sym_h))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 3) sym_w))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (= (dim ?x192 2) sym_h)))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (= (dim ?x192 3) sym_w)))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x159)))
 (= (rank ?x203) 4)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x159)))
 (= (dim ?x203 0) sym_n)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x159)))
 (= (dim ?x203 1) sym_c)))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x159)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x213))))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x159 (idkernel4 sym_c 3 3)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (add ?x170 ?x181)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x159)))
 (let ((?x215 (dim ?x203 3)))
 (= ?x215 ?x218))))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (>= ?x218 0))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x222) 4)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x222 0) sym_n)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x222 1) sym_c)))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x213))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x218))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x213)))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x218)))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (add ?x222 ?x233)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (add ?x222 ?x233)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (add ?x222 ?x233)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x212 (div (+ (- 1) sym_h) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (add ?x222 ?x233)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x213))))))))
(assert
 (let ((?x217 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (+ 1 ?x217)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (add ?x222 ?x233)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x218))))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x233 (relu ?x222)))
(let ((?x244 (add ?x222 ?x233)))
(let ((?x159 (idkernel4 sym_c 3 3)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x181 (relu ?x170)))
(let ((?x192 (add ?x170 ?x181)))
(let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x159)))
(and (distinct ?x203 ?x244) true))))))))))
(check-sat)

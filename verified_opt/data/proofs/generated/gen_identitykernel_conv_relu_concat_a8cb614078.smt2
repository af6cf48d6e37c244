; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 76344
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x93 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x97 (= ?x93 ?x96)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x88 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x88 $x97))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x133 (dim in_u1 2)))
 (= 1 ?x133)))
(assert
 (let ((?x135 (dim in_u1 3)))
 (= 1 ?x135)))
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
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x148) 4)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 0) sym_n)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 1) sym_c)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 2) sym_h)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 3) sym_w)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 0) sym_n))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 2) sym_h))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 3) sym_w))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x174 (* 2 sym_n)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (let ((?x173 (dim ?x170 0)))
 (= ?x173 ?x174)))))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (= (dim ?x170 2) sym_h)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (= (dim ?x170 3) sym_w)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x137)))
 (= (rank ?x182) 4)))))))
(assert
 (let ((?x174 (* 2 sym_n)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x137)))
 (let ((?x185 (dim ?x182 0)))
 (= ?x185 ?x174)))))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x137)))
 (= (dim ?x182 1) sym_c)))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x137)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x192))))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 0 ?x159 ?x148)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x137)))
 (let ((?x194 (dim ?x182 3)))
 (= ?x194 ?x197))))))))))
(assert
 (let ((?x174 (* 2 sym_n)))
 (>= ?x174 0)))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (>= ?x192 0))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x202) 4)))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x202 0) sym_n)))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x202 1) sym_c)))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x192))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x197))))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (rank ?x213) 4))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 0) sym_n))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 1) sym_c))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x192)))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x197)))))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (concat 0 ?x213 ?x202)))
 (= (rank ?x224) 4)))))
(assert
 (let ((?x174 (* 2 sym_n)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (concat 0 ?x213 ?x202)))
 (let ((?x227 (dim ?x224 0)))
 (= ?x227 ?x174)))))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (concat 0 ?x213 ?x202)))
 (= (dim ?x224 1) sym_c)))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (concat 0 ?x213 ?x202)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x192))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (relu ?x202)))
 (let ((?x224 (concat 0 ?x213 ?x202)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x197))))))))
(assert
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x213 (relu ?x202)))
(let ((?x224 (concat 0 ?x213 ?x202)))
(let ((?x137 (idkernel4 sym_c 3 3)))
(let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x159 (relu ?x148)))
(let ((?x170 (concat 0 ?x159 ?x148)))
(let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x137)))
(and (distinct ?x182 ?x224) true))))))))))
(check-sat)

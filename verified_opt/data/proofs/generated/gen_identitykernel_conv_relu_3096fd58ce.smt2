; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 15275
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x21 (and $x7 (>= q 0) (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x21 $x26))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x73 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x71 (= (rank W) 4)))
 (let (($x68 (= (rank X) 4)))
 (let (($x65 (>= dw 1)))
 (let (($x63 (>= dh 1)))
 (let (($x61 (>= pr 0)))
 (let (($x59 (>= pb 0)))
 (let (($x57 (>= pl 0)))
 (let (($x55 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x54 (>= sh 1)))
 (let (($x53 (>= g 1)))
 (let (($x72 (and (< 1 (* sh sw)) $x53 $x54 $x7 $x55 $x57 $x59 $x61 $x63 $x65 $x68 $x71)))
 (=> $x72 $x76)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x105 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x102 (= (rank U) 4)))
 (let (($x100 (= (rank X) 4)))
 (let (($x90 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x7 (>= sw 1)))
 (let (($x54 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x103 (and $x88 $x54 $x7 $x89 $x90 (= 1 (dim U 2)) (= 1 (dim U 3)) $x100 $x102)))
 (=> $x103 $x108)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x145 (dim in_k1 2)))
 (= 3 ?x145)))
(assert
 (let ((?x147 (dim in_k1 3)))
 (= 3 ?x147)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x156 (dim in_u1 2)))
 (= 1 ?x156)))
(assert
 (let ((?x158 (dim in_u1 3)))
 (= 1 ?x158)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x167 (dim ?x160 2)))
 (= 1 ?x167))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x169 (dim ?x160 3)))
 (= 1 ?x169))))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 1) sym_c)))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 2) sym_h)))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 3) sym_w)))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (let ((?x195 (dim ?x182 3)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x198))))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x211 (relu ?x200)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x193)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x211 (relu ?x200)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x198)))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x224) 4)))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x224 0) sym_n)))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x224 1) sym_c)))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x193))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x198))))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x235 (relu ?x224)))
 (= (rank ?x235) 4))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 0) sym_n))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x198)))))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x224 in_u1)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x224 in_u1)))
 (= (dim ?x246 0) sym_n))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x224 in_u1)))
 (= (dim ?x246 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x224 in_u1)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x224 in_u1)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x198)))))))
(assert
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x235 (relu ?x224)))
(let ((?x160 (idkernel4 sym_c 1 1)))
(let ((?x171 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
(let ((?x211 (relu ?x200)))
(let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x224 in_u1)))
(let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
(or (and (distinct ?x182 ?x246) true) (and (distinct ?x211 ?x235) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample
; z3 rlimit used: 76632
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x77 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x79 (conv s s p p p p 1 1 1 ?x77 (idkernel4 m k k))))
 (let ((?x75 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x76 (conv 1 1 0 0 0 0 1 1 1 ?x75 U)))
 (let (($x80 (= ?x76 ?x79)))
 (let (($x67 (= (dim U 1) c)))
 (let (($x65 (= (dim U 0) m)))
 (let (($x62 (= (dim X 1) c)))
 (let (($x53 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x73 (and $x12 $x14 $x53 $x62 $x65 $x67 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x73 $x80))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x102 (>= dw 1)))
 (let (($x100 (>= dh 1)))
 (let (($x98 (>= pr 0)))
 (let (($x97 (>= pb 0)))
 (let (($x95 (>= pl 0)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x94 (>= sh 1)))
 (let (($x93 (>= g 1)))
 (let (($x103 (and (< 1 (* sh sw)) $x93 $x94 $x12 $x15 $x95 $x97 $x98 $x100 $x102)))
 (=> $x103 $x109)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x147 (dim in_u1 2)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (dim in_u1 3)))
 (= 1 ?x149)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (= (rank ?x162) 4))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (= (dim ?x162 0) sym_n))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (= (dim ?x162 1) sym_c))))
(assert
 (let ((?x171 (+ (- 2) sym_h)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x171))))))
(assert
 (let ((?x174 (+ (- 2) sym_w)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x173 (dim ?x162 3)))
 (= ?x173 ?x174))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 1) sym_c)))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x186))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (dim ?x176 3)))
 (= ?x188 ?x191))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x206 (dim ?x193 3)))
 (= ?x206 ?x209))))))))
(assert
 (let ((?x171 (+ (- 2) sym_h)))
 (>= ?x171 0)))
(assert
 (let ((?x174 (+ (- 2) sym_w)))
 (>= ?x174 0)))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x203 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x208 (div (+ (- 3) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x217) 4)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 0) sym_n)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 1) sym_c)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 2) sym_h)))
(assert
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x217 3) sym_w)))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x151)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x151)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x151)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x151)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x186))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x151)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x191))))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x151)))
 (= (rank ?x239) 4)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x151)))
 (= (dim ?x239 0) sym_n)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x151)))
 (= (dim ?x239 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x151)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x151)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x209))))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
(let ((?x217 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x217 ?x151)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x151)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x162 in_u1)))
(let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x151)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(or (and (distinct ?x176 ?x228) true) (and (distinct ?x193 ?x239) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample
; z3 rlimit used: 69228
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
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x75 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x77 (conv s s p p p p 1 1 1 ?x75 (idkernel4 m k k))))
 (let ((?x73 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x74 (conv 1 1 0 0 0 0 1 1 1 ?x73 U)))
 (let (($x78 (= ?x74 ?x77)))
 (let (($x65 (= (dim U 1) c)))
 (let (($x63 (= (dim U 0) m)))
 (let (($x60 (= (dim X 1) c)))
 (let (($x51 (>= k 1)))
 (let (($x13 (>= p 0)))
 (let (($x11 (>= s 1)))
 (let (($x71 (and $x11 $x13 $x51 $x60 $x63 $x65 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x71 $x78))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x107 (= ?x104 ?x106)))
 (let (($x100 (>= dw 1)))
 (let (($x98 (>= dh 1)))
 (let (($x96 (>= pr 0)))
 (let (($x95 (>= pb 0)))
 (let (($x93 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x92 (>= sh 1)))
 (let (($x91 (>= g 1)))
 (let (($x101 (and (< 1 (* sh sw)) $x91 $x92 $x11 $x14 $x93 $x95 $x96 $x98 $x100)))
 (=> $x101 $x107)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x145 (dim in_u1 2)))
 (= 1 ?x145)))
(assert
 (let ((?x147 (dim in_u1 3)))
 (= 1 ?x147)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (rank ?x160) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x160 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x160 1) sym_c))))
(assert
 (let ((?x169 (+ (- 2) sym_h)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x169))))))
(assert
 (let ((?x172 (+ (- 2) sym_w)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x171 (dim ?x160 3)))
 (= ?x171 ?x172))))))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 1) sym_c)))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x184))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (dim ?x174 3)))
 (= ?x186 ?x189))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x201 (div (+ (- 3) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x160 in_u1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x202))))))))
(assert
 (let ((?x206 (div (+ (- 3) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x160 in_u1)))
 (let ((?x204 (dim ?x191 3)))
 (= ?x204 ?x207))))))))
(assert
 (let ((?x169 (+ (- 2) sym_h)))
 (>= ?x169 0)))
(assert
 (let ((?x172 (+ (- 2) sym_w)))
 (>= ?x172 0)))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x201 (div (+ (- 3) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
(assert
 (let ((?x206 (div (+ (- 3) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 1) sym_c)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 2) sym_h)))
(assert
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 3) sym_w)))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x149)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x149)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x149)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x149)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x184))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x149)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x189))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x149)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x149)))
 (= (dim ?x237 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x149)))
 (= (dim ?x237 1) sym_c)))))
(assert
 (let ((?x201 (div (+ (- 3) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x149)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x202))))))))
(assert
 (let ((?x206 (div (+ (- 3) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x237 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x149)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x207))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
(let ((?x215 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x237 (conv 2 2 0 0 0 0 1 1 1 ?x215 ?x149)))
(let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x149)))
(let ((?x191 (conv 2 2 0 0 0 0 1 1 1 ?x160 in_u1)))
(let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x149)))
(let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(or (and (distinct ?x174 ?x226) true) (and (distinct ?x191 ?x237) true))))))))))
(check-sat)

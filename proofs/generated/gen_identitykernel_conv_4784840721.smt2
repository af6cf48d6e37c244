; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 50662
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
(declare-fun in_u2 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x93 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x94 (= ?x91 ?x93)))
 (=> (and (< 1 (* sh sw))) $x94)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x109 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x112 (= ?x109 ?x111)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x112)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x150 (dim in_u1 2)))
 (= 1 ?x150)))
(assert
 (let ((?x152 (dim in_u1 3)))
 (= 1 ?x152)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x161 (dim in_u2 2)))
 (= 1 ?x161)))
(assert
 (let ((?x163 (dim in_u2 3)))
 (= 1 ?x163)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 1) sym_c))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x186)))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x188 (dim ?x176 3)))
 (= ?x188 ?x191)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x186))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x191))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (= (dim ?x204 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (div ?x185 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x213)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (div ?x190 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (let ((?x215 (dim ?x204 3)))
 (= ?x215 ?x217)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (div ?x185 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (div ?x190 2)))
 (let ((?x217 (+ 1 ?x216)))
 (>= ?x217 0)))))
(assert
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (rank ?x223) 4)))
(assert
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x223 0) sym_n)))
(assert
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x223 1) sym_c)))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x186))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x191))))))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x234) 4)))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x234 0) sym_n)))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x234 1) sym_c)))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x186))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x191))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x165)))
 (= (rank ?x245) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x165)))
 (= (dim ?x245 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x165)))
 (= (dim ?x245 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (div ?x185 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x165)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x213)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (div ?x190 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x165)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x217)))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u2)))
(let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x165)))
(let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
(let ((?x204 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
(let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
(or (and (distinct ?x193 ?x234) true) (and (distinct ?x204 ?x245) true))))))))))
(check-sat)

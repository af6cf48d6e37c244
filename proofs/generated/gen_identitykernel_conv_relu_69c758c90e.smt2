; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 51864
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
(declare-fun relu (T) T)
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
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x202)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x204 (dim ?x193 3)))
 (= ?x204 ?x206)))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x208 (relu ?x193)))
 (= (rank ?x208) 4))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x208 (relu ?x193)))
 (= (dim ?x208 0) sym_n))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x208 (relu ?x193)))
 (= (dim ?x208 1) sym_c))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x208 (relu ?x193)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x202))))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x208 (relu ?x193)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x206))))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u2)))
 (= (rank ?x219) 4))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u2)))
 (= (dim ?x219 0) sym_n))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u2)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u2)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x202))))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u2)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x206))))))))))
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
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0)))))
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
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (= (rank ?x245) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (= (dim ?x245 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (= (dim ?x245 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x202)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x206)))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 0) sym_n))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x256 (relu ?x245)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x202))))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
 (let ((?x256 (relu ?x245)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x206))))))))))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 ?x234 in_u2)))
 (= (rank ?x267) 4))))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 ?x234 in_u2)))
 (= (dim ?x267 0) sym_n))))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 ?x234 in_u2)))
 (= (dim ?x267 1) sym_c))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x185 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 ?x234 in_u2)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x202))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x190 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (conv 2 2 0 0 0 0 1 1 1 ?x234 in_u2)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x206))))))))
(assert
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x267 (conv 2 2 0 0 0 0 1 1 1 ?x234 in_u2)))
(let ((?x165 (idkernel4 sym_c 3 3)))
(let ((?x176 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u1)))
(let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x193 in_u2)))
(let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x234 ?x165)))
(let ((?x256 (relu ?x245)))
(let ((?x208 (relu ?x193)))
(or (and (distinct ?x208 ?x256) true) (and (distinct ?x219 ?x267) true))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_idem, transpose4_relu
; z3 rlimit used: 46177
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x46 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x47 (= ?x46 X)))
 (let (($x43 (= (dim X 1) c)))
 (let (($x44 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43)))
 (=> $x44 $x47))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x74 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x71 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x75 (= ?x71 ?x74)))
 (=> (and (< 1 (* sh sw))) $x75)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x90 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x93 (= ?x90 ?x92)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x93)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x105 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x116 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x116 ?x105))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (>= sym_c2 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x156 (dim in_u1 2)))
 (= 1 ?x156)))
(assert
 (let ((?x158 (dim in_u1 3)))
 (= 1 ?x158)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (dim ?x160 2)))
 (= 3 ?x167))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x169 (dim ?x160 3)))
 (= 3 ?x169))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 1) sym_c2)))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x181))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (dim ?x171 3)))
 (= ?x183 ?x186))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 1) sym_c2))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186)))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (= (dim ?x199 1) sym_c2)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x186))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x181))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (= (rank ?x210) 4)))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (= (dim ?x210 0) sym_n)))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (= (dim ?x210 1) sym_c2)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (div ?x185 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x219)))))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (div ?x180 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x221 (dim ?x210 3)))
 (= ?x221 ?x223)))))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x225 (relu ?x210)))
 (= (rank ?x225) 4))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x225 (relu ?x210)))
 (= (dim ?x225 0) sym_n))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x225 (relu ?x210)))
 (= (dim ?x225 1) sym_c2))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (div ?x185 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x225 (relu ?x210)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x219))))))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (div ?x180 2)))
 (let ((?x223 (+ 1 ?x222)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (transpose4 0 1 3 2 ?x188)))
 (let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
 (let ((?x225 (relu ?x210)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x223))))))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x218 (div ?x185 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (div ?x180 2)))
 (let ((?x223 (+ 1 ?x222)))
 (>= ?x223 0)))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
(let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x188 (relu ?x171)))
(let ((?x199 (transpose4 0 1 3 2 ?x188)))
(let ((?x210 (conv 2 2 1 1 1 1 1 1 1 ?x199 ?x160)))
(let ((?x225 (relu ?x210)))
(and (distinct ?x225 ?x210) true))))))))
(check-sat)

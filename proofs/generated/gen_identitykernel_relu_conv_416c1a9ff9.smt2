; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_idem, subsample_conv1x1
; z3 rlimit used: 44720
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x127 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x125 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x128 (= ?x125 ?x127)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x128)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x166 (dim ?x159 2)))
 (= 1 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x168 (dim ?x159 3)))
 (= 1 ?x168))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x193 (dim ?x181 3)))
 (= ?x193 ?x196))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x190 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x207))))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x195 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x209 (dim ?x198 3)))
 (= ?x209 ?x211))))))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x213 (relu ?x198)))
 (= (rank ?x213) 4)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x213 (relu ?x198)))
 (= (dim ?x213 0) sym_n)))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x213 (relu ?x198)))
 (= (dim ?x213 1) sym_c)))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x190 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x213 (relu ?x198)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x207)))))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x195 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (relu in_i1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
 (let ((?x213 (relu ?x198)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x211)))))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x190 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x195 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0)))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
(let ((?x170 (relu in_i1)))
(let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 ?x159)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x159)))
(let ((?x213 (relu ?x198)))
(and (distinct ?x213 ?x198) true)))))))
(check-sat)

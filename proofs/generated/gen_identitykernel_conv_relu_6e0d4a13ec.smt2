; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50789
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x122)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (>= sym_c3 1))
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
 (let ((?x164 (dim in_u1 2)))
 (= 1 ?x164)))
(assert
 (let ((?x166 (dim in_u1 3)))
 (= 1 ?x166)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x175 (dim in_u2 2)))
 (= 1 ?x175)))
(assert
 (let ((?x177 (dim in_u2 3)))
 (= 1 ?x177)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x186 (dim ?x179 2)))
 (= 1 ?x186))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x188 (dim ?x179 3)))
 (= 1 ?x188))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c2)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 2) sym_h)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 3) sym_w)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c2))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 2) sym_h))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 3) sym_w))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 in_u2)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 in_u2)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 in_u2)))
 (= (dim ?x212 1) sym_c3))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x222)))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x224 (dim ?x212 3)))
 (= ?x224 ?x227)))))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (rank ?x229) 4))))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x229 0) sym_n))))))
(assert
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (= (dim ?x229 1) sym_c2))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x222)))))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x179 (idkernel4 sym_c2 1 1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x227)))))))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (>= ?x222 0))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (>= ?x227 0))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x242) 4)))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x242 0) sym_n)))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x242 1) sym_c2)))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x222))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x227))))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (relu ?x242)))
 (= (rank ?x253) 4))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (relu ?x242)))
 (= (dim ?x253 0) sym_n))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (relu ?x242)))
 (= (dim ?x253 1) sym_c2))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (relu ?x242)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x222)))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (relu ?x242)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x227)))))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (= (rank ?x264) 4))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (= (dim ?x264 0) sym_n))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (= (dim ?x264 1) sym_c3))))
(assert
 (let ((?x221 (div (+ (- 1) sym_h) 2)))
 (let ((?x222 (+ 1 ?x221)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x222)))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_w) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x227)))))))
(assert
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x253 (relu ?x242)))
(let ((?x179 (idkernel4 sym_c2 1 1)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x201 (relu ?x190)))
(let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x179)))
(let ((?x264 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u2)))
(let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 in_u2)))
(or (and (distinct ?x212 ?x264) true) (and (distinct ?x229 ?x253) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu, relu_concat, relu_idem
; z3 rlimit used: 46686
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (concat ax (relu X) (relu Y))))
 (let ((?x32 (relu (concat ax X Y))))
 (= ?x32 ?x35))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x57 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x58 (= ?x57 X)))
 (let (($x54 (= (dim X 1) c)))
 (let (($x55 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x54)))
 (=> $x55 $x58))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x83 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x87 (= ?x83 ?x86)))
 (=> (and (< 1 (* sh sw))) $x87)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x101 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x100)))
 (let ((?x98 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x98 ?x101)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x113 (relu ?x100)))
 (let ((?x112 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x114 (= ?x112 ?x113)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x114))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x167 (dim in_k1 2)))
 (= 3 ?x167)))
(assert
 (let ((?x169 (dim in_k1 3)))
 (= 3 ?x169)))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 1) sym_c2)))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x181))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x171 3)))
 (= ?x183 ?x186))))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 1) sym_c2))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186)))))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x203 (* 2 sym_n)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x202 (dim ?x199 0)))
 (= ?x202 ?x203)))))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (= (dim ?x199 1) sym_c2)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x207 (dim ?x199 2)))
 (= ?x207 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x209 (dim ?x199 3)))
 (= ?x209 ?x186))))))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x211 (relu ?x199)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x203 (* 2 sym_n)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x211 (relu ?x199)))
 (let ((?x214 (dim ?x211 0)))
 (= ?x214 ?x203))))))))
(assert
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x211 (relu ?x199)))
 (= (dim ?x211 1) sym_c2))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x211 (relu ?x199)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (concat 0 ?x188 ?x171)))
 (let ((?x211 (relu ?x199)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x186)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x203 (* 2 sym_n)))
 (>= ?x203 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x232 (dim ?x225 2)))
 (= 3 ?x232))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x234 (dim ?x225 3)))
 (= 3 ?x234))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x236) 4)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 0) sym_n)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 1) sym_c2)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 2) sym_h)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 3) sym_w)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (= (rank ?x247) 4))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 0) sym_n))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 1) sym_c2))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 2) sym_h))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 3) sym_w))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (rank ?x258) 4)))))
(assert
 (let ((?x203 (* 2 sym_n)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x261 (dim ?x258 0)))
 (= ?x261 ?x203)))))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (dim ?x258 1) sym_c2)))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (dim ?x258 2) sym_h)))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (= (dim ?x258 3) sym_w)))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (= (rank ?x269) 4)))))))
(assert
 (let ((?x203 (* 2 sym_n)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x272 (dim ?x269 0)))
 (= ?x272 ?x203)))))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (= (dim ?x269 1) sym_c2)))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x276 (dim ?x269 2)))
 (= ?x276 ?x181))))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x278 (dim ?x269 3)))
 (= ?x278 ?x186))))))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x280 (relu ?x269)))
 (= (rank ?x280) 4))))))))
(assert
 (let ((?x203 (* 2 sym_n)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x280 (relu ?x269)))
 (let ((?x283 (dim ?x280 0)))
 (= ?x283 ?x203))))))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x280 (relu ?x269)))
 (= (dim ?x280 1) sym_c2))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x280 (relu ?x269)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x181)))))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (relu ?x236)))
 (let ((?x258 (concat 0 ?x236 ?x247)))
 (let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
 (let ((?x280 (relu ?x269)))
 (let ((?x289 (dim ?x280 3)))
 (= ?x289 ?x186)))))))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
(let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x247 (relu ?x236)))
(let ((?x258 (concat 0 ?x236 ?x247)))
(let ((?x269 (conv 2 2 1 1 1 1 1 1 1 ?x258 ?x225)))
(let ((?x280 (relu ?x269)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x188 (relu ?x171)))
(let ((?x199 (concat 0 ?x188 ?x171)))
(let ((?x211 (relu ?x199)))
(and (distinct ?x211 ?x280) true))))))))))))
(check-sat)

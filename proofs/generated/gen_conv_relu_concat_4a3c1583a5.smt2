; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_concat_batch, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50450
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x23 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x24 (= ?x20 ?x23)))
 (=> (and (< 1 (* sh sw))) $x24)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x54 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x53)))
 (let ((?x51 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x51 ?x54)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x66 (relu ?x53)))
 (let ((?x65 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x67 (= ?x65 ?x66)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x67))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x101 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x104 (= ?x101 ?x103)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x104)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x142 (dim in_k1 2)))
 (= 3 ?x142)))
(assert
 (let ((?x144 (dim in_k1 3)))
 (= 3 ?x144)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x153 (dim in_u1 2)))
 (= 1 ?x153)))
(assert
 (let ((?x155 (dim in_u1 3)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 1) sym_c)))
(assert
 (let ((?x166 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x167))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_w) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x169 (dim ?x157 3)))
 (= ?x169 ?x172))))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (= (rank ?x174) 4))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (= (dim ?x174 0) sym_n))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (= (dim ?x174 1) sym_c))))
(assert
 (let ((?x166 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x167)))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_w) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x172)))))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (= (rank ?x185) 4)))))
(assert
 (let ((?x189 (* 2 sym_n)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x188 (dim ?x185 0)))
 (= ?x188 ?x189)))))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (= (dim ?x185 1) sym_c)))))
(assert
 (let ((?x166 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x193 (dim ?x185 2)))
 (= ?x193 ?x167))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_w) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x195 (dim ?x185 3)))
 (= ?x195 ?x172))))))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x189 (* 2 sym_n)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x200 (dim ?x197 0)))
 (= ?x200 ?x189))))))))
(assert
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (= (dim ?x197 1) sym_c))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x167)))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_w) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x157)))
 (let ((?x185 (concat 0 ?x157 ?x174)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x172)))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (>= ?x167 0))))
(assert
 (let ((?x171 (div (+ (- 1) sym_w) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0))))
(assert
 (let ((?x189 (* 2 sym_n)))
 (>= ?x189 0)))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x211 1) sym_c)))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x211 2) sym_h)))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x211 3) sym_w)))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 2) sym_h))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 3) sym_w))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x189 (* 2 sym_n)))
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (let ((?x236 (dim ?x233 0)))
 (= ?x236 ?x189)))))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (= (dim ?x233 2) sym_h)))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (= (dim ?x233 3) sym_w)))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (rank ?x244) 4))))))
(assert
 (let ((?x189 (* 2 sym_n)))
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x247 (dim ?x244 0)))
 (= ?x247 ?x189))))))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 1) sym_c))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_h) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x167)))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_w) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (concat 0 ?x211 ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x172)))))))))
(assert
 (let ((?x211 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x222 (relu ?x211)))
(let ((?x233 (concat 0 ?x211 ?x222)))
(let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
(let ((?x157 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x174 (relu ?x157)))
(let ((?x185 (concat 0 ?x157 ?x174)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x185 in_u1)))
(and (distinct ?x197 ?x244) true))))))))))
(check-sat)

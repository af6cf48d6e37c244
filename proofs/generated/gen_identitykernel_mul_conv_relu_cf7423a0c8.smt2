; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 45448
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x72 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x65 ?x81)))
 (=> (and (< 1 (* sh sw))) $x82)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x97 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x100 (= ?x97 ?x99)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x100)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x155 (dim ?x148 2)))
 (= 3 ?x155))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x157 (dim ?x148 3)))
 (= 3 ?x157))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 2) sym_h)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 3) sym_w)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 0) sym_n))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 1) sym_c))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 2) sym_h))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 3) sym_w))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x159)))
 (= (rank ?x192) 4)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 0) sym_n)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x159)))
 (= (dim ?x192 1) sym_c)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x159)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x202))))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x181 (relu ?x170)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x159)))
 (let ((?x204 (dim ?x192 3)))
 (= ?x204 ?x207))))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x202))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x207))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x202)))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x207)))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (= (rank ?x244) 4)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (= (dim ?x244 0) sym_n)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (= (dim ?x244 1) sym_c)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x202))))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x207))))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
(let ((?x211 (smul in_i1 in_s1)))
(let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x148)))
(let ((?x233 (relu ?x222)))
(let ((?x244 (smul ?x233 in_s1)))
(let ((?x159 (smul ?x148 in_s1)))
(let ((?x170 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x159)))
(let ((?x181 (relu ?x170)))
(let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x159)))
(and (distinct ?x192 ?x244) true)))))))))))
(check-sat)

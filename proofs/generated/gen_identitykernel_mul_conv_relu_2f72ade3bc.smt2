; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 50327
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
(declare-fun in_k1 () T)
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
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x65 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x92 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x92 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x147 (dim in_k1 2)))
 (= 3 ?x147)))
(assert
 (let ((?x149 (dim in_k1 3)))
 (= 3 ?x149)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x161 (dim ?x154 2)))
 (= 3 ?x161))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x163 (dim ?x154 3)))
 (= 3 ?x163))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174)))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x176 1) sym_c)))
(assert
 (let ((?x184 (+ (- 2) sym_h)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x184)))))
(assert
 (let ((?x187 (+ (- 2) sym_w)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (dim ?x176 3)))
 (= ?x186 ?x187)))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (= (rank ?x189) 4))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (= (dim ?x189 0) sym_n))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (= (dim ?x189 1) sym_c))))
(assert
 (let ((?x184 (+ (- 2) sym_h)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x184))))))
(assert
 (let ((?x187 (+ (- 2) sym_w)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x187))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x165)))
 (= (rank ?x200) 4)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x165)))
 (= (dim ?x200 0) sym_n)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x165)))
 (= (dim ?x200 1) sym_c)))))))
(assert
 (let ((?x210 (div (+ (- 3) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x165)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x211))))))))))
(assert
 (let ((?x215 (div (+ (- 3) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x176)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x165)))
 (let ((?x213 (dim ?x200 3)))
 (= ?x213 ?x216))))))))))
(assert
 (let ((?x184 (+ (- 2) sym_h)))
 (>= ?x184 0)))
(assert
 (let ((?x187 (+ (- 2) sym_w)))
 (>= ?x187 0)))
(assert
 (let ((?x210 (div (+ (- 3) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (div (+ (- 3) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x222) 4)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x222 0) sym_n)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x222 1) sym_c)))
(assert
 (let ((?x210 (div (+ (- 3) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x211))))))
(assert
 (let ((?x215 (div (+ (- 3) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x216))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))
(assert
 (let ((?x210 (div (+ (- 3) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x211)))))))
(assert
 (let ((?x215 (div (+ (- 3) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x216)))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x210 (div (+ (- 3) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x211))))))))
(assert
 (let ((?x215 (div (+ (- 3) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (smul ?x233 in_s1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x216))))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x233 (relu ?x222)))
(let ((?x244 (smul ?x233 in_s1)))
(let ((?x154 (idkernel4 sym_c 3 3)))
(let ((?x165 (smul ?x154 in_s1)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x189 (relu ?x176)))
(let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x165)))
(and (distinct ?x200 ?x244) true))))))))))
(check-sat)

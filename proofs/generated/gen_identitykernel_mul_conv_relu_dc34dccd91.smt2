; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 50078
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
(declare-fun sym_c2 () Int)
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
 (let ((?x149 (dim in_k1 2)))
 (= 3 ?x149)))
(assert
 (let ((?x151 (dim in_k1 3)))
 (= 3 ?x151)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x163 (dim ?x156 2)))
 (= 3 ?x163))))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x165 (dim ?x156 3)))
 (= 3 ?x165))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x174 (dim ?x167 2)))
 (= 3 ?x174)))))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x176 (dim ?x167 3)))
 (= 3 ?x176)))))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x178) 4)))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x178 0) sym_n)))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x178 1) sym_c2)))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x178 2) sym_h)))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x178 3) sym_w)))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (= (rank ?x189) 4))))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 0) sym_n))))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 1) sym_c2))))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 2) sym_h))))
(assert
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 3) sym_w))))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x167)))
 (= (rank ?x200) 4)))))))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x167)))
 (= (dim ?x200 0) sym_n)))))))
(assert
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x167)))
 (= (dim ?x200 1) sym_c2)))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x167)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x210))))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x156 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (smul ?x156 in_s1)))
 (let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x167)))
 (let ((?x212 (dim ?x200 3)))
 (= ?x212 ?x215))))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x219) 4)))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x219 0) sym_n)))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x219 1) sym_c2)))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x210))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x215))))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (= (rank ?x230) 4))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (= (dim ?x230 0) sym_n))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (= (dim ?x230 1) sym_c2))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x210)))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x215)))))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (= (rank ?x241) 4)))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (= (dim ?x241 0) sym_n)))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (= (dim ?x241 1) sym_c2)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x215))))))))
(assert
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x230 (relu ?x219)))
(let ((?x241 (smul ?x230 in_s1)))
(let ((?x156 (idkernel4 sym_c2 3 3)))
(let ((?x167 (smul ?x156 in_s1)))
(let ((?x178 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x189 (relu ?x178)))
(let ((?x200 (conv 2 2 1 1 1 1 1 1 1 ?x189 ?x167)))
(and (distinct ?x200 ?x241) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50315
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x18 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x49 (= ?x19 ?x48)))
 (=> (and (< 1 (* sh sw))) $x49)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x64 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x67 (= ?x64 ?x66)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x67)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x156 (dim in_u1 2)))
 (= 1 ?x156)))
(assert
 (let ((?x158 (dim in_u1 3)))
 (= 1 ?x158)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x167 (dim ?x160 2)))
 (= 1 ?x167))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x169 (dim ?x160 3)))
 (= 1 ?x169))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x171 1) sym_c)))
(assert
 (let ((?x180 (+ (- 2) sym_h)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x180)))))
(assert
 (let ((?x183 (+ (- 2) sym_w)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x171 3)))
 (= ?x182 ?x183)))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (= (dim ?x185 1) sym_c))))
(assert
 (let ((?x180 (+ (- 2) sym_h)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x180))))))
(assert
 (let ((?x183 (+ (- 2) sym_w)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x183))))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x160)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x160)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x160)))
 (= (dim ?x196 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x160)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x171)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x160)))
 (let ((?x209 (dim ?x196 3)))
 (= ?x209 ?x212)))))))))
(assert
 (let ((?x180 (+ (- 2) sym_h)))
 (>= ?x180 0)))
(assert
 (let ((?x183 (+ (- 2) sym_w)))
 (>= ?x183 0)))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x218) 4)))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 0) sym_n)))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 1) sym_c)))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x207))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x212))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x212)))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (dim ?x240 0) sym_n)))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (= (dim ?x240 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x207))))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x212))))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x251 (smul ?x240 in_s1)))
 (= (rank ?x251) 4))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x251 (smul ?x240 in_s1)))
 (= (dim ?x251 0) sym_n))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x251 (smul ?x240 in_s1)))
 (= (dim ?x251 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x251 (smul ?x240 in_s1)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
 (let ((?x251 (smul ?x240 in_s1)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x212)))))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x229 (relu ?x218)))
(let ((?x240 (conv 1 1 0 0 0 0 1 1 1 ?x229 in_u1)))
(let ((?x251 (smul ?x240 in_s1)))
(let ((?x160 (smul in_u1 in_s1)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x185 (relu ?x171)))
(let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x160)))
(and (distinct ?x196 ?x251) true))))))))))
(check-sat)

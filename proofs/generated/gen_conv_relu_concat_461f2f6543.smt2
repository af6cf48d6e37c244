; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_concat_batch, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50771
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
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 1) sym_c)))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x168))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x170 (dim ?x157 3)))
 (= ?x170 ?x173))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (= (dim ?x175 1) sym_c))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x168)))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x173)))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x189 (dim ?x186 0)))
 (= ?x189 ?x190)))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (= (dim ?x186 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x194 (dim ?x186 2)))
 (= ?x194 ?x168))))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x196 (dim ?x186 3)))
 (= ?x196 ?x173))))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x190))))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x186 in_u1)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x168)))))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (relu ?x157)))
 (let ((?x186 (concat 0 ?x157 ?x175)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x186 in_u1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x173)))))))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (>= ?x190 0)))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x212) 4)))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 0) sym_n)))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x221 (+ (- 2) sym_h)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x221)))))
(assert
 (let ((?x224 (+ (- 2) sym_w)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x223 (dim ?x212 3)))
 (= ?x223 ?x224)))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (= (dim ?x226 1) sym_c))))
(assert
 (let ((?x221 (+ (- 2) sym_h)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x221))))))
(assert
 (let ((?x224 (+ (- 2) sym_w)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x224))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x240 (dim ?x237 0)))
 (= ?x240 ?x190)))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (= (dim ?x237 1) sym_c)))))
(assert
 (let ((?x221 (+ (- 2) sym_h)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x221)))))))
(assert
 (let ((?x224 (+ (- 2) sym_w)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x224)))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (rank ?x248) 4))))))
(assert
 (let ((?x190 (* 2 sym_n)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x251 (dim ?x248 0)))
 (= ?x251 ?x190))))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (dim ?x248 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 3) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x168)))))))))
(assert
 (let ((?x172 (div (+ (- 3) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (concat 0 ?x212 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x173)))))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x226 (relu ?x212)))
(let ((?x237 (concat 0 ?x212 ?x226)))
(let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x175 (relu ?x157)))
(let ((?x186 (concat 0 ?x157 ?x175)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x186 in_u1)))
(and (distinct ?x198 ?x248) true))))))))))
(check-sat)

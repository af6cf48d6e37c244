; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 70861
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x99 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x98)))
 (let ((?x96 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x100 (= ?x96 ?x99)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x93 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x93 $x100)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x115 (relu ?x98)))
 (let ((?x114 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x116 (= ?x114 ?x115)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x112 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x112 $x116)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x161 2)))
 (= 3 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x170 (dim ?x161 3)))
 (= 3 ?x170))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x184 (dim ?x172 3)))
 (= ?x184 ?x187)))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x187))))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x200 (concat 0 ?x172 ?x189)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x200 (concat 0 ?x172 ?x189)))
 (let ((?x203 (dim ?x200 0)))
 (= ?x203 ?x204))))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x200 (concat 0 ?x172 ?x189)))
 (= (dim ?x200 1) sym_c))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x200 (concat 0 ?x172 ?x189)))
 (let ((?x208 (dim ?x200 2)))
 (= ?x208 ?x182)))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
 (let ((?x189 (relu ?x172)))
 (let ((?x200 (concat 0 ?x172 ?x189)))
 (let ((?x210 (dim ?x200 3)))
 (= ?x210 ?x187)))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (>= ?x204 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x222 (dim ?x215 2)))
 (= 1 ?x222))))
(assert
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x224 (dim ?x215 3)))
 (= 1 ?x224))))
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
 (= (rank (concat 0 in_i1 (relu in_i1))) 4))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x226 (relu in_i1)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x240 (dim ?x237 0)))
 (= ?x240 ?x204))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x226 (relu in_i1)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 ?x215)))
 (= (rank ?x248) 4))))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x226 (relu in_i1)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 ?x215)))
 (let ((?x251 (dim ?x248 0)))
 (= ?x251 ?x204))))))))
(assert
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x226 (relu in_i1)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 ?x215)))
 (= (dim ?x248 1) sym_c))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x226 (relu in_i1)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 ?x215)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x182)))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x215 (idkernel4 sym_c 1 1)))
 (let ((?x226 (relu in_i1)))
 (let ((?x237 (concat 0 in_i1 ?x226)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 ?x215)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x187)))))))))
(assert
 (let ((?x215 (idkernel4 sym_c 1 1)))
(let ((?x226 (relu in_i1)))
(let ((?x237 (concat 0 in_i1 ?x226)))
(let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 ?x215)))
(let ((?x161 (idkernel4 sym_c 3 3)))
(let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x161)))
(let ((?x189 (relu ?x172)))
(let ((?x200 (concat 0 ?x172 ?x189)))
(and (distinct ?x200 ?x248) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 50660
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x64 (conv s s p p p p 1 1 1 (relu X) ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (< 1 (* sh sw))) $x86)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x101 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x104 (= ?x101 ?x103)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x104)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x167 (dim ?x160 2)))
 (= 1 ?x167))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x169 (dim ?x160 3)))
 (= 1 ?x169))))
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
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (let ((?x195 (dim ?x182 3)))
 (= ?x195 ?x198))))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
 (let ((?x212 (dim ?x200 3)))
 (= ?x212 ?x215))))))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (dim ?x221 1) sym_c))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x210)))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x215)))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x232 (relu ?x221)))
 (= (rank ?x232) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 1) sym_c)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x232 (relu ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x232 (relu ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x215))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (rank ?x243) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x243 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x243 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x198)))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x254 (relu ?x243)))
 (= (rank ?x254) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 3) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x254 (relu ?x243)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 3) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x254 (relu ?x243)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x198))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
(let ((?x232 (relu ?x221)))
(let ((?x160 (idkernel4 sym_c 1 1)))
(let ((?x171 (relu in_i1)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x160)))
(let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
(let ((?x254 (relu ?x243)))
(let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
(or (and (distinct ?x182 ?x254) true) (and (distinct ?x200 ?x232) true))))))))))))
(check-sat)

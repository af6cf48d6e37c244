; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 50451
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
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (let ((?x158 (dim in_k1 2)))
 (= 3 ?x158)))
(assert
 (let ((?x160 (dim in_k1 3)))
 (= 3 ?x160)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 1) sym_c2)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 1) sym_c2))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 2) sym_h))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 3) sym_w))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (= (rank ?x195) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (= (dim ?x195 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (= (dim ?x195 1) sym_c2))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x205)))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x207 (dim ?x195 3)))
 (= ?x207 ?x210)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (= (rank ?x212) 4)))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (= (dim ?x212 0) sym_n)))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (= (dim ?x212 1) sym_c2)))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (div ?x204 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x221)))))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (div ?x209 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (let ((?x223 (dim ?x212 3)))
 (= ?x223 ?x225)))))))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (div ?x204 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0)))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (div ?x209 2)))
 (let ((?x225 (+ 1 ?x224)))
 (>= ?x225 0)))))
(assert
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x231) 4)))
(assert
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x231 0) sym_n)))
(assert
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x231 1) sym_c2)))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x205))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x210))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (= (dim ?x242 1) sym_c2)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (div ?x204 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x221)))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (div ?x209 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x225)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x253 (relu ?x242)))
 (= (rank ?x253) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x253 (relu ?x242)))
 (= (dim ?x253 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x253 (relu ?x242)))
 (= (dim ?x253 1) sym_c2))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x220 (div ?x204 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x253 (relu ?x242)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x221))))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (div ?x209 2)))
 (let ((?x225 (+ 1 ?x224)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
 (let ((?x253 (relu ?x242)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x225))))))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
(let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x242 (conv 2 2 1 1 1 1 1 1 1 ?x231 ?x162)))
(let ((?x253 (relu ?x242)))
(let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x184 (relu ?x173)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
(let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
(and (distinct ?x212 ?x253) true))))))))))
(check-sat)

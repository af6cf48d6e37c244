; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 68806
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x155 (dim ?x148 2)))
 (= 1 ?x155))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x157 (dim ?x148 3)))
 (= 1 ?x157))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (= (dim ?x159 0) sym_n))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x171 (dim ?x159 3)))
 (= ?x171 ?x174)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x176 (relu ?x159)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x176 (relu ?x159)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x176 (relu ?x159)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x176 (relu ?x159)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
 (let ((?x176 (relu ?x159)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x174))))))))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x187) 4)))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x187 0) sym_n)))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x187 1) sym_c)))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x187 2) sym_h)))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x187 3) sym_w)))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x198 (relu ?x187)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 2) sym_h))))
(assert
 (let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x198 (relu ?x187)))
 (= (dim ?x198 3) sym_w))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x218 (dim ?x211 2)))
 (= 3 ?x218))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x220 (dim ?x211 3)))
 (= 3 ?x220))))
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
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x222 (relu in_i1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x222 (relu in_i1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x222 (relu in_i1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x222 (relu in_i1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x211 (idkernel4 sym_c 3 3)))
 (let ((?x222 (relu in_i1)))
 (let ((?x233 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x174))))))))
(assert
 (let ((?x222 (relu in_i1)))
 (let ((?x244 (maxpool 3 3 1 1 1 1 1 1 ?x222)))
 (= (rank ?x244) 4))))
(assert
 (let ((?x222 (relu in_i1)))
 (let ((?x244 (maxpool 3 3 1 1 1 1 1 1 ?x222)))
 (= (dim ?x244 0) sym_n))))
(assert
 (let ((?x222 (relu in_i1)))
 (let ((?x244 (maxpool 3 3 1 1 1 1 1 1 ?x222)))
 (= (dim ?x244 1) sym_c))))
(assert
 (let ((?x222 (relu in_i1)))
 (let ((?x244 (maxpool 3 3 1 1 1 1 1 1 ?x222)))
 (= (dim ?x244 2) sym_h))))
(assert
 (let ((?x222 (relu in_i1)))
 (let ((?x244 (maxpool 3 3 1 1 1 1 1 1 ?x222)))
 (= (dim ?x244 3) sym_w))))
(assert
 (let ((?x222 (relu in_i1)))
(let ((?x244 (maxpool 3 3 1 1 1 1 1 1 ?x222)))
(let ((?x187 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x198 (relu ?x187)))
(let ((?x211 (idkernel4 sym_c 3 3)))
(let ((?x233 (conv 2 2 1 1 1 1 1 1 1 ?x222 ?x211)))
(let ((?x148 (idkernel4 sym_c 1 1)))
(let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x148)))
(let ((?x176 (relu ?x159)))
(or (and (distinct ?x176 ?x233) true) (and (distinct ?x198 ?x244) true))))))))))))
(check-sat)

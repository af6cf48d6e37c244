; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 75755
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
(declare-fun in_k1 () T)
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
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x149 (dim in_k1 2)))
 (= 3 ?x149)))
(assert
 (let ((?x151 (dim in_k1 3)))
 (= 3 ?x151)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x160 (dim ?x153 2)))
 (= 1 ?x160))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x162 (dim ?x153 3)))
 (= 1 ?x162))))
(assert
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x164) 4)))
(assert
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x164 0) sym_n)))
(assert
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x164 1) sym_c)))
(assert
 (let ((?x172 (+ (- 2) sym_h)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x172)))))
(assert
 (let ((?x175 (+ (- 2) sym_w)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x174 (dim ?x164 3)))
 (= ?x174 ?x175)))))
(assert
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (= (dim ?x177 0) sym_n))))
(assert
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (= (dim ?x177 1) sym_c))))
(assert
 (let ((?x172 (+ (- 2) sym_h)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x172))))))
(assert
 (let ((?x175 (+ (- 2) sym_w)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175))))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x153)))
 (= (rank ?x188) 4))))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x153)))
 (= (dim ?x188 0) sym_n))))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x153)))
 (= (dim ?x188 1) sym_c))))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x153)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x199)))))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x164)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x153)))
 (let ((?x201 (dim ?x188 3)))
 (= ?x201 ?x204)))))))))
(assert
 (let ((?x172 (+ (- 2) sym_h)))
 (>= ?x172 0)))
(assert
 (let ((?x175 (+ (- 2) sym_w)))
 (>= ?x175 0)))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (>= ?x199 0))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x210) 4)))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x210 0) sym_n)))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x210 1) sym_c)))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x199))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x204))))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 1) sym_c))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x199)))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x204)))))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x221 (relu ?x210)))
(let ((?x153 (idkernel4 sym_c 1 1)))
(let ((?x164 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x177 (relu ?x164)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x153)))
(and (distinct ?x188 ?x221) true))))))))
(check-sat)

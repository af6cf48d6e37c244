; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_x, relu_conv_idkernel
; z3 rlimit used: 77887
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x61 (+ q p)))
 (let ((?x74 (- ?x61 1)))
 (let ((?x73 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x76 (= ?x73 (conv s s ?x74 ?x74 ?x74 ?x74 1 1 1 X W))))
 (let (($x67 (= (dim W 0) m)))
 (let (($x65 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (=> (and (<= 1 ?x61) (>= 1 p) $x64 $x18 $x65 $x67) $x76))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x93 (idkernel4 c k k)))
 (let ((?x97 (conv s s p p p p 1 1 1 (relu X) ?x93)))
 (let ((?x95 (relu (conv s s p p p p 1 1 1 X ?x93))))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x64 (>= s 1)))
 (let (($x92 (and $x64 $x18 $x21 (= (dim X 1) c))))
 (=> $x92 $x98))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x124 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x122 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x125 (= ?x122 ?x124)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x117 (and (>= g 1) (>= sh 1) $x64 $x65 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x117 $x125))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x163 (dim ?x156 2)))
 (= 1 ?x163))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x165 (dim ?x156 3)))
 (= 1 ?x165))))
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
 (= (rank (smul (relu in_i1) in_s1)) 4))
(assert
 (= (dim (smul (relu in_i1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_i1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (relu in_i1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (relu in_i1) in_s1) 3) sym_w))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (relu in_i1)))
 (let ((?x178 (smul ?x167 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 ?x178 ?x156)))
 (= (rank ?x189) 4))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (relu in_i1)))
 (let ((?x178 (smul ?x167 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 ?x178 ?x156)))
 (= (dim ?x189 0) sym_n))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (relu in_i1)))
 (let ((?x178 (smul ?x167 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 ?x178 ?x156)))
 (= (dim ?x189 1) sym_c))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (relu in_i1)))
 (let ((?x178 (smul ?x167 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 ?x178 ?x156)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x199)))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (relu in_i1)))
 (let ((?x178 (smul ?x167 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 ?x178 ?x156)))
 (let ((?x201 (dim ?x189 3)))
 (= ?x201 ?x204)))))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (>= ?x199 0))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x215 (dim ?x208 2)))
 (= 3 ?x215))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x217 (dim ?x208 3)))
 (= 3 ?x217))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (= (rank ?x219) 4))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (= (dim ?x219 0) sym_n))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (= (dim ?x219 1) sym_c))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x199)))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x204)))))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (= (rank ?x230) 4)))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (= (dim ?x230 0) sym_n)))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (= (dim ?x230 1) sym_c)))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x199))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x204))))))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (= (rank ?x241) 4))))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (= (dim ?x241 0) sym_n))))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (= (dim ?x241 1) sym_c))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x199)))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x208 (idkernel4 sym_c 3 3)))
 (let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
 (let ((?x230 (relu ?x219)))
 (let ((?x241 (smul ?x230 in_s1)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x204)))))))))
(assert
 (let ((?x208 (idkernel4 sym_c 3 3)))
(let ((?x219 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x208)))
(let ((?x230 (relu ?x219)))
(let ((?x241 (smul ?x230 in_s1)))
(let ((?x156 (idkernel4 sym_c 1 1)))
(let ((?x167 (relu in_i1)))
(let ((?x178 (smul ?x167 in_s1)))
(let ((?x189 (conv 2 2 0 0 0 0 1 1 1 ?x178 ?x156)))
(and (distinct ?x189 ?x241) true))))))))))
(check-sat)

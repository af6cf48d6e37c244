; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_x, relu_conv_idkernel
; z3 rlimit used: 20226
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x64 (+ q p)))
 (let ((?x79 (- ?x64 1)))
 (let ((?x78 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x81 (= ?x78 (conv s s ?x79 ?x79 ?x79 ?x79 1 1 1 X W))))
 (let (($x28 (= (rank W) 4)))
 (let (($x73 (= (rank X) 4)))
 (let (($x70 (= (dim W 0) m)))
 (let (($x68 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x67 (>= s 1)))
 (=> (and (<= 1 ?x64) (>= 1 p) $x67 $x18 $x68 $x70 $x73 $x28) $x81))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x98 (idkernel4 c k k)))
 (let ((?x102 (conv s s p p p p 1 1 1 (relu X) ?x98)))
 (let ((?x100 (relu (conv s s p p p p 1 1 1 X ?x98))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x73 (= (rank X) 4)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x67 (>= s 1)))
 (let (($x97 (and $x67 $x18 $x21 (= (dim X 1) c) $x73)))
 (=> $x97 $x103)))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x135 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x133 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x136 (= ?x133 ?x135)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x131 (and (>= g 1) (>= sh 1) $x67 $x68 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x131 $x136))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x173 (dim ?x166 2)))
 (= 1 ?x173))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x175 (dim ?x166 3)))
 (= 1 ?x175))))
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
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (relu in_i1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x166)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (relu in_i1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x166)))
 (= (dim ?x199 0) sym_n))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (relu in_i1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x166)))
 (= (dim ?x199 1) sym_c))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (relu in_i1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x166)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x209)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (relu in_i1)))
 (let ((?x188 (smul ?x177 in_s1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x166)))
 (let ((?x211 (dim ?x199 3)))
 (= ?x211 ?x214)))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x225 (dim ?x218 2)))
 (= 3 ?x225))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x227 (dim ?x218 3)))
 (= 3 ?x227))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x209)))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x214)))))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (= (dim ?x240 0) sym_n)))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (= (dim ?x240 1) sym_c)))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x209))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x214))))))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (smul ?x240 in_s1)))
 (= (rank ?x251) 4))))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (smul ?x240 in_s1)))
 (= (dim ?x251 0) sym_n))))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (smul ?x240 in_s1)))
 (= (dim ?x251 1) sym_c))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (smul ?x240 in_s1)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x209)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x218 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (smul ?x240 in_s1)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x214)))))))))
(assert
 (let ((?x218 (idkernel4 sym_c 3 3)))
(let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x218)))
(let ((?x240 (relu ?x229)))
(let ((?x251 (smul ?x240 in_s1)))
(let ((?x166 (idkernel4 sym_c 1 1)))
(let ((?x177 (relu in_i1)))
(let ((?x188 (smul ?x177 in_s1)))
(let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 ?x166)))
(and (distinct ?x199 ?x251) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, relu_conv_idkernel
; z3 rlimit used: 75965
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x65 $x71))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x92 (>= dw 1)))
 (let (($x90 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x93 (and (< 1 (* sh sw)) $x82 $x83 $x61 $x84 $x85 $x87 $x88 $x90 $x92)))
 (=> $x93 $x99)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x149 (dim ?x142 2)))
 (= 1 ?x149))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x151 (dim ?x142 3)))
 (= 1 ?x151))))
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
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x164 1) sym_c))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x177 (dim ?x164 3)))
 (= ?x177 ?x180)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x153 (relu in_i1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x153 ?x131)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x153 (relu in_i1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x153 ?x131)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x153 (relu in_i1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x153 ?x131)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x190 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x153 (relu in_i1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x153 ?x131)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x190)))))))
(assert
 (let ((?x193 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x153 (relu in_i1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x153 ?x131)))
 (let ((?x192 (dim ?x182 3)))
 (= ?x192 ?x193)))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x190 (+ (- 2) sym_h)))
 (>= ?x190 0)))
(assert
 (let ((?x193 (+ (- 2) sym_w)))
 (>= ?x193 0)))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x190 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x190))))))
(assert
 (let ((?x193 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x193))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x210 (relu ?x199)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x190 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x210 (relu ?x199)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x190)))))))
(assert
 (let ((?x193 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x210 (relu ?x199)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x193)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x131)))
 (= (dim ?x221 1) sym_c))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x131)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x180)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
(let ((?x210 (relu ?x199)))
(let ((?x153 (relu in_i1)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x153 ?x131)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x131)))
(let ((?x142 (idkernel4 sym_c 1 1)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
(or (and (distinct ?x164 ?x221) true) (and (distinct ?x182 ?x210) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 50887
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x67 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x64 ?x67))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x76 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x79 (= ?x76 ?x78)))
 (=> (and (< 1 (* sh sw))) $x79)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x97 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x95 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x98 (= ?x95 ?x97)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x98)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x138 (dim in_u1 2)))
 (= 1 ?x138)))
(assert
 (let ((?x140 (dim in_u1 3)))
 (= 1 ?x140)))
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
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169)))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x171 1) sym_c2)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (rank ?x182) 4))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 0) sym_n))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 1) sym_c2))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x169)))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x193 (concat 1 ?x153 ?x171)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x193 (concat 1 ?x153 ?x171)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x199 (+ sym_c sym_c2)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x193 (concat 1 ?x153 ?x171)))
 (let ((?x198 (dim ?x193 1)))
 (= ?x198 ?x199))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x193 (concat 1 ?x153 ?x171)))
 (let ((?x201 (dim ?x193 2)))
 (= ?x201 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x193 (concat 1 ?x153 ?x171)))
 (let ((?x203 (dim ?x193 3)))
 (= ?x203 ?x169)))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x199 (+ sym_c sym_c2)))
 (>= ?x199 0)))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x199 (+ sym_c sym_c2)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x211 (dim ?x208 0)))
 (= ?x211 ?x199))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x215 (dim ?x208 2)))
 (= 1 ?x215)))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x217 (dim ?x208 3)))
 (= 1 ?x217)))))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x219) 4)))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x219 0) sym_n)))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x219 1) sym_c2)))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x164))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x169))))))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (relu ?x219)))
 (= (rank ?x230) 4))))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (relu ?x219)))
 (= (dim ?x230 0) sym_n))))
(assert
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (relu ?x219)))
 (= (dim ?x230 1) sym_c2))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (relu ?x219)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x169)))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x208)))
 (= (rank ?x241) 4)))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x208)))
 (= (dim ?x241 0) sym_n)))))
(assert
 (let ((?x199 (+ sym_c sym_c2)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x208)))
 (let ((?x246 (dim ?x241 1)))
 (= ?x246 ?x199)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x208)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x208 (concat 0 ?x142 in_u1)))
 (let ((?x241 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x208)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x169))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
(let ((?x208 (concat 0 ?x142 in_u1)))
(let ((?x241 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x208)))
(let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
(let ((?x193 (concat 1 ?x153 ?x171)))
(let ((?x219 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x230 (relu ?x219)))
(let ((?x182 (relu ?x171)))
(or (and (distinct ?x182 ?x230) true) (and (distinct ?x193 ?x241) true))))))))))))
(check-sat)

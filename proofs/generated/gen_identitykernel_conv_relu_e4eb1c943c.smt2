; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 51161
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x122)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x160 (dim in_u1 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u1 3)))
 (= 1 ?x162)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190)))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x190))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x223 (dim ?x216 2)))
 (= 1 ?x223))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x225 (dim ?x216 3)))
 (= 1 ?x225))))
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
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x238) 4)))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 0) sym_n)))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x185))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x190))))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x216)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x216)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x216)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x216)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x216)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x190))))))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
(let ((?x227 (relu in_i1)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x227 ?x216)))
(let ((?x164 (idkernel4 sym_c 3 3)))
(let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
(let ((?x192 (relu ?x175)))
(let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
(or (and (distinct ?x203 ?x238) true) (and (distinct ?x192 ?x249) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 49506
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
(declare-fun sym_c2 () Int)
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
 (let ((?x162 (dim in_u1 2)))
 (= 1 ?x162)))
(assert
 (let ((?x164 (dim in_u1 3)))
 (= 1 ?x164)))
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
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (= (dim ?x177 0) sym_n))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (= (dim ?x177 1) sym_c))))
(assert
 (let ((?x186 (div (+ (- 1) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x187)))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x189 (dim ?x177 3)))
 (= ?x189 ?x192)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (= (dim ?x194 1) sym_c)))))
(assert
 (let ((?x186 (div (+ (- 1) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x187))))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x192))))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 in_u1)))
 (= (rank ?x205) 4))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 in_u1)))
 (= (dim ?x205 0) sym_n))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 in_u1)))
 (= (dim ?x205 1) sym_c2))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 in_u1)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x187)))))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x194 (relu ?x177)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 in_u1)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x192)))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (let ((?x191 (div (+ (- 1) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (>= ?x192 0))))
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
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (dim ?x229 1) sym_c2))))
(assert
 (let ((?x186 (div (+ (- 1) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x187)))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x218 (relu in_i1)))
 (let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x192)))))))
(assert
 (let ((?x218 (relu in_i1)))
(let ((?x229 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
(let ((?x166 (idkernel4 sym_c 1 1)))
(let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
(let ((?x194 (relu ?x177)))
(let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 in_u1)))
(and (distinct ?x205 ?x229) true))))))))
(check-sat)

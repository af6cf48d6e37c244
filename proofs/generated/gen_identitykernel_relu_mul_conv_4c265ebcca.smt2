; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_mul
; z3 rlimit used: 50491
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x92 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (= ?x111 ?x92))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x143 2)))
 (= 1 ?x150))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x152 (dim ?x143 3)))
 (= 1 ?x152))))
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
 (= (rank (mul in_i1 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (mul in_i1 ?x154)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x143)))
 (= (rank ?x176) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (mul in_i1 ?x154)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x143)))
 (= (dim ?x176 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (mul in_i1 ?x154)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x143)))
 (= (dim ?x176 1) sym_c))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (mul in_i1 ?x154)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x143)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x186)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (relu in_i1)))
 (let ((?x165 (mul in_i1 ?x154)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x143)))
 (let ((?x188 (dim ?x176 3)))
 (= ?x188 ?x191)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x186)))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x191)))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x186))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x191))))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (mul ?x206 ?x217)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (mul ?x206 ?x217)))
 (= (dim ?x228 0) sym_n))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (mul ?x206 ?x217)))
 (= (dim ?x228 1) sym_c))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (mul ?x206 ?x217)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x186)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (mul ?x206 ?x217)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x191)))))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
(let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
(let ((?x217 (relu ?x206)))
(let ((?x228 (mul ?x206 ?x217)))
(let ((?x143 (idkernel4 sym_c 1 1)))
(let ((?x154 (relu in_i1)))
(let ((?x165 (mul in_i1 ?x154)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x143)))
(and (distinct ?x176 ?x228) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 49476
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
 (let ((?x141 (dim in_u1 2)))
 (= 1 ?x141)))
(assert
 (let ((?x143 (dim in_u1 3)))
 (= 1 ?x143)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x152 (dim ?x145 2)))
 (= 1 ?x152))))
(assert
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x154 (dim ?x145 3)))
 (= 1 ?x154))))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x156) 4)))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x156 0) sym_n)))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x156 1) sym_c2)))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x156 2) sym_h)))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x156 3) sym_w)))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (= (dim ?x167 1) sym_c2))))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (= (dim ?x167 2) sym_h))))
(assert
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (= (dim ?x167 3) sym_w))))
(assert
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x145)))
 (= (rank ?x178) 4))))))
(assert
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x145)))
 (= (dim ?x178 0) sym_n))))))
(assert
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x145)))
 (= (dim ?x178 1) sym_c2))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x145)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x188)))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x145 (idkernel4 sym_c2 1 1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (relu ?x156)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x145)))
 (let ((?x190 (dim ?x178 3)))
 (= ?x190 ?x193)))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0))))
(assert
 (let ((?x192 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 1) sym_c2)))
(assert
 (let ((?x187 (div (+ (- 1) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x188))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x193))))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (relu ?x197)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (relu ?x197)))
 (= (dim ?x208 0) sym_n))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (relu ?x197)))
 (= (dim ?x208 1) sym_c2))))
(assert
 (let ((?x187 (div (+ (- 1) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x188)))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (relu ?x197)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x193)))))))
(assert
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x208 (relu ?x197)))
(let ((?x145 (idkernel4 sym_c2 1 1)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x167 (relu ?x156)))
(let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x145)))
(and (distinct ?x178 ?x208) true))))))))
(check-sat)

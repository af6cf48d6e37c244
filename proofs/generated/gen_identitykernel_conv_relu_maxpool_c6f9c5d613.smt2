; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_idem
; z3 rlimit used: 45268
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x46 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x47 (= ?x46 X)))
 (let (($x43 (= (dim X 1) c)))
 (let (($x44 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43)))
 (=> $x44 $x47))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x74 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x71 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x75 (= ?x71 ?x74)))
 (=> (and (< 1 (* sh sw))) $x75)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x90 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x93 (= ?x90 ?x92)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x93)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x147 (dim in_u1 2)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (dim in_u1 3)))
 (= 1 ?x149)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (dim ?x151 2)))
 (= 1 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x160 (dim ?x151 3)))
 (= 1 ?x160))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x162) 4)))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 0) sym_n)))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 1) sym_c2)))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x172))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x174 (dim ?x162 3)))
 (= ?x174 ?x177))))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (= (dim ?x179 0) sym_n))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (= (dim ?x179 1) sym_c2))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x172)))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x177)))))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (= (dim ?x190 1) sym_c2)))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x172))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x177))))))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (= (rank ?x201) 4)))))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (= (dim ?x201 0) sym_n)))))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (= (dim ?x201 1) sym_c2)))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (div ?x171 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x210)))))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (div ?x176 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x212 (dim ?x201 3)))
 (= ?x212 ?x214)))))))))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x216 (relu ?x201)))
 (= (rank ?x216) 4))))))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x216 (relu ?x201)))
 (= (dim ?x216 0) sym_n))))))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x216 (relu ?x201)))
 (= (dim ?x216 1) sym_c2))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (div ?x171 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x216 (relu ?x201)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x210))))))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (div ?x176 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x151 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (relu ?x162)))
 (let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
 (let ((?x216 (relu ?x201)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x214))))))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (div ?x171 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0)))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (div ?x176 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0)))))
(assert
 (let ((?x151 (idkernel4 sym_c2 1 1)))
(let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x179 (relu ?x162)))
(let ((?x190 (maxpool 3 3 1 1 1 1 1 1 ?x179)))
(let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x151)))
(let ((?x216 (relu ?x201)))
(and (distinct ?x216 ?x201) true))))))))
(check-sat)

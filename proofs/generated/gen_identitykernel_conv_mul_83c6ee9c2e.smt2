; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 49586
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((X T) (Y T) )(! (let ((?x80 (mul Y X)))
 (let ((?x79 (mul X Y)))
 (= ?x79 ?x80))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x91 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (= ?x88 ?x91))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x124 (dim in_k1 2)))
 (= 3 ?x124)))
(assert
 (let ((?x126 (dim in_k1 3)))
 (= 3 ?x126)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x135 (dim ?x128 2)))
 (= 3 ?x135))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x137 (dim ?x128 3)))
 (= 3 ?x137))))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x139) 4)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x139 0) sym_n)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x139 1) sym_c)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x139 2) sym_h)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x139 3) sym_w)))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (= (dim ?x150 2) sym_h))))
(assert
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (= (dim ?x150 3) sym_w))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x128)))
 (= (rank ?x161) 4))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x128)))
 (= (dim ?x161 0) sym_n))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x128)))
 (= (dim ?x161 1) sym_c))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x128)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x172)))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x150 (mul in_i1 ?x139)))
 (let ((?x161 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x128)))
 (let ((?x174 (dim ?x161 3)))
 (= ?x174 ?x177)))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x181 1) sym_c)))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x172))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x177))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x172)))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x177)))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (mul ?x181 ?x192)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (mul ?x181 ?x192)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (mul ?x181 ?x192)))
 (= (dim ?x203 1) sym_c))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (mul ?x181 ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x172)))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x128 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (mul ?x181 ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x177)))))))))
(assert
 (let ((?x128 (idkernel4 sym_c 3 3)))
(let ((?x192 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x128)))
(let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x203 (mul ?x181 ?x192)))
(let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x150 (mul in_i1 ?x139)))
(let ((?x161 (conv 2 2 1 1 1 1 1 1 1 ?x150 ?x128)))
(and (distinct ?x161 ?x203) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 49807
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
(declare-fun in_i2 () T)
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x135 (dim ?x128 2)))
 (= 1 ?x135))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x137 (dim ?x128 3)))
 (= 1 ?x137))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (= (dim ?x139 1) sym_c))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x150)))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x152 (dim ?x139 3)))
 (= ?x152 ?x155)))))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (= (rank ?x157) 4))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (= (dim ?x157 0) sym_n))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (= (dim ?x157 1) sym_c))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x150)))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x155)))))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x168 (mul ?x139 ?x157)))
 (= (rank ?x168) 4))))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x168 (mul ?x139 ?x157)))
 (= (dim ?x168 0) sym_n))))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x168 (mul ?x139 ?x157)))
 (= (dim ?x168 1) sym_c))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x168 (mul ?x139 ?x157)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x150)))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
 (let ((?x168 (mul ?x139 ?x157)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x155)))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (mul in_i1 in_i2)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (mul in_i1 in_i2)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (mul in_i1 in_i2)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (mul in_i1 in_i2)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x150))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (mul in_i1 in_i2)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x155))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
(let ((?x192 (mul in_i1 in_i2)))
(let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
(let ((?x128 (idkernel4 sym_c 1 1)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x128)))
(let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x128)))
(let ((?x168 (mul ?x139 ?x157)))
(and (distinct ?x168 ?x203) true)))))))))
(check-sat)

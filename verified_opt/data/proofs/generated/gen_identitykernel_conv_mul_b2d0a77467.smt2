; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 75924
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x96 (mul Y X)))
 (let ((?x95 (mul X Y)))
 (= ?x95 ?x96))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x108 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x101 (and $x65 $x66)))
 (=> $x101 $x109))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x156 (dim ?x149 2)))
 (= 1 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x158 (dim ?x149 3)))
 (= 1 ?x158))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (rank ?x160) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x160 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x160 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x173 (dim ?x160 3)))
 (= ?x173 ?x176)))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (= (dim ?x178 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x176)))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x189 (mul ?x160 ?x178)))
 (= (rank ?x189) 4))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x189 (mul ?x160 ?x178)))
 (= (dim ?x189 0) sym_n))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x189 (mul ?x160 ?x178)))
 (= (dim ?x189 1) sym_c))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x189 (mul ?x160 ?x178)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x189 (mul ?x160 ?x178)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x176)))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x209 (dim ?x202 2)))
 (= 3 ?x209))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x202 3)))
 (= 3 ?x211))))
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
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (mul in_i1 in_i2)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (= (rank ?x224) 4)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (mul in_i1 in_i2)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (= (dim ?x224 0) sym_n)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (mul in_i1 in_i2)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (= (dim ?x224 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (mul in_i1 in_i2)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (mul in_i1 in_i2)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x176))))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
(let ((?x213 (mul in_i1 in_i2)))
(let ((?x224 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
(let ((?x149 (idkernel4 sym_c 1 1)))
(let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x149)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
(let ((?x189 (mul ?x160 ?x178)))
(and (distinct ?x189 ?x224) true)))))))))
(check-sat)

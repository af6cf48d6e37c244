; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 75609
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x145 (dim in_k1 2)))
 (= 3 ?x145)))
(assert
 (let ((?x147 (dim in_k1 3)))
 (= 3 ?x147)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158))))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 2) sym_h)))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 3) sym_w)))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (= (dim ?x171 2) sym_h))))
(assert
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (= (dim ?x171 3) sym_w))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x149)))
 (= (rank ?x182) 4))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x149)))
 (= (dim ?x182 0) sym_n))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x149)))
 (= (dim ?x182 1) sym_c))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x149)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x193)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (mul in_i1 ?x160)))
 (let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x149)))
 (let ((?x195 (dim ?x182 3)))
 (= ?x195 ?x198)))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x202) 4)))
(assert
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x202 0) sym_n)))
(assert
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x202 1) sym_c)))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x193))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x198))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (rank ?x213) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (dim ?x213 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (dim ?x213 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x198)))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x224 (mul ?x202 ?x213)))
 (= (rank ?x224) 4))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x224 (mul ?x202 ?x213)))
 (= (dim ?x224 0) sym_n))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x224 (mul ?x202 ?x213)))
 (= (dim ?x224 1) sym_c))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x224 (mul ?x202 ?x213)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x193)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x224 (mul ?x202 ?x213)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x198)))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
(let ((?x213 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
(let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x224 (mul ?x202 ?x213)))
(let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x171 (mul in_i1 ?x160)))
(let ((?x182 (conv 2 2 1 1 1 1 1 1 1 ?x171 ?x149)))
(and (distinct ?x182 ?x224) true)))))))))
(check-sat)

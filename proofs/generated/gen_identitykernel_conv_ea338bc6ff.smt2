; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample
; z3 rlimit used: 48606
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x105 (dim ?x98 2)))
 (= 1 ?x105))))
(assert
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x107 (dim ?x98 3)))
 (= 1 ?x107))))
(assert
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x98)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x98)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x98)))
 (= (dim ?x109 1) sym_c))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x98)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x120)))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x98 (idkernel4 sym_c 1 1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x98)))
 (let ((?x122 (dim ?x109 3)))
 (= ?x122 ?x125)))))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x136 (dim ?x129 2)))
 (= 3 ?x136))))
(assert
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x138 (dim ?x129 3)))
 (= 3 ?x138))))
(assert
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x129)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x129)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x129)))
 (= (dim ?x140 1) sym_c))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x129)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x120)))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x129 (idkernel4 sym_c 3 3)))
 (let ((?x140 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x129)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x125)))))))
(assert
 (let ((?x129 (idkernel4 sym_c 3 3)))
(let ((?x140 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x129)))
(let ((?x98 (idkernel4 sym_c 1 1)))
(let ((?x109 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x98)))
(and (distinct ?x109 ?x140) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample
; z3 rlimit used: 44023
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
 (let ((?x107 (dim in_u1 2)))
 (= 1 ?x107)))
(assert
 (let ((?x109 (dim in_u1 3)))
 (= 1 ?x109)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x118 (dim ?x111 2)))
 (= 1 ?x118))))
(assert
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x120 (dim ?x111 3)))
 (= 1 ?x120))))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 1) sym_c2)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 2) sym_h)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 3) sym_w)))
(assert
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x111)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x111)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x111)))
 (= (dim ?x133 1) sym_c2)))))
(assert
 (let ((?x143 (div (+ (- 1) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x111)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x144))))))))
(assert
 (let ((?x148 (div (+ (- 1) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x111 (idkernel4 sym_c2 1 1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x111)))
 (let ((?x146 (dim ?x133 3)))
 (= ?x146 ?x149))))))))
(assert
 (let ((?x143 (div (+ (- 1) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (>= ?x144 0))))
(assert
 (let ((?x148 (div (+ (- 1) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (>= ?x149 0))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x143 (div (+ (- 1) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x144))))))
(assert
 (let ((?x148 (div (+ (- 1) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x149))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x111 (idkernel4 sym_c2 1 1)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x111)))
(and (distinct ?x133 ?x153) true))))))
(check-sat)

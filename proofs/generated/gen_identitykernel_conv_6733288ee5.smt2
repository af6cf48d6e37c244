; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample
; z3 rlimit used: 44122
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
 (let ((?x105 (dim in_k1 2)))
 (= 3 ?x105)))
(assert
 (let ((?x107 (dim in_k1 3)))
 (= 3 ?x107)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x116 (dim ?x109 2)))
 (= 1 ?x116))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x118 (dim ?x109 3)))
 (= 1 ?x118))))
(assert
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x120) 4)))
(assert
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x120 0) sym_n)))
(assert
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x120 1) sym_c)))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x128)))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x120 3)))
 (= ?x130 ?x131)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x120 ?x109)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x120 ?x109)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x120 ?x109)))
 (= (dim ?x133 1) sym_c)))))
(assert
 (let ((?x143 (div (+ (- 3) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x120 ?x109)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x144))))))))
(assert
 (let ((?x148 (div (+ (- 3) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x120 ?x109)))
 (let ((?x146 (dim ?x133 3)))
 (= ?x146 ?x149))))))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (>= ?x128 0)))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (>= ?x131 0)))
(assert
 (let ((?x143 (div (+ (- 3) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (>= ?x144 0))))
(assert
 (let ((?x148 (div (+ (- 3) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (>= ?x149 0))))
(assert
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x155) 4)))
(assert
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x155 0) sym_n)))
(assert
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x155 1) sym_c)))
(assert
 (let ((?x143 (div (+ (- 3) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x144))))))
(assert
 (let ((?x148 (div (+ (- 3) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x149))))))
(assert
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x109 (idkernel4 sym_c 1 1)))
(let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x133 (conv 2 2 0 0 0 0 1 1 1 ?x120 ?x109)))
(and (distinct ?x133 ?x155) true))))))
(check-sat)

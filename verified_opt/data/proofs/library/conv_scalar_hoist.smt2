; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 73825
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_S () T)
(declare-fun in_W () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_S) 0))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x81 (dim in_W 2)))
 (= 3 ?x81)))
(assert
 (let ((?x83 (dim in_W 3)))
 (= 3 ?x83)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (smul in_X in_S)) 4))
(assert
 (= (dim (smul in_X in_S) 0) sym_n))
(assert
 (= (dim (smul in_X in_S) 1) sym_c))
(assert
 (= (dim (smul in_X in_S) 2) sym_h))
(assert
 (= (dim (smul in_X in_S) 3) sym_w))
(assert
 (let ((?x96 (smul in_X in_S)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_W)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (smul in_X in_S)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_W)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (smul in_X in_S)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_W)))
 (= (dim ?x107 1) sym_m))))
(assert
 (let ((?x96 (smul in_X in_S)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_W)))
 (= (dim ?x107 2) sym_h))))
(assert
 (let ((?x96 (smul in_X in_S)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_W)))
 (= (dim ?x107 3) sym_w))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x118) 4)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x118 0) sym_n)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x118 1) sym_m)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x118 2) sym_h)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x118 3) sym_w)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x129 (smul ?x118 in_S)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x129 (smul ?x118 in_S)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x129 (smul ?x118 in_S)))
 (= (dim ?x129 1) sym_m))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x129 (smul ?x118 in_S)))
 (= (dim ?x129 2) sym_h))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x129 (smul ?x118 in_S)))
 (= (dim ?x129 3) sym_w))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x129 (smul ?x118 in_S)))
(let ((?x96 (smul in_X in_S)))
(let ((?x107 (conv 1 1 1 1 1 1 1 1 1 ?x96 in_W)))
(and (distinct ?x107 ?x129) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 74060
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x89 (dim in_W 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_W 3)))
 (= 3 ?x91)))
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
 (let ((?x104 (smul in_X in_S)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_W)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x104 (smul in_X in_S)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_W)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x104 (smul in_X in_S)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_W)))
 (= (dim ?x115 1) sym_m))))
(assert
 (let ((?x104 (smul in_X in_S)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_W)))
 (= (dim ?x115 2) sym_h))))
(assert
 (let ((?x104 (smul in_X in_S)))
 (let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_W)))
 (= (dim ?x115 3) sym_w))))
(assert
 (= (rank (smul in_W in_S)) 4))
(assert
 (= (dim (smul in_W in_S) 0) sym_m))
(assert
 (= (dim (smul in_W in_S) 1) sym_c))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133))))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135))))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 1) sym_m))))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 2) sym_h))))
(assert
 (let ((?x126 (smul in_W in_S)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 3) sym_w))))
(assert
 (let ((?x126 (smul in_W in_S)))
(let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
(let ((?x104 (smul in_X in_S)))
(let ((?x115 (conv 1 1 1 1 1 1 1 1 1 ?x104 in_W)))
(and (distinct ?x115 ?x137) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 5690
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_S () T)
(declare-fun in_W () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x40))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (let ((?x87 (dim in_W 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_W 3)))
 (= 3 ?x89)))
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
 (let ((?x102 (smul in_X in_S)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_W)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (smul in_X in_S)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_W)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x102 (smul in_X in_S)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_W)))
 (= (dim ?x113 1) sym_m))))
(assert
 (let ((?x102 (smul in_X in_S)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_W)))
 (= (dim ?x113 2) sym_h))))
(assert
 (let ((?x102 (smul in_X in_S)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_W)))
 (= (dim ?x113 3) sym_w))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x124) 4)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x124 0) sym_n)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x124 1) sym_m)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x124 2) sym_h)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x124 3) sym_w)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x135 (smul ?x124 in_S)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x135 (smul ?x124 in_S)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x135 (smul ?x124 in_S)))
 (= (dim ?x135 1) sym_m))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x135 (smul ?x124 in_S)))
 (= (dim ?x135 2) sym_h))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x135 (smul ?x124 in_S)))
 (= (dim ?x135 3) sym_w))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x135 (smul ?x124 in_S)))
(let ((?x102 (smul in_X in_S)))
(let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_W)))
(and (distinct ?x113 ?x135) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_bias
; z3 rlimit used: 16393
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun addb (T T) T)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_B () T)
(declare-fun in_W () T)
(declare-fun in_X () T)
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (g Int) (m Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x44 (addb (conv sh sw pt pl pb pr dh dw g X W) (reshape3 m 1 1 B))))
 (let (($x45 (= (convb sh sw pt pl pb pr dh dw g X W B) ?x44)))
 (let (($x40 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (dim W 0) m) (= (dim B 0) m) (= (rank X) 4) (= (rank W) 4) (= (rank B) 1))))
 (=> $x40 $x45)))) :pattern ( (addb (conv sh sw pt pl pb pr dh dw g X W) (reshape3 m 1 1 B)) ) :qid convb_bias))
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
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x93 (dim in_W 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_W 3)))
 (= 3 ?x95)))
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
 (let ((?x108 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x108 1) sym_m)))
(assert
 (let ((?x108 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x119 1) sym_m)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x119 3) sym_w)))
(assert
 (= (rank (reshape3 sym_m 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_m 1 1 in_B) 0) sym_m))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x135 (dim ?x130 1)))
 (= 1 ?x135))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x137 (dim ?x130 2)))
 (= 1 ?x137))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x139 (addb ?x119 ?x130)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x139 (addb ?x119 ?x130)))
 (= (dim ?x139 0) sym_n)))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x139 (addb ?x119 ?x130)))
 (= (dim ?x139 1) sym_m)))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x139 (addb ?x119 ?x130)))
 (= (dim ?x139 2) sym_h)))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x139 (addb ?x119 ?x130)))
 (= (dim ?x139 3) sym_w)))))
(assert
 (let ((?x130 (reshape3 sym_m 1 1 in_B)))
(let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x139 (addb ?x119 ?x130)))
(let ((?x108 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
(and (distinct ?x108 ?x139) true))))))
(check-sat)

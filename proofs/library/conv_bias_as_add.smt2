; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_bias
; z3 rlimit used: 50593
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun addb (T T) T)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W () T)
(declare-fun in_B () T)
(assert
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (g Int) (m Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x28 (addb (conv sh sw pt pl pb pr dh dw g X W) (reshape3 m 1 1 B))))
 (let (($x29 (= (convb sh sw pt pl pb pr dh dw g X W B) ?x28)))
 (let (($x13 (and (= (dim W 0) m) (= (dim B 0) m))))
 (=> $x13 $x29)))) :pattern ( (addb (conv sh sw pt pl pb pr dh dw g X W) (reshape3 m 1 1 B)) ) :qid convb_bias))
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
 (>= sym_m 1))
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
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x84 (dim in_W 2)))
 (= 3 ?x84)))
(assert
 (let ((?x86 (dim in_W 3)))
 (= 3 ?x86)))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (let ((?x93 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x93 1) sym_m)))
(assert
 (let ((?x93 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x93 2) sym_h)))
(assert
 (let ((?x93 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x93 3) sym_w)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x104 0) sym_n)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x104 1) sym_m)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x104 3) sym_w)))
(assert
 (= (rank (reshape3 sym_m 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_m 1 1 in_B) 0) sym_m))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x120 (dim ?x115 1)))
 (= 1 ?x120))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x122 (dim ?x115 2)))
 (= 1 ?x122))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x124 (addb ?x104 ?x115)))
 (= (rank ?x124) 4)))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x124 (addb ?x104 ?x115)))
 (= (dim ?x124 0) sym_n)))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x124 (addb ?x104 ?x115)))
 (= (dim ?x124 1) sym_m)))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x124 (addb ?x104 ?x115)))
 (= (dim ?x124 2) sym_h)))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
 (let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x124 (addb ?x104 ?x115)))
 (= (dim ?x124 3) sym_w)))))
(assert
 (let ((?x115 (reshape3 sym_m 1 1 in_B)))
(let ((?x104 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x124 (addb ?x104 ?x115)))
(let ((?x93 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
(and (distinct ?x93 ?x124) true))))))
(check-sat)

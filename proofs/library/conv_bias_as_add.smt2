; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_bias
; z3 rlimit used: 41197
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
 (forall ((B T) (W T) (X T) (dh Int) (dw Int) (g Int) (m Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x545 (addb (conv sh sw pt pl pb pr dh dw g X W) (reshape3 m 1 1 B))))
 (let (($x517 (= (convb sh sw pt pl pb pr dh dw g X W B) ?x545)))
 (let (($x347 (and (= (dim W 0) m) (= (dim B 0) m))))
 (=> $x347 $x517)))) :pattern ( (addb (conv sh sw pt pl pb pr dh dw g X W) (reshape3 m 1 1 B)) ) :qid convb_bias))
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
 (let ((?x3842 (dim in_W 2)))
 (= 3 ?x3842)))
(assert
 (let ((?x2127 (dim in_W 3)))
 (= 3 ?x2127)))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (let ((?x3738 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (rank ?x3738) 4)))
(assert
 (let ((?x3738 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x3738 0) sym_n)))
(assert
 (let ((?x3738 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x3738 1) sym_m)))
(assert
 (let ((?x3738 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x3738 2) sym_h)))
(assert
 (let ((?x3738 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
 (= (dim ?x3738 3) sym_w)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x3978) 4)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 0) sym_n)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 1) sym_m)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 2) sym_h)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 3) sym_w)))
(assert
 (= (rank (reshape3 sym_m 1 1 in_B)) 3))
(assert
 (= (dim (reshape3 sym_m 1 1 in_B) 0) sym_m))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3826 (dim ?x3419 1)))
 (= 1 ?x3826))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3824 (dim ?x3419 2)))
 (= 1 ?x3824))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x3075 (addb ?x3978 ?x3419)))
 (= (rank ?x3075) 4)))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x3075 (addb ?x3978 ?x3419)))
 (= (dim ?x3075 0) sym_n)))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x3075 (addb ?x3978 ?x3419)))
 (= (dim ?x3075 1) sym_m)))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x3075 (addb ?x3978 ?x3419)))
 (= (dim ?x3075 2) sym_h)))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x3075 (addb ?x3978 ?x3419)))
 (= (dim ?x3075 3) sym_w)))))
(assert
 (let ((?x3419 (reshape3 sym_m 1 1 in_B)))
(let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x3075 (addb ?x3978 ?x3419)))
(let ((?x3738 (convb 1 1 1 1 1 1 1 1 1 in_X in_W in_B)))
(and (distinct ?x3738 ?x3075) true))))))
(check-sat)

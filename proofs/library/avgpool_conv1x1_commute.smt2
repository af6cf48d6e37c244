; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1
; z3 rlimit used: 41158
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_U () T)
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x1076 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x1005 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x1293 (= ?x1005 ?x1076)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x1293)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (= (rank in_U) 4))
(assert
 (= (dim in_U 0) sym_m))
(assert
 (= (dim in_U 1) sym_c))
(assert
 (let ((?x2046 (dim in_U 2)))
 (= 1 ?x2046)))
(assert
 (let ((?x3626 (dim in_U 3)))
 (= 1 ?x3626)))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (= (rank ?x3361) 4)))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (= (dim ?x3361 0) sym_n)))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (= (dim ?x3361 1) sym_m)))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (= (dim ?x3361 2) sym_h)))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (= (dim ?x3361 3) sym_w)))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (let ((?x3208 (avgpool 3 3 1 1 1 1 1 1 0 ?x3361)))
 (= (rank ?x3208) 4))))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (let ((?x3208 (avgpool 3 3 1 1 1 1 1 1 0 ?x3361)))
 (= (dim ?x3208 0) sym_n))))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (let ((?x3208 (avgpool 3 3 1 1 1 1 1 1 0 ?x3361)))
 (= (dim ?x3208 1) sym_m))))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (let ((?x3208 (avgpool 3 3 1 1 1 1 1 1 0 ?x3361)))
 (= (dim ?x3208 2) sym_h))))
(assert
 (let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
 (let ((?x3208 (avgpool 3 3 1 1 1 1 1 1 0 ?x3361)))
 (= (dim ?x3208 3) sym_w))))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (= (rank ?x2700) 4)))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (= (dim ?x2700 0) sym_n)))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (= (dim ?x2700 1) sym_c)))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (= (dim ?x2700 2) sym_h)))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (= (dim ?x2700 3) sym_w)))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (let ((?x3735 (conv 1 1 0 0 0 0 1 1 1 ?x2700 in_U)))
 (= (rank ?x3735) 4))))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (let ((?x3735 (conv 1 1 0 0 0 0 1 1 1 ?x2700 in_U)))
 (= (dim ?x3735 0) sym_n))))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (let ((?x3735 (conv 1 1 0 0 0 0 1 1 1 ?x2700 in_U)))
 (= (dim ?x3735 1) sym_m))))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (let ((?x3735 (conv 1 1 0 0 0 0 1 1 1 ?x2700 in_U)))
 (= (dim ?x3735 2) sym_h))))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
 (let ((?x3735 (conv 1 1 0 0 0 0 1 1 1 ?x2700 in_U)))
 (= (dim ?x3735 3) sym_w))))
(assert
 (let ((?x2700 (avgpool 3 3 1 1 1 1 1 1 0 in_X)))
(let ((?x3735 (conv 1 1 0 0 0 0 1 1 1 ?x2700 in_U)))
(let ((?x3361 (conv 1 1 0 0 0 0 1 1 1 in_X in_U)))
(let ((?x3208 (avgpool 3 3 1 1 1 1 1 1 0 ?x3361)))
(and (distinct ?x3208 ?x3735) true))))))
(check-sat)

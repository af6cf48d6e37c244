; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch, avgpool_conv1x1
; z3 rlimit used: 42133
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x18 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (= ?x18 ?x21))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x58 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x56 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x59 (= ?x56 ?x58)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x59)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (let ((?x99 (dim in_u1 2)))
 (= 1 ?x99)))
(assert
 (let ((?x101 (dim in_u1 3)))
 (= 1 ?x101)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x103) 4)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x103 0) sym_n)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x103 1) sym_c2)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x103 2) sym_h)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x103 3) sym_w)))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (= (rank ?x114) 4))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (= (dim ?x114 0) sym_n))))
(assert
 (let ((?x120 (+ sym_c sym_c2)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x120))))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (= (dim ?x114 2) sym_h))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (= (dim ?x114 3) sym_w))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (dim ?x126 0) sym_n)))))
(assert
 (let ((?x120 (+ sym_c sym_c2)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x120)))))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (dim ?x126 2) sym_h)))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x126 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (dim ?x126 3) sym_w)))))
(assert
 (let ((?x120 (+ sym_c sym_c2)))
 (>= ?x120 0)))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x138 1) sym_c)))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x138 2) sym_h)))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x138 3) sym_w)))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (dim ?x149 0) sym_n))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (dim ?x149 1) sym_c2))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (dim ?x149 2) sym_h))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (dim ?x149 3) sym_w))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x160 (concat 1 ?x138 ?x149)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x160 (concat 1 ?x138 ?x149)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x120 (+ sym_c sym_c2)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x160 (concat 1 ?x138 ?x149)))
 (let ((?x165 (dim ?x160 1)))
 (= ?x165 ?x120)))))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x160 (concat 1 ?x138 ?x149)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x160 (concat 1 ?x138 ?x149)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
(let ((?x160 (concat 1 ?x138 ?x149)))
(let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x114 (concat 1 in_i1 ?x103)))
(let ((?x126 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
(and (distinct ?x126 ?x160) true))))))))
(check-sat)

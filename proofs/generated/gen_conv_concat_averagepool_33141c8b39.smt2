; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch, avgpool_conv1x1
; z3 rlimit used: 48702
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x18 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (= ?x18 ?x21))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x97 (dim in_u1 2)))
 (= 1 ?x97)))
(assert
 (let ((?x99 (dim in_u1 3)))
 (= 1 ?x99)))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x101) 4)))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x101 0) sym_n)))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x101 1) sym_c)))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x101 2) sym_h)))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x101 3) sym_w)))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (= (rank ?x112) 4))))
(assert
 (let ((?x116 (* 2 sym_n)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x116))))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (= (dim ?x112 1) sym_c))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (= (dim ?x112 2) sym_h))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (= (dim ?x112 3) sym_w))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (let ((?x124 (avgpool 3 3 1 1 1 1 1 1 0 ?x112)))
 (= (rank ?x124) 4)))))
(assert
 (let ((?x116 (* 2 sym_n)))
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (let ((?x124 (avgpool 3 3 1 1 1 1 1 1 0 ?x112)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x116)))))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (let ((?x124 (avgpool 3 3 1 1 1 1 1 1 0 ?x112)))
 (= (dim ?x124 1) sym_c)))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (let ((?x124 (avgpool 3 3 1 1 1 1 1 1 0 ?x112)))
 (= (dim ?x124 2) sym_h)))))
(assert
 (let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x112 (concat 0 in_i1 ?x101)))
 (let ((?x124 (avgpool 3 3 1 1 1 1 1 1 0 ?x112)))
 (= (dim ?x124 3) sym_w)))))
(assert
 (let ((?x116 (* 2 sym_n)))
 (>= ?x116 0)))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x136) 4)))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x136 0) sym_n)))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x136 1) sym_c)))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x136 2) sym_h)))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x136 3) sym_w)))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (dim ?x147 1) sym_c))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (dim ?x147 2) sym_h))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (dim ?x147 3) sym_w))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x158 (concat 0 ?x136 ?x147)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x116 (* 2 sym_n)))
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x158 (concat 0 ?x136 ?x147)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x116)))))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x158 (concat 0 ?x136 ?x147)))
 (= (dim ?x158 1) sym_c)))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x158 (concat 0 ?x136 ?x147)))
 (= (dim ?x158 2) sym_h)))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x158 (concat 0 ?x136 ?x147)))
 (= (dim ?x158 3) sym_w)))))
(assert
 (let ((?x136 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x147 (conv 1 1 0 0 0 0 1 1 1 ?x136 in_u1)))
(let ((?x158 (concat 0 ?x136 ?x147)))
(let ((?x101 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x112 (concat 0 in_i1 ?x101)))
(let ((?x124 (avgpool 3 3 1 1 1 1 1 1 0 ?x112)))
(and (distinct ?x124 ?x158) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1, conv_concat_batch
; z3 rlimit used: 48725
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x22 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x19 ?x22))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (= (rank ?x114) 4))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (= (dim ?x114 0) sym_n))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (= (dim ?x114 1) sym_c2))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (= (dim ?x114 2) sym_h))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (= (dim ?x114 3) sym_w))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (let ((?x125 (concat 0 ?x103 ?x114)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x129 (* 2 sym_n)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (let ((?x125 (concat 0 ?x103 ?x114)))
 (let ((?x128 (dim ?x125 0)))
 (= ?x128 ?x129)))))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (let ((?x125 (concat 0 ?x103 ?x114)))
 (= (dim ?x125 1) sym_c2)))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (let ((?x125 (concat 0 ?x103 ?x114)))
 (= (dim ?x125 2) sym_h)))))
(assert
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
 (let ((?x125 (concat 0 ?x103 ?x114)))
 (= (dim ?x125 3) sym_w)))))
(assert
 (let ((?x129 (* 2 sym_n)))
 (>= ?x129 0)))
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
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x129 (* 2 sym_n)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x129))))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (= (dim ?x149 1) sym_c))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (= (dim ?x149 2) sym_h))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (= (dim ?x149 3) sym_w))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x129 (* 2 sym_n)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x163 (dim ?x160 0)))
 (= ?x163 ?x129)))))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x160 1) sym_c2)))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x149 (concat 0 in_i1 ?x138)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x149 (concat 0 in_i1 ?x138)))
(let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
(let ((?x103 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x114 (avgpool 3 3 1 1 1 1 1 1 0 ?x103)))
(let ((?x125 (concat 0 ?x103 ?x114)))
(and (distinct ?x125 ?x160) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1, conv_concat_batch
; z3 rlimit used: 74616
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x34)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x74 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x72 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x75 (= ?x72 ?x74)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x22 (>= dw 1)))
 (let (($x62 (>= dh 1)))
 (let (($x60 (>= ci 0)))
 (let (($x70 (and $x60 $x62 $x22 $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x70 $x75)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x115 (dim in_u1 2)))
 (= 1 ?x115)))
(assert
 (let ((?x117 (dim in_u1 3)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x119 1) sym_c2)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (= (dim ?x130 1) sym_c2))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (= (dim ?x130 2) sym_h))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (= (dim ?x130 3) sym_w))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x145)))))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (dim ?x141 1) sym_c2)))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (dim ?x141 2) sym_h)))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
 (let ((?x141 (concat 0 ?x119 ?x130)))
 (= (dim ?x141 3) sym_w)))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (>= ?x145 0)))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x154 1) sym_c)))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x154 2) sym_h)))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x154 3) sym_w)))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x145))))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (= (dim ?x165 1) sym_c))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (= (dim ?x165 2) sym_h))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (= (dim ?x165 3) sym_w))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x145 (* 2 sym_n)))
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x179 (dim ?x176 0)))
 (= ?x179 ?x145)))))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x176 1) sym_c2)))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x176 2) sym_h)))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x165 (concat 0 in_i1 ?x154)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x176 3) sym_w)))))
(assert
 (let ((?x154 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x165 (concat 0 in_i1 ?x154)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
(let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x130 (avgpool 3 3 1 1 1 1 1 1 0 ?x119)))
(let ((?x141 (concat 0 ?x119 ?x130)))
(and (distinct ?x141 ?x176) true))))))))
(check-sat)

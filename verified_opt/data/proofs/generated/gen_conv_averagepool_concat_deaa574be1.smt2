; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1, conv_concat_batch
; z3 rlimit used: 16856
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x51 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x48 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x52 (= ?x48 ?x51)))
 (let (($x45 (= (rank W) 4)))
 (let (($x37 (>= dw 1)))
 (let (($x35 (>= dh 1)))
 (let (($x33 (>= pr 0)))
 (let (($x31 (>= pb 0)))
 (let (($x29 (>= pl 0)))
 (let (($x27 (>= pt 0)))
 (let (($x24 (>= sw 1)))
 (let (($x22 (>= sh 1)))
 (let (($x20 (>= g 1)))
 (let (($x46 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x20 $x22 $x24 $x27 $x29 $x31 $x33 $x35 $x37 (= (rank X1) 4) (= (rank X2) 4) $x45)))
 (=> $x46 $x52))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x90 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x93 (= ?x90 ?x92)))
 (let (($x87 (= (rank U) 4)))
 (let (($x45 (= (rank X) 4)))
 (let (($x33 (>= pr 0)))
 (let (($x31 (>= pb 0)))
 (let (($x29 (>= pl 0)))
 (let (($x27 (>= pt 0)))
 (let (($x24 (>= sw 1)))
 (let (($x22 (>= sh 1)))
 (let (($x20 (>= kw 1)))
 (let (($x37 (>= kh 1)))
 (let (($x35 (>= dw 1)))
 (let (($x80 (>= dh 1)))
 (let (($x78 (>= ci 0)))
 (let (($x88 (and $x78 $x80 $x35 $x37 $x20 $x22 $x24 $x27 $x29 $x31 $x33 (= 1 (dim U 2)) (= 1 (dim U 3)) $x45 $x87)))
 (=> $x88 $x93)))))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (let ((?x132 (dim in_u1 2)))
 (= 1 ?x132)))
(assert
 (let ((?x134 (dim in_u1 3)))
 (= 1 ?x134)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x136) 4)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 0) sym_n)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 1) sym_c2)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 2) sym_h)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 3) sym_w)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (= (dim ?x147 1) sym_c2))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (= (dim ?x147 2) sym_h))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (= (dim ?x147 3) sym_w))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (let ((?x158 (concat 0 ?x147 ?x136)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x162 (* 2 sym_n)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (let ((?x158 (concat 0 ?x147 ?x136)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x162)))))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (let ((?x158 (concat 0 ?x147 ?x136)))
 (= (dim ?x158 1) sym_c2)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (let ((?x158 (concat 0 ?x147 ?x136)))
 (= (dim ?x158 2) sym_h)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
 (let ((?x158 (concat 0 ?x147 ?x136)))
 (= (dim ?x158 3) sym_w)))))
(assert
 (let ((?x162 (* 2 sym_n)))
 (>= ?x162 0)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 1) sym_c)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 2) sym_h)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x171 3) sym_w)))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x162 (* 2 sym_n)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (let ((?x185 (dim ?x182 0)))
 (= ?x185 ?x162))))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (= (dim ?x182 2) sym_h))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (= (dim ?x182 3) sym_w))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x162 (* 2 sym_n)))
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x196 (dim ?x193 0)))
 (= ?x196 ?x162)))))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 1) sym_c2)))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 2) sym_h)))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x182 (concat 0 ?x171 in_i1)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 3) sym_w)))))
(assert
 (let ((?x171 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x182 (concat 0 ?x171 in_i1)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x147 (avgpool 3 3 1 1 1 1 1 1 0 ?x136)))
(let ((?x158 (concat 0 ?x147 ?x136)))
(and (distinct ?x158 ?x193) true))))))))
(check-sat)

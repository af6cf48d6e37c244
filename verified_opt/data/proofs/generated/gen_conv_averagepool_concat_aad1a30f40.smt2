; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1, conv_concat_batch
; z3 rlimit used: 16178
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x40 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x34 (= (rank W) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= (rank X1) 4) (= (rank X2) 4) $x34)))
 (=> $x35 $x41))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x81 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x84 (= ?x81 ?x83)))
 (let (($x78 (= (rank U) 4)))
 (let (($x34 (= (rank X) 4)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x22 (>= dw 1)))
 (let (($x69 (>= dh 1)))
 (let (($x67 (>= ci 0)))
 (let (($x79 (and $x67 $x69 $x22 $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x34 $x78)))
 (=> $x79 $x84)))))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (let ((?x123 (dim in_u1 2)))
 (= 1 ?x123)))
(assert
 (let ((?x125 (dim in_u1 3)))
 (= 1 ?x125)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x127) 4)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 0) sym_n)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 1) sym_c2)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 2) sym_h)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 3) sym_w)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (= (rank ?x138) 4))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (= (dim ?x138 0) sym_n))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (= (dim ?x138 1) sym_c2))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (= (dim ?x138 2) sym_h))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (= (dim ?x138 3) sym_w))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (let ((?x149 (concat 0 ?x127 ?x138)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x153 (* 2 sym_n)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (let ((?x149 (concat 0 ?x127 ?x138)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x153)))))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (let ((?x149 (concat 0 ?x127 ?x138)))
 (= (dim ?x149 1) sym_c2)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (let ((?x149 (concat 0 ?x127 ?x138)))
 (= (dim ?x149 2) sym_h)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
 (let ((?x149 (concat 0 ?x127 ?x138)))
 (= (dim ?x149 3) sym_w)))))
(assert
 (let ((?x153 (* 2 sym_n)))
 (>= ?x153 0)))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x162) 4)))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x162 0) sym_n)))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x162 1) sym_c)))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x162 2) sym_h)))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x162 3) sym_w)))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x153 (* 2 sym_n)))
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x153))))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (= (dim ?x173 2) sym_h))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (= (dim ?x173 3) sym_w))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (rank ?x184) 4)))))
(assert
 (let ((?x153 (* 2 sym_n)))
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x187 (dim ?x184 0)))
 (= ?x187 ?x153)))))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x184 1) sym_c2)))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x184 2) sym_h)))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x173 (concat 0 in_i1 ?x162)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x184 3) sym_w)))))
(assert
 (let ((?x162 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x173 (concat 0 in_i1 ?x162)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
(let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x138 (avgpool 3 3 1 1 1 1 1 1 0 ?x127)))
(let ((?x149 (concat 0 ?x127 ?x138)))
(and (distinct ?x149 ?x184) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch, avgpool_conv1x1
; z3 rlimit used: 74593
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x25 (and (>= ci 0) $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x73 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x62 (>= dw 1)))
 (let (($x61 (>= dh 1)))
 (let (($x59 (>= ci 0)))
 (let (($x70 (and $x59 $x61 $x62 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x70 $x76)))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x114 (dim in_u1 2)))
 (= 1 ?x114)))
(assert
 (let ((?x116 (dim in_u1 3)))
 (= 1 ?x116)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x118) 4)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 0) sym_n)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 1) sym_c)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 2) sym_h)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 3) sym_w)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x133))))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (= (dim ?x129 1) sym_c))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (= (dim ?x129 2) sym_h))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (= (dim ?x129 3) sym_w))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (let ((?x141 (avgpool 3 3 1 1 1 1 1 1 0 ?x129)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (let ((?x141 (avgpool 3 3 1 1 1 1 1 1 0 ?x129)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x133)))))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (let ((?x141 (avgpool 3 3 1 1 1 1 1 1 0 ?x129)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (let ((?x141 (avgpool 3 3 1 1 1 1 1 1 0 ?x129)))
 (= (dim ?x141 2) sym_h)))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 0 in_i1 ?x118)))
 (let ((?x141 (avgpool 3 3 1 1 1 1 1 1 0 ?x129)))
 (= (dim ?x141 3) sym_w)))))
(assert
 (let ((?x133 (* 2 sym_n)))
 (>= ?x133 0)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 1) sym_c)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x164 1) sym_c))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x164 2) sym_h))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x164 3) sym_w))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x175 (concat 0 ?x153 ?x164)))
 (= (rank ?x175) 4)))))
(assert
 (let ((?x133 (* 2 sym_n)))
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x175 (concat 0 ?x153 ?x164)))
 (let ((?x178 (dim ?x175 0)))
 (= ?x178 ?x133)))))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x175 (concat 0 ?x153 ?x164)))
 (= (dim ?x175 1) sym_c)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x175 (concat 0 ?x153 ?x164)))
 (= (dim ?x175 2) sym_h)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x175 (concat 0 ?x153 ?x164)))
 (= (dim ?x175 3) sym_w)))))
(assert
 (let ((?x153 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
(let ((?x175 (concat 0 ?x153 ?x164)))
(let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x129 (concat 0 in_i1 ?x118)))
(let ((?x141 (avgpool 3 3 1 1 1 1 1 1 0 ?x129)))
(and (distinct ?x141 ?x175) true))))))))
(check-sat)

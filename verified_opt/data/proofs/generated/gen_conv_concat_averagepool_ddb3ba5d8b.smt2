; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch, avgpool_conv1x1
; z3 rlimit used: 16822
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x45 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x37 (>= pr 0)))
 (let (($x35 (>= pb 0)))
 (let (($x33 (>= pl 0)))
 (let (($x31 (>= pt 0)))
 (let (($x29 (>= sw 1)))
 (let (($x27 (>= sh 1)))
 (let (($x25 (>= kw 1)))
 (let (($x23 (>= kh 1)))
 (let (($x43 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= ci 0) $x23 $x25 $x27 $x29 $x31 $x33 $x35 $x37 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x43 $x49))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x93 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x91 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x94 (= ?x91 ?x93)))
 (let (($x88 (= (rank U) 4)))
 (let (($x86 (= (rank X) 4)))
 (let (($x37 (>= pr 0)))
 (let (($x35 (>= pb 0)))
 (let (($x33 (>= pl 0)))
 (let (($x31 (>= pt 0)))
 (let (($x29 (>= sw 1)))
 (let (($x27 (>= sh 1)))
 (let (($x25 (>= kw 1)))
 (let (($x23 (>= kh 1)))
 (let (($x78 (>= dw 1)))
 (let (($x77 (>= dh 1)))
 (let (($x75 (>= ci 0)))
 (let (($x89 (and $x75 $x77 $x78 $x23 $x25 $x27 $x29 $x31 $x33 $x35 $x37 (= 1 (dim U 2)) (= 1 (dim U 3)) $x86 $x88)))
 (=> $x89 $x94)))))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (let ((?x131 (dim in_u1 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u1 3)))
 (= 1 ?x133)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x135 1) sym_c)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x135 2) sym_h)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x135 3) sym_w)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x150))))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (dim ?x146 2) sym_h))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (= (dim ?x146 3) sym_w))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x158 (avgpool 3 3 1 1 1 1 1 1 0 ?x146)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x158 (avgpool 3 3 1 1 1 1 1 1 0 ?x146)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x150)))))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x158 (avgpool 3 3 1 1 1 1 1 1 0 ?x146)))
 (= (dim ?x158 1) sym_c)))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x158 (avgpool 3 3 1 1 1 1 1 1 0 ?x146)))
 (= (dim ?x158 2) sym_h)))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x146 (concat 0 ?x135 in_i1)))
 (let ((?x158 (avgpool 3 3 1 1 1 1 1 1 0 ?x146)))
 (= (dim ?x158 3) sym_w)))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (>= ?x150 0)))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x170 1) sym_c)))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x170 2) sym_h)))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x170 3) sym_w)))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 1) sym_c))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 2) sym_h))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (= (dim ?x181 3) sym_w))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (concat 0 ?x181 ?x170)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x150 (* 2 sym_n)))
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (concat 0 ?x181 ?x170)))
 (let ((?x195 (dim ?x192 0)))
 (= ?x195 ?x150)))))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (concat 0 ?x181 ?x170)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (concat 0 ?x181 ?x170)))
 (= (dim ?x192 2) sym_h)))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
 (let ((?x192 (concat 0 ?x181 ?x170)))
 (= (dim ?x192 3) sym_w)))))
(assert
 (let ((?x170 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u1)))
(let ((?x192 (concat 0 ?x181 ?x170)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x146 (concat 0 ?x135 in_i1)))
(let ((?x158 (avgpool 3 3 1 1 1 1 1 1 0 ?x146)))
(and (distinct ?x158 ?x192) true))))))))
(check-sat)

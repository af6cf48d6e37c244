; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1, conv_add_x
; z3 rlimit used: 17695
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x54 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x51 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x55 (= ?x51 ?x54)))
 (let (($x48 (= (rank W) 4)))
 (let (($x40 (>= dw 1)))
 (let (($x38 (>= dh 1)))
 (let (($x36 (>= pr 0)))
 (let (($x34 (>= pb 0)))
 (let (($x32 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x28 (>= sw 1)))
 (let (($x26 (>= sh 1)))
 (let (($x24 (>= g 1)))
 (let (($x49 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x24 $x26 $x28 $x30 $x32 $x34 $x36 $x38 $x40 (= (rank X1) 4) (= (rank X2) 4) $x48)))
 (=> $x49 $x55))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x95 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x93 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x96 (= ?x93 ?x95)))
 (let (($x90 (= (rank U) 4)))
 (let (($x48 (= (rank X) 4)))
 (let (($x36 (>= pr 0)))
 (let (($x34 (>= pb 0)))
 (let (($x32 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x28 (>= sw 1)))
 (let (($x26 (>= sh 1)))
 (let (($x24 (>= kw 1)))
 (let (($x40 (>= kh 1)))
 (let (($x38 (>= dw 1)))
 (let (($x83 (>= dh 1)))
 (let (($x81 (>= ci 0)))
 (let (($x91 (and $x81 $x83 $x38 $x40 $x24 $x26 $x28 $x30 $x32 $x34 $x36 (= 1 (dim U 2)) (= 1 (dim U 3)) $x48 $x90)))
 (=> $x91 $x96)))))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (let ((?x135 (dim in_u1 2)))
 (= 1 ?x135)))
(assert
 (let ((?x137 (dim in_u1 3)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x139) 4)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 0) sym_n)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 1) sym_c2)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 2) sym_h)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 3) sym_w)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (= (dim ?x150 1) sym_c2))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (= (dim ?x150 2) sym_h))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (= (dim ?x150 3) sym_w))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 1) sym_c2)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 2) sym_h)))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
 (let ((?x161 (add ?x139 ?x150)))
 (= (dim ?x161 3) sym_w)))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x172) 4)))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x172 0) sym_n)))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x172 1) sym_c)))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x172 2) sym_h)))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x172 3) sym_w)))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (= (dim ?x183 2) sym_h))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (= (dim ?x183 3) sym_w))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x194 1) sym_c2)))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x194 2) sym_h)))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x183 (add in_i1 ?x172)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x194 3) sym_w)))))
(assert
 (let ((?x172 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x183 (add in_i1 ?x172)))
(let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
(let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x150 (avgpool 3 3 1 1 1 1 1 1 0 ?x139)))
(let ((?x161 (add ?x139 ?x150)))
(and (distinct ?x161 ?x194) true))))))))
(check-sat)

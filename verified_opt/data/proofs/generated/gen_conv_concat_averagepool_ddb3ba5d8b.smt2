; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch, avgpool_conv1x1
; z3 rlimit used: 15344
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x34 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x32 (and (>= ci 0) $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x32 $x38))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x84 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x82 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x85 (= ?x82 ?x84)))
 (let (($x79 (= (rank U) 4)))
 (let (($x77 (= (rank X) 4)))
 (let (($x24 (>= pr 0)))
 (let (($x22 (>= pb 0)))
 (let (($x20 (>= pl 0)))
 (let (($x18 (>= pt 0)))
 (let (($x16 (>= sw 1)))
 (let (($x14 (>= sh 1)))
 (let (($x12 (>= kw 1)))
 (let (($x10 (>= kh 1)))
 (let (($x67 (>= dw 1)))
 (let (($x66 (>= dh 1)))
 (let (($x64 (>= ci 0)))
 (let (($x80 (and $x64 $x66 $x67 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim U 2)) (= 1 (dim U 3)) $x77 $x79)))
 (=> $x80 $x85)))))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
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
 (let ((?x122 (dim in_u1 2)))
 (= 1 ?x122)))
(assert
 (let ((?x124 (dim in_u1 3)))
 (= 1 ?x124)))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x126) 4)))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x126 0) sym_n)))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x126 1) sym_c)))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x126 2) sym_h)))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x126 3) sym_w)))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x141 (* 2 sym_n)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x141))))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (= (dim ?x137 1) sym_c))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (= (dim ?x137 2) sym_h))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (= (dim ?x137 3) sym_w))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x149 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x141 (* 2 sym_n)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x149 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x141)))))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x149 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x149 1) sym_c)))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x149 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x149 2) sym_h)))))
(assert
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x149 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
 (= (dim ?x149 3) sym_w)))))
(assert
 (let ((?x141 (* 2 sym_n)))
 (>= ?x141 0)))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x161) 4)))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x161 0) sym_n)))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x161 1) sym_c)))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x161 2) sym_h)))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x161 3) sym_w)))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (dim ?x172 1) sym_c))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (dim ?x172 2) sym_h))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (dim ?x172 3) sym_w))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x183 (concat 0 ?x172 ?x161)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x141 (* 2 sym_n)))
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x183 (concat 0 ?x172 ?x161)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x141)))))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x183 (concat 0 ?x172 ?x161)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x183 (concat 0 ?x172 ?x161)))
 (= (dim ?x183 2) sym_h)))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x183 (concat 0 ?x172 ?x161)))
 (= (dim ?x183 3) sym_w)))))
(assert
 (let ((?x161 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
(let ((?x183 (concat 0 ?x172 ?x161)))
(let ((?x126 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x137 (concat 0 ?x126 in_i1)))
(let ((?x149 (avgpool 3 3 1 1 1 1 1 1 0 ?x137)))
(and (distinct ?x149 ?x183) true))))))))
(check-sat)

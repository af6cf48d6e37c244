; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 23727
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 (= (rank S) 0))))
 (=> $x35 $x40)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x83 (= ?x79 ?x82)))
 (let (($x28 (= (rank X2) 4)))
 (let (($x31 (= (rank X1) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x77 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x31 $x28 (= (rank W) 4))))
 (=> $x77 $x83)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x119 (dim in_k1 2)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (dim in_k1 3)))
 (= 3 ?x121)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x126) 4)))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 0) sym_n)))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 1) sym_c2)))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 2) sym_h)))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 3) sym_w)))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 1) sym_c2))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 2) sym_h))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 3) sym_w))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x148 (concat 0 ?x126 ?x137)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x152 (* 2 sym_n)))
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x148 (concat 0 ?x126 ?x137)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x152)))))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x148 (concat 0 ?x126 ?x137)))
 (= (dim ?x148 1) sym_c2)))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x148 (concat 0 ?x126 ?x137)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x148 (concat 0 ?x126 ?x137)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (let ((?x152 (* 2 sym_n)))
 (>= ?x152 0)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x152 (* 2 sym_n)))
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 in_i1 ?x161)))
 (let ((?x175 (dim ?x172 0)))
 (= ?x175 ?x152))))))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 in_i1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 ?x172 in_k1)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x152 (* 2 sym_n)))
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 in_i1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 ?x172 in_k1)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x152)))))))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 in_i1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 ?x172 in_k1)))
 (= (dim ?x183 1) sym_c2)))))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 in_i1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 ?x172 in_k1)))
 (= (dim ?x183 2) sym_h)))))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
 (let ((?x172 (concat 0 in_i1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 ?x172 in_k1)))
 (= (dim ?x183 3) sym_w)))))
(assert
 (let ((?x161 (smul in_i1 in_s1)))
(let ((?x172 (concat 0 in_i1 ?x161)))
(let ((?x183 (conv 1 1 1 1 1 1 1 1 1 ?x172 in_k1)))
(let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x137 (smul ?x126 in_s1)))
(let ((?x148 (concat 0 ?x126 ?x137)))
(and (distinct ?x148 ?x183) true))))))))
(check-sat)

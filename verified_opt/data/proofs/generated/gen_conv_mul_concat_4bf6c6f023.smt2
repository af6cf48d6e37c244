; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 23049
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x68 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x72 (= ?x68 ?x71)))
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
 (let (($x66 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x31 $x28 (= (rank W) 4))))
 (=> $x66 $x72)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x113 (dim in_u1 2)))
 (= 1 ?x113)))
(assert
 (let ((?x115 (dim in_u1 3)))
 (= 1 ?x115)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x117 1) sym_c2)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x117 2) sym_h)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x117 3) sym_w)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (= (rank ?x128) 4))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (= (dim ?x128 0) sym_n))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (= (dim ?x128 1) sym_c2))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (= (dim ?x128 2) sym_h))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (= (dim ?x128 3) sym_w))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (let ((?x139 (concat 0 ?x128 ?x117)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (let ((?x139 (concat 0 ?x128 ?x117)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x143)))))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (let ((?x139 (concat 0 ?x128 ?x117)))
 (= (dim ?x139 1) sym_c2)))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (let ((?x139 (concat 0 ?x128 ?x117)))
 (= (dim ?x139 2) sym_h)))))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (smul ?x117 in_s1)))
 (let ((?x139 (concat 0 ?x128 ?x117)))
 (= (dim ?x139 3) sym_w)))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (>= ?x143 0)))
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
 (= (rank (concat 0 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (let ((?x143 (* 2 sym_n)))
 (let ((?x152 (smul in_i1 in_s1)))
 (let ((?x163 (concat 0 ?x152 in_i1)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x143))))))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x152 (smul in_i1 in_s1)))
 (let ((?x163 (concat 0 ?x152 in_i1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x163 in_u1)))
 (= (rank ?x174) 4)))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (let ((?x152 (smul in_i1 in_s1)))
 (let ((?x163 (concat 0 ?x152 in_i1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x163 in_u1)))
 (let ((?x177 (dim ?x174 0)))
 (= ?x177 ?x143)))))))
(assert
 (let ((?x152 (smul in_i1 in_s1)))
 (let ((?x163 (concat 0 ?x152 in_i1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x163 in_u1)))
 (= (dim ?x174 1) sym_c2)))))
(assert
 (let ((?x152 (smul in_i1 in_s1)))
 (let ((?x163 (concat 0 ?x152 in_i1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x163 in_u1)))
 (= (dim ?x174 2) sym_h)))))
(assert
 (let ((?x152 (smul in_i1 in_s1)))
 (let ((?x163 (concat 0 ?x152 in_i1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x163 in_u1)))
 (= (dim ?x174 3) sym_w)))))
(assert
 (let ((?x152 (smul in_i1 in_s1)))
(let ((?x163 (concat 0 ?x152 in_i1)))
(let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x163 in_u1)))
(let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x128 (smul ?x117 in_s1)))
(let ((?x139 (concat 0 ?x128 ?x117)))
(and (distinct ?x139 ?x174) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 74691
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24)))
 (=> $x25 $x33))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x64 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x61 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x65 (= ?x61 ?x64)))
 (let (($x7 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x58 (and $x9 $x11 $x14 $x16 $x18 $x20 $x24 $x7)))
 (=> $x58 $x65))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x104 (dim in_k1 2)))
 (= 3 ?x104)))
(assert
 (let ((?x106 (dim in_k1 3)))
 (= 3 ?x106)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 2) sym_h)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 3) sym_w)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 0) sym_n))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 1) sym_c2))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 2) sym_h))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (= (dim ?x122 3) sym_w))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x139 (* 2 sym_c2)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x139)))))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (dim ?x133 2) sym_h)))))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x111 in_s1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (dim ?x133 3) sym_w)))))
(assert
 (let ((?x139 (* 2 sym_c2)))
 (>= ?x139 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x153 (dim ?x146 2)))
 (= 3 ?x153))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x155 (dim ?x146 3)))
 (= 3 ?x155))))
(assert
 (= (rank (concat 0 in_k1 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x139 (* 2 sym_c2)))
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x139))))))
(assert
 (= (dim (concat 0 in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x164 (dim ?x157 2)))
 (= 3 ?x164)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x166 (dim ?x157 3)))
 (= 3 ?x166)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x139 (* 2 sym_c2)))
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x157)))
 (let ((?x173 (dim ?x168 1)))
 (= ?x173 ?x139)))))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 2) sym_h)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (concat 0 in_k1 ?x146)))
 (let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 3) sym_w)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
(let ((?x157 (concat 0 in_k1 ?x146)))
(let ((?x168 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x157)))
(let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x122 (smul ?x111 in_s1)))
(let ((?x133 (concat 1 ?x111 ?x122)))
(and (distinct ?x133 ?x168) true))))))))
(check-sat)

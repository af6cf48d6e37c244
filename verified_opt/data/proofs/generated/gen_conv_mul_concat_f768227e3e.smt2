; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 23693
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
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x31 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24 $x28 $x31 (= (rank S) 0))))
 (=> $x35 $x40))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x78 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x82 (= ?x78 ?x81)))
 (let (($x28 (= (rank W2) 4)))
 (let (($x31 (= (rank W1) 4)))
 (let (($x7 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x76 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x9 $x11 $x14 $x16 $x18 $x20 $x24 $x7 (= (rank X) 4) $x31 $x28)))
 (=> $x76 $x82))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x121 (dim in_u1 2)))
 (= 1 ?x121)))
(assert
 (let ((?x123 (dim in_u1 3)))
 (= 1 ?x123)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 1) sym_c2)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 2) sym_h)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 3) sym_w)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (= (dim ?x136 1) sym_c2))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (= (dim ?x136 2) sym_h))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (= (dim ?x136 3) sym_w))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (concat 1 ?x125 ?x136)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (concat 1 ?x125 ?x136)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x153 (* 2 sym_c2)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (concat 1 ?x125 ?x136)))
 (let ((?x152 (dim ?x147 1)))
 (= ?x152 ?x153)))))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (concat 1 ?x125 ?x136)))
 (= (dim ?x147 2) sym_h)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (concat 1 ?x125 ?x136)))
 (= (dim ?x147 3) sym_w)))))
(assert
 (let ((?x153 (* 2 sym_c2)))
 (>= ?x153 0)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x167 (dim ?x160 2)))
 (= 1 ?x167))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x169 (dim ?x160 3)))
 (= 1 ?x169))))
(assert
 (= (rank (concat 0 in_u1 (smul in_u1 in_s1))) 4))
(assert
 (let ((?x153 (* 2 sym_c2)))
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x174 (dim ?x171 0)))
 (= ?x174 ?x153))))))
(assert
 (= (dim (concat 0 in_u1 (smul in_u1 in_s1)) 1) sym_c))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= 1 ?x178)))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x180 (dim ?x171 3)))
 (= 1 ?x180)))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x153 (* 2 sym_c2)))
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x187 (dim ?x182 1)))
 (= ?x187 ?x153)))))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 2) sym_h)))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
 (let ((?x171 (concat 0 in_u1 ?x160)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 3) sym_w)))))
(assert
 (let ((?x160 (smul in_u1 in_s1)))
(let ((?x171 (concat 0 in_u1 ?x160)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x171)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x136 (smul ?x125 in_s1)))
(let ((?x147 (concat 1 ?x125 ?x136)))
(and (distinct ?x147 ?x182) true))))))))
(check-sat)

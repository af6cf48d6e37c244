; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 23441
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
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x73 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x70 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x74 (= ?x70 ?x73)))
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
 (let (($x68 (and $x9 $x11 $x14 $x16 $x18 $x20 $x24 $x7 (= (rank X) 4) $x31 $x28)))
 (=> $x68 $x74))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x112 (dim in_k1 2)))
 (= 3 ?x112)))
(assert
 (let ((?x114 (dim in_k1 3)))
 (= 3 ?x114)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 1) sym_c2)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 1) sym_c2))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 2) sym_h))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (= (dim ?x130 3) sym_w))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (concat 1 ?x119 ?x130)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (concat 1 ?x119 ?x130)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (concat 1 ?x119 ?x130)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x147)))))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (concat 1 ?x119 ?x130)))
 (= (dim ?x141 2) sym_h)))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (concat 1 ?x119 ?x130)))
 (= (dim ?x141 3) sym_w)))))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (>= ?x147 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x161 (dim ?x154 2)))
 (= 3 ?x161))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x163 (dim ?x154 3)))
 (= 3 ?x163))))
(assert
 (= (rank (concat 0 in_k1 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x147))))))
(assert
 (= (dim (concat 0 in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172)))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174)))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x176 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x176 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x176 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x181 (dim ?x176 1)))
 (= ?x181 ?x147)))))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x176 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 2) sym_h)))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
 (let ((?x165 (concat 0 in_k1 ?x154)))
 (let ((?x176 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x176 3) sym_w)))))
(assert
 (let ((?x154 (smul in_k1 in_s1)))
(let ((?x165 (concat 0 in_k1 ?x154)))
(let ((?x176 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x165)))
(let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x130 (smul ?x119 in_s1)))
(let ((?x141 (concat 1 ?x119 ?x130)))
(and (distinct ?x141 ?x176) true))))))))
(check-sat)

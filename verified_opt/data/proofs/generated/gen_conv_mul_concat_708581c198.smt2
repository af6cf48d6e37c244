; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 24022
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
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 1) sym_c2)))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x130))))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x119 3)))
 (= ?x132 ?x135))))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (= (dim ?x137 1) sym_c2))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x130)))))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x146 (dim ?x137 3)))
 (= ?x146 ?x135)))))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x148 (concat 1 ?x119 ?x137)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x148 (concat 1 ?x119 ?x137)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x154 (* 2 sym_c2)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x148 (concat 1 ?x119 ?x137)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x154)))))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x148 (concat 1 ?x119 ?x137)))
 (let ((?x156 (dim ?x148 2)))
 (= ?x156 ?x130))))))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (smul ?x119 in_s1)))
 (let ((?x148 (concat 1 ?x119 ?x137)))
 (let ((?x158 (dim ?x148 3)))
 (= ?x158 ?x135))))))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (>= ?x130 0))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (>= ?x135 0))))
(assert
 (let ((?x154 (* 2 sym_c2)))
 (>= ?x154 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170))))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172))))
(assert
 (= (rank (concat 0 in_k1 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x154 (* 2 sym_c2)))
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x177 (dim ?x174 0)))
 (= ?x177 ?x154))))))
(assert
 (= (dim (concat 0 in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= 3 ?x181)))))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x183 (dim ?x174 3)))
 (= 3 ?x183)))))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x174)))
 (= (rank ?x185) 4)))))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x174)))
 (= (dim ?x185 0) sym_n)))))
(assert
 (let ((?x154 (* 2 sym_c2)))
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x174)))
 (let ((?x190 (dim ?x185 1)))
 (= ?x190 ?x154)))))))
(assert
 (let ((?x129 (div (+ (- 3) sym_h) 2)))
 (let ((?x130 (+ 1 ?x129)))
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x174)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x130))))))))
(assert
 (let ((?x134 (div (+ (- 3) sym_w) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x163 (smul in_k1 in_s1)))
 (let ((?x174 (concat 0 in_k1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x174)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x135))))))))
(assert
 (let ((?x163 (smul in_k1 in_s1)))
(let ((?x174 (concat 0 in_k1 ?x163)))
(let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x174)))
(let ((?x119 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x137 (smul ?x119 in_s1)))
(let ((?x148 (concat 1 ?x119 ?x137)))
(and (distinct ?x148 ?x185) true))))))))
(check-sat)

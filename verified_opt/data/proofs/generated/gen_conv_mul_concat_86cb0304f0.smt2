; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 75239
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
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x122))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x111 3)))
 (= ?x124 ?x127))))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (= (dim ?x129 1) sym_c2))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x122)))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x127)))))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (= (rank ?x140) 4)))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (= (dim ?x140 0) sym_n)))))
(assert
 (let ((?x146 (* 2 sym_c2)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x146)))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (let ((?x148 (dim ?x140 2)))
 (= ?x148 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (smul ?x111 in_s1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (let ((?x150 (dim ?x140 3)))
 (= ?x150 ?x127))))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (>= ?x127 0))))
(assert
 (let ((?x146 (* 2 sym_c2)))
 (>= ?x146 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164))))
(assert
 (= (rank (concat 0 in_k1 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x146 (* 2 sym_c2)))
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x146))))))
(assert
 (= (dim (concat 0 in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173)))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175)))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x166)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x166)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x146 (* 2 sym_c2)))
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x166)))
 (let ((?x182 (dim ?x177 1)))
 (= ?x182 ?x146)))))))
(assert
 (let ((?x121 (div (+ (- 1) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x166)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 1) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (concat 0 in_k1 ?x155)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x166)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x127))))))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
(let ((?x166 (concat 0 in_k1 ?x155)))
(let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x166)))
(let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x129 (smul ?x111 in_s1)))
(let ((?x140 (concat 1 ?x111 ?x129)))
(and (distinct ?x140 ?x177) true))))))))
(check-sat)

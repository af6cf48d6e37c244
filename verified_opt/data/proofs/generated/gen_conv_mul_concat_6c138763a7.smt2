; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 24308
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
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x126) 4)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 0) sym_n)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 1) sym_c2)))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (dim ?x126 2)))
 (= ?x133 ?x137))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (dim ?x126 3)))
 (= ?x139 ?x142))))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (= (dim ?x144 1) sym_c2))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x137)))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x142)))))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x155 (concat 0 ?x126 ?x144)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x159 (* 2 sym_n)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x155 (concat 0 ?x126 ?x144)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x159)))))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x155 (concat 0 ?x126 ?x144)))
 (= (dim ?x155 1) sym_c2)))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x155 (concat 0 ?x126 ?x144)))
 (let ((?x163 (dim ?x155 2)))
 (= ?x163 ?x137))))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (smul ?x126 in_s1)))
 (let ((?x155 (concat 0 ?x126 ?x144)))
 (let ((?x165 (dim ?x155 3)))
 (= ?x165 ?x142))))))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (>= ?x137 0))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0))))
(assert
 (let ((?x159 (* 2 sym_n)))
 (>= ?x159 0)))
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
 (let ((?x159 (* 2 sym_n)))
 (let ((?x170 (smul in_i1 in_s1)))
 (let ((?x181 (concat 0 in_i1 ?x170)))
 (let ((?x184 (dim ?x181 0)))
 (= ?x184 ?x159))))))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x170 (smul in_i1 in_s1)))
 (let ((?x181 (concat 0 in_i1 ?x170)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 in_k1)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x159 (* 2 sym_n)))
 (let ((?x170 (smul in_i1 in_s1)))
 (let ((?x181 (concat 0 in_i1 ?x170)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 in_k1)))
 (let ((?x195 (dim ?x192 0)))
 (= ?x195 ?x159)))))))
(assert
 (let ((?x170 (smul in_i1 in_s1)))
 (let ((?x181 (concat 0 in_i1 ?x170)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 in_k1)))
 (= (dim ?x192 1) sym_c2)))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x170 (smul in_i1 in_s1)))
 (let ((?x181 (concat 0 in_i1 ?x170)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 in_k1)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x137))))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x170 (smul in_i1 in_s1)))
 (let ((?x181 (concat 0 in_i1 ?x170)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 in_k1)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x142))))))))
(assert
 (let ((?x170 (smul in_i1 in_s1)))
(let ((?x181 (concat 0 in_i1 ?x170)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 in_k1)))
(let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x144 (smul ?x126 in_s1)))
(let ((?x155 (concat 0 ?x126 ?x144)))
(and (distinct ?x155 ?x192) true))))))))
(check-sat)

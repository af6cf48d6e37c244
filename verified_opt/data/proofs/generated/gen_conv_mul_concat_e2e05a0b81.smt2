; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 24274
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x118 (dim in_k1 2)))
 (= 3 ?x118)))
(assert
 (let ((?x120 (dim in_k1 3)))
 (= 3 ?x120)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 1) sym_c2)))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x136))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x125 3)))
 (= ?x138 ?x141))))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (= (rank ?x143) 4))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (= (dim ?x143 1) sym_c2))))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x136)))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x152 (dim ?x143 3)))
 (= ?x152 ?x141)))))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x154 (concat 1 ?x143 ?x125)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x154 (concat 1 ?x143 ?x125)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x154 (concat 1 ?x143 ?x125)))
 (let ((?x159 (dim ?x154 1)))
 (= ?x159 ?x160)))))))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x154 (concat 1 ?x143 ?x125)))
 (let ((?x162 (dim ?x154 2)))
 (= ?x162 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (smul ?x125 in_s1)))
 (let ((?x154 (concat 1 ?x143 ?x125)))
 (let ((?x164 (dim ?x154 3)))
 (= ?x164 ?x141))))))))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (>= ?x141 0))))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (>= ?x160 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x176 (dim ?x169 2)))
 (= 3 ?x176))))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x178 (dim ?x169 3)))
 (= 3 ?x178))))
(assert
 (= (rank (concat 0 (smul in_k1 in_s1) in_k1)) 4))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x160))))))
(assert
 (= (dim (concat 0 (smul in_k1 in_s1) in_k1) 1) sym_c))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x187 (dim ?x180 2)))
 (= 3 ?x187)))))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x189 (dim ?x180 3)))
 (= 3 ?x189)))))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x196 (dim ?x191 1)))
 (= ?x196 ?x160)))))))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x169 (smul in_k1 in_s1)))
 (let ((?x180 (concat 0 ?x169 in_k1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x141))))))))
(assert
 (let ((?x169 (smul in_k1 in_s1)))
(let ((?x180 (concat 0 ?x169 in_k1)))
(let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
(let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x143 (smul ?x125 in_s1)))
(let ((?x154 (concat 1 ?x143 ?x125)))
(and (distinct ?x154 ?x191) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 24033
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
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 1) sym_c2)))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x134)))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x125 3)))
 (= ?x136 ?x137)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (= (dim ?x139 1) sym_c2))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x134))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x148 (dim ?x139 3)))
 (= ?x148 ?x137))))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x150 (concat 1 ?x125 ?x139)))
 (= (rank ?x150) 4)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x150 (concat 1 ?x125 ?x139)))
 (= (dim ?x150 0) sym_n)))))
(assert
 (let ((?x156 (* 2 sym_c2)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x150 (concat 1 ?x125 ?x139)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x156)))))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x150 (concat 1 ?x125 ?x139)))
 (let ((?x158 (dim ?x150 2)))
 (= ?x158 ?x134)))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (smul ?x125 in_s1)))
 (let ((?x150 (concat 1 ?x125 ?x139)))
 (let ((?x160 (dim ?x150 3)))
 (= ?x160 ?x137)))))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (>= ?x134 0)))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (>= ?x137 0)))
(assert
 (let ((?x156 (* 2 sym_c2)))
 (>= ?x156 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
(assert
 (= (rank (concat 0 in_k1 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x156 (* 2 sym_c2)))
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x179 (dim ?x176 0)))
 (= ?x179 ?x156))))))
(assert
 (= (dim (concat 0 in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x183 (dim ?x176 2)))
 (= 3 ?x183)))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x185 (dim ?x176 3)))
 (= 3 ?x185)))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x176)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x156 (* 2 sym_c2)))
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x176)))
 (let ((?x192 (dim ?x187 1)))
 (= ?x192 ?x156)))))))
(assert
 (let ((?x134 (+ (- 2) sym_h)))
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x176)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x134)))))))
(assert
 (let ((?x137 (+ (- 2) sym_w)))
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (concat 0 in_k1 ?x165)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x176)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x137)))))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
(let ((?x176 (concat 0 in_k1 ?x165)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x176)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x139 (smul ?x125 in_s1)))
(let ((?x150 (concat 1 ?x125 ?x139)))
(and (distinct ?x150 ?x187) true))))))))
(check-sat)

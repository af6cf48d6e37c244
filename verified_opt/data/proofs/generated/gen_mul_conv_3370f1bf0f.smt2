; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 8323
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x39 (smul ?x38 S)))
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
 (=> $x35 $x40))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x39 (smul ?x38 S)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x67 (= ?x66 ?x39)))
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
 (=> $x35 $x67))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x78 (= ?x38 ?x77)))
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
 (let (($x75 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31)))
 (=> $x75 $x78)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (let ((?x121 (dim in_k1 2)))
 (= 3 ?x121)))
(assert
 (let ((?x123 (dim in_k1 3)))
 (= 3 ?x123)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x132 (dim in_k2 2)))
 (= 3 ?x132)))
(assert
 (let ((?x134 (dim in_k2 3)))
 (= 3 ?x134)))
(assert
 (= (rank in_s1) 0))
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
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (= (dim ?x150 1) sym_c2))))
(assert
 (let ((?x160 (div (+ (- 3) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x161)))))))
(assert
 (let ((?x165 (div (+ (- 3) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x163 (dim ?x150 3)))
 (= ?x163 ?x166)))))))
(assert
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x150 in_k2)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x150 in_k2)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x150 in_k2)))
 (= (dim ?x168 1) sym_c3)))))
(assert
 (let ((?x160 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (div ?x160 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x150 in_k2)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x177)))))))))
(assert
 (let ((?x165 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (div ?x165 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x139 (smul in_i1 in_s1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x150 in_k2)))
 (let ((?x179 (dim ?x168 3)))
 (= ?x179 ?x181)))))))))
(assert
 (let ((?x160 (div (+ (- 3) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
(assert
 (let ((?x165 (div (+ (- 3) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (let ((?x160 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (div ?x160 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0)))))
(assert
 (let ((?x165 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (div ?x165 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0)))))
(assert
 (= (rank (smul in_k2 in_s1)) 4))
(assert
 (= (dim (smul in_k2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_k2 in_s1) 1) sym_c2))
(assert
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x194 (dim ?x187 2)))
 (= 3 ?x194))))
(assert
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x196 (dim ?x187 3)))
 (= 3 ?x196))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x198 1) sym_c2)))
(assert
 (let ((?x160 (div (+ (- 3) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x161))))))
(assert
 (let ((?x165 (div (+ (- 3) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x166))))))
(assert
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x187)))
 (= (rank ?x209) 4)))))
(assert
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x187)))
 (= (dim ?x209 0) sym_n)))))
(assert
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x187)))
 (= (dim ?x209 1) sym_c3)))))
(assert
 (let ((?x160 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (div ?x160 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x187)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x177)))))))))
(assert
 (let ((?x165 (div (+ (- 3) sym_w) 2)))
 (let ((?x180 (div ?x165 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x187 (smul in_k2 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x187)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x181)))))))))
(assert
 (let ((?x187 (smul in_k2 in_s1)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x187)))
(let ((?x139 (smul in_i1 in_s1)))
(let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x139 in_k1)))
(let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x150 in_k2)))
(and (distinct ?x168 ?x209) true))))))))
(check-sat)

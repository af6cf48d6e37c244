; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 8098
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x117 (dim in_k1 2)))
 (= 3 ?x117)))
(assert
 (let ((?x119 (dim in_k1 3)))
 (= 3 ?x119)))
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
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (= (dim ?x135 1) sym_c))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x146)))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x148 (dim ?x135 3)))
 (= ?x148 ?x151)))))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (dim ?x153 1) sym_c)))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x161 (div ?x145 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x135 in_k1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x162)))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (div ?x150 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x135 in_k1)))
 (let ((?x164 (dim ?x153 3)))
 (= ?x164 ?x166)))))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (>= ?x146 0))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x161 (div ?x145 2)))
 (let ((?x162 (+ 1 ?x161)))
 (>= ?x162 0)))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (div ?x150 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x179 (dim ?x172 2)))
 (= 3 ?x179))))
(assert
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x181 (dim ?x172 3)))
 (= 3 ?x181))))
(assert
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x183) 4)))
(assert
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x183 0) sym_n)))
(assert
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x183 1) sym_c)))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x146))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x151))))))
(assert
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x172)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x172)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x172)))
 (= (dim ?x194 1) sym_c)))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x161 (div ?x145 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x172)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x162)))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (div ?x150 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x172 (smul in_k1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x172)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x166)))))))))
(assert
 (let ((?x172 (smul in_k1 in_s1)))
(let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x172)))
(let ((?x124 (smul in_i1 in_s1)))
(let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_k1)))
(let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x135 in_k1)))
(and (distinct ?x153 ?x194) true))))))))
(check-sat)

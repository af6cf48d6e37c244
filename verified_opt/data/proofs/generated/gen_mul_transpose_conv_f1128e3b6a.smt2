; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_smul_w, conv_smul_x
; z3 rlimit used: 12434
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
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
 (=> $x35 $x67)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x84 (= ?x81 ?x83)))
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
 (let (($x79 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)) $x28 $x31)))
 (=> $x79 $x84)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
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
 (let ((?x126 (dim in_u1 2)))
 (= 1 ?x126)))
(assert
 (let ((?x128 (dim in_u1 3)))
 (= 1 ?x128)))
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
 (= (rank (transpose4 0 1 3 2 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 2) sym_w))))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 3) sym_h))))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x152 0) sym_n)))))
(assert
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x152 1) sym_c2)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (smul in_i1 in_s1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x179 (dim ?x172 2)))
 (= 1 ?x179))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x181 (dim ?x172 3)))
 (= 1 ?x181))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 1) sym_c2))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x168)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x163)))))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x194 (transpose4 0 1 3 2 ?x183)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x194 (transpose4 0 1 3 2 ?x183)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x194 (transpose4 0 1 3 2 ?x183)))
 (= (dim ?x194 1) sym_c2)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x194 (transpose4 0 1 3 2 ?x183)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x172 (smul in_u1 in_s1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x194 (transpose4 0 1 3 2 ?x183)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x168))))))))
(assert
 (let ((?x172 (smul in_u1 in_s1)))
(let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
(let ((?x194 (transpose4 0 1 3 2 ?x183)))
(let ((?x130 (smul in_i1 in_s1)))
(let ((?x141 (transpose4 0 1 3 2 ?x130)))
(let ((?x152 (conv 2 2 0 0 0 0 1 1 1 ?x141 in_u1)))
(and (distinct ?x152 ?x194) true))))))))
(check-sat)

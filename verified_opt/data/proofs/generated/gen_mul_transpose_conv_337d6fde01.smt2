; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_smul_x, transpose4_smul
; z3 rlimit used: 12496
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x73 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x76 (= ?x73 ?x75)))
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
 (let (($x71 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)) $x28 $x31)))
 (=> $x71 $x76)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x99 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x97 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x100 (= ?x97 ?x99)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x95 (and $x20 $x14 (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x95 $x100))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x139 (dim in_u1 2)))
 (= 1 ?x139)))
(assert
 (let ((?x141 (dim in_u1 3)))
 (= 1 ?x141)))
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
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 1) sym_c))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 2) sym_w))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (= (dim ?x154 3) sym_h))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_u1)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_u1)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_u1)))
 (= (dim ?x165 1) sym_c2)))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_u1)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_u1)))
 (let ((?x178 (dim ?x165 3)))
 (= ?x178 ?x181))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x185) 4)))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 0) sym_n)))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 1) sym_c2)))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x181))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x176))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (= (rank ?x196) 4))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (= (dim ?x196 0) sym_n))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (= (dim ?x196 1) sym_c2))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x176)))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x181)))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x207 (smul ?x196 in_s1)))
 (= (rank ?x207) 4)))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x207 (smul ?x196 in_s1)))
 (= (dim ?x207 0) sym_n)))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x207 (smul ?x196 in_s1)))
 (= (dim ?x207 1) sym_c2)))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x207 (smul ?x196 in_s1)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (transpose4 0 1 3 2 ?x185)))
 (let ((?x207 (smul ?x196 in_s1)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x181))))))))
(assert
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x196 (transpose4 0 1 3 2 ?x185)))
(let ((?x207 (smul ?x196 in_s1)))
(let ((?x143 (smul in_i1 in_s1)))
(let ((?x154 (transpose4 0 1 3 2 ?x143)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_u1)))
(and (distinct ?x165 ?x207) true))))))))
(check-sat)

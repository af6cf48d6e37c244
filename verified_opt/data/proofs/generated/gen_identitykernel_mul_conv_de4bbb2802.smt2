; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 16716
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x90 (= ?x87 ?x89)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x85 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x85 $x90))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x99 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x100 (= ?x99 ?x89)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x85 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x85 $x100))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x133 (dim in_k1 2)))
 (= 3 ?x133)))
(assert
 (let ((?x135 (dim in_k1 3)))
 (= 3 ?x135)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x147 (dim ?x140 2)))
 (= 3 ?x147))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x149 (dim ?x140 3)))
 (= 3 ?x149))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158)))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160)))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x162) 4)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x162 0) sym_n)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x162 1) sym_c)))
(assert
 (let ((?x171 (+ (- 2) sym_h)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x171)))))
(assert
 (let ((?x174 (+ (- 2) sym_w)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x173 (dim ?x162 3)))
 (= ?x173 ?x174)))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 ?x162 ?x151)))
 (= (rank ?x176) 4))))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 ?x162 ?x151)))
 (= (dim ?x176 0) sym_n))))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 ?x162 ?x151)))
 (= (dim ?x176 1) sym_c))))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 ?x162 ?x151)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x187)))))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x176 (conv 2 2 1 1 1 1 1 1 1 ?x162 ?x151)))
 (let ((?x189 (dim ?x176 3)))
 (= ?x189 ?x192)))))))))
(assert
 (let ((?x171 (+ (- 2) sym_h)))
 (>= ?x171 0)))
(assert
 (let ((?x174 (+ (- 2) sym_w)))
 (>= ?x174 0)))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (>= ?x192 0))))
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
 (let ((?x198 (smul in_i1 in_s1)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x198 in_k1)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x198 (smul in_i1 in_s1)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x198 in_k1)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x198 (smul in_i1 in_s1)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x198 in_k1)))
 (= (dim ?x209 1) sym_c))))
(assert
 (let ((?x186 (div (+ (- 3) sym_h) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x198 (smul in_i1 in_s1)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x198 in_k1)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x187)))))))
(assert
 (let ((?x191 (div (+ (- 3) sym_w) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x198 (smul in_i1 in_s1)))
 (let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x198 in_k1)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x192)))))))
(assert
 (let ((?x198 (smul in_i1 in_s1)))
(let ((?x209 (conv 2 2 0 0 0 0 1 1 1 ?x198 in_k1)))
(let ((?x140 (idkernel4 sym_c 3 3)))
(let ((?x151 (smul ?x140 in_s1)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x176 (conv 2 2 1 1 1 1 1 1 1 ?x162 ?x151)))
(and (distinct ?x176 ?x209) true))))))))
(check-sat)

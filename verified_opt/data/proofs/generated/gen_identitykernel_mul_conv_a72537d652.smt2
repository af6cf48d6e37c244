; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 16807
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x21 (and $x7 (>= q 0) (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x21 $x26))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x78 (= ?x75 ?x77)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x73 $x78)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x88 (= ?x87 ?x77)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x73 $x88)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x122 (dim in_k1 2)))
 (= 3 ?x122)))
(assert
 (let ((?x124 (dim in_k1 3)))
 (= 3 ?x124)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x136 (dim ?x129 2)))
 (= 1 ?x136))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x138 (dim ?x129 3)))
 (= 1 ?x138))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x147 (dim ?x140 2)))
 (= 1 ?x147)))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x149 (dim ?x140 3)))
 (= 1 ?x149)))))
(assert
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x151) 4)))
(assert
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x151 0) sym_n)))
(assert
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x151 1) sym_c)))
(assert
 (let ((?x160 (+ (- 2) sym_h)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x160)))))
(assert
 (let ((?x163 (+ (- 2) sym_w)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (dim ?x151 3)))
 (= ?x162 ?x163)))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x151 ?x140)))
 (= (rank ?x165) 4))))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x151 ?x140)))
 (= (dim ?x165 0) sym_n))))))
(assert
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x151 ?x140)))
 (= (dim ?x165 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x151 ?x140)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x129 (idkernel4 sym_c 1 1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x151 ?x140)))
 (let ((?x178 (dim ?x165 3)))
 (= ?x178 ?x181)))))))))
(assert
 (let ((?x160 (+ (- 2) sym_h)))
 (>= ?x160 0)))
(assert
 (let ((?x163 (+ (- 2) sym_w)))
 (>= ?x163 0)))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
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
 (let ((?x187 (smul in_i1 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 in_k1)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x187 (smul in_i1 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 in_k1)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x187 (smul in_i1 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 in_k1)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x187 (smul in_i1 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 in_k1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x176)))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x187 (smul in_i1 in_s1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 in_k1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x181)))))))
(assert
 (let ((?x187 (smul in_i1 in_s1)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 in_k1)))
(let ((?x129 (idkernel4 sym_c 1 1)))
(let ((?x140 (smul ?x129 in_s1)))
(let ((?x151 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x151 ?x140)))
(and (distinct ?x165 ?x198) true))))))))
(check-sat)

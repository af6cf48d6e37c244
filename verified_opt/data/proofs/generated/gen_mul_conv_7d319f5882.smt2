; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, mul_comm, smul_mul
; z3 rlimit used: 113171
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x40))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x67 (= ?x66 ?x39)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x67))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x115 (mul Y X)))
 (let ((?x114 (mul X Y)))
 (let (($x116 (= ?x114 ?x115)))
 (let (($x111 (= (dim X 5) (dim Y 5))))
 (let (($x112 (=> (> (- (rank X) 0) 5) $x111)))
 (let (($x105 (= (dim X 4) (dim Y 4))))
 (let (($x106 (=> (> (- (rank X) 0) 4) $x105)))
 (let (($x100 (= (dim X 3) (dim Y 3))))
 (let (($x101 (=> (> (- (rank X) 0) 3) $x100)))
 (let (($x94 (= (dim X 2) (dim Y 2))))
 (let (($x95 (=> (> (- (rank X) 0) 2) $x94)))
 (let (($x88 (= (dim X 1) (dim Y 1))))
 (let (($x89 (=> (> (- (rank X) 0) 1) $x88)))
 (let (($x83 (= (dim X 0) (dim Y 0))))
 (let (($x84 (=> (> (- (rank X) 0) 0) $x83)))
 (let ((?x77 (rank X)))
 (let ((?x78 (- ?x77 0)))
 (let (($x79 (= (- (rank Y) 0) ?x78)))
 (=> (and $x79 $x84 $x89 $x95 $x101 $x106 $x112) $x116))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x144 (mul X (smul Y S))))
 (let ((?x114 (mul X Y)))
 (let ((?x126 (smul ?x114 S)))
 (let (($x145 (= ?x126 ?x144)))
 (let (($x111 (= (dim X 5) (dim Y 5))))
 (let (($x112 (=> (> (- (rank X) 0) 5) $x111)))
 (let (($x105 (= (dim X 4) (dim Y 4))))
 (let (($x106 (=> (> (- (rank X) 0) 4) $x105)))
 (let (($x100 (= (dim X 3) (dim Y 3))))
 (let (($x101 (=> (> (- (rank X) 0) 3) $x100)))
 (let (($x94 (= (dim X 2) (dim Y 2))))
 (let (($x95 (=> (> (- (rank X) 0) 2) $x94)))
 (let (($x88 (= (dim X 1) (dim Y 1))))
 (let (($x89 (=> (> (- (rank X) 0) 1) $x88)))
 (let (($x83 (= (dim X 0) (dim Y 0))))
 (let (($x84 (=> (> (- (rank X) 0) 0) $x83)))
 (let ((?x77 (rank X)))
 (let ((?x78 (- ?x77 0)))
 (let (($x79 (= (- (rank Y) 0) ?x78)))
 (let (($x123 (= (rank S) 0)))
 (=> (and $x123 $x79 $x84 $x89 $x95 $x101 $x106 $x112) $x145))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (let ((?x182 (dim in_k1 2)))
 (= 3 ?x182)))
(assert
 (let ((?x184 (dim in_k1 3)))
 (= 3 ?x184)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x193 (dim in_k2 2)))
 (= 3 ?x193)))
(assert
 (let ((?x195 (dim in_k2 3)))
 (= 3 ?x195)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (mul in_k1 in_k2)) 4))
(assert
 (= (dim (mul in_k1 in_k2) 0) sym_c2))
(assert
 (= (dim (mul in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x207 (dim ?x200 2)))
 (= 3 ?x207))))
(assert
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x209 (dim ?x200 3)))
 (= 3 ?x209))))
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
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x200)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x200)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x200)))
 (= (dim ?x222 1) sym_c2)))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x200)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x233))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x200 (mul in_k1 in_k2)))
 (let ((?x211 (smul in_i1 in_s1)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x200)))
 (let ((?x235 (dim ?x222 3)))
 (= ?x235 ?x238))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x249 (dim ?x242 2)))
 (= 3 ?x249))))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x251 (dim ?x242 3)))
 (= 3 ?x251))))
(assert
 (= (rank (mul in_k2 (smul in_k1 in_s1))) 4))
(assert
 (= (dim (mul in_k2 (smul in_k1 in_s1)) 0) sym_c2))
(assert
 (= (dim (mul in_k2 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x260 (dim ?x253 2)))
 (= 3 ?x260)))))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x262 (dim ?x253 3)))
 (= 3 ?x262)))))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x264 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x253)))
 (= (rank ?x264) 4)))))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x264 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x253)))
 (= (dim ?x264 0) sym_n)))))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x264 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x253)))
 (= (dim ?x264 1) sym_c2)))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x264 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x233))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x242 (smul in_k1 in_s1)))
 (let ((?x253 (mul in_k2 ?x242)))
 (let ((?x264 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x238))))))))
(assert
 (let ((?x242 (smul in_k1 in_s1)))
(let ((?x253 (mul in_k2 ?x242)))
(let ((?x264 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x253)))
(let ((?x200 (mul in_k1 in_k2)))
(let ((?x211 (smul in_i1 in_s1)))
(let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x211 ?x200)))
(and (distinct ?x222 ?x264) true))))))))
(check-sat)

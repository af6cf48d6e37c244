; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, mul_comm, smul_mul
; z3 rlimit used: 8226
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
 (forall ((X T) (Y T) )(! (let ((?x123 (mul Y X)))
 (let ((?x122 (mul X Y)))
 (let (($x124 (= ?x122 ?x123)))
 (let (($x120 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x113 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x107 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x100 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x93 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x87 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x80 (- (- (rank X) 0) 0)))
 (let (($x81 (= (- (- (rank Y) 0) 0) ?x80)))
 (=> (and $x81 $x87 $x93 $x100 $x107 $x113 $x120) $x124)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x170 (mul X (smul Y S))))
 (let ((?x122 (mul X Y)))
 (let ((?x143 (smul ?x122 S)))
 (let (($x171 (= ?x143 ?x170)))
 (let (($x120 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x113 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x107 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x100 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x93 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x87 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x80 (- (- (rank X) 0) 0)))
 (let (($x81 (= (- (- (rank Y) 0) 0) ?x80)))
 (let (($x155 (= (rank S) 0)))
 (=> (and $x155 $x81 $x87 $x93 $x100 $x107 $x113 $x120) $x171)))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (let ((?x208 (dim in_k1 2)))
 (= 3 ?x208)))
(assert
 (let ((?x210 (dim in_k1 3)))
 (= 3 ?x210)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x219 (dim in_k2 2)))
 (= 3 ?x219)))
(assert
 (let ((?x221 (dim in_k2 3)))
 (= 3 ?x221)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (mul in_k1 in_k2)) 4))
(assert
 (= (dim (mul in_k1 in_k2) 0) sym_c2))
(assert
 (= (dim (mul in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x233 (dim ?x226 2)))
 (= 3 ?x233))))
(assert
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x235 (dim ?x226 3)))
 (= 3 ?x235))))
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
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (= (rank ?x248) 4)))))
(assert
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (= (dim ?x248 0) sym_n)))))
(assert
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (= (dim ?x248 1) sym_c2)))))
(assert
 (let ((?x258 (div (+ (- 1) sym_h) 2)))
 (let ((?x259 (+ 1 ?x258)))
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x259))))))))
(assert
 (let ((?x263 (div (+ (- 1) sym_w) 2)))
 (let ((?x264 (+ 1 ?x263)))
 (let ((?x226 (mul in_k1 in_k2)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x248 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (let ((?x261 (dim ?x248 3)))
 (= ?x261 ?x264))))))))
(assert
 (let ((?x258 (div (+ (- 1) sym_h) 2)))
 (let ((?x259 (+ 1 ?x258)))
 (>= ?x259 0))))
(assert
 (let ((?x263 (div (+ (- 1) sym_w) 2)))
 (let ((?x264 (+ 1 ?x263)))
 (>= ?x264 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x275 (dim ?x268 2)))
 (= 3 ?x275))))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x277 (dim ?x268 3)))
 (= 3 ?x277))))
(assert
 (= (rank (mul in_k2 (smul in_k1 in_s1))) 4))
(assert
 (= (dim (mul in_k2 (smul in_k1 in_s1)) 0) sym_c2))
(assert
 (= (dim (mul in_k2 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x286 (dim ?x279 2)))
 (= 3 ?x286)))))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x288 (dim ?x279 3)))
 (= 3 ?x288)))))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x290 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x279)))
 (= (rank ?x290) 4)))))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x290 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x279)))
 (= (dim ?x290 0) sym_n)))))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x290 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x279)))
 (= (dim ?x290 1) sym_c2)))))
(assert
 (let ((?x258 (div (+ (- 1) sym_h) 2)))
 (let ((?x259 (+ 1 ?x258)))
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x290 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x279)))
 (let ((?x297 (dim ?x290 2)))
 (= ?x297 ?x259))))))))
(assert
 (let ((?x263 (div (+ (- 1) sym_w) 2)))
 (let ((?x264 (+ 1 ?x263)))
 (let ((?x268 (smul in_k1 in_s1)))
 (let ((?x279 (mul in_k2 ?x268)))
 (let ((?x290 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x279)))
 (let ((?x299 (dim ?x290 3)))
 (= ?x299 ?x264))))))))
(assert
 (let ((?x268 (smul in_k1 in_s1)))
(let ((?x279 (mul in_k2 ?x268)))
(let ((?x290 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x279)))
(let ((?x226 (mul in_k1 in_k2)))
(let ((?x237 (smul in_i1 in_s1)))
(let ((?x248 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
(and (distinct ?x248 ?x290) true))))))))
(check-sat)

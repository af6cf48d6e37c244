; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, mul_comm, smul_mul
; z3 rlimit used: 75442
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x69 (mul Y X)))
 (let ((?x68 (mul X Y)))
 (= ?x68 ?x69))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x77 (mul X (smul Y S))))
 (let ((?x68 (mul X Y)))
 (let ((?x75 (smul ?x68 S)))
 (= ?x75 ?x77)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (let ((?x113 (dim in_k1 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k1 3)))
 (= 3 ?x115)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x124 (dim in_k2 2)))
 (= 3 ?x124)))
(assert
 (let ((?x126 (dim in_k2 3)))
 (= 3 ?x126)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (mul in_k1 in_k2)) 4))
(assert
 (= (dim (mul in_k1 in_k2) 0) sym_c2))
(assert
 (= (dim (mul in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
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
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x142 (smul in_i1 in_s1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x131)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x142 (smul in_i1 in_s1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x131)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x142 (smul in_i1 in_s1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x131)))
 (= (dim ?x153 1) sym_c2)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x142 (smul in_i1 in_s1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x131)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x131 (mul in_k1 in_k2)))
 (let ((?x142 (smul in_i1 in_s1)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x131)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x180 (dim ?x173 2)))
 (= 3 ?x180))))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x182 (dim ?x173 3)))
 (= 3 ?x182))))
(assert
 (= (rank (mul in_k2 (smul in_k1 in_s1))) 4))
(assert
 (= (dim (mul in_k2 (smul in_k1 in_s1)) 0) sym_c2))
(assert
 (= (dim (mul in_k2 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191)))))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193)))))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (= (dim ?x195 1) sym_c2)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x173 (smul in_k1 in_s1)))
 (let ((?x184 (mul in_k2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x169))))))))
(assert
 (let ((?x173 (smul in_k1 in_s1)))
(let ((?x184 (mul in_k2 ?x173)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
(let ((?x131 (mul in_k1 in_k2)))
(let ((?x142 (smul in_i1 in_s1)))
(let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x131)))
(and (distinct ?x153 ?x195) true))))))))
(check-sat)

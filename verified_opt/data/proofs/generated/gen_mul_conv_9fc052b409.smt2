; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 76241
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x60))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x71 (= ?x31 ?x70)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x68 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x68 $x71)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (dim in_k1 1) sym_c3))
(assert
 (let ((?x115 (dim in_k1 2)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (dim in_k1 3)))
 (= 3 ?x117)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c3))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x129 (dim in_u1 2)))
 (= 1 ?x129)))
(assert
 (let ((?x131 (dim in_u1 3)))
 (= 1 ?x131)))
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
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 1) sym_c3))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x155)))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x157 (dim ?x144 3)))
 (= ?x157 ?x160)))))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 ?x144 in_k1)))
 (= (rank ?x162) 4)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 ?x144 in_k1)))
 (= (dim ?x162 0) sym_n)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 ?x144 in_k1)))
 (= (dim ?x162 1) sym_c2)))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (div ?x154 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 ?x144 in_k1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x171)))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (div ?x159 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 ?x144 in_k1)))
 (let ((?x173 (dim ?x162 3)))
 (= ?x173 ?x175)))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (div ?x154 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0)))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (div ?x159 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c3))
(assert
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x192) 4)))
(assert
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 0) sym_n)))
(assert
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 1) sym_c3)))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x155))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x160))))))
(assert
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (= (dim ?x203 1) sym_c2)))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (div ?x154 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x171)))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (div ?x159 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x181 (smul in_k1 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x175)))))))))
(assert
 (let ((?x181 (smul in_k1 in_s1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x203 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x181)))
(let ((?x133 (smul in_i1 in_s1)))
(let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x133 in_u1)))
(let ((?x162 (conv 2 2 1 1 1 1 1 1 1 ?x144 in_k1)))
(and (distinct ?x162 ?x203) true))))))))
(check-sat)

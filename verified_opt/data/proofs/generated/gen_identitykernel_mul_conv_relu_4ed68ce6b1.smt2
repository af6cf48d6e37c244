; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 79840
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x69 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x71 (= ?x69 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 (= (dim W 0) m))))
 (=> $x65 $x71)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x97 (smul ?x96 S)))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x89 (>= dw 1)))
 (let (($x87 (>= dh 1)))
 (let (($x85 (>= pr 0)))
 (let (($x84 (>= pb 0)))
 (let (($x82 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x80 (>= sh 1)))
 (let (($x79 (>= g 1)))
 (let (($x90 (and $x79 $x80 $x61 $x81 $x82 $x84 $x85 $x87 $x89)))
 (=> $x90 $x98))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x97 (smul ?x96 S)))
 (let ((?x107 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x108 (= ?x107 ?x97)))
 (let (($x89 (>= dw 1)))
 (let (($x87 (>= dh 1)))
 (let (($x85 (>= pr 0)))
 (let (($x84 (>= pb 0)))
 (let (($x82 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x80 (>= sh 1)))
 (let (($x79 (>= g 1)))
 (let (($x90 (and $x79 $x80 $x61 $x81 $x82 $x84 $x85 $x87 $x89)))
 (=> $x90 $x108))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x118 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x119 (= ?x96 ?x118)))
 (let (($x89 (>= dw 1)))
 (let (($x87 (>= dh 1)))
 (let (($x85 (>= pr 0)))
 (let (($x84 (>= pb 0)))
 (let (($x82 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x80 (>= sh 1)))
 (let (($x79 (>= g 1)))
 (let (($x116 (and (< 1 (* sh sw)) $x79 $x80 $x61 $x81 $x82 $x84 $x85 $x87 $x89)))
 (=> $x116 $x119)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x172 (dim ?x165 2)))
 (= 1 ?x172))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x174 (dim ?x165 3)))
 (= 1 ?x174))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x183 (dim ?x176 2)))
 (= 1 ?x183)))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x185 (dim ?x176 3)))
 (= 1 ?x185)))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (= (dim ?x187 1) sym_c))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x200 (dim ?x187 3)))
 (= ?x200 ?x203)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x205 (relu ?x187)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x205 (relu ?x187)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x205 (relu ?x187)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x205 (relu ?x187)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
 (let ((?x205 (relu ?x187)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x203))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x176)))
 (= (rank ?x216) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x176)))
 (= (dim ?x216 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x176)))
 (= (dim ?x216 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x176)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x165 (idkernel4 sym_c 1 1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x176)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x203))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x236 (dim ?x229 2)))
 (= 3 ?x236))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x238 (dim ?x229 3)))
 (= 3 ?x238))))
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
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (= (rank ?x251) 4))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (= (dim ?x251 0) sym_n))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (= (dim ?x251 1) sym_c))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x203)))))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x262 (relu ?x251)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x262 (relu ?x251)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
 (let ((?x262 (relu ?x251)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x203))))))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (smul in_i1 in_s1)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (= (rank ?x273) 4)))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (smul in_i1 in_s1)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (= (dim ?x273 0) sym_n)))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (smul in_i1 in_s1)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (= (dim ?x273 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (smul in_i1 in_s1)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (smul in_i1 in_s1)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (let ((?x282 (dim ?x273 3)))
 (= ?x282 ?x203))))))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
(let ((?x240 (smul in_i1 in_s1)))
(let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
(let ((?x165 (idkernel4 sym_c 1 1)))
(let ((?x176 (smul ?x165 in_s1)))
(let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x176)))
(let ((?x251 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x229)))
(let ((?x262 (relu ?x251)))
(let ((?x187 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x165)))
(let ((?x205 (relu ?x187)))
(or (and (distinct ?x205 ?x262) true) (and (distinct ?x216 ?x273) true)))))))))))))
(check-sat)

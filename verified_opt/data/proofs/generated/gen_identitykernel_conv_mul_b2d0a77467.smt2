; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_mul
; z3 rlimit used: 19742
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x124 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x125 (= ?x121 ?x124)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x119 (and (= (dim X 0) (dim Y 0)) (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x119 $x125))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x170 (dim ?x163 2)))
 (= 1 ?x170))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x172 (dim ?x163 3)))
 (= 1 ?x172))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (rank ?x174) 4))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 0) sym_n))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x187 (dim ?x174 3)))
 (= ?x187 ?x190)))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190)))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (mul ?x174 ?x192)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (mul ?x174 ?x192)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (mul ?x174 ?x192)))
 (= (dim ?x203 1) sym_c))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (mul ?x174 ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (mul ?x174 ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x216 2)))
 (= 3 ?x223))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x225 (dim ?x216 3)))
 (= 3 ?x225))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (mul in_i1 in_i2)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (mul in_i1 in_i2)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (mul in_i1 in_i2)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (mul in_i1 in_i2)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (mul in_i1 in_i2)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x190))))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
(let ((?x227 (mul in_i1 in_i2)))
(let ((?x238 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
(let ((?x163 (idkernel4 sym_c 1 1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x163)))
(let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
(let ((?x203 (mul ?x174 ?x192)))
(and (distinct ?x203 ?x238) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 78276
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x160 (dim ?x153 2)))
 (= 1 ?x160))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x162 (dim ?x153 3)))
 (= 1 ?x162))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x153)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x153)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x153)))
 (= (dim ?x175 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x153)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x153)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190)))))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x153)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x153)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x153)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x153)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x153 (idkernel4 sym_c 1 1)))
 (let ((?x164 (relu in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x153)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190))))))))
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
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (dim ?x216 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x190)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x190)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x238 (relu ?x216)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x238 (relu ?x216)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x238 (relu ?x216)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x238 (relu ?x216)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x238 (relu ?x216)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x190))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
(let ((?x238 (relu ?x216)))
(let ((?x153 (idkernel4 sym_c 1 1)))
(let ((?x164 (relu in_i1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x164 ?x153)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x153)))
(or (and (distinct ?x175 ?x227) true) (and (distinct ?x192 ?x238) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 76150
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x149 (dim ?x142 2)))
 (= 1 ?x149))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x151 (dim ?x142 3)))
 (= 1 ?x151))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x165 (dim ?x153 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x142 (idkernel4 sym_c 1 1)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168))))))))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x181 1) sym_c)))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x181 2) sym_h)))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x181 3) sym_w)))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x192 (relu ?x181)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 2) sym_h))))
(assert
 (let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x192 (relu ?x181)))
 (= (dim ?x192 3) sym_w))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
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
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (relu in_i1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (relu in_i1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (relu in_i1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x227 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (relu in_i1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (relu in_i1)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x168))))))))
(assert
 (let ((?x216 (relu in_i1)))
 (let ((?x238 (maxpool 3 3 1 1 1 1 1 1 ?x216)))
 (= (rank ?x238) 4))))
(assert
 (let ((?x216 (relu in_i1)))
 (let ((?x238 (maxpool 3 3 1 1 1 1 1 1 ?x216)))
 (= (dim ?x238 0) sym_n))))
(assert
 (let ((?x216 (relu in_i1)))
 (let ((?x238 (maxpool 3 3 1 1 1 1 1 1 ?x216)))
 (= (dim ?x238 1) sym_c))))
(assert
 (let ((?x216 (relu in_i1)))
 (let ((?x238 (maxpool 3 3 1 1 1 1 1 1 ?x216)))
 (= (dim ?x238 2) sym_h))))
(assert
 (let ((?x216 (relu in_i1)))
 (let ((?x238 (maxpool 3 3 1 1 1 1 1 1 ?x216)))
 (= (dim ?x238 3) sym_w))))
(assert
 (let ((?x216 (relu in_i1)))
(let ((?x238 (maxpool 3 3 1 1 1 1 1 1 ?x216)))
(let ((?x181 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x192 (relu ?x181)))
(let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
(let ((?x142 (idkernel4 sym_c 1 1)))
(let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
(let ((?x170 (relu ?x153)))
(or (and (distinct ?x170 ?x227) true) (and (distinct ?x192 ?x238) true))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 68403
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
(declare-fun in_k1 () T)
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
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x155 (dim in_k1 2)))
 (= 3 ?x155)))
(assert
 (let ((?x157 (dim in_k1 3)))
 (= 3 ?x157)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x166 (dim ?x159 2)))
 (= 1 ?x166))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x168 (dim ?x159 3)))
 (= 1 ?x168))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x170 1) sym_c)))
(assert
 (let ((?x178 (+ (- 2) sym_h)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x178)))))
(assert
 (let ((?x181 (+ (- 2) sym_w)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x180 (dim ?x170 3)))
 (= ?x180 ?x181)))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x178 (+ (- 2) sym_h)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x178))))))
(assert
 (let ((?x181 (+ (- 2) sym_w)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x181))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x159)))
 (= (rank ?x194) 4))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x159)))
 (= (dim ?x194 0) sym_n))))))
(assert
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x159)))
 (= (dim ?x194 1) sym_c))))))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x159)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x205)))))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x159 (idkernel4 sym_c 1 1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x159)))
 (let ((?x207 (dim ?x194 3)))
 (= ?x207 ?x210)))))))))
(assert
 (let ((?x178 (+ (- 2) sym_h)))
 (>= ?x178 0)))
(assert
 (let ((?x181 (+ (- 2) sym_w)))
 (>= ?x181 0)))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x216 1) sym_c)))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x205))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x210))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x216)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x205)))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x210)))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x227 (relu ?x216)))
(let ((?x159 (idkernel4 sym_c 1 1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x183 (relu ?x170)))
(let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x159)))
(and (distinct ?x194 ?x227) true))))))))
(check-sat)

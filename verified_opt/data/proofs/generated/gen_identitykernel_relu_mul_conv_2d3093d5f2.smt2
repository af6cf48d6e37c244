; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_x, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 141710
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82 (= (rank S) 0))))
 (=> $x86 $x91))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x104 (= ?x89 ?x103)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x101 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x101 $x104)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x126 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x124 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x127 (= ?x124 ?x126)))
 (let (($x121 (= (rank X) 4)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= kw 1)))
 (let (($x76 (>= kh 1)))
 (let (($x122 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x76 $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x121)))
 (=> $x122 $x127)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x175 (dim ?x168 2)))
 (= 1 ?x175))))
(assert
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x177 (dim ?x168 3)))
 (= 1 ?x177))))
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
 (= (rank (smul (relu in_i1) in_s1)) 4))
(assert
 (= (dim (smul (relu in_i1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_i1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (relu in_i1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (relu in_i1) in_s1) 3) sym_w))
(assert
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x179 (relu in_i1)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x168)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x179 (relu in_i1)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x168)))
 (= (dim ?x201 0) sym_n))))))
(assert
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x179 (relu in_i1)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x168)))
 (= (dim ?x201 1) sym_c))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x179 (relu in_i1)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x168)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x211)))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x168 (idkernel4 sym_c 1 1)))
 (let ((?x179 (relu in_i1)))
 (let ((?x190 (smul ?x179 in_s1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x168)))
 (let ((?x213 (dim ?x201 3)))
 (= ?x213 ?x216)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x227 (dim ?x220 2)))
 (= 3 ?x227))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x229 (dim ?x220 3)))
 (= 3 ?x229))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (= (rank ?x231) 4))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (= (dim ?x231 0) sym_n))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (= (dim ?x231 1) sym_c))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x211)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x216)))))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (= (dim ?x242 1) sym_c)))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x211))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x216))))))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (smul ?x242 in_s1)))
 (= (rank ?x253) 4))))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (smul ?x242 in_s1)))
 (= (dim ?x253 0) sym_n))))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (smul ?x242 in_s1)))
 (= (dim ?x253 1) sym_c))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_h) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (smul ?x242 in_s1)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x211)))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x220 (idkernel4 sym_c 3 3)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
 (let ((?x242 (relu ?x231)))
 (let ((?x253 (smul ?x242 in_s1)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x216)))))))))
(assert
 (let ((?x220 (idkernel4 sym_c 3 3)))
(let ((?x231 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x220)))
(let ((?x242 (relu ?x231)))
(let ((?x253 (smul ?x242 in_s1)))
(let ((?x168 (idkernel4 sym_c 1 1)))
(let ((?x179 (relu in_i1)))
(let ((?x190 (smul ?x179 in_s1)))
(let ((?x201 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x168)))
(and (distinct ?x201 ?x253) true))))))))))
(check-sat)

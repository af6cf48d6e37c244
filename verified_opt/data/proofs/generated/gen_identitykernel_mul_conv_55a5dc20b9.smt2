; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 17458
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
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x100 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x101 (= ?x100 ?x90)))
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
 (=> $x86 $x101))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x112 (= ?x89 ?x111)))
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
 (let (($x109 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x109 $x112)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x153 (dim in_u1 2)))
 (= 1 ?x153)))
(assert
 (let ((?x155 (dim in_u1 3)))
 (= 1 ?x155)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x164 (dim ?x157 2)))
 (= 3 ?x164))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x166 (dim ?x157 3)))
 (= 3 ?x166))))
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
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (dim ?x179 0) sym_n))))
(assert
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x157)))
 (= (dim ?x179 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x157)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x157 (idkernel4 sym_c 3 3)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x157)))
 (let ((?x192 (dim ?x179 3)))
 (= ?x192 ?x195)))))))
(assert
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x195)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x217 (dim ?x210 2)))
 (= 1 ?x217))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x219 (dim ?x210 3)))
 (= 1 ?x219))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x228 (dim ?x221 2)))
 (= 1 ?x228))))
(assert
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x230 (dim ?x221 3)))
 (= 1 ?x230))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (= (rank ?x232) 4))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (= (dim ?x232 0) sym_n))))
(assert
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (= (dim ?x232 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x210 (idkernel4 sym_c 1 1)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x195)))))))
(assert
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x221)))
 (= (rank ?x243) 4))))
(assert
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x221)))
 (= (dim ?x243 0) sym_n))))
(assert
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x221)))
 (= (dim ?x243 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x221)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x221 (smul in_u1 in_s1)))
 (let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x221)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x195)))))))
(assert
 (let ((?x221 (smul in_u1 in_s1)))
(let ((?x243 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x221)))
(let ((?x168 (smul in_i1 in_s1)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
(let ((?x210 (idkernel4 sym_c 1 1)))
(let ((?x232 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x210)))
(let ((?x157 (idkernel4 sym_c 3 3)))
(let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x157)))
(or (and (distinct ?x179 ?x232) true) (and (distinct ?x197 ?x243) true)))))))))))
(check-sat)

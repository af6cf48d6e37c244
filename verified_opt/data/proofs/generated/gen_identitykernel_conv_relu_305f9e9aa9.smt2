; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 14114
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x159 (dim in_u1 2)))
 (= 1 ?x159)))
(assert
 (let ((?x161 (dim in_u1 3)))
 (= 1 ?x161)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x170 (dim ?x163 2)))
 (= 1 ?x170))))
(assert
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x172 (dim ?x163 3)))
 (= 1 ?x172))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 1) sym_c2)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 2) sym_h)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 3) sym_w)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (= (dim ?x185 1) sym_c2))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (= (dim ?x185 2) sym_h))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (= (dim ?x185 3) sym_w))))
(assert
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x163)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x163)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x163)))
 (= (dim ?x196 1) sym_c2))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x163)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x206)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x163 (idkernel4 sym_c2 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (relu ?x174)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x163)))
 (let ((?x208 (dim ?x196 3)))
 (= ?x208 ?x211)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x215 1) sym_c2)))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x206))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x211))))))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 1) sym_c2))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x211)))))))
(assert
 (let ((?x215 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x226 (relu ?x215)))
(let ((?x163 (idkernel4 sym_c2 1 1)))
(let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x185 (relu ?x174)))
(let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x163)))
(and (distinct ?x196 ?x226) true))))))))
(check-sat)

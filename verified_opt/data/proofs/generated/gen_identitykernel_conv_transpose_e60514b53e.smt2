; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, conv_transpose_spatial, maxpool_transpose_spatial
; z3 rlimit used: 14738
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (let (($x90 (= ?x87 ?x89)))
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
 (let (($x83 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x83 $x90)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x101 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x104 (= ?x101 ?x103)))
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
 (let (($x100 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x100 $x104)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x122 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x120 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x123 (= ?x120 ?x122)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= kw 1)))
 (let (($x76 (>= kh 1)))
 (let (($x118 (and $x76 $x65 $x66 $x67 $x68 $x69 $x71 $x72 (= (rank X) 4))))
 (=> $x118 $x123))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
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
 (let ((?x159 (dim in_k1 2)))
 (= 3 ?x159)))
(assert
 (let ((?x161 (dim in_k1 3)))
 (= 3 ?x161)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172))))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x174 1) sym_c2)))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x174 2) sym_h)))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x174 3) sym_w)))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 1) sym_c2))))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 2) sym_w))))
(assert
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 3) sym_h))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x185 ?x163)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x185 ?x163)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x185 ?x163)))
 (= (dim ?x196 1) sym_c2))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x185 ?x163)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x163 (idkernel4 sym_c2 3 3)))
 (let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x185 ?x163)))
 (let ((?x209 (dim ?x196 3)))
 (= ?x209 ?x212)))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x216 1) sym_c2)))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x212))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x207))))))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x227 (transpose4 0 1 3 2 ?x216)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x227 (transpose4 0 1 3 2 ?x216)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x227 (transpose4 0 1 3 2 ?x216)))
 (= (dim ?x227 1) sym_c2))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x227 (transpose4 0 1 3 2 ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x227 (transpose4 0 1 3 2 ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x212)))))))
(assert
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x227 (transpose4 0 1 3 2 ?x216)))
(let ((?x163 (idkernel4 sym_c2 3 3)))
(let ((?x174 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x185 (transpose4 0 1 3 2 ?x174)))
(let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x185 ?x163)))
(and (distinct ?x196 ?x227) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 14281
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
 (let ((?x157 (dim in_k1 2)))
 (= 3 ?x157)))
(assert
 (let ((?x159 (dim in_k1 3)))
 (= 3 ?x159)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x168 (dim ?x161 2)))
 (= 1 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x170 (dim ?x161 3)))
 (= 1 ?x170))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x172) 4)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x172 0) sym_n)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x172 1) sym_c)))
(assert
 (let ((?x180 (+ (- 2) sym_h)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x180)))))
(assert
 (let ((?x183 (+ (- 2) sym_w)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x172 3)))
 (= ?x182 ?x183)))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (= (dim ?x185 1) sym_c))))
(assert
 (let ((?x180 (+ (- 2) sym_h)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x180))))))
(assert
 (let ((?x183 (+ (- 2) sym_w)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x183))))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x161)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x161)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x161)))
 (= (dim ?x196 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x161)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (relu ?x172)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x161)))
 (let ((?x209 (dim ?x196 3)))
 (= ?x209 ?x212)))))))))
(assert
 (let ((?x180 (+ (- 2) sym_h)))
 (>= ?x180 0)))
(assert
 (let ((?x183 (+ (- 2) sym_w)))
 (>= ?x183 0)))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x218) 4)))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 0) sym_n)))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 1) sym_c)))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x207))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x212))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 3) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 3) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x212)))))))
(assert
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x229 (relu ?x218)))
(let ((?x161 (idkernel4 sym_c 1 1)))
(let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x185 (relu ?x172)))
(let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x161)))
(and (distinct ?x196 ?x229) true))))))))
(check-sat)

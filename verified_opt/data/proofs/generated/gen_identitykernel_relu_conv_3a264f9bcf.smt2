; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 17661
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
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x168 (dim ?x161 2)))
 (= 1 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x170 (dim ?x161 3)))
 (= 1 ?x170))))
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
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x161)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x161)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x161)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x161)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x161)))
 (let ((?x195 (dim ?x183 3)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x172 ?x161)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x172 ?x161)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x172 ?x161)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x172 ?x161)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (relu in_i1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x172 ?x161)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x198))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x220 (dim ?x213 2)))
 (= 3 ?x220))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x222 (dim ?x213 3)))
 (= 3 ?x222))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (dim ?x224 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x198)))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (= (rank ?x235) 4))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (= (dim ?x235 0) sym_n))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (= (dim ?x235 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x198)))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x246 (relu ?x224)))
 (= (rank ?x246) 4)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x246 (relu ?x224)))
 (= (dim ?x246 0) sym_n)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x246 (relu ?x224)))
 (= (dim ?x246 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x246 (relu ?x224)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x246 (relu ?x224)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x198))))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
(let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
(let ((?x246 (relu ?x224)))
(let ((?x161 (idkernel4 sym_c 1 1)))
(let ((?x172 (relu in_i1)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x172 ?x161)))
(let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
(let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x161)))
(or (and (distinct ?x183 ?x235) true) (and (distinct ?x200 ?x246) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 16200
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
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x135 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x125 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x136 (= ?x125 ?x135)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x117 (and $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x117 $x136)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x151 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x149 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x152 (= ?x149 ?x151)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x70 (>= p1 0)))
 (let (($x74 (>= p0 0)))
 (let (($x147 (and $x74 $x70 $x18 $x19 (= (rank X) 4))))
 (=> $x147 $x152))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x188 (dim in_k1 2)))
 (= 3 ?x188)))
(assert
 (let ((?x190 (dim in_k1 3)))
 (= 3 ?x190)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x199 (dim ?x192 2)))
 (= 3 ?x199))))
(assert
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x201 (dim ?x192 3)))
 (= 3 ?x201))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x203) 4)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 0) sym_n)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 1) sym_c2)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 2) sym_h)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 3) sym_w)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 1) sym_c2))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 2) sym_h))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 3) sym_w))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (= (dim ?x225 1) sym_c2)))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (= (dim ?x225 2) sym_w)))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (= (dim ?x225 3) sym_h)))))
(assert
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x192)))
 (= (rank ?x236) 4)))))))
(assert
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x192)))
 (= (dim ?x236 0) sym_n)))))))
(assert
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x192)))
 (= (dim ?x236 1) sym_c2)))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_w) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x192)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x246))))))))))
(assert
 (let ((?x250 (div (+ (- 1) sym_h) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (let ((?x192 (idkernel4 sym_c2 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (transpose4 0 1 3 2 ?x214)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x192)))
 (let ((?x248 (dim ?x236 3)))
 (= ?x248 ?x251))))))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_w) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (>= ?x246 0))))
(assert
 (let ((?x250 (div (+ (- 1) sym_h) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (>= ?x251 0))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x255) 4)))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x255 0) sym_n)))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x255 1) sym_c2)))
(assert
 (let ((?x250 (div (+ (- 1) sym_h) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x251))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_w) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x246))))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (= (rank ?x266) 4))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 0) sym_n))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 1) sym_c2))))
(assert
 (let ((?x250 (div (+ (- 1) sym_h) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x251)))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_w) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x246)))))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (transpose4 0 1 3 2 ?x266)))
 (= (rank ?x277) 4)))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (transpose4 0 1 3 2 ?x266)))
 (= (dim ?x277 0) sym_n)))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (transpose4 0 1 3 2 ?x266)))
 (= (dim ?x277 1) sym_c2)))))
(assert
 (let ((?x245 (div (+ (- 1) sym_w) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (transpose4 0 1 3 2 ?x266)))
 (let ((?x284 (dim ?x277 2)))
 (= ?x284 ?x246))))))))
(assert
 (let ((?x250 (div (+ (- 1) sym_h) 2)))
 (let ((?x251 (+ 1 ?x250)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x266 (relu ?x255)))
 (let ((?x277 (transpose4 0 1 3 2 ?x266)))
 (let ((?x286 (dim ?x277 3)))
 (= ?x286 ?x251))))))))
(assert
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x266 (relu ?x255)))
(let ((?x277 (transpose4 0 1 3 2 ?x266)))
(let ((?x192 (idkernel4 sym_c2 3 3)))
(let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x214 (relu ?x203)))
(let ((?x225 (transpose4 0 1 3 2 ?x214)))
(let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x192)))
(and (distinct ?x236 ?x277) true))))))))))
(check-sat)

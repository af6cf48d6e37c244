; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, maxpool_relu, transpose4_relu
; z3 rlimit used: 77348
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x83 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x80 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73 (= 1 (dim W 2)) (= 1 (dim W 3)))))
 (=> $x80 $x86)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x100 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x99 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x99 $x103)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x123 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x121 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x124 (= ?x121 ?x123)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= kw 1)))
 (let (($x73 (>= kh 1)))
 (let (($x118 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x73 $x62 $x63 $x64 $x65 $x66 $x68 $x69)))
 (=> $x118 $x124))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x147 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x137 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x148 (= ?x137 ?x147)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x65 (>= p1 0)))
 (let (($x69 (>= p0 0)))
 (let (($x129 (and $x69 $x65 $x18 $x19)))
 (=> $x129 $x148))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x183 (dim in_u1 2)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (dim in_u1 3)))
 (= 1 ?x185)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x194 (dim ?x187 2)))
 (= 3 ?x194))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x196 (dim ?x187 3)))
 (= 3 ?x196))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 1) sym_c)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 2) sym_h)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 3) sym_w)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 1) sym_c))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 2) sym_h))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 3) sym_w))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (= (rank ?x220) 4)))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (= (dim ?x220 0) sym_n)))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (= (dim ?x220 1) sym_c)))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (= (dim ?x220 2) sym_w)))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (= (dim ?x220 3) sym_h)))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x220 ?x187)))
 (= (rank ?x231) 4)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x220 ?x187)))
 (= (dim ?x231 0) sym_n)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x220 ?x187)))
 (= (dim ?x231 1) sym_c)))))))
(assert
 (let ((?x240 (div (+ (- 1) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x220 ?x187)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x241))))))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x220 (transpose4 0 1 3 2 ?x209)))
 (let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x220 ?x187)))
 (let ((?x243 (dim ?x231 3)))
 (= ?x243 ?x246))))))))))
(assert
 (let ((?x240 (div (+ (- 1) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (>= ?x241 0))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (>= ?x246 0))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (rank ?x261) 4))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x261 0) sym_n))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (= (dim ?x261 1) sym_c))))
(assert
 (let ((?x240 (div (+ (- 1) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x241)))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x246)))))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (relu ?x261)))
 (= (rank ?x272) 4)))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (relu ?x261)))
 (= (dim ?x272 0) sym_n)))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (relu ?x261)))
 (= (dim ?x272 1) sym_c)))))
(assert
 (let ((?x240 (div (+ (- 1) sym_w) 2)))
 (let ((?x241 (+ 1 ?x240)))
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (relu ?x261)))
 (let ((?x279 (dim ?x272 2)))
 (= ?x279 ?x241))))))))
(assert
 (let ((?x245 (div (+ (- 1) sym_h) 2)))
 (let ((?x246 (+ 1 ?x245)))
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
 (let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
 (let ((?x272 (relu ?x261)))
 (let ((?x281 (dim ?x272 3)))
 (= ?x281 ?x246))))))))
(assert
 (let ((?x250 (transpose4 0 1 3 2 in_i1)))
(let ((?x261 (conv 2 2 0 0 0 0 1 1 1 ?x250 in_u1)))
(let ((?x272 (relu ?x261)))
(let ((?x187 (idkernel4 sym_c 3 3)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x209 (relu ?x198)))
(let ((?x220 (transpose4 0 1 3 2 ?x209)))
(let ((?x231 (conv 2 2 1 1 1 1 1 1 1 ?x220 ?x187)))
(and (distinct ?x231 ?x272) true))))))))))
(check-sat)

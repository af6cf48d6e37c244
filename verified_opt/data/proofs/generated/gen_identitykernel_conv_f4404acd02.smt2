; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75406
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x104 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x102 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x105 (= ?x102 ?x104)))
 (let (($x20 (>= dw 1)))
 (let (($x93 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x100 (and $x21 $x65 $x66 $x93 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x100 $x105)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x143 (dim in_u1 2)))
 (= 1 ?x143)))
(assert
 (let ((?x145 (dim in_u1 3)))
 (= 1 ?x145)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x171 (dim ?x158 3)))
 (= ?x171 ?x174)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x174))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x169)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x174)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 0) sym_n)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 1) sym_c)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 2) sym_h)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 3) sym_w)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 in_u1)))
 (= (dim ?x211 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 in_u1)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x174)))))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 in_u1)))
(let ((?x147 (idkernel4 sym_c 3 3)))
(let ((?x158 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x147)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
(and (distinct ?x187 ?x211) true))))))))
(check-sat)

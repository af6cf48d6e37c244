; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, subsample_conv1x1
; z3 rlimit used: 77594
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x96 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x100 (= ?x96 ?x99)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x93 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x93 $x100))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x117 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x20 (>= dw 1)))
 (let (($x108 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x115 (and $x21 $x65 $x66 $x108 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x115 $x120)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x158 (dim in_u1 2)))
 (= 1 ?x158)))
(assert
 (let ((?x160 (dim in_u1 3)))
 (= 1 ?x160)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x169 (dim ?x162 2)))
 (= 1 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x171 (dim ?x162 3)))
 (= 1 ?x171))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x184)))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x186 (dim ?x173 3)))
 (= ?x186 ?x189)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x184))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x189))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x202 (concat 0 ?x191 ?x173)))
 (= (rank ?x202) 4))))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x202 (concat 0 ?x191 ?x173)))
 (let ((?x205 (dim ?x202 0)))
 (= ?x205 ?x206))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x202 (concat 0 ?x191 ?x173)))
 (= (dim ?x202 1) sym_c))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x202 (concat 0 ?x191 ?x173)))
 (let ((?x210 (dim ?x202 2)))
 (= ?x210 ?x184)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
 (let ((?x202 (concat 0 ?x191 ?x173)))
 (let ((?x212 (dim ?x202 3)))
 (= ?x212 ?x189)))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (>= ?x206 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x224 (dim ?x217 2)))
 (= 3 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x226 (dim ?x217 3)))
 (= 3 ?x226))))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x228) 4)))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x228 0) sym_n)))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x228 1) sym_c)))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x228 2) sym_h)))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x228 3) sym_w)))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (= (rank ?x239) 4))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (let ((?x242 (dim ?x239 0)))
 (= ?x242 ?x206))))))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (= (dim ?x239 1) sym_c))))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (= (dim ?x239 2) sym_h))))
(assert
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (= (dim ?x239 3) sym_w))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x253 (dim ?x250 0)))
 (= ?x253 ?x206))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (= (dim ?x250 1) sym_c))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x184)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x239 (concat 0 ?x228 in_i1)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x189)))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
(let ((?x228 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x239 (concat 0 ?x228 in_i1)))
(let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
(let ((?x162 (idkernel4 sym_c 1 1)))
(let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
(let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_u1)))
(let ((?x202 (concat 0 ?x191 ?x173)))
(and (distinct ?x202 ?x250) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_transpose_spatial, subsample_conv1x1
; z3 rlimit used: 77881
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x97 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x100 (= ?x97 ?x99)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x93 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x93 $x100))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x118 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x116 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x119 (= ?x116 ?x118)))
 (let (($x20 (>= dw 1)))
 (let (($x108 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x114 (and $x21 $x65 $x66 $x108 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x114 $x119)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x157 (dim in_u1 2)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (dim in_u1 3)))
 (= 1 ?x159)))
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
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 1) sym_c))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x183)))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x185 (dim ?x172 3)))
 (= ?x185 ?x188)))))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x190 (transpose4 0 1 3 2 ?x172)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x190 (transpose4 0 1 3 2 ?x172)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x190 (transpose4 0 1 3 2 ?x172)))
 (= (dim ?x190 1) sym_c)))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x190 (transpose4 0 1 3 2 ?x172)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x188))))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x190 (transpose4 0 1 3 2 ?x172)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x183))))))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (dim ?x201 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (= (dim ?x201 1) sym_c)))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x183))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x188))))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x221 (dim ?x214 2)))
 (= 3 ?x221))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x214 3)))
 (= 3 ?x223))))
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
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x236) 4)))
(assert
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x236 0) sym_n)))
(assert
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x236 1) sym_c)))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x183))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x188))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x214)))
 (= (rank ?x247) 4)))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x214)))
 (= (dim ?x247 0) sym_n)))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x214)))
 (= (dim ?x247 1) sym_c)))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x214)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x188))))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x214)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x183))))))))
(assert
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x161 (idkernel4 sym_c 1 1)))
(let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x172 in_u1)))
(let ((?x214 (idkernel4 sym_c 3 3)))
(let ((?x225 (transpose4 0 1 3 2 in_i1)))
(let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x225 ?x214)))
(let ((?x190 (transpose4 0 1 3 2 ?x172)))
(or (and (distinct ?x190 ?x247) true) (and (distinct ?x201 ?x236) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 53044
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x72 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x70 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x73 (= ?x70 ?x72)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x73)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (< 1 (* sh sw))) $x90)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x105 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x108 (= ?x105 ?x107)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x108)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (let ((?x146 (dim in_u1 2)))
 (= 1 ?x146)))
(assert
 (let ((?x148 (dim in_u1 3)))
 (= 1 ?x148)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x157 (dim ?x150 2)))
 (= 1 ?x157))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x159 (dim ?x150 3)))
 (= 1 ?x159))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 0) sym_n))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 1) sym_c))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x172)))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x174 (dim ?x161 3)))
 (= ?x174 ?x177)))))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x179 (relu ?x161)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x179 (relu ?x161)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x179 (relu ?x161)))
 (= (dim ?x179 1) sym_c)))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x179 (relu ?x161)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x172))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x179 (relu ?x161)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x177))))))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (= (dim ?x190 1) sym_c)))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x177))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x172))))))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u1)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u1)))
 (= (dim ?x201 0) sym_n))))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u1)))
 (= (dim ?x201 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x177)))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x190 (transpose4 0 1 3 2 ?x161)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u1)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x172)))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
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
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (rank ?x236) 4))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x236 0) sym_n))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x236 1) sym_c))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x172)))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x177)))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x247 (relu ?x236)))
 (= (rank ?x247) 4)))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 0) sym_n)))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x247 (relu ?x236)))
 (= (dim ?x247 1) sym_c)))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x247 (relu ?x236)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x172))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x247 (relu ?x236)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x177))))))))
(assert
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x258 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u1)))
 (= (rank ?x258) 4))))
(assert
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x258 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u1)))
 (= (dim ?x258 0) sym_n))))
(assert
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x258 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u1)))
 (= (dim ?x258 1) sym_c))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x258 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u1)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x177)))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
 (let ((?x258 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u1)))
 (let ((?x267 (dim ?x258 3)))
 (= ?x267 ?x172)))))))
(assert
 (let ((?x225 (transpose4 0 1 3 2 in_i1)))
(let ((?x258 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u1)))
(let ((?x150 (idkernel4 sym_c 1 1)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
(let ((?x190 (transpose4 0 1 3 2 ?x161)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u1)))
(let ((?x214 (idkernel4 sym_c 3 3)))
(let ((?x236 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x214)))
(let ((?x247 (relu ?x236)))
(let ((?x179 (relu ?x161)))
(or (and (distinct ?x179 ?x247) true) (and (distinct ?x201 ?x258) true)))))))))))))
(check-sat)

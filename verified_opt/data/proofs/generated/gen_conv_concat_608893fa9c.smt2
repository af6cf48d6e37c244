; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75537
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x34)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x64 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x62 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x65 (= ?x62 ?x64)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x61 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x61 $x65)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x91 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x89 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x92 (= ?x89 ?x91)))
 (let (($x78 (>= dw 1)))
 (let (($x77 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x76 (>= g 1)))
 (let (($x86 (and $x76 $x9 $x11 $x77 $x78 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x86 $x92)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x130 (dim in_u1 2)))
 (= 1 ?x130)))
(assert
 (let ((?x132 (dim in_u1 3)))
 (= 1 ?x132)))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x134) 4)))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 0) sym_n)))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 1) sym_c)))
(assert
 (let ((?x144 (div (+ (- 1) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x145))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (dim ?x134 3)))
 (= ?x147 ?x150))))))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x144 (div (+ (- 1) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x145)))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x150)))))))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x163 (concat 0 ?x134 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x167 (* 2 sym_n)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x163 (concat 0 ?x134 ?x152)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x167)))))))
(assert
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x163 (concat 0 ?x134 ?x152)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x144 (div (+ (- 1) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x163 (concat 0 ?x134 ?x152)))
 (let ((?x171 (dim ?x163 2)))
 (= ?x171 ?x145))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x163 (concat 0 ?x134 ?x152)))
 (let ((?x173 (dim ?x163 3)))
 (= ?x173 ?x150))))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (>= ?x145 0))))
(assert
 (let ((?x149 (div (+ (- 1) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x167 (* 2 sym_n)))
 (>= ?x167 0)))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x178) 4)))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x178 0) sym_n)))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x178 1) sym_c)))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x178 2) sym_h)))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x178 3) sym_w)))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (= (rank ?x189) 4))))
(assert
 (let ((?x167 (* 2 sym_n)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (let ((?x192 (dim ?x189 0)))
 (= ?x192 ?x167))))))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (= (dim ?x189 1) sym_c))))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (= (dim ?x189 2) sym_h))))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (= (dim ?x189 3) sym_w))))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x189 in_u1)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x167 (* 2 sym_n)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x203 (dim ?x200 0)))
 (= ?x203 ?x167)))))))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x189 in_u1)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x144 (div (+ (- 1) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x145))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x189 (concat 0 in_i1 ?x178)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x150))))))))
(assert
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x189 (concat 0 in_i1 ?x178)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x189 in_u1)))
(let ((?x134 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
(let ((?x163 (concat 0 ?x134 ?x152)))
(and (distinct ?x163 ?x200) true))))))))
(check-sat)

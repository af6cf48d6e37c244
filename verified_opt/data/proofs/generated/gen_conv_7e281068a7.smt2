; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 4029
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x33 (= (rank W) 4)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x34 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26 $x30 $x33)))
 (=> $x34 $x38)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x83 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x80 (= (rank U) 4)))
 (let (($x78 (= (rank X) 4)))
 (let (($x68 (>= dw 1)))
 (let (($x67 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x66 (>= g 1)))
 (let (($x81 (and $x66 $x12 $x13 $x67 $x68 (= 1 (dim U 2)) (= 1 (dim U 3)) $x78 $x80)))
 (=> $x81 $x86)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x123 (dim in_k1 2)))
 (= 3 ?x123)))
(assert
 (let ((?x125 (dim in_k1 3)))
 (= 3 ?x125)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x134 (dim in_u1 2)))
 (= 1 ?x134)))
(assert
 (let ((?x136 (dim in_u1 3)))
 (= 1 ?x136)))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 1) sym_c)))
(assert
 (let ((?x148 (div (+ (- 3) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x149))))))
(assert
 (let ((?x153 (div (+ (- 3) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (dim ?x138 3)))
 (= ?x151 ?x154))))))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (= (dim ?x156 1) sym_c))))
(assert
 (let ((?x148 (div (+ (- 3) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x149)))))))
(assert
 (let ((?x153 (div (+ (- 3) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x154)))))))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x156 in_u1)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x156 in_u1)))
 (= (dim ?x167 0) sym_n)))))
(assert
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x156 in_u1)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x148 (div (+ (- 3) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x156 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x149))))))))
(assert
 (let ((?x153 (div (+ (- 3) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x156 in_u1)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x154))))))))
(assert
 (let ((?x148 (div (+ (- 3) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (>= ?x149 0))))
(assert
 (let ((?x153 (div (+ (- 3) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (>= ?x154 0))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x180) 4)))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x180 0) sym_n)))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x180 1) sym_c)))
(assert
 (let ((?x189 (+ (- 2) sym_h)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x189)))))
(assert
 (let ((?x192 (+ (- 2) sym_w)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x191 (dim ?x180 3)))
 (= ?x191 ?x192)))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (= (dim ?x194 1) sym_c))))
(assert
 (let ((?x189 (+ (- 2) sym_h)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x189))))))
(assert
 (let ((?x192 (+ (- 2) sym_w)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x192))))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u1)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u1)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u1)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x148 (div (+ (- 3) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u1)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x149))))))))
(assert
 (let ((?x153 (div (+ (- 3) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u1)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x154))))))))
(assert
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x194 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_u1)))
(let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x194 in_u1)))
(let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 ?x138 in_u1)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x156 in_u1)))
(and (distinct ?x167 ?x205) true))))))))
(check-sat)

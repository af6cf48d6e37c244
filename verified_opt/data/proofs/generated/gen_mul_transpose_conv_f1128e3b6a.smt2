; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_smul_w, conv_smul_x, transpose4_smul
; z3 rlimit used: 76779
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
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
 (=> $x25 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
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
 (=> $x25 $x60)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x74 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x72 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)))))
 (=> $x72 $x77)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x96 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x94 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x97 (= ?x94 ?x96)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x90 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x90 $x97))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x137 (dim in_u1 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u1 3)))
 (= 1 ?x139)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (= (dim ?x152 2) sym_w))))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (= (dim ?x152 3) sym_h))))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x163 1) sym_c2)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (smul in_i1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x176 (dim ?x163 3)))
 (= ?x176 ?x179))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x190 (dim ?x183 2)))
 (= 1 ?x190))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x192 (dim ?x183 3)))
 (= 1 ?x192))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 1) sym_c2))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x179)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x174)))))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 1) sym_c2)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x183 (smul in_u1 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x179))))))))
(assert
 (let ((?x183 (smul in_u1 in_s1)))
(let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x183)))
(let ((?x205 (transpose4 0 1 3 2 ?x194)))
(let ((?x141 (smul in_i1 in_s1)))
(let ((?x152 (transpose4 0 1 3 2 ?x141)))
(let ((?x163 (conv 2 2 0 0 0 0 1 1 1 ?x152 in_u1)))
(and (distinct ?x163 ?x205) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 79783
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x82))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x95 (= ?x80 ?x94)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x92 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x92 $x95)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x137 (dim ?x130 2)))
 (= 1 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x139 (dim ?x130 3)))
 (= 1 ?x139))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 0) sym_n)))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 ?x141)))
 (= (rank ?x170) 4))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 ?x141)))
 (= (dim ?x170 0) sym_n))))))
(assert
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 ?x141)))
 (= (dim ?x170 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 ?x141)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 1 1)))
 (let ((?x141 (smul ?x130 in_s1)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 ?x141)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192))))
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
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x205)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x205)))
 (= (dim ?x216 0) sym_n))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x205)))
 (= (dim ?x216 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x205)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x183 in_s1)))
 (let ((?x194 (smul in_i1 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x205)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x168)))))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
(let ((?x205 (smul ?x183 in_s1)))
(let ((?x194 (smul in_i1 in_s1)))
(let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x205)))
(let ((?x130 (idkernel4 sym_c 1 1)))
(let ((?x141 (smul ?x130 in_s1)))
(let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x152 ?x141)))
(and (distinct ?x170 ?x216) true))))))))))
(check-sat)

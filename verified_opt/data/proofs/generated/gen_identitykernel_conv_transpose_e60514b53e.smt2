; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, conv_transpose_spatial
; z3 rlimit used: 75948
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (let (($x83 (= ?x80 ?x82)))
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
 (=> $x74 $x83)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x94 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x97 (= ?x94 ?x96)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x93 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x93 $x97)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x137 (dim in_k1 2)))
 (= 3 ?x137)))
(assert
 (let ((?x139 (dim in_k1 3)))
 (= 3 ?x139)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 1) sym_c2)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 2) sym_h)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x152 3) sym_w)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (dim ?x163 1) sym_c2))))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (dim ?x163 2) sym_w))))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (dim ?x163 3) sym_h))))
(assert
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x141)))
 (= (rank ?x174) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x141)))
 (= (dim ?x174 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x141)))
 (= (dim ?x174 1) sym_c2))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x141)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x141 (idkernel4 sym_c2 3 3)))
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x141)))
 (let ((?x187 (dim ?x174 3)))
 (= ?x187 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x194) 4)))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x194 0) sym_n)))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x194 1) sym_c2)))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x190))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x185))))))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 1) sym_c2))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x190)))))))
(assert
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x205 (transpose4 0 1 3 2 ?x194)))
(let ((?x141 (idkernel4 sym_c2 3 3)))
(let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x163 (transpose4 0 1 3 2 ?x152)))
(let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x141)))
(and (distinct ?x174 ?x205) true))))))))
(check-sat)

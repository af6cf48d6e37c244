; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 78550
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
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x159 (dim ?x152 2)))
 (= 1 ?x159)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x161 (dim ?x152 3)))
 (= 1 ?x161)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (= (dim ?x163 2) sym_h)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (= (dim ?x163 3) sym_w)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (rank ?x174) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 1) sym_c))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 2) sym_h))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 3) sym_w))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (= (rank ?x185) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (= (dim ?x185 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (= (dim ?x185 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (let ((?x198 (dim ?x185 3)))
 (= ?x198 ?x201))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x223 (dim ?x216 2)))
 (= 3 ?x223)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x225 (dim ?x216 3)))
 (= 3 ?x225)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (= (dim ?x227 1) sym_c)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (= (dim ?x227 2) sym_h)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (= (dim ?x227 3) sym_w)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (rank ?x238) 4))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 0) sym_n))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 1) sym_c))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 2) sym_h))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 3) sym_w))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul ?x205 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x201))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x216 (smul ?x205 in_s1)))
(let ((?x249 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
(let ((?x141 (idkernel4 sym_c 1 1)))
(let ((?x152 (smul ?x141 in_s1)))
(let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
(let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x216)))
(let ((?x238 (relu ?x227)))
(let ((?x163 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x152)))
(let ((?x174 (relu ?x163)))
(or (and (distinct ?x174 ?x238) true) (and (distinct ?x185 ?x249) true)))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, subsample_conv1x1
; z3 rlimit used: 33479
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x105 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x81 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x103 (and $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x81 (= (rank Y) 4))))
 (=> $x103 $x109)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x130 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x128 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x131 (= ?x128 ?x130)))
 (let (($x125 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x126 (and $x21 $x68 $x69 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x125)))
 (=> $x126 $x131)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x168 (dim in_u1 2)))
 (= 1 ?x168)))
(assert
 (let ((?x170 (dim in_u1 3)))
 (= 1 ?x170)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x179 (dim ?x172 2)))
 (= 1 ?x179))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x181 (dim ?x172 3)))
 (= 1 ?x181))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x193 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x194)))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_w) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x196 (dim ?x183 3)))
 (= ?x196 ?x199)))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x201 0) sym_n)))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x201 1) sym_c)))))
(assert
 (let ((?x193 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x194))))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_w) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x199))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x212 (concat 0 ?x201 ?x183)))
 (= (rank ?x212) 4))))))
(assert
 (let ((?x216 (* 2 sym_n)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x212 (concat 0 ?x201 ?x183)))
 (let ((?x215 (dim ?x212 0)))
 (= ?x215 ?x216))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x212 (concat 0 ?x201 ?x183)))
 (= (dim ?x212 1) sym_c))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x212 (concat 0 ?x201 ?x183)))
 (let ((?x220 (dim ?x212 2)))
 (= ?x220 ?x194)))))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_w) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x172 (idkernel4 sym_c 1 1)))
 (let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x212 (concat 0 ?x201 ?x183)))
 (let ((?x222 (dim ?x212 3)))
 (= ?x222 ?x199)))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0))))
(assert
 (let ((?x198 (div (+ (- 1) sym_w) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (>= ?x199 0))))
(assert
 (let ((?x216 (* 2 sym_n)))
 (>= ?x216 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x234 (dim ?x227 2)))
 (= 3 ?x234))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x236 (dim ?x227 3)))
 (= 3 ?x236))))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x238) 4)))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 0) sym_n)))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 1) sym_c)))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 2) sym_h)))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 3) sym_w)))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (= (rank ?x249) 4))))
(assert
 (let ((?x216 (* 2 sym_n)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (let ((?x252 (dim ?x249 0)))
 (= ?x252 ?x216))))))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (= (dim ?x249 1) sym_c))))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (= (dim ?x249 2) sym_h))))
(assert
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (= (dim ?x249 3) sym_w))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (rank ?x260) 4))))))
(assert
 (let ((?x216 (* 2 sym_n)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x263 (dim ?x260 0)))
 (= ?x263 ?x216))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (dim ?x260 1) sym_c))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x194)))))))))
(assert
 (let ((?x198 (div (+ (- 1) sym_w) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x249 (concat 0 ?x238 in_i1)))
 (let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x199)))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
(let ((?x238 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x249 (concat 0 ?x238 in_i1)))
(let ((?x260 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
(let ((?x172 (idkernel4 sym_c 1 1)))
(let ((?x183 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x172)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x183 in_u1)))
(let ((?x212 (concat 0 ?x201 ?x183)))
(and (distinct ?x212 ?x260) true))))))))))
(check-sat)

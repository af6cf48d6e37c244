; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 15650
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x143 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x141 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x144 (= ?x141 ?x143)))
 (let (($x138 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x139 (and $x21 $x68 $x69 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x138)))
 (=> $x139 $x144)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x181 (dim in_u1 2)))
 (= 1 ?x181)))
(assert
 (let ((?x183 (dim in_u1 3)))
 (= 1 ?x183)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x192 (dim ?x185 2)))
 (= 3 ?x192))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x194 (dim ?x185 3)))
 (= 3 ?x194))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x196) 4)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 0) sym_n)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 1) sym_c)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 2) sym_h)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 3) sym_w)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 1) sym_c))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 2) sym_h))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 3) sym_w))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (rank ?x218) 4))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x218 0) sym_n))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x218 1) sym_c))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x228)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x230 (dim ?x218 3)))
 (= ?x230 ?x233)))))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x185)))
 (= (rank ?x235) 4))))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x185)))
 (= (dim ?x235 0) sym_n))))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x185)))
 (= (dim ?x235 1) sym_c))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x185)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x228)))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x185)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x233)))))))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (>= ?x228 0))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x248) 4)))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 0) sym_n)))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 1) sym_c)))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x228))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x233))))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (rank ?x259) 4))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 0) sym_n))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 1) sym_c))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x228)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x259 (relu ?x248)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x233)))))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (rank ?x270) 4))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (dim ?x270 0) sym_n))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (= (dim ?x270 1) sym_c))))
(assert
 (let ((?x227 (div (+ (- 1) sym_h) 2)))
 (let ((?x228 (+ 1 ?x227)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x228)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x233)))))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x259 (relu ?x248)))
(let ((?x185 (idkernel4 sym_c 3 3)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x207 (relu ?x196)))
(let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x185)))
(let ((?x270 (conv 1 1 0 0 0 0 1 1 1 ?x248 in_u1)))
(let ((?x218 (conv 2 2 0 0 0 0 1 1 1 ?x196 in_u1)))
(or (and (distinct ?x218 ?x270) true) (and (distinct ?x235 ?x259) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 17129
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
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (= (rank ?x196) 4))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (= (dim ?x196 0) sym_n))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (= (dim ?x196 1) sym_c))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x208 (dim ?x196 3)))
 (= ?x208 ?x211)))))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x213 (relu ?x196)))
 (= (rank ?x213) 4)))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x213 (relu ?x196)))
 (= (dim ?x213 0) sym_n)))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x213 (relu ?x196)))
 (= (dim ?x213 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x213 (relu ?x196)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x213 (relu ?x196)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x211))))))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (rank ?x224) 4)))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x224 0) sym_n)))))
(assert
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (= (dim ?x224 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x185 (idkernel4 sym_c 3 3)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x211))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x244 (dim ?x237 2)))
 (= 1 ?x244))))
(assert
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x246 (dim ?x237 3)))
 (= 1 ?x246))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x259) 4)))
(assert
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x259 0) sym_n)))
(assert
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x259 1) sym_c)))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x206))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x211))))))
(assert
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x248 (relu in_i1)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x237)))
 (= (rank ?x270) 4)))))
(assert
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x248 (relu in_i1)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x237)))
 (= (dim ?x270 0) sym_n)))))
(assert
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x248 (relu in_i1)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x237)))
 (= (dim ?x270 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x248 (relu in_i1)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x237)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x237 (idkernel4 sym_c 1 1)))
 (let ((?x248 (relu in_i1)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x237)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x211))))))))
(assert
 (let ((?x237 (idkernel4 sym_c 1 1)))
(let ((?x248 (relu in_i1)))
(let ((?x270 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x237)))
(let ((?x185 (idkernel4 sym_c 3 3)))
(let ((?x196 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x185)))
(let ((?x213 (relu ?x196)))
(let ((?x259 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_u1)))
(or (and (distinct ?x224 ?x259) true) (and (distinct ?x213 ?x270) true)))))))))))
(check-sat)

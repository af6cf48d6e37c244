; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_mul
; z3 rlimit used: 69474
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x109 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x126 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x135 (= ?x126 ?x109)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x120 (and $x65 $x66)))
 (=> $x120 $x135))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x171 (dim ?x164 2)))
 (= 1 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x173 (dim ?x164 3)))
 (= 1 ?x173))))
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
 (= (rank (mul in_i1 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (relu in_i1)))
 (let ((?x186 (mul in_i1 ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (relu in_i1)))
 (let ((?x186 (mul in_i1 ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (= (dim ?x197 0) sym_n))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (relu in_i1)))
 (let ((?x186 (mul in_i1 ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (= (dim ?x197 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (relu in_i1)))
 (let ((?x186 (mul in_i1 ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x175 (relu in_i1)))
 (let ((?x186 (mul in_i1 ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (let ((?x209 (dim ?x197 3)))
 (= ?x209 ?x212)))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x216 2)))
 (= 3 ?x223))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x225 (dim ?x216 3)))
 (= 3 ?x225))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x212)))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x207))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x212))))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (mul ?x227 ?x238)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (mul ?x227 ?x238)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (mul ?x227 ?x238)))
 (= (dim ?x249 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (mul ?x227 ?x238)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (mul ?x227 ?x238)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x212)))))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
(let ((?x238 (relu ?x227)))
(let ((?x249 (mul ?x227 ?x238)))
(let ((?x164 (idkernel4 sym_c 1 1)))
(let ((?x175 (relu in_i1)))
(let ((?x186 (mul in_i1 ?x175)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
(and (distinct ?x197 ?x249) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_add, subsample_conv1x1
; z3 rlimit used: 79814
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x68 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x65 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x65 $x71))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x97 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x81 (and $x12 $x13)))
 (=> $x81 $x98))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (let (($x108 (>= dw 1)))
 (let (($x107 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x106 (>= g 1)))
 (let (($x116 (and $x106 $x12 $x13 $x107 $x108 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x116 $x122)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x160 (dim in_k1 2)))
 (= 3 ?x160)))
(assert
 (let ((?x162 (dim in_k1 3)))
 (= 3 ?x162)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x171 (dim in_u1 2)))
 (= 1 ?x171)))
(assert
 (let ((?x173 (dim in_u1 3)))
 (= 1 ?x173)))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190))))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190)))))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x190))))))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (rank ?x214) 4))))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x214 0) sym_n))))))
(assert
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x214 1) sym_c))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x227) 4)))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x227 0) sym_n)))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x227 1) sym_c)))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x227 2) sym_h)))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x227 3) sym_w)))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (= (rank ?x238) 4))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 0) sym_n))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 1) sym_c))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 2) sym_h))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 3) sym_w))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (= (dim ?x249 2) sym_h)))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (= (dim ?x249 3) sym_w)))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (rank ?x260) 4))))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 0) sym_n))))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 1) sym_c))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (add ?x227 ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x190)))))))))
(assert
 (let ((?x227 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x238 (relu ?x227)))
(let ((?x249 (add ?x227 ?x238)))
(let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
(let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x192 (relu ?x175)))
(let ((?x203 (add ?x175 ?x192)))
(let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
(and (distinct ?x214 ?x260) true))))))))))
(check-sat)

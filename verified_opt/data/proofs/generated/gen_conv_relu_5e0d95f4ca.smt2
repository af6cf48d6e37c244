; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76398
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x103 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x106 (= ?x103 ?x105)))
 (let (($x76 (>= dw 1)))
 (let (($x84 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x81 (>= g 1)))
 (let (($x100 (and $x81 $x12 $x13 $x84 $x76 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x100 $x106)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x144 (dim in_k1 2)))
 (= 3 ?x144)))
(assert
 (let ((?x146 (dim in_k1 3)))
 (= 3 ?x146)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x159) 4)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 0) sym_n)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 1) sym_c)))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x159 3)))
 (= ?x172 ?x175))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (= (dim ?x177 0) sym_n))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (= (dim ?x177 1) sym_c))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x170)))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175)))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x175))))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (dim ?x199 0) sym_n))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (dim ?x199 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x159)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x175)))))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x212) 4)))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 0) sym_n)))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x221 (+ (- 2) sym_h)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x221)))))
(assert
 (let ((?x224 (+ (- 2) sym_w)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x223 (dim ?x212 3)))
 (= ?x223 ?x224)))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (= (dim ?x226 1) sym_c))))
(assert
 (let ((?x221 (+ (- 2) sym_h)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x221))))))
(assert
 (let ((?x224 (+ (- 2) sym_w)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x224))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (= (dim ?x237 0) sym_n)))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (= (dim ?x237 1) sym_c)))))
(assert
 (let ((?x221 (+ (- 2) sym_h)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x221)))))))
(assert
 (let ((?x224 (+ (- 2) sym_w)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x224)))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (rank ?x248) 4))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (dim ?x248 0) sym_n))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (= (dim ?x248 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x226 (relu ?x212)))
 (let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x175)))))))))
(assert
 (let ((?x212 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x226 (relu ?x212)))
(let ((?x237 (conv 1 1 0 0 0 0 1 1 1 ?x226 in_u1)))
(let ((?x248 (conv 2 2 0 0 0 0 1 1 1 ?x237 in_u1)))
(let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x177 (relu ?x159)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
(and (distinct ?x199 ?x248) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 76695
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x15 (and $x7 (>= q 0) (= (dim W 0) m))))
 (=> $x15 $x21))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x67 (= ?x64 ?x66)))
 (let (($x60 (>= dw 1)))
 (let (($x58 (>= dh 1)))
 (let (($x56 (>= pr 0)))
 (let (($x54 (>= pb 0)))
 (let (($x52 (>= pl 0)))
 (let (($x50 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x49 (>= sh 1)))
 (let (($x48 (>= g 1)))
 (let (($x61 (and (< 1 (* sh sw)) $x48 $x49 $x7 $x50 $x52 $x54 $x56 $x58 $x60)))
 (=> $x61 $x67)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x92 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x95 (= ?x92 ?x94)))
 (let (($x81 (>= dw 1)))
 (let (($x80 (>= dh 1)))
 (let (($x7 (>= sw 1)))
 (let (($x49 (>= sh 1)))
 (let (($x79 (>= g 1)))
 (let (($x89 (and $x79 $x49 $x7 $x80 $x81 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x89 $x95)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x133 (dim in_k1 2)))
 (= 3 ?x133)))
(assert
 (let ((?x135 (dim in_k1 3)))
 (= 3 ?x135)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x144 (dim in_u1 2)))
 (= 1 ?x144)))
(assert
 (let ((?x146 (dim in_u1 3)))
 (= 1 ?x146)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x155 (dim ?x148 2)))
 (= 1 ?x155))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x157 (dim ?x148 3)))
 (= 1 ?x157))))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x159) 4)))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 0) sym_n)))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 1) sym_c)))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 2) sym_h)))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 3) sym_w)))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x183 (dim ?x170 3)))
 (= ?x183 ?x186)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (= (dim ?x188 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x199 (relu ?x188)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 0) sym_n))))))
(assert
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x199 (relu ?x188)))
 (= (dim ?x199 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x199 (relu ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x148 (idkernel4 sym_c 1 1)))
 (let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
 (let ((?x199 (relu ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x186)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x212) 4)))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 0) sym_n)))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x181))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x186))))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x186)))))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (= (rank ?x234) 4))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (= (dim ?x234 0) sym_n))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (= (dim ?x234 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x186)))))))
(assert
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x223 (relu ?x212)))
(let ((?x148 (idkernel4 sym_c 1 1)))
(let ((?x159 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x159 ?x148)))
(let ((?x199 (relu ?x188)))
(let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u1)))
(or (and (distinct ?x170 ?x234) true) (and (distinct ?x199 ?x223) true)))))))))))
(check-sat)

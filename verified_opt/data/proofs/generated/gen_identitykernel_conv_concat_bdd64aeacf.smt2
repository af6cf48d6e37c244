; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch
; z3 rlimit used: 75611
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x33 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x35 (conv s s p p p p 1 1 1 ?x33 (idkernel4 m k k))))
 (let ((?x31 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x32 (conv 1 1 0 0 0 0 1 1 1 ?x31 U)))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x29 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x29 $x36))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x84 (= ?x80 ?x83)))
 (let (($x7 (>= sw 1)))
 (let (($x75 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x75 $x84)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x119 (dim in_u1 2)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (dim in_u1 3)))
 (= 1 ?x121)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x130 (dim ?x123 2)))
 (= 3 ?x130))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x132 (dim ?x123 3)))
 (= 3 ?x132))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (= (dim ?x134 1) sym_c))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x143))))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x145 (dim ?x134 3)))
 (= ?x145 ?x146))))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (= (dim ?x148 1) sym_c)))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x143)))))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x157 (dim ?x148 3)))
 (= ?x157 ?x146)))))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x159 (concat 0 ?x134 ?x148)))
 (= (rank ?x159) 4))))))
(assert
 (let ((?x163 (* 2 sym_n)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x159 (concat 0 ?x134 ?x148)))
 (let ((?x162 (dim ?x159 0)))
 (= ?x162 ?x163))))))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x159 (concat 0 ?x134 ?x148)))
 (= (dim ?x159 1) sym_c))))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x159 (concat 0 ?x134 ?x148)))
 (let ((?x167 (dim ?x159 2)))
 (= ?x167 ?x143))))))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
 (let ((?x159 (concat 0 ?x134 ?x148)))
 (let ((?x169 (dim ?x159 3)))
 (= ?x169 ?x146))))))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (>= ?x143 0)))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (>= ?x146 0)))
(assert
 (let ((?x163 (* 2 sym_n)))
 (>= ?x163 0)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 1) sym_c)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 2) sym_h)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 3) sym_w)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x163 (* 2 sym_n)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (let ((?x188 (dim ?x185 0)))
 (= ?x188 ?x163))))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (= (dim ?x185 1) sym_c))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (= (dim ?x185 2) sym_h))))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (= (dim ?x185 3) sym_w))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x123)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x163 (* 2 sym_n)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x123)))
 (let ((?x199 (dim ?x196 0)))
 (= ?x199 ?x163))))))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x123)))
 (= (dim ?x196 1) sym_c))))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x123)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x143))))))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x123 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (concat 0 in_i1 ?x174)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x123)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x146))))))))
(assert
 (let ((?x123 (idkernel4 sym_c 3 3)))
(let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x185 (concat 0 in_i1 ?x174)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 ?x185 ?x123)))
(let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x123)))
(let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x134 in_u1)))
(let ((?x159 (concat 0 ?x134 ?x148)))
(and (distinct ?x159 ?x196) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 76263
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x18 (idkernel4 c k k)))
 (let ((?x22 (conv s s p p p p 1 1 1 (relu X) ?x18)))
 (let ((?x20 (relu (conv s s p p p p 1 1 1 X ?x18))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x17 (and $x7 $x10 (>= k 1) (= (dim X 1) c))))
 (=> $x17 $x23)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x68 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x70 (conv s s p p p p 1 1 1 ?x68 (idkernel4 m k k))))
 (let ((?x66 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x67 (conv 1 1 0 0 0 0 1 1 1 ?x66 U)))
 (let (($x71 (= ?x67 ?x70)))
 (let (($x57 (= (dim U 1) c)))
 (let (($x55 (= (dim U 0) m)))
 (let (($x52 (= (dim X 1) c)))
 (let (($x48 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x64 (and $x7 $x10 $x48 $x52 $x55 $x57 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x64 $x71))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x101 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x98 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x102 (= ?x98 ?x101)))
 (let (($x7 (>= sw 1)))
 (let (($x93 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x93 $x102)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x137 (dim in_u1 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u1 3)))
 (= 1 ?x139)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x161))))))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x163 (dim ?x152 3)))
 (= ?x163 ?x164))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x161)))))))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x164)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (dim ?x177 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (dim ?x177 1) sym_c))))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x161))))))))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x164))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (concat 0 ?x177 ?x152)))
 (= (rank ?x188) 4)))))))
(assert
 (let ((?x192 (* 2 sym_n)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (concat 0 ?x177 ?x152)))
 (let ((?x191 (dim ?x188 0)))
 (= ?x191 ?x192)))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (concat 0 ?x177 ?x152)))
 (= (dim ?x188 1) sym_c)))))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (concat 0 ?x177 ?x152)))
 (let ((?x196 (dim ?x188 2)))
 (= ?x196 ?x161)))))))))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (concat 0 ?x177 ?x152)))
 (let ((?x198 (dim ?x188 3)))
 (= ?x198 ?x164)))))))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (>= ?x161 0)))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (>= ?x164 0)))
(assert
 (let ((?x192 (* 2 sym_n)))
 (>= ?x192 0)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x203) 4)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 0) sym_n)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 1) sym_c)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 2) sym_h)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 3) sym_w)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 2) sym_h))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 3) sym_w))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x192 (* 2 sym_n)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (let ((?x228 (dim ?x225 0)))
 (= ?x228 ?x192)))))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (= (dim ?x225 1) sym_c)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (= (dim ?x225 2) sym_h)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (= (dim ?x225 3) sym_w)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 ?x141)))
 (= (rank ?x236) 4)))))))
(assert
 (let ((?x192 (* 2 sym_n)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 ?x141)))
 (let ((?x239 (dim ?x236 0)))
 (= ?x239 ?x192)))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 ?x141)))
 (= (dim ?x236 1) sym_c)))))))
(assert
 (let ((?x161 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 ?x141)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x161)))))))))
(assert
 (let ((?x164 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (concat 0 ?x214 in_i1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 ?x141)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x164)))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
(let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x214 (relu ?x203)))
(let ((?x225 (concat 0 ?x214 in_i1)))
(let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 ?x141)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x141)))
(let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x152 in_u1)))
(let ((?x177 (relu ?x166)))
(let ((?x188 (concat 0 ?x177 ?x152)))
(and (distinct ?x188 ?x236) true)))))))))))
(check-sat)

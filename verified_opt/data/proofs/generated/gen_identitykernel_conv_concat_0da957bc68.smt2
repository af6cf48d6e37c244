; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch
; z3 rlimit used: 31802
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x38 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x40 (conv s s p p p p 1 1 1 ?x38 (idkernel4 m k k))))
 (let ((?x36 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x37 (conv 1 1 0 0 0 0 1 1 1 ?x36 U)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x33 (= (rank U) 4)))
 (let (($x31 (= (rank X) 4)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x34 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)) $x31 $x33)))
 (=> $x34 $x41))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x95 (= ?x91 ?x94)))
 (let (($x7 (>= sw 1)))
 (let (($x89 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x89 $x95)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x129 (dim in_u1 2)))
 (= 1 ?x129)))
(assert
 (let ((?x131 (dim in_u1 3)))
 (= 1 ?x131)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x140 (dim ?x133 2)))
 (= 3 ?x140))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x142 (dim ?x133 3)))
 (= 3 ?x142))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x155)))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x157 (dim ?x144 3)))
 (= ?x157 ?x160)))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (rank ?x162) 4)))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x162 0) sym_n)))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x162 1) sym_c)))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x155))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x160))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x162 ?x144)))
 (= (rank ?x173) 4))))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x162 ?x144)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x177))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x162 ?x144)))
 (= (dim ?x173 1) sym_c))))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x162 ?x144)))
 (let ((?x181 (dim ?x173 2)))
 (= ?x181 ?x155)))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x173 (concat 0 ?x162 ?x144)))
 (let ((?x183 (dim ?x173 3)))
 (= ?x183 ?x160)))))))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (>= ?x177 0)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 1) sym_c)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 2) sym_h)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 3) sym_w)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (let ((?x202 (dim ?x199 0)))
 (= ?x202 ?x177))))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (= (dim ?x199 2) sym_h))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (= (dim ?x199 3) sym_w))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x133)))
 (= (rank ?x210) 4))))))
(assert
 (let ((?x177 (* 2 sym_n)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x133)))
 (let ((?x213 (dim ?x210 0)))
 (= ?x213 ?x177))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x133)))
 (= (dim ?x210 1) sym_c))))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x133)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x155)))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (concat 0 ?x188 in_i1)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x133)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x160)))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x199 (concat 0 ?x188 in_i1)))
(let ((?x210 (conv 2 2 0 0 0 0 1 1 1 ?x199 ?x133)))
(let ((?x144 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x133)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
(let ((?x173 (concat 0 ?x162 ?x144)))
(and (distinct ?x173 ?x210) true)))))))))
(check-sat)

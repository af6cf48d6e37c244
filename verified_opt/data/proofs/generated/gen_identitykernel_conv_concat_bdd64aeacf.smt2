; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch
; z3 rlimit used: 31234
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
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x153 (+ (- 2) sym_h)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x153))))))
(assert
 (let ((?x156 (+ (- 2) sym_w)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x155 (dim ?x144 3)))
 (= ?x155 ?x156))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x158 0) sym_n)))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x158 1) sym_c)))))
(assert
 (let ((?x153 (+ (- 2) sym_h)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x153)))))))
(assert
 (let ((?x156 (+ (- 2) sym_w)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x156)))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (concat 0 ?x144 ?x158)))
 (= (rank ?x169) 4))))))
(assert
 (let ((?x173 (* 2 sym_n)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (concat 0 ?x144 ?x158)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x173))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (concat 0 ?x144 ?x158)))
 (= (dim ?x169 1) sym_c))))))
(assert
 (let ((?x153 (+ (- 2) sym_h)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (concat 0 ?x144 ?x158)))
 (let ((?x177 (dim ?x169 2)))
 (= ?x177 ?x153))))))))
(assert
 (let ((?x156 (+ (- 2) sym_w)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x169 (concat 0 ?x144 ?x158)))
 (let ((?x179 (dim ?x169 3)))
 (= ?x179 ?x156))))))))
(assert
 (let ((?x153 (+ (- 2) sym_h)))
 (>= ?x153 0)))
(assert
 (let ((?x156 (+ (- 2) sym_w)))
 (>= ?x156 0)))
(assert
 (let ((?x173 (* 2 sym_n)))
 (>= ?x173 0)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x184) 4)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 0) sym_n)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 1) sym_c)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 2) sym_h)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 3) sym_w)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x173 (* 2 sym_n)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (let ((?x198 (dim ?x195 0)))
 (= ?x198 ?x173))))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (= (dim ?x195 1) sym_c))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (= (dim ?x195 2) sym_h))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (= (dim ?x195 3) sym_w))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 ?x133)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x173 (* 2 sym_n)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 ?x133)))
 (let ((?x209 (dim ?x206 0)))
 (= ?x209 ?x173))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 ?x133)))
 (= (dim ?x206 1) sym_c))))))
(assert
 (let ((?x153 (+ (- 2) sym_h)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 ?x133)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x153))))))))
(assert
 (let ((?x156 (+ (- 2) sym_w)))
 (let ((?x133 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (concat 0 in_i1 ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 ?x133)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x156))))))))
(assert
 (let ((?x133 (idkernel4 sym_c 3 3)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x195 (concat 0 in_i1 ?x184)))
(let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 ?x133)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
(let ((?x169 (concat 0 ?x144 ?x158)))
(and (distinct ?x169 ?x206) true)))))))))
(check-sat)

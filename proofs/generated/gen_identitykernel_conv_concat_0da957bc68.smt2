; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch
; z3 rlimit used: 49902
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x30 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x32 (conv s s p p p p 1 1 1 ?x30 (idkernel4 m k k))))
 (let ((?x28 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x29 (conv 1 1 0 0 0 0 1 1 1 ?x28 U)))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x16 (= (dim U 1) c)))
 (let (($x14 (= (dim U 0) m)))
 (let (($x9 (= (dim X 1) c)))
 (let (($x23 (and $x9 $x14 $x16 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x23 $x33)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x68 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x68 ?x71))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (let ((?x103 (dim in_u1 2)))
 (= 1 ?x103)))
(assert
 (let ((?x105 (dim in_u1 3)))
 (= 1 ?x105)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x114 (dim ?x107 2)))
 (= 3 ?x114))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x116 (dim ?x107 3)))
 (= 3 ?x116))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (= (rank ?x118) 4))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 1) sym_c))))
(assert
 (let ((?x128 (div (+ (- 3) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x129)))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x131 (dim ?x118 3)))
 (= ?x131 ?x134)))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (= (rank ?x136) 4)))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (= (dim ?x136 0) sym_n)))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (= (dim ?x136 1) sym_c)))))
(assert
 (let ((?x128 (div (+ (- 3) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x129))))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x145 (dim ?x136 3)))
 (= ?x145 ?x134))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x147 (concat 0 ?x136 ?x118)))
 (= (rank ?x147) 4))))))
(assert
 (let ((?x151 (* 2 sym_n)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x147 (concat 0 ?x136 ?x118)))
 (let ((?x150 (dim ?x147 0)))
 (= ?x150 ?x151))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x147 (concat 0 ?x136 ?x118)))
 (= (dim ?x147 1) sym_c))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x147 (concat 0 ?x136 ?x118)))
 (let ((?x155 (dim ?x147 2)))
 (= ?x155 ?x129)))))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x147 (concat 0 ?x136 ?x118)))
 (let ((?x157 (dim ?x147 3)))
 (= ?x157 ?x134)))))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (>= ?x129 0))))
(assert
 (let ((?x133 (div (+ (- 3) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (>= ?x134 0))))
(assert
 (let ((?x151 (* 2 sym_n)))
 (>= ?x151 0)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x162) 4)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 0) sym_n)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 1) sym_c)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 2) sym_h)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 3) sym_w)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x151 (* 2 sym_n)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x151))))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (= (dim ?x173 2) sym_h))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (= (dim ?x173 3) sym_w))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x107)))
 (= (rank ?x184) 4))))))
(assert
 (let ((?x151 (* 2 sym_n)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x107)))
 (let ((?x187 (dim ?x184 0)))
 (= ?x187 ?x151))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x107)))
 (= (dim ?x184 1) sym_c))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_h) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x107)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x129)))))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_w) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (concat 0 ?x162 in_i1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x107)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x134)))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x173 (concat 0 ?x162 in_i1)))
(let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 ?x107)))
(let ((?x118 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x107)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
(let ((?x147 (concat 0 ?x136 ?x118)))
(and (distinct ?x147 ?x184) true)))))))))
(check-sat)

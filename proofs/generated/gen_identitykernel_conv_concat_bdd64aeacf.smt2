; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch
; z3 rlimit used: 49578
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
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (= (rank ?x118) 4))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 1) sym_c))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x127))))))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x129 (dim ?x118 3)))
 (= ?x129 ?x130))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (= (dim ?x132 0) sym_n)))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (= (dim ?x132 1) sym_c)))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x127)))))))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x141 (dim ?x132 3)))
 (= ?x141 ?x130)))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x143 (concat 0 ?x118 ?x132)))
 (= (rank ?x143) 4))))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x143 (concat 0 ?x118 ?x132)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x147))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x143 (concat 0 ?x118 ?x132)))
 (= (dim ?x143 1) sym_c))))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x143 (concat 0 ?x118 ?x132)))
 (let ((?x151 (dim ?x143 2)))
 (= ?x151 ?x127))))))))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
 (let ((?x143 (concat 0 ?x118 ?x132)))
 (let ((?x153 (dim ?x143 3)))
 (= ?x153 ?x130))))))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (>= ?x127 0)))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (>= ?x130 0)))
(assert
 (let ((?x147 (* 2 sym_n)))
 (>= ?x147 0)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 1) sym_c)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 2) sym_h)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 3) sym_w)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x147))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (= (dim ?x169 1) sym_c))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (= (dim ?x169 2) sym_h))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (= (dim ?x169 3) sym_w))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x107)))
 (= (rank ?x180) 4))))))
(assert
 (let ((?x147 (* 2 sym_n)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x107)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x147))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x107)))
 (= (dim ?x180 1) sym_c))))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x107)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x127))))))))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (let ((?x107 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 in_i1 ?x158)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x107)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x130))))))))
(assert
 (let ((?x107 (idkernel4 sym_c 3 3)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x169 (concat 0 in_i1 ?x158)))
(let ((?x180 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x107)))
(let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x107)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 ?x118 in_u1)))
(let ((?x143 (concat 0 ?x118 ?x132)))
(and (distinct ?x143 ?x180) true)))))))))
(check-sat)

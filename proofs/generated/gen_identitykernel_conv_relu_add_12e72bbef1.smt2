; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_add_x, relu_conv_idkernel
; z3 rlimit used: 51026
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x14 (idkernel4 c k k)))
 (let ((?x18 (conv s s p p p p 1 1 1 (relu X) ?x14)))
 (let ((?x16 (relu (conv s s p p p p 1 1 1 X ?x14))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (= (dim X 1) c)) $x19))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x64 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x66 (conv s s p p p p 1 1 1 ?x64 (idkernel4 m k k))))
 (let ((?x62 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x63 (conv 1 1 0 0 0 0 1 1 1 ?x62 U)))
 (let (($x67 (= ?x63 ?x66)))
 (let (($x53 (= (dim U 1) c)))
 (let (($x51 (= (dim U 0) m)))
 (let (($x47 (= (dim X 1) c)))
 (let (($x60 (and $x47 $x51 $x53 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x60 $x67)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x85 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x85 ?x88))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x120 (dim in_u1 2)))
 (= 1 ?x120)))
(assert
 (let ((?x122 (dim in_u1 3)))
 (= 1 ?x122)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x131 (dim ?x124 2)))
 (= 3 ?x131))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x133 (dim ?x124 3)))
 (= 3 ?x133))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 1) sym_c))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x144))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x146 (dim ?x135 3)))
 (= ?x146 ?x147))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x149 0) sym_n)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x149 1) sym_c)))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x144)))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x147)))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (= (rank ?x160) 4))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 0) sym_n))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 1) sym_c))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x144))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x147))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (add ?x135 ?x160)))
 (= (rank ?x171) 4)))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (add ?x135 ?x160)))
 (= (dim ?x171 0) sym_n)))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (add ?x135 ?x160)))
 (= (dim ?x171 1) sym_c)))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (add ?x135 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x144)))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (add ?x135 ?x160)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x147)))))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (>= ?x144 0)))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (>= ?x147 0)))
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
 (let ((?x195 (relu ?x184)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 1) sym_c))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 2) sym_h))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 3) sym_w))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (= (rank ?x206) 4)))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (= (dim ?x206 0) sym_n)))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (= (dim ?x206 1) sym_c)))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (= (dim ?x206 2) sym_h)))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (= (dim ?x206 3) sym_w)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x124)))
 (= (rank ?x217) 4)))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x124)))
 (= (dim ?x217 0) sym_n)))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x124)))
 (= (dim ?x217 1) sym_c)))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x124)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x144)))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (add in_i1 ?x195)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x124)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x147)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x195 (relu ?x184)))
(let ((?x206 (add in_i1 ?x195)))
(let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x124)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
(let ((?x160 (relu ?x149)))
(let ((?x171 (add ?x135 ?x160)))
(and (distinct ?x171 ?x217) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 50154
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x85 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x85 ?x88))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x171 (concat 0 ?x135 ?x160)))
 (= (rank ?x171) 4)))))))
(assert
 (let ((?x175 (* 2 sym_n)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (concat 0 ?x135 ?x160)))
 (let ((?x174 (dim ?x171 0)))
 (= ?x174 ?x175)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (concat 0 ?x135 ?x160)))
 (= (dim ?x171 1) sym_c)))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (concat 0 ?x135 ?x160)))
 (let ((?x179 (dim ?x171 2)))
 (= ?x179 ?x144)))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (relu ?x149)))
 (let ((?x171 (concat 0 ?x135 ?x160)))
 (let ((?x181 (dim ?x171 3)))
 (= ?x181 ?x147)))))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (>= ?x144 0)))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (>= ?x147 0)))
(assert
 (let ((?x175 (* 2 sym_n)))
 (>= ?x175 0)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 2) sym_h)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 3) sym_w)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 2) sym_h))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (= (dim ?x197 3) sym_w))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x175 (* 2 sym_n)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x211 (dim ?x208 0)))
 (= ?x211 ?x175)))))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (dim ?x208 2) sym_h)))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (dim ?x208 3) sym_w)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x208 ?x124)))
 (= (rank ?x219) 4)))))))
(assert
 (let ((?x175 (* 2 sym_n)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x208 ?x124)))
 (let ((?x222 (dim ?x219 0)))
 (= ?x222 ?x175)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x208 ?x124)))
 (= (dim ?x219 1) sym_c)))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x208 ?x124)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x144)))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (relu ?x186)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x208 ?x124)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x147)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x197 (relu ?x186)))
(let ((?x208 (concat 0 in_i1 ?x197)))
(let ((?x219 (conv 1 1 0 0 0 0 1 1 1 ?x208 ?x124)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x124)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
(let ((?x160 (relu ?x149)))
(let ((?x171 (concat 0 ?x135 ?x160)))
(and (distinct ?x171 ?x219) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 50720
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
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (= (dim ?x135 1) sym_c))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x146)))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x148 (dim ?x135 3)))
 (= ?x148 ?x151)))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x153 1) sym_c)))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x146))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x151))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 0) sym_n))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 1) sym_c))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x146)))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x151)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (concat 0 ?x164 ?x135)))
 (= (rank ?x175) 4)))))))
(assert
 (let ((?x179 (* 2 sym_n)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (concat 0 ?x164 ?x135)))
 (let ((?x178 (dim ?x175 0)))
 (= ?x178 ?x179)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (concat 0 ?x164 ?x135)))
 (= (dim ?x175 1) sym_c)))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (concat 0 ?x164 ?x135)))
 (let ((?x183 (dim ?x175 2)))
 (= ?x183 ?x146))))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (concat 0 ?x164 ?x135)))
 (let ((?x185 (dim ?x175 3)))
 (= ?x185 ?x151))))))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (>= ?x146 0))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x179 (* 2 sym_n)))
 (>= ?x179 0)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 2) sym_h)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 3) sym_w)))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 2) sym_h))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 3) sym_w))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x179 (* 2 sym_n)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (let ((?x215 (dim ?x212 0)))
 (= ?x215 ?x179)))))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (= (dim ?x212 1) sym_c)))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (= (dim ?x212 2) sym_h)))))
(assert
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (= (dim ?x212 3) sym_w)))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x124)))
 (= (rank ?x223) 4)))))))
(assert
 (let ((?x179 (* 2 sym_n)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x124)))
 (let ((?x226 (dim ?x223 0)))
 (= ?x226 ?x179)))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x124)))
 (= (dim ?x223 1) sym_c)))))))
(assert
 (let ((?x145 (div (+ (- 3) sym_h) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x124)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x146))))))))))
(assert
 (let ((?x150 (div (+ (- 3) sym_w) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x124)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x151))))))))))
(assert
 (let ((?x124 (idkernel4 sym_c 3 3)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x201 (relu ?x190)))
(let ((?x212 (concat 0 ?x201 in_i1)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x124)))
(let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x124)))
(let ((?x153 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
(let ((?x164 (relu ?x153)))
(let ((?x175 (concat 0 ?x164 ?x135)))
(and (distinct ?x175 ?x223) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_idkernel, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 40670
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x64 (+ q p)))
 (let ((?x79 (- ?x64 1)))
 (let ((?x78 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x81 (= ?x78 (conv s s ?x79 ?x79 ?x79 ?x79 1 1 1 X W))))
 (let (($x28 (= (rank W) 4)))
 (let (($x73 (= (rank X) 4)))
 (let (($x70 (= (dim W 0) m)))
 (let (($x68 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x67 (>= s 1)))
 (=> (and (<= 1 ?x64) (>= 1 p) $x67 $x18 $x68 $x70 $x73 $x28) $x81))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x98 (idkernel4 c k k)))
 (let ((?x102 (conv s s p p p p 1 1 1 (relu X) ?x98)))
 (let ((?x100 (relu (conv s s p p p p 1 1 1 X ?x98))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x73 (= (rank X) 4)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x67 (>= s 1)))
 (let (($x97 (and $x67 $x18 $x21 (= (dim X 1) c) $x73)))
 (=> $x97 $x103)))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x136 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x133 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x137 (= ?x133 ?x136)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x131 (and (>= g 1) (>= sh 1) $x67 $x68 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x131 $x137))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190)))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (= (dim ?x203 1) sym_c))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (add ?x175 ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x223 (dim ?x216 2)))
 (= 1 ?x223))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x225 (dim ?x216 3)))
 (= 1 ?x225))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i1))) 4))
(assert
 (= (dim (add in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x238 (add in_i1 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x216)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x238 (add in_i1 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x216)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x238 (add in_i1 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x216)))
 (= (dim ?x249 1) sym_c))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x238 (add in_i1 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x216)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x216 (idkernel4 sym_c 1 1)))
 (let ((?x227 (relu in_i1)))
 (let ((?x238 (add in_i1 ?x227)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x216)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x190)))))))))
(assert
 (let ((?x216 (idkernel4 sym_c 1 1)))
(let ((?x227 (relu in_i1)))
(let ((?x238 (add in_i1 ?x227)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x216)))
(let ((?x164 (idkernel4 sym_c 3 3)))
(let ((?x175 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
(let ((?x192 (relu ?x175)))
(let ((?x203 (add ?x175 ?x192)))
(and (distinct ?x203 ?x249) true))))))))))
(check-sat)

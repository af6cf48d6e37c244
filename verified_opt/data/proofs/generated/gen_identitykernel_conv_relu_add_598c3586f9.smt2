; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_x, conv_idkernel, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 73486
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x61 (+ q p)))
 (let ((?x73 (- ?x61 1)))
 (let ((?x72 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x75 (= ?x72 (conv s s ?x73 ?x73 ?x73 ?x73 1 1 1 X W))))
 (let (($x66 (= (dim W 0) m)))
 (let (($x64 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x63 (>= s 1)))
 (=> (and (<= 1 ?x61) $x63 $x18 $x64 $x66) $x75))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x91 (idkernel4 c k k)))
 (let ((?x95 (conv s s p p p p 1 1 1 (relu X) ?x91)))
 (let ((?x93 (relu (conv s s p p p p 1 1 1 X ?x91))))
 (let (($x96 (= ?x93 ?x95)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x63 (>= s 1)))
 (let (($x90 (and $x63 $x18 $x21 (= (dim X 1) c))))
 (=> $x90 $x96))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x123 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x120 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x124 (= ?x120 ?x123)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x115 (and (>= g 1) (>= sh 1) $x63 $x64 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x115 $x124))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x135 (add Y X)))
 (let ((?x134 (add X Y)))
 (= ?x134 ?x135))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x167 (dim ?x160 2)))
 (= 3 ?x167))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x169 (dim ?x160 3)))
 (= 3 ?x169))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x183 (dim ?x171 3)))
 (= ?x183 ?x186)))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186))))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (add ?x171 ?x188)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (add ?x171 ?x188)))
 (= (dim ?x199 0) sym_n))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (add ?x171 ?x188)))
 (= (dim ?x199 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (add ?x171 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (add ?x171 ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x186)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x219 (dim ?x212 2)))
 (= 1 ?x219))))
(assert
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x221 (dim ?x212 3)))
 (= 1 ?x221))))
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
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x223 (relu in_i1)))
 (let ((?x234 (add in_i1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x234 ?x212)))
 (= (rank ?x245) 4))))))
(assert
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x223 (relu in_i1)))
 (let ((?x234 (add in_i1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x234 ?x212)))
 (= (dim ?x245 0) sym_n))))))
(assert
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x223 (relu in_i1)))
 (let ((?x234 (add in_i1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x234 ?x212)))
 (= (dim ?x245 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x223 (relu in_i1)))
 (let ((?x234 (add in_i1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x234 ?x212)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x212 (idkernel4 sym_c 1 1)))
 (let ((?x223 (relu in_i1)))
 (let ((?x234 (add in_i1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x234 ?x212)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x186)))))))))
(assert
 (let ((?x212 (idkernel4 sym_c 1 1)))
(let ((?x223 (relu in_i1)))
(let ((?x234 (add in_i1 ?x223)))
(let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x234 ?x212)))
(let ((?x160 (idkernel4 sym_c 3 3)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
(let ((?x188 (relu ?x171)))
(let ((?x199 (add ?x171 ?x188)))
(and (distinct ?x199 ?x245) true))))))))))
(check-sat)

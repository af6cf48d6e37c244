; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_idkernel3_after_conv
; z3 rlimit used: 36518
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x124 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x126 (add ?x124 (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x123 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x127 (= ?x123 ?x126)))
 (let (($x120 (= (rank W2) 4)))
 (let (($x118 (= (rank W1) 4)))
 (let (($x116 (= (rank X) 4)))
 (let (($x113 (>= dw 1)))
 (let (($x111 (>= dh 1)))
 (let (($x109 (>= pr 0)))
 (let (($x108 (>= pb 0)))
 (let (($x106 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x105 (>= sh 1)))
 (let (($x104 (>= g 1)))
 (let (($x121 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x104 $x105 $x67 $x68 $x106 $x108 $x109 $x111 $x113 $x116 $x118 $x120)))
 (=> $x121 $x127)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x124 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x149 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x124)))
 (let ((?x147 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x150 (= ?x147 ?x149)))
 (let (($x118 (= (rank W) 4)))
 (let (($x116 (= (rank X2) 4)))
 (let (($x120 (= (rank X1) 4)))
 (let (($x113 (>= dw 1)))
 (let (($x111 (>= dh 1)))
 (let (($x109 (>= pr 0)))
 (let (($x108 (>= pb 0)))
 (let (($x106 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x105 (>= sh 1)))
 (let (($x104 (>= g 1)))
 (let (($x145 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x104 $x105 $x67 $x68 $x106 $x108 $x109 $x111 $x113 $x120 $x116 $x118)))
 (=> $x145 $x150)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x184 (dim in_k1 2)))
 (= 3 ?x184)))
(assert
 (let ((?x186 (dim in_k1 3)))
 (= 3 ?x186)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= 3 ?x206)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= 3 ?x208)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (= (dim ?x210 2) sym_h)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (= (dim ?x210 3) sym_w)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 in_k1)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 in_k1)))
 (= (dim ?x221 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 in_k1)))
 (= (dim ?x221 1) sym_c))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 in_k1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x231)))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 in_k1)))
 (let ((?x233 (dim ?x221 3)))
 (= ?x233 ?x236)))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x240) 4)))
(assert
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x240 0) sym_n)))
(assert
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x240 1) sym_c)))
(assert
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x240 2) sym_h)))
(assert
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x240 3) sym_w)))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x199)))
 (= (rank ?x251) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x199)))
 (= (dim ?x251 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x199)))
 (= (dim ?x251 1) sym_c))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x199)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x231)))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (add in_k1 ?x188)))
 (let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x199)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x236)))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
(let ((?x199 (add in_k1 ?x188)))
(let ((?x240 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x199)))
(let ((?x210 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x199)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 ?x210 in_k1)))
(and (distinct ?x221 ?x251) true))))))))
(check-sat)

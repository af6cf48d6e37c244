; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_idkernel3_after_conv
; z3 rlimit used: 69097
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x105 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x107 (add ?x105 (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x108 (= ?x104 ?x107)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x99 (and (>= g 1) (>= sh 1) $x63 $x64 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x99 $x108)))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x105 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x119 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x105)))
 (let ((?x117 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x99 (and (>= g 1) (>= sh 1) $x63 $x64 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x99 $x120)))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x154 (dim in_k1 2)))
 (= 3 ?x154)))
(assert
 (let ((?x156 (dim in_k1 3)))
 (= 3 ?x156)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x165 (dim ?x158 2)))
 (= 3 ?x165))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x167 (dim ?x158 3)))
 (= 3 ?x167))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x176 (dim ?x169 2)))
 (= 3 ?x176)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x178 (dim ?x169 3)))
 (= 3 ?x178)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 0) sym_n)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 2) sym_h)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 3) sym_w)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_k1)))
 (= (rank ?x191) 4))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_k1)))
 (= (dim ?x191 0) sym_n))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_k1)))
 (= (dim ?x191 1) sym_c))))))
(assert
 (let ((?x199 (+ (- 2) sym_h)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_k1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x199))))))))
(assert
 (let ((?x202 (+ (- 2) sym_w)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_k1)))
 (let ((?x201 (dim ?x191 3)))
 (= ?x201 ?x202))))))))
(assert
 (let ((?x199 (+ (- 2) sym_h)))
 (>= ?x199 0)))
(assert
 (let ((?x202 (+ (- 2) sym_w)))
 (>= ?x202 0)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x206) 4)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 0) sym_n)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 1) sym_c)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 2) sym_h)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 3) sym_w)))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x169)))
 (= (rank ?x217) 4))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x169)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x169)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x199 (+ (- 2) sym_h)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x169)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x199))))))))
(assert
 (let ((?x202 (+ (- 2) sym_w)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (add in_k1 ?x158)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x169)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x202))))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
(let ((?x169 (add in_k1 ?x158)))
(let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x217 (conv 1 1 0 0 0 0 1 1 1 ?x206 ?x169)))
(let ((?x180 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x169)))
(let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 in_k1)))
(and (distinct ?x191 ?x217) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_idkernel3_after_conv
; z3 rlimit used: 76939
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
 (let ((?x74 (- ?x61 1)))
 (let ((?x73 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x76 (= ?x73 (conv s s ?x74 ?x74 ?x74 ?x74 1 1 1 X W))))
 (let (($x67 (= (dim W 0) m)))
 (let (($x65 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (=> (and (<= 1 ?x61) (>= 1 p) $x64 $x18 $x65 $x67) $x76))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x109 (add ?x107 (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x110 (= ?x106 ?x109)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x101 (and (>= g 1) (>= sh 1) $x64 $x65 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x101 $x110)))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x121 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x107)))
 (let ((?x119 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x122 (= ?x119 ?x121)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x101 (and (>= g 1) (>= sh 1) $x64 $x65 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x101 $x122)))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x156 (dim in_k1 2)))
 (= 3 ?x156)))
(assert
 (let ((?x158 (dim in_k1 3)))
 (= 3 ?x158)))
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
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= 3 ?x178)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x180 (dim ?x171 3)))
 (= 3 ?x180)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 2) sym_h)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 3) sym_w)))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
 (let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
 (let ((?x205 (dim ?x193 3)))
 (= ?x205 ?x208)))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x212) 4)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 0) sym_n)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 2) sym_h)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 3) sym_w)))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x171)))
 (= (rank ?x223) 4))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x171)))
 (= (dim ?x223 0) sym_n))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x171)))
 (= (dim ?x223 1) sym_c))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x171)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x160 (idkernel4 sym_c 3 3)))
 (let ((?x171 (add in_k1 ?x160)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x171)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x208)))))))))
(assert
 (let ((?x160 (idkernel4 sym_c 3 3)))
(let ((?x171 (add in_k1 ?x160)))
(let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x171)))
(let ((?x182 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x171)))
(let ((?x193 (conv 2 2 1 1 1 1 1 1 1 ?x182 in_k1)))
(and (distinct ?x193 ?x223) true))))))))
(check-sat)

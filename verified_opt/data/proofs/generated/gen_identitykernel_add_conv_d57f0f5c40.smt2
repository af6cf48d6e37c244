; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_idkernel3_after_conv
; z3 rlimit used: 36134
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x118 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x120 (add ?x118 (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x117 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x121 (= ?x117 ?x120)))
 (let (($x114 (= (rank W2) 4)))
 (let (($x111 (= (rank W1) 4)))
 (let (($x108 (= (rank X) 4)))
 (let (($x105 (>= dw 1)))
 (let (($x103 (>= dh 1)))
 (let (($x101 (>= pr 0)))
 (let (($x100 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x97 (>= sh 1)))
 (let (($x90 (>= g 1)))
 (let (($x115 (and $x90 $x97 $x67 $x68 $x98 $x100 $x101 $x103 $x105 $x108 $x111 $x114)))
 (=> $x115 $x121)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x118 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x145 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x118)))
 (let ((?x143 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x146 (= ?x143 ?x145)))
 (let (($x111 (= (rank W) 4)))
 (let (($x108 (= (rank X2) 4)))
 (let (($x114 (= (rank X1) 4)))
 (let (($x105 (>= dw 1)))
 (let (($x103 (>= dh 1)))
 (let (($x101 (>= pr 0)))
 (let (($x100 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x97 (>= sh 1)))
 (let (($x90 (>= g 1)))
 (let (($x141 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x90 $x97 $x67 $x68 $x98 $x100 $x101 $x103 $x105 $x114 $x108 $x111)))
 (=> $x141 $x146)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x180 (dim in_k1 2)))
 (= 3 ?x180)))
(assert
 (let ((?x182 (dim in_k1 3)))
 (= 3 ?x182)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (rank ?x206) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 0) sym_n)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 1) sym_c)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 2) sym_h)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 3) sym_w)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (= (rank ?x217) 4))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x227)))))))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x229 (dim ?x217 3)))
 (= ?x229 ?x232)))))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (>= ?x227 0))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (>= ?x232 0))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x236) 4)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 0) sym_n)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 1) sym_c)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 2) sym_h)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 3) sym_w)))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x195)))
 (= (rank ?x247) 4))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x195)))
 (= (dim ?x247 0) sym_n))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x195)))
 (= (dim ?x247 1) sym_c))))))
(assert
 (let ((?x226 (div (+ (- 1) sym_h) 2)))
 (let ((?x227 (+ 1 ?x226)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x195)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x227)))))))))
(assert
 (let ((?x231 (div (+ (- 1) sym_w) 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add in_k1 ?x184)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x195)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x232)))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
(let ((?x195 (add in_k1 ?x184)))
(let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x195)))
(let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
(let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
(and (distinct ?x217 ?x247) true))))))))
(check-sat)

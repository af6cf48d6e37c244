; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, conv_slice_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 112876
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x12 (>= (rank A) 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let (($x12 (>= (rank B) 1)))
 (let (($x52 (>= (rank A) 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x90 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x91 (= ?x90 X)))
 (let (($x87 (= (rank X) 4)))
 (let (($x84 (= (dim X 1) c)))
 (let (($x80 (>= kw 1)))
 (let (($x79 (>= kh 1)))
 (let (($x78 (>= pw 0)))
 (let (($x77 (>= ph 0)))
 (let (($x88 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x77 $x78 $x79 $x80 $x84 $x87)))
 (=> $x88 $x91)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x130 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x127 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x131 (= ?x127 ?x130)))
 (let (($x121 (= (rank W1) 4)))
 (let (($x113 (>= dh 1)))
 (let (($x111 (>= pr 0)))
 (let (($x110 (>= pb 0)))
 (let (($x108 (>= pl 0)))
 (let (($x107 (>= pt 0)))
 (let (($x106 (>= sw 1)))
 (let (($x105 (>= sh 1)))
 (let (($x125 (and $x105 $x106 $x107 $x108 $x110 $x111 $x113 (>= dw 1) (= (rank X) 4) $x121 (= (rank W2) 4))))
 (=> $x125 $x131))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x154 (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W))))
 (let ((?x152 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x155 (= ?x152 ?x154)))
 (let (($x149 (= (rank W) 4)))
 (let (($x121 (= (rank X) 4)))
 (let (($x147 (>= dw 1)))
 (let (($x145 (>= dh 1)))
 (let (($x108 (>= pr 0)))
 (let (($x143 (>= pb 0)))
 (let (($x110 (>= pl 0)))
 (let (($x111 (>= pt 0)))
 (let (($x106 (>= sw 1)))
 (let (($x105 (>= sh 1)))
 (let (($x113 (>= e 1)))
 (let (($x107 (>= s 0)))
 (let (($x150 (and (<= s e) (<= e (dim W 0)) $x107 $x113 $x105 $x106 $x111 $x110 $x143 $x108 $x145 $x147 $x121 $x149)))
 (=> $x150 $x155))))))))))))))))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x199 (dim in_k1 2)))
 (= 3 ?x199)))
(assert
 (let ((?x201 (dim in_k1 3)))
 (= 3 ?x201)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x210 (dim ?x203 2)))
 (= 3 ?x210))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x203 3)))
 (= 3 ?x212))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x217 (dim ?x214 0)))
 (= ?x217 ?x218))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x222 (dim ?x214 2)))
 (= 3 ?x222)))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x224 (dim ?x214 3)))
 (= 3 ?x224)))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x231 (dim ?x226 1)))
 (= ?x231 ?x218)))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x226 2) sym_h)))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (= (dim ?x226 3) sym_w)))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x237 (slice 1 0 sym_c2 ?x226)))
 (= (rank ?x237) 4))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x237 (slice 1 0 sym_c2 ?x226)))
 (= (dim ?x237 0) sym_n))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x237 (slice 1 0 sym_c2 ?x226)))
 (= (dim ?x237 1) sym_c2))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x237 (slice 1 0 sym_c2 ?x226)))
 (= (dim ?x237 2) sym_h))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x237 (slice 1 0 sym_c2 ?x226)))
 (= (dim ?x237 3) sym_w))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x248 (slice 1 sym_c2 ?x218 ?x226)))
 (= (rank ?x248) 4)))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x248 (slice 1 sym_c2 ?x218 ?x226)))
 (= (dim ?x248 0) sym_n)))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x248 (slice 1 sym_c2 ?x218 ?x226)))
 (= (dim ?x248 1) sym_c)))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x248 (slice 1 sym_c2 ?x218 ?x226)))
 (= (dim ?x248 2) sym_h)))))))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
 (let ((?x214 (concat 0 in_k1 ?x203)))
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
 (let ((?x218 (+ sym_c2 sym_c)))
 (let ((?x248 (slice 1 sym_c2 ?x218 ?x226)))
 (= (dim ?x248 3) sym_w)))))))
(assert
 (let ((?x218 (+ sym_c2 sym_c)))
 (>= ?x218 0)))
(assert
 (let ((?x203 (idkernel4 sym_c 3 3)))
(let ((?x214 (concat 0 in_k1 ?x203)))
(let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x214)))
(let ((?x218 (+ sym_c2 sym_c)))
(let ((?x248 (slice 1 sym_c2 ?x218 ?x226)))
(and (distinct ?x248 in_i1) true)))))))
(check-sat)

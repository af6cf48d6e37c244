; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, conv_slice_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 75460
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x81 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x82 (= ?x81 X)))
 (let (($x78 (= (dim X 1) c)))
 (let (($x74 (>= kw 1)))
 (let (($x73 (>= kh 1)))
 (let (($x72 (>= pw 0)))
 (let (($x71 (>= ph 0)))
 (let (($x79 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x71 $x72 $x73 $x74 $x78)))
 (=> $x79 $x82))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x115 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x112 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x116 (= ?x112 ?x115)))
 (let (($x104 (>= dh 1)))
 (let (($x102 (>= pr 0)))
 (let (($x101 (>= pb 0)))
 (let (($x99 (>= pl 0)))
 (let (($x98 (>= pt 0)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x107 (and $x96 $x97 $x98 $x99 $x101 $x102 $x104 (>= dw 1))))
 (=> $x107 $x116)))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x137 (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W))))
 (let ((?x135 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x138 (= ?x135 ?x137)))
 (let (($x132 (>= dw 1)))
 (let (($x130 (>= dh 1)))
 (let (($x99 (>= pr 0)))
 (let (($x128 (>= pb 0)))
 (let (($x101 (>= pl 0)))
 (let (($x102 (>= pt 0)))
 (let (($x97 (>= sw 1)))
 (let (($x96 (>= sh 1)))
 (let (($x104 (>= e 1)))
 (let (($x98 (>= s 0)))
 (let (($x133 (and (<= s e) (<= e (dim W 0)) $x98 $x104 $x96 $x97 $x102 $x101 $x128 $x99 $x130 $x132)))
 (=> $x133 $x138))))))))))))))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x183 (dim in_u1 2)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (dim in_u1 3)))
 (= 1 ?x185)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x194 (dim ?x187 2)))
 (= 1 ?x194))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x196 (dim ?x187 3)))
 (= 1 ?x196))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x202))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x206 (dim ?x198 2)))
 (= 1 ?x206)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x208 (dim ?x198 3)))
 (= 1 ?x208)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x215 (dim ?x210 1)))
 (= ?x215 ?x202)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (= (dim ?x210 2) sym_h)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (= (dim ?x210 3) sym_w)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x221 (slice 1 0 sym_c2 ?x210)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x221 (slice 1 0 sym_c2 ?x210)))
 (= (dim ?x221 0) sym_n))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x221 (slice 1 0 sym_c2 ?x210)))
 (= (dim ?x221 1) sym_c2))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x221 (slice 1 0 sym_c2 ?x210)))
 (= (dim ?x221 2) sym_h))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x221 (slice 1 0 sym_c2 ?x210)))
 (= (dim ?x221 3) sym_w))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x232 (slice 1 sym_c2 ?x202 ?x210)))
 (= (rank ?x232) 4)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x232 (slice 1 sym_c2 ?x202 ?x210)))
 (= (dim ?x232 0) sym_n)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x232 (slice 1 sym_c2 ?x202 ?x210)))
 (= (dim ?x232 1) sym_c)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x232 (slice 1 sym_c2 ?x202 ?x210)))
 (= (dim ?x232 2) sym_h)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (concat 0 in_u1 ?x187)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
 (let ((?x202 (+ sym_c2 sym_c)))
 (let ((?x232 (slice 1 sym_c2 ?x202 ?x210)))
 (= (dim ?x232 3) sym_w)))))))
(assert
 (let ((?x202 (+ sym_c2 sym_c)))
 (>= ?x202 0)))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
(let ((?x198 (concat 0 in_u1 ?x187)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x198)))
(let ((?x202 (+ sym_c2 sym_c)))
(let ((?x232 (slice 1 sym_c2 ?x202 ?x210)))
(and (distinct ?x232 in_i1) true)))))))
(check-sat)

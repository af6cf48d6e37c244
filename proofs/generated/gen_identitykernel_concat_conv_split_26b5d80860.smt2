; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_slice_out, slice_concat_right
; z3 rlimit used: 49658
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x17 (slice ax n1 e (concat ax A B))))
 (let (($x18 (= ?x17 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x18))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x63 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x64 (= ?x63 X)))
 (let (($x60 (= (dim X 1) c)))
 (let (($x61 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x60)))
 (=> $x61 $x64))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (e Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x93 (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W))))
 (let ((?x91 (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W))))
 (let (($x94 (= ?x91 ?x93)))
 (=> (and (<= s e) (<= e (dim W 0))) $x94)))) :pattern ( (slice 1 s e (conv sh sw pt pl pb pr dh dw 1 X W)) ) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (slice 0 s e W)) ) :qid conv_slice_out))
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
 (>= sym_c2 1))
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
 (let ((?x139 (dim in_k1 2)))
 (= 3 ?x139)))
(assert
 (let ((?x141 (dim in_k1 3)))
 (= 3 ?x141)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x150 (dim ?x143 2)))
 (= 3 ?x150))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x152 (dim ?x143 3)))
 (= 3 ?x152))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x157 (dim ?x154 0)))
 (= ?x157 ?x158))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x162 (dim ?x154 2)))
 (= 3 ?x162)))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x164 (dim ?x154 3)))
 (= 3 ?x164)))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x158)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (dim ?x166 2) sym_h)))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (= (dim ?x166 3) sym_w)))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x177 (slice 1 0 sym_c2 ?x166)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x177 (slice 1 0 sym_c2 ?x166)))
 (= (dim ?x177 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x177 (slice 1 0 sym_c2 ?x166)))
 (= (dim ?x177 1) sym_c2))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x177 (slice 1 0 sym_c2 ?x166)))
 (= (dim ?x177 2) sym_h))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x177 (slice 1 0 sym_c2 ?x166)))
 (= (dim ?x177 3) sym_w))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x188 (slice 1 sym_c2 ?x158 ?x166)))
 (= (rank ?x188) 4)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x188 (slice 1 sym_c2 ?x158 ?x166)))
 (= (dim ?x188 0) sym_n)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x188 (slice 1 sym_c2 ?x158 ?x166)))
 (= (dim ?x188 1) sym_c)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x188 (slice 1 sym_c2 ?x158 ?x166)))
 (= (dim ?x188 2) sym_h)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 in_k1 ?x143)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x188 (slice 1 sym_c2 ?x158 ?x166)))
 (= (dim ?x188 3) sym_w)))))))
(assert
 (let ((?x158 (+ sym_c2 sym_c)))
 (>= ?x158 0)))
(assert
 (let ((?x143 (idkernel4 sym_c 3 3)))
(let ((?x154 (concat 0 in_k1 ?x143)))
(let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x154)))
(let ((?x158 (+ sym_c2 sym_c)))
(let ((?x188 (slice 1 sym_c2 ?x158 ?x166)))
(and (distinct ?x188 in_i1) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, slice_concat_left
; z3 rlimit used: 75296
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
(declare-fun in_k1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x59 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x60 (= ?x59 X)))
 (let (($x56 (= (dim X 1) c)))
 (let (($x52 (>= kw 1)))
 (let (($x51 (>= kh 1)))
 (let (($x50 (>= pw 0)))
 (let (($x49 (>= ph 0)))
 (let (($x57 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x49 $x50 $x51 $x52 $x56)))
 (=> $x57 $x60))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x95 (= ?x91 ?x94)))
 (let (($x86 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x86 $x95))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x133 (dim in_k1 2)))
 (= 3 ?x133)))
(assert
 (let ((?x135 (dim in_k1 3)))
 (= 3 ?x135)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x152))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x156 (dim ?x148 2)))
 (= 3 ?x156)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x158 (dim ?x148 3)))
 (= 3 ?x158)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x165 (dim ?x160 1)))
 (= ?x165 ?x152)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x171 (slice 1 0 sym_c ?x160)))
 (= (rank ?x171) 4))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x171 (slice 1 0 sym_c ?x160)))
 (= (dim ?x171 0) sym_n))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x171 (slice 1 0 sym_c ?x160)))
 (= (dim ?x171 1) sym_c))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x171 (slice 1 0 sym_c ?x160)))
 (= (dim ?x171 2) sym_h))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x171 (slice 1 0 sym_c ?x160)))
 (= (dim ?x171 3) sym_w))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x182 (slice 1 sym_c ?x152 ?x160)))
 (= (rank ?x182) 4)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x182 (slice 1 sym_c ?x152 ?x160)))
 (= (dim ?x182 0) sym_n)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x182 (slice 1 sym_c ?x152 ?x160)))
 (= (dim ?x182 1) sym_c2)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x182 (slice 1 sym_c ?x152 ?x160)))
 (= (dim ?x182 2) sym_h)))))))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
 (let ((?x148 (concat 0 ?x137 in_k1)))
 (let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x182 (slice 1 sym_c ?x152 ?x160)))
 (= (dim ?x182 3) sym_w)))))))
(assert
 (let ((?x152 (+ sym_c sym_c2)))
 (>= ?x152 0)))
(assert
 (let ((?x137 (idkernel4 sym_c 3 3)))
(let ((?x148 (concat 0 ?x137 in_k1)))
(let ((?x160 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x148)))
(let ((?x171 (slice 1 0 sym_c ?x160)))
(and (distinct ?x171 in_i1) true))))))
(check-sat)

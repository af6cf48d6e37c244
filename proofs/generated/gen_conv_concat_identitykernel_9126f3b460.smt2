; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, conv_concat_out, conv_idkernel
; z3 rlimit used: 49353
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x51 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x52 (= ?x51 X)))
 (let (($x48 (= (dim X 1) c)))
 (let (($x49 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x48)))
 (=> $x49 $x52))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x79 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x76 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x76 ?x79))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x114 (dim in_u1 2)))
 (= 1 ?x114)))
(assert
 (let ((?x116 (dim in_u1 3)))
 (= 1 ?x116)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x118) 4)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 0) sym_n)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 1) sym_c2)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 2) sym_h)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x118 3) sym_w)))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x135))))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (= (dim ?x129 2) sym_h))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (= (dim ?x129 3) sym_w))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (let ((?x141 (concat 1 ?x129 ?x118)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (let ((?x141 (concat 1 ?x129 ?x118)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x148 (+ sym_c ?x147)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (let ((?x141 (concat 1 ?x129 ?x118)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x148))))))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (let ((?x141 (concat 1 ?x129 ?x118)))
 (= (dim ?x141 2) sym_h)))))
(assert
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x129 (concat 1 in_i1 ?x118)))
 (let ((?x141 (concat 1 ?x129 ?x118)))
 (= (dim ?x141 3) sym_w)))))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (>= ?x135 0)))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x148 (+ sym_c ?x147)))
 (>= ?x148 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x163 (dim ?x156 2)))
 (= 1 ?x163))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x165 (dim ?x156 3)))
 (= 1 ?x165))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x170 (dim ?x167 0)))
 (= ?x170 ?x135))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= 1 ?x174)))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x176 (dim ?x167 3)))
 (= 1 ?x176)))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x148 (+ sym_c ?x147)))
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x181 (dim ?x178 0)))
 (= ?x181 ?x148))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (= (dim ?x178 1) sym_c)))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x185 (dim ?x178 2)))
 (= 1 ?x185))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x187 (dim ?x178 3)))
 (= 1 ?x187))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (rank ?x189) 4))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (dim ?x189 0) sym_n))))))
(assert
 (let ((?x147 (* 2 sym_c2)))
 (let ((?x148 (+ sym_c ?x147)))
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x178)))
 (let ((?x194 (dim ?x189 1)))
 (= ?x194 ?x148)))))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (dim ?x189 2) sym_h))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
 (let ((?x167 (concat 0 ?x156 in_u1)))
 (let ((?x178 (concat 0 ?x167 in_u1)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (dim ?x189 3) sym_w))))))
(assert
 (let ((?x156 (idkernel4 sym_c 1 1)))
(let ((?x167 (concat 0 ?x156 in_u1)))
(let ((?x178 (concat 0 ?x167 in_u1)))
(let ((?x189 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x178)))
(let ((?x118 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x129 (concat 1 in_i1 ?x118)))
(let ((?x141 (concat 1 ?x129 ?x118)))
(and (distinct ?x141 ?x189) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, conv_concat_out, conv_idkernel
; z3 rlimit used: 75430
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x56 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x57 (= ?x56 X)))
 (let (($x53 (= (dim X 1) c)))
 (let (($x49 (>= kw 1)))
 (let (($x48 (>= kh 1)))
 (let (($x47 (>= pw 0)))
 (let (($x46 (>= ph 0)))
 (let (($x54 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x46 $x47 $x48 $x49 $x53)))
 (=> $x54 $x57))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x93 (= ?x89 ?x92)))
 (let (($x84 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x84 $x93))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x131 (dim in_k1 2)))
 (= 3 ?x131)))
(assert
 (let ((?x133 (dim in_k1 3)))
 (= 3 ?x133)))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x135 1) sym_c2)))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x135 2) sym_h)))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x135 3) sym_w)))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (= (dim ?x146 0) sym_n))))
(assert
 (let ((?x152 (+ sym_c2 sym_c)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (let ((?x151 (dim ?x146 1)))
 (= ?x151 ?x152))))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (= (dim ?x146 2) sym_h))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (= (dim ?x146 3) sym_w))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (let ((?x158 (concat 1 ?x135 ?x146)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (let ((?x158 (concat 1 ?x135 ?x146)))
 (= (dim ?x158 0) sym_n)))))
(assert
 (let ((?x164 (* 2 sym_c2)))
 (let ((?x165 (+ ?x164 sym_c)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (let ((?x158 (concat 1 ?x135 ?x146)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x165))))))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (let ((?x158 (concat 1 ?x135 ?x146)))
 (= (dim ?x158 2) sym_h)))))
(assert
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x135 in_i1)))
 (let ((?x158 (concat 1 ?x135 ?x146)))
 (= (dim ?x158 3) sym_w)))))
(assert
 (let ((?x152 (+ sym_c2 sym_c)))
 (>= ?x152 0)))
(assert
 (let ((?x164 (* 2 sym_c2)))
 (let ((?x165 (+ ?x164 sym_c)))
 (>= ?x165 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x180 (dim ?x173 2)))
 (= 3 ?x180))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x182 (dim ?x173 3)))
 (= 3 ?x182))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x152 (+ sym_c2 sym_c)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x187 (dim ?x184 0)))
 (= ?x187 ?x152))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191)))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193)))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x164 (* 2 sym_c2)))
 (let ((?x165 (+ ?x164 sym_c)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x198 (dim ?x195 0)))
 (= ?x198 ?x165))))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (= (dim ?x195 1) sym_c)))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 0) sym_n))))))
(assert
 (let ((?x164 (* 2 sym_c2)))
 (let ((?x165 (+ ?x164 sym_c)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x211 (dim ?x206 1)))
 (= ?x211 ?x165)))))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 2) sym_h))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x184 (concat 0 in_k1 ?x173)))
 (let ((?x195 (concat 0 in_k1 ?x184)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 3) sym_w))))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
(let ((?x184 (concat 0 in_k1 ?x173)))
(let ((?x195 (concat 0 in_k1 ?x184)))
(let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x195)))
(let ((?x135 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x146 (concat 1 ?x135 in_i1)))
(let ((?x158 (concat 1 ?x135 ?x146)))
(and (distinct ?x158 ?x206) true)))))))))
(check-sat)

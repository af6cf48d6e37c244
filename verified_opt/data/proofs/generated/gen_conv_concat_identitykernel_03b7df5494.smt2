; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel
; z3 rlimit used: 33585
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x93 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x97 (= ?x93 ?x96)))
 (let (($x91 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x91 $x97))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x133 (dim in_u1 2)))
 (= 1 ?x133)))
(assert
 (let ((?x135 (dim in_u1 3)))
 (= 1 ?x135)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x137) 4)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 0) sym_n)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 1) sym_c2)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 2) sym_h)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 3) sym_w)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x154))))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (dim ?x148 2) sym_h))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (dim ?x148 3) sym_w))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x160 (concat 1 ?x137 ?x148)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x160 (concat 1 ?x137 ?x148)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x166 (* 2 sym_c2)))
 (let ((?x167 (+ ?x166 sym_c)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x160 (concat 1 ?x137 ?x148)))
 (let ((?x165 (dim ?x160 1)))
 (= ?x165 ?x167))))))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x160 (concat 1 ?x137 ?x148)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x160 (concat 1 ?x137 ?x148)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (>= ?x154 0)))
(assert
 (let ((?x166 (* 2 sym_c2)))
 (let ((?x167 (+ ?x166 sym_c)))
 (>= ?x167 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x182 (dim ?x175 2)))
 (= 1 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x184 (dim ?x175 3)))
 (= 1 ?x184))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x189 (dim ?x186 0)))
 (= ?x189 ?x154))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x193 (dim ?x186 2)))
 (= 1 ?x193)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x195 (dim ?x186 3)))
 (= 1 ?x195)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x166 (* 2 sym_c2)))
 (let ((?x167 (+ ?x166 sym_c)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x200 (dim ?x197 0)))
 (= ?x200 ?x167))))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x204 (dim ?x197 2)))
 (= 1 ?x204))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x206 (dim ?x197 3)))
 (= 1 ?x206))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (rank ?x208) 4))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 0) sym_n))))))
(assert
 (let ((?x166 (* 2 sym_c2)))
 (let ((?x167 (+ ?x166 sym_c)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x213 (dim ?x208 1)))
 (= ?x213 ?x167)))))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 2) sym_h))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x186 (concat 0 in_u1 ?x175)))
 (let ((?x197 (concat 0 in_u1 ?x186)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 3) sym_w))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
(let ((?x186 (concat 0 in_u1 ?x175)))
(let ((?x197 (concat 0 in_u1 ?x186)))
(let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x197)))
(let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x148 (concat 1 ?x137 in_i1)))
(let ((?x160 (concat 1 ?x137 ?x148)))
(and (distinct ?x160 ?x208) true)))))))))
(check-sat)

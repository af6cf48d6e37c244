; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel
; z3 rlimit used: 30741
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
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x137) 4)))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x137 0) sym_n)))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x137 1) sym_c2)))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x137 2) sym_h)))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x137 3) sym_w)))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x154))))))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (dim ?x148 2) sym_h))))
(assert
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x148 (concat 1 ?x137 in_i1)))
 (= (dim ?x148 3) sym_w))))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (>= ?x154 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x168 (dim ?x161 2)))
 (= 3 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x170 (dim ?x161 3)))
 (= 3 ?x170))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x175 (dim ?x172 0)))
 (= ?x175 ?x154))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x179 (dim ?x172 2)))
 (= 3 ?x179)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x181 (dim ?x172 3)))
 (= 3 ?x181)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 0) sym_n)))))
(assert
 (let ((?x154 (+ sym_c2 sym_c)))
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x188 (dim ?x183 1)))
 (= ?x188 ?x154)))))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 2) sym_h)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
 (let ((?x172 (concat 0 in_k1 ?x161)))
 (let ((?x183 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 3) sym_w)))))
(assert
 (let ((?x161 (idkernel4 sym_c 3 3)))
(let ((?x172 (concat 0 in_k1 ?x161)))
(let ((?x183 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x172)))
(let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x148 (concat 1 ?x137 in_i1)))
(and (distinct ?x148 ?x183) true)))))))
(check-sat)

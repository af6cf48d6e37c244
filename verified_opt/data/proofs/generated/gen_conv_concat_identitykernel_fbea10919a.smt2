; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel
; z3 rlimit used: 33317
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x90 (= ?x86 ?x89)))
 (let (($x84 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x84 $x90))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x127 (dim in_u1 2)))
 (= 1 ?x127)))
(assert
 (let ((?x129 (dim in_u1 3)))
 (= 1 ?x129)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x131 1) sym_c2)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x131 2) sym_h)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x131 3) sym_w)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x148 (+ sym_c2 sym_c)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (let ((?x147 (dim ?x142 1)))
 (= ?x147 ?x148))))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (= (dim ?x142 2) sym_h))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (= (dim ?x142 3) sym_w))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (let ((?x154 (concat 1 ?x142 ?x131)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (let ((?x154 (concat 1 ?x142 ?x131)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x161 (+ ?x160 sym_c)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (let ((?x154 (concat 1 ?x142 ?x131)))
 (let ((?x159 (dim ?x154 1)))
 (= ?x159 ?x161))))))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (let ((?x154 (concat 1 ?x142 ?x131)))
 (= (dim ?x154 2) sym_h)))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x142 (concat 1 ?x131 in_i1)))
 (let ((?x154 (concat 1 ?x142 ?x131)))
 (= (dim ?x154 3) sym_w)))))
(assert
 (let ((?x148 (+ sym_c2 sym_c)))
 (>= ?x148 0)))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x161 (+ ?x160 sym_c)))
 (>= ?x161 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x176 (dim ?x169 2)))
 (= 1 ?x176))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x178 (dim ?x169 3)))
 (= 1 ?x178))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (let ((?x148 (+ sym_c2 sym_c)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x148))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x187 (dim ?x180 2)))
 (= 1 ?x187)))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x189 (dim ?x180 3)))
 (= 1 ?x189)))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x161 (+ ?x160 sym_c)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x194 (dim ?x191 0)))
 (= ?x194 ?x161))))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x198 (dim ?x191 2)))
 (= 1 ?x198))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x200 (dim ?x191 3)))
 (= 1 ?x200))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x191)))
 (= (rank ?x202) 4))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x191)))
 (= (dim ?x202 0) sym_n))))))
(assert
 (let ((?x160 (* 2 sym_c2)))
 (let ((?x161 (+ ?x160 sym_c)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x191)))
 (let ((?x207 (dim ?x202 1)))
 (= ?x207 ?x161)))))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x191)))
 (= (dim ?x202 2) sym_h))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x180 (concat 0 in_u1 ?x169)))
 (let ((?x191 (concat 0 ?x180 in_u1)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x191)))
 (= (dim ?x202 3) sym_w))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
(let ((?x180 (concat 0 in_u1 ?x169)))
(let ((?x191 (concat 0 ?x180 in_u1)))
(let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x191)))
(let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x142 (concat 1 ?x131 in_i1)))
(let ((?x154 (concat 1 ?x142 ?x131)))
(and (distinct ?x154 ?x202) true)))))))))
(check-sat)

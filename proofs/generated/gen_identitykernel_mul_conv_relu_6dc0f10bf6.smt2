; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 51135
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x56 (+ q p)))
 (let ((?x67 (- ?x56 1)))
 (let ((?x66 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x69 (= ?x66 (conv s s ?x67 ?x67 ?x67 ?x67 1 1 1 X W))))
 (=> (and (<= 1 ?x56) (= (dim W 0) m)) $x69))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x90 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x90 ?x92))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x98 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x98 ?x92))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x132 (dim ?x125 2)))
 (= 1 ?x132))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x134 (dim ?x125 3)))
 (= 1 ?x134))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x143 (dim ?x136 2)))
 (= 1 ?x143)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x145 (dim ?x136 3)))
 (= 1 ?x145)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 1) sym_c)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 2) sym_h)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 3) sym_w)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x158 0) sym_n)))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (= (dim ?x158 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x168))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x170 (dim ?x158 3)))
 (= ?x170 ?x173))))))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x175 (relu ?x158)))
 (= (rank ?x175) 4))))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x175 (relu ?x158)))
 (= (dim ?x175 0) sym_n))))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x175 (relu ?x158)))
 (= (dim ?x175 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x175 (relu ?x158)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x168)))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul ?x125 in_s1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
 (let ((?x175 (relu ?x158)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x173)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x217 (dim ?x210 2)))
 (= 3 ?x217)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x219 (dim ?x210 3)))
 (= 3 ?x219)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (dim ?x221 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x168))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x173))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (= (rank ?x232) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x168)))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x210 (smul ?x188 in_s1)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x173)))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
(let ((?x210 (smul ?x188 in_s1)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
(let ((?x232 (relu ?x221)))
(let ((?x125 (idkernel4 sym_c 1 1)))
(let ((?x136 (smul ?x125 in_s1)))
(let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x136)))
(let ((?x175 (relu ?x158)))
(let ((?x199 (smul in_i1 in_s1)))
(let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x136)))
(or (and (distinct ?x147 ?x199) true) (and (distinct ?x175 ?x232) true)))))))))))))
(check-sat)

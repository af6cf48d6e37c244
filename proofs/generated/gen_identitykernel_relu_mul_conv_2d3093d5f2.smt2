; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_x, relu_conv_idkernel
; z3 rlimit used: 50854
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x85 (idkernel4 c k k)))
 (let ((?x89 (conv s s p p p p 1 1 1 (relu X) ?x85)))
 (let ((?x87 (relu (conv s s p p p p 1 1 1 X ?x85))))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (= (dim X 1) c)) $x90))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x106 ?x108))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x143 (dim ?x136 2)))
 (= 1 ?x143))))
(assert
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x145 (dim ?x136 3)))
 (= 1 ?x145))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (smul (relu in_i1) in_s1)) 4))
(assert
 (= (dim (smul (relu in_i1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_i1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (relu in_i1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (relu in_i1) in_s1) 3) sym_w))
(assert
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x147 (relu in_i1)))
 (let ((?x158 (smul ?x147 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 ?x136)))
 (= (rank ?x169) 4))))))
(assert
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x147 (relu in_i1)))
 (let ((?x158 (smul ?x147 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 ?x136)))
 (= (dim ?x169 0) sym_n))))))
(assert
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x147 (relu in_i1)))
 (let ((?x158 (smul ?x147 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 ?x136)))
 (= (dim ?x169 1) sym_c))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x147 (relu in_i1)))
 (let ((?x158 (smul ?x147 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 ?x136)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x179)))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x136 (idkernel4 sym_c 1 1)))
 (let ((?x147 (relu in_i1)))
 (let ((?x158 (smul ?x147 in_s1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 ?x136)))
 (let ((?x181 (dim ?x169 3)))
 (= ?x181 ?x184)))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0))))
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
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x179)))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x184)))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (= (dim ?x210 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x184))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (smul ?x210 in_s1)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (smul ?x210 in_s1)))
 (= (dim ?x221 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (smul ?x210 in_s1)))
 (= (dim ?x221 1) sym_c))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (smul ?x210 in_s1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x179)))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x210 (relu ?x199)))
 (let ((?x221 (smul ?x210 in_s1)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x184)))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
(let ((?x199 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
(let ((?x210 (relu ?x199)))
(let ((?x221 (smul ?x210 in_s1)))
(let ((?x136 (idkernel4 sym_c 1 1)))
(let ((?x147 (relu in_i1)))
(let ((?x158 (smul ?x147 in_s1)))
(let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 ?x136)))
(and (distinct ?x169 ?x221) true))))))))))
(check-sat)

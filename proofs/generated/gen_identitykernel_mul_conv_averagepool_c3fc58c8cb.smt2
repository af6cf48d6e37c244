; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_idkernel, conv_idkernel1_after_conv, conv_smul_x
; z3 rlimit used: 50787
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x64 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x66 (= ?x64 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x66))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x81 ?x83))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x89 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x89 ?x91))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x127 (dim ?x120 2)))
 (= 3 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x129 (dim ?x120 3)))
 (= 3 ?x129))))
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
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (= (dim ?x142 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x155 (dim ?x142 3)))
 (= ?x155 ?x158))))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x160 (avgpool 3 3 1 1 1 1 1 1 0 ?x142)))
 (= (rank ?x160) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x160 (avgpool 3 3 1 1 1 1 1 1 0 ?x142)))
 (= (dim ?x160 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x160 (avgpool 3 3 1 1 1 1 1 1 0 ?x142)))
 (= (dim ?x160 1) sym_c))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x160 (avgpool 3 3 1 1 1 1 1 1 0 ?x142)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x153)))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (smul in_i1 in_s1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
 (let ((?x160 (avgpool 3 3 1 1 1 1 1 1 0 ?x142)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x158)))))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x180 (dim ?x173 2)))
 (= 1 ?x180))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x182 (dim ?x173 3)))
 (= 1 ?x182))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (= (dim ?x184 1) sym_c))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x153)))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x158)))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (= (dim ?x195 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x158))))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x206 (smul ?x195 in_s1)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x206 (smul ?x195 in_s1)))
 (= (dim ?x206 0) sym_n))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x206 (smul ?x195 in_s1)))
 (= (dim ?x206 1) sym_c))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x206 (smul ?x195 in_s1)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x153)))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
 (let ((?x206 (smul ?x195 in_s1)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x158)))))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
(let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
(let ((?x195 (avgpool 3 3 1 1 1 1 1 1 0 ?x184)))
(let ((?x206 (smul ?x195 in_s1)))
(let ((?x120 (idkernel4 sym_c 3 3)))
(let ((?x131 (smul in_i1 in_s1)))
(let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x131 ?x120)))
(let ((?x160 (avgpool 3 3 1 1 1 1 1 1 0 ?x142)))
(and (distinct ?x160 ?x206) true))))))))))
(check-sat)

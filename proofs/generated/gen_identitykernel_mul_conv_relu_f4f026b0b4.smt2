; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 52083
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x72 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x65 ?x81)))
 (=> (and (< 1 (* sh sw))) $x82)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x121 (dim ?x114 2)))
 (= 1 ?x121))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x123 (dim ?x114 3)))
 (= 1 ?x123))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x132 (dim ?x125 2)))
 (= 1 ?x132)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x134 (dim ?x125 3)))
 (= 1 ?x134)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (rank ?x136) 4)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 0) sym_n)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 1) sym_c)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 2) sym_h)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 3) sym_w)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x147 (relu ?x136)))
 (= (rank ?x147) 4))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 0) sym_n))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 1) sym_c))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 2) sym_h))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x147 (relu ?x136)))
 (= (dim ?x147 3) sym_w))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x125)))
 (= (rank ?x158) 4))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x125)))
 (= (dim ?x158 0) sym_n))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x125)))
 (= (dim ?x158 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x125)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x169)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (smul ?x114 in_s1)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x125)))
 (let ((?x171 (dim ?x158 3)))
 (= ?x171 ?x174)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x185 (dim ?x178 2)))
 (= 3 ?x185))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x187 (dim ?x178 3)))
 (= 3 ?x187))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x196 (dim ?x189 2)))
 (= 3 ?x196)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x198 (dim ?x189 3)))
 (= 3 ?x198)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 2) sym_h)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 3) sym_w)))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 2) sym_h))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 3) sym_w))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x200 ?x189)))
 (= (rank ?x222) 4))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x200 ?x189)))
 (= (dim ?x222 0) sym_n))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x200 ?x189)))
 (= (dim ?x222 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x200 ?x189)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x169)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x178 (idkernel4 sym_c 3 3)))
 (let ((?x189 (smul ?x178 in_s1)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
 (let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x200 ?x189)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x174)))))))))
(assert
 (let ((?x178 (idkernel4 sym_c 3 3)))
(let ((?x189 (smul ?x178 in_s1)))
(let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x189)))
(let ((?x222 (conv 2 2 1 1 1 1 1 1 1 ?x200 ?x189)))
(let ((?x114 (idkernel4 sym_c 1 1)))
(let ((?x125 (smul ?x114 in_s1)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
(let ((?x158 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x125)))
(or (and (distinct (relu ?x136) (relu ?x200)) true) (and (distinct ?x158 ?x222) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 50080
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x121 (dim in_u1 2)))
 (= 1 ?x121)))
(assert
 (let ((?x123 (dim in_u1 3)))
 (= 1 ?x123)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x132 (dim ?x125 2)))
 (= 3 ?x132))))
(assert
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x134 (dim ?x125 3)))
 (= 3 ?x134))))
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
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (dim ?x147 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x125)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x125 (idkernel4 sym_c 3 3)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x125)))
 (let ((?x160 (dim ?x147 3)))
 (= ?x160 ?x163)))))))
(assert
 (let ((?x136 (smul in_i1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x136 (smul in_i1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x136 (smul in_i1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x136 in_u1)))
 (= (dim ?x165 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x136 (smul in_i1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x136 (smul in_i1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x136 in_u1)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x163)))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x185 (dim ?x178 2)))
 (= 1 ?x185))))
(assert
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x187 (dim ?x178 3)))
 (= 1 ?x187))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x196 (dim ?x189 2)))
 (= 1 ?x196))))
(assert
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x198 (dim ?x189 3)))
 (= 1 ?x198))))
(assert
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (rank ?x200) 4))))
(assert
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (dim ?x200 0) sym_n))))
(assert
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x178)))
 (= (dim ?x200 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x178)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x178 (idkernel4 sym_c 1 1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x178)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x163)))))))
(assert
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (= (dim ?x211 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x189 (smul in_u1 in_s1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x163)))))))
(assert
 (let ((?x189 (smul in_u1 in_s1)))
(let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
(let ((?x136 (smul in_i1 in_s1)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x136 in_u1)))
(let ((?x178 (idkernel4 sym_c 1 1)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x178)))
(let ((?x125 (idkernel4 sym_c 3 3)))
(let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x125)))
(or (and (distinct ?x147 ?x200) true) (and (distinct ?x165 ?x211) true)))))))))))
(check-sat)

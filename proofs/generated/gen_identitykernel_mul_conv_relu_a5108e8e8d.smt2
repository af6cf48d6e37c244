; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 51737
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x118 (dim in_k1 2)))
 (= 3 ?x118)))
(assert
 (let ((?x120 (dim in_k1 3)))
 (= 3 ?x120)))
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
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x143 (dim ?x136 2)))
 (= 3 ?x143))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x145 (dim ?x136 3)))
 (= 3 ?x145))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (= (dim ?x147 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x160 (dim ?x147 3)))
 (= ?x160 ?x163)))))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x165 (relu ?x147)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x165 (relu ?x147)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x165 (relu ?x147)))
 (= (dim ?x165 1) sym_c)))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x165 (relu ?x147)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x158))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x165 (relu ?x147)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x163))))))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x147 ?x125)))
 (= (rank ?x176) 4))))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x147 ?x125)))
 (= (dim ?x176 0) sym_n))))))
(assert
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x147 ?x125)))
 (= (dim ?x176 1) sym_c))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (div ?x157 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x147 ?x125)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x185))))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (div ?x162 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x125 (idkernel4 sym_c 1 1)))
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x147 ?x125)))
 (let ((?x187 (dim ?x176 3)))
 (= ?x187 ?x189))))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (div ?x157 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (div ?x162 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))
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
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x163)))))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x228 (relu ?x217)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x228 (relu ?x217)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x228 (relu ?x217)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x228 (relu ?x217)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x158))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x228 (relu ?x217)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x163))))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (= (rank ?x239) 4))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (= (dim ?x239 0) sym_n))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (= (dim ?x239 1) sym_c))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (div ?x157 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x185))))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (div ?x162 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x189))))))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
(let ((?x206 (smul in_i1 in_s1)))
(let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 in_k1)))
(let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
(let ((?x125 (idkernel4 sym_c 1 1)))
(let ((?x136 (smul in_k1 in_s1)))
(let ((?x147 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x136)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x147 ?x125)))
(or (and (distinct (relu ?x147) (relu ?x217)) true) (and (distinct ?x176 ?x239) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_idkernel, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 50730
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x65 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x86 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x86 ?x88))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x124 (dim ?x117 2)))
 (= 3 ?x124))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x126 (dim ?x117 3)))
 (= 3 ?x126))))
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
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 1) sym_c))))
(assert
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 2) sym_h))))
(assert
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 3) sym_w))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 ?x139 ?x117)))
 (= (rank ?x150) 4))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 ?x139 ?x117)))
 (= (dim ?x150 0) sym_n))))))
(assert
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 ?x139 ?x117)))
 (= (dim ?x150 1) sym_c))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 ?x139 ?x117)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x161)))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x117 (idkernel4 sym_c 3 3)))
 (let ((?x128 (smul in_i1 in_s1)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 ?x139 ?x117)))
 (let ((?x163 (dim ?x150 3)))
 (= ?x163 ?x166)))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x177 (dim ?x170 2)))
 (= 1 ?x177))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x179 (dim ?x170 3)))
 (= 1 ?x179))))
(assert
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x181 1) sym_c)))
(assert
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x181 2) sym_h)))
(assert
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x181 3) sym_w)))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x161))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x166))))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x203 (smul ?x192 in_s1)))
 (= (rank ?x203) 4))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x203 (smul ?x192 in_s1)))
 (= (dim ?x203 0) sym_n))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x203 (smul ?x192 in_s1)))
 (= (dim ?x203 1) sym_c))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x203 (smul ?x192 in_s1)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x161)))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x170 (idkernel4 sym_c 1 1)))
 (let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
 (let ((?x203 (smul ?x192 in_s1)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x166)))))))))
(assert
 (let ((?x170 (idkernel4 sym_c 1 1)))
(let ((?x181 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 ?x181 ?x170)))
(let ((?x203 (smul ?x192 in_s1)))
(let ((?x117 (idkernel4 sym_c 3 3)))
(let ((?x128 (smul in_i1 in_s1)))
(let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
(let ((?x150 (conv 2 2 1 1 1 1 1 1 1 ?x139 ?x117)))
(and (distinct ?x150 ?x203) true))))))))))
(check-sat)

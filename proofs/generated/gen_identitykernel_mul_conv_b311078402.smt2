; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 50622
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
(declare-fun in_i2 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x89 ?x83))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x135 (dim ?x128 2)))
 (= 1 ?x135))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x137 (dim ?x128 3)))
 (= 1 ?x137))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x146 (dim ?x139 2)))
 (= 1 ?x146)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x148 (dim ?x139 3)))
 (= 1 ?x148)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (rank ?x150) 4)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x150 0) sym_n)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x150 1) sym_c)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x150 2) sym_h)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x150 3) sym_w)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x139)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x139)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x139)))
 (= (dim ?x161 1) sym_c)))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x139)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x172))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x128 (idkernel4 sym_c 1 1)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x139)))
 (let ((?x174 (dim ?x161 3)))
 (= ?x174 ?x177))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
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
 (= (rank (smul in_i2 in_s1)) 4))
(assert
 (= (dim (smul in_i2 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i2 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i2 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i2 in_s1) 3) sym_w))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x203 (smul in_i2 in_s1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (= (rank ?x214) 4)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x203 (smul in_i2 in_s1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (= (dim ?x214 0) sym_n)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x203 (smul in_i2 in_s1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (= (dim ?x214 1) sym_c)))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x203 (smul in_i2 in_s1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x172))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x203 (smul in_i2 in_s1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x177))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
(let ((?x203 (smul in_i2 in_s1)))
(let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x181)))
(let ((?x128 (idkernel4 sym_c 1 1)))
(let ((?x139 (smul ?x128 in_s1)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x139)))
(let ((?x192 (smul in_i1 in_s1)))
(let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
(or (and (distinct ?x150 ?x192) true) (and (distinct ?x161 ?x214) true)))))))))))
(check-sat)

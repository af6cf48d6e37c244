; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 25284
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82 (= (rank S) 0))))
 (=> $x86 $x91))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x104 (= ?x89 ?x103)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x101 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x101 $x104)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (>= sym_c 1))
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
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x156 (dim ?x149 2)))
 (= 1 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x158 (dim ?x149 3)))
 (= 1 ?x158))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x167 (dim ?x160 2)))
 (= 1 ?x167)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x169 (dim ?x160 3)))
 (= 1 ?x169)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (let ((?x184 (dim ?x171 3)))
 (= ?x184 ?x187))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x187))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x209 (dim ?x202 2)))
 (= 3 ?x209))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x202 3)))
 (= 3 ?x211))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x220 (dim ?x213 2)))
 (= 3 ?x220)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x222 (dim ?x213 3)))
 (= 3 ?x222)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (rank ?x224) 4)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (dim ?x224 0) sym_n)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (= (dim ?x224 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x187))))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (smul ?x202 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x187))))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
(let ((?x213 (smul ?x202 in_s1)))
(let ((?x235 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x213)))
(let ((?x149 (idkernel4 sym_c 1 1)))
(let ((?x160 (smul ?x149 in_s1)))
(let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x160)))
(let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x213)))
(let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
(or (and (distinct ?x171 ?x224) true) (and (distinct ?x189 ?x235) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 22231
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
(declare-fun relu (T) T)
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
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (dim ?x171 2) sym_h)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (= (dim ?x171 3) sym_w)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x182 (relu ?x171)))
 (= (rank ?x182) 4))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 0) sym_n))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 1) sym_c))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 2) sym_h))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 3) sym_w))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul ?x149 in_s1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
 (let ((?x206 (dim ?x193 3)))
 (= ?x206 ?x209))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x220 (dim ?x213 2)))
 (= 3 ?x220))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x222 (dim ?x213 3)))
 (= 3 ?x222))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x231 (dim ?x224 2)))
 (= 3 ?x231)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x233 (dim ?x224 3)))
 (= 3 ?x233)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (= (dim ?x235 2) sym_h)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (= (dim ?x235 3) sym_w)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (let ((?x246 (relu ?x235)))
 (= (rank ?x246) 4))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 0) sym_n))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 1) sym_c))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 2) sym_h))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
 (let ((?x246 (relu ?x235)))
 (= (dim ?x246 3) sym_w))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (= (rank ?x257) 4)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (= (dim ?x257 1) sym_c)))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x204))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (smul ?x213 in_s1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x209))))))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
(let ((?x224 (smul ?x213 in_s1)))
(let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x224)))
(let ((?x149 (idkernel4 sym_c 1 1)))
(let ((?x160 (smul ?x149 in_s1)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x160)))
(let ((?x235 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x224)))
(let ((?x246 (relu ?x235)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x160)))
(let ((?x182 (relu ?x171)))
(or (and (distinct ?x182 ?x246) true) (and (distinct ?x193 ?x257) true)))))))))))))
(check-sat)

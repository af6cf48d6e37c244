; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, relu_conv_idkernel
; z3 rlimit used: 17456
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x71 (idkernel4 c k k)))
 (let ((?x75 (conv s s p p p p 1 1 1 (relu X) ?x71)))
 (let ((?x73 (relu (conv s s p p p p 1 1 1 X ?x71))))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x64 (>= s 1)))
 (let (($x70 (and $x64 $x18 $x21 (= (dim X 1) c) (= (rank X) 4))))
 (=> $x70 $x76))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x107 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x110 (= ?x107 ?x109)))
 (let (($x64 (>= sw 1)))
 (let (($x105 (and (>= g 1) (>= sh 1) $x64 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x105 $x110)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 2) sym_h)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (= (dim ?x163 3) sym_w)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (rank ?x174) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 1) sym_c))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 2) sym_h))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 3) sym_w))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 ?x152)))
 (= (rank ?x185) 4)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 ?x152)))
 (= (dim ?x185 0) sym_n)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 ?x152)))
 (= (dim ?x185 1) sym_c)))))))
(assert
 (let ((?x193 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 ?x152)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x193)))))))))
(assert
 (let ((?x196 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
 (let ((?x174 (relu ?x163)))
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 ?x152)))
 (let ((?x195 (dim ?x185 3)))
 (= ?x195 ?x196)))))))))
(assert
 (let ((?x193 (+ (- 2) sym_h)))
 (>= ?x193 0)))
(assert
 (let ((?x196 (+ (- 2) sym_w)))
 (>= ?x196 0)))
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
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (= (rank ?x211) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (= (dim ?x211 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (= (dim ?x211 1) sym_c)))))
(assert
 (let ((?x193 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x193)))))))
(assert
 (let ((?x196 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x196)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (= (rank ?x222) 4))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 0) sym_n))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 1) sym_c))))))
(assert
 (let ((?x193 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x193))))))))
(assert
 (let ((?x196 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x196))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (smul ?x222 in_s1)))
 (= (rank ?x233) 4)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (smul ?x222 in_s1)))
 (= (dim ?x233 0) sym_n)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (smul ?x222 in_s1)))
 (= (dim ?x233 1) sym_c)))))))
(assert
 (let ((?x193 (+ (- 2) sym_h)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (smul ?x222 in_s1)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x193)))))))))
(assert
 (let ((?x196 (+ (- 2) sym_w)))
 (let ((?x141 (idkernel4 sym_c 3 3)))
 (let ((?x200 (smul in_i1 in_s1)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
 (let ((?x222 (relu ?x211)))
 (let ((?x233 (smul ?x222 in_s1)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x196)))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 3 3)))
(let ((?x200 (smul in_i1 in_s1)))
(let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x200 ?x141)))
(let ((?x222 (relu ?x211)))
(let ((?x233 (smul ?x222 in_s1)))
(let ((?x152 (smul ?x141 in_s1)))
(let ((?x163 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x152)))
(let ((?x174 (relu ?x163)))
(let ((?x185 (conv 1 1 0 0 0 0 1 1 1 ?x174 ?x152)))
(and (distinct ?x185 ?x233) true)))))))))))
(check-sat)

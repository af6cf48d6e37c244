; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 20635
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x76 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x78 (= ?x76 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (let (($x73 (and $x64 $x18 (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x73 $x78)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x110 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x108 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x64 (>= sw 1)))
 (let (($x106 (and (>= g 1) (>= sh 1) $x64 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x106 $x111)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x110 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x120 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x121 (= ?x120 ?x110)))
 (let (($x64 (>= sw 1)))
 (let (($x106 (and (>= g 1) (>= sh 1) $x64 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x106 $x121)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x168 (dim ?x161 2)))
 (= 1 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x170 (dim ?x161 3)))
 (= 1 ?x170))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x179 (dim ?x172 2)))
 (= 1 ?x179)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x181 (dim ?x172 3)))
 (= 1 ?x181)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 2) sym_h)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 3) sym_w)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x172)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x172)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x172)))
 (= (dim ?x194 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x172)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x161 (idkernel4 sym_c 1 1)))
 (let ((?x172 (smul ?x161 in_s1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x172)))
 (let ((?x207 (dim ?x194 3)))
 (= ?x207 ?x210))))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x221 (dim ?x214 2)))
 (= 3 ?x221))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x214 3)))
 (= 3 ?x223))))
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
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (smul in_i2 in_s1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (= (rank ?x247) 4)))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (smul in_i2 in_s1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (= (dim ?x247 0) sym_n)))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (smul in_i2 in_s1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (= (dim ?x247 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (smul in_i2 in_s1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x214 (idkernel4 sym_c 3 3)))
 (let ((?x236 (smul in_i2 in_s1)))
 (let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x210))))))))
(assert
 (let ((?x214 (idkernel4 sym_c 3 3)))
(let ((?x236 (smul in_i2 in_s1)))
(let ((?x247 (conv 2 2 1 1 1 1 1 1 1 ?x236 ?x214)))
(let ((?x161 (idkernel4 sym_c 1 1)))
(let ((?x172 (smul ?x161 in_s1)))
(let ((?x194 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x172)))
(let ((?x225 (smul in_i1 in_s1)))
(let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x172)))
(or (and (distinct ?x183 ?x225) true) (and (distinct ?x194 ?x247) true)))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_x, relu_conv_idkernel
; z3 rlimit used: 70513
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x61 (+ q p)))
 (let ((?x73 (- ?x61 1)))
 (let ((?x72 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x75 (= ?x72 (conv s s ?x73 ?x73 ?x73 ?x73 1 1 1 X W))))
 (let (($x66 (= (dim W 0) m)))
 (let (($x64 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x63 (>= s 1)))
 (=> (and (<= 1 ?x61) $x63 $x18 $x64 $x66) $x75))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x91 (idkernel4 c k k)))
 (let ((?x95 (conv s s p p p p 1 1 1 (relu X) ?x91)))
 (let ((?x93 (relu (conv s s p p p p 1 1 1 X ?x91))))
 (let (($x96 (= ?x93 ?x95)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x63 (>= s 1)))
 (let (($x90 (and $x63 $x18 $x21 (= (dim X 1) c))))
 (=> $x90 $x96))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x122 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x120 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x123 (= ?x120 ?x122)))
 (let (($x64 (>= pt 0)))
 (let (($x63 (>= sw 1)))
 (let (($x115 (and (>= g 1) (>= sh 1) $x63 $x64 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x115 $x123))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x161 (dim ?x154 2)))
 (= 1 ?x161))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x163 (dim ?x154 3)))
 (= 1 ?x163))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (smul (relu in_i1) in_s1)) 4))
(assert
 (= (dim (smul (relu in_i1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_i1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (relu in_i1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (relu in_i1) in_s1) 3) sym_w))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x165 (relu in_i1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 ?x154)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x165 (relu in_i1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 ?x154)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x165 (relu in_i1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 ?x154)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x165 (relu in_i1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 ?x154)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x197)))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x154 (idkernel4 sym_c 1 1)))
 (let ((?x165 (relu in_i1)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 ?x154)))
 (let ((?x199 (dim ?x187 3)))
 (= ?x199 ?x202)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x213 (dim ?x206 2)))
 (= 3 ?x213))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x215 (dim ?x206 3)))
 (= 3 ?x215))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x197)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x202)))))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x197))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x202))))))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x239 (smul ?x228 in_s1)))
 (= (rank ?x239) 4))))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x239 (smul ?x228 in_s1)))
 (= (dim ?x239 0) sym_n))))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x239 (smul ?x228 in_s1)))
 (= (dim ?x239 1) sym_c))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_h) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x239 (smul ?x228 in_s1)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x197)))))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_w) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
 (let ((?x228 (relu ?x217)))
 (let ((?x239 (smul ?x228 in_s1)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x202)))))))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
(let ((?x217 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x206)))
(let ((?x228 (relu ?x217)))
(let ((?x239 (smul ?x228 in_s1)))
(let ((?x154 (idkernel4 sym_c 1 1)))
(let ((?x165 (relu in_i1)))
(let ((?x176 (smul ?x165 in_s1)))
(let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 ?x154)))
(and (distinct ?x187 ?x239) true))))))))))
(check-sat)

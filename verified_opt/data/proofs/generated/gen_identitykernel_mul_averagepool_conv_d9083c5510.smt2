; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_idkernel, conv_idkernel3_after_conv, conv_smul_x
; z3 rlimit used: 21063
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x64 (+ q p)))
 (let ((?x79 (- ?x64 1)))
 (let ((?x78 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x81 (= ?x78 (conv s s ?x79 ?x79 ?x79 ?x79 1 1 1 X W))))
 (let (($x28 (= (rank W) 4)))
 (let (($x73 (= (rank X) 4)))
 (let (($x70 (= (dim W 0) m)))
 (let (($x68 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x67 (>= s 1)))
 (=> (and (<= 1 ?x64) (>= 1 p) $x67 $x18 $x68 $x70 $x73 $x28) $x81))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x117 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x108 (= (rank X) 4)))
 (let (($x105 (>= dw 1)))
 (let (($x101 (>= pr 0)))
 (let (($x100 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x97 (>= sh 1)))
 (let (($x90 (>= g 1)))
 (let (($x115 (and $x90 $x97 $x67 $x68 $x98 $x100 $x101 (>= dh 1) $x105 $x108 (= (rank W) 4) (= (rank S) 0))))
 (=> $x115 $x120)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x134 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x132 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x135 (= ?x132 ?x134)))
 (let (($x108 (= (rank X) 4)))
 (let (($x101 (>= pr 0)))
 (let (($x100 (>= pb 0)))
 (let (($x98 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x97 (>= sh 1)))
 (let (($x90 (>= kw 1)))
 (let (($x105 (>= kh 1)))
 (let (($x130 (and (>= ci 0) $x105 $x90 $x97 $x67 $x68 $x98 $x100 $x101 $x108 (= (rank S) 0))))
 (=> $x130 $x135)))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
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
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (= (dim ?x187 1) sym_c))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (= (dim ?x187 2) sym_h))))
(assert
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (= (dim ?x187 3) sym_w))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x187 ?x165)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x187 ?x165)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x208)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x176 (smul in_i1 in_s1)))
 (let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x187 ?x165)))
 (let ((?x210 (dim ?x198 3)))
 (= ?x210 ?x213)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x224 (dim ?x217 2)))
 (= 1 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x226 (dim ?x217 3)))
 (= 1 ?x226))))
(assert
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x228) 4)))
(assert
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x228 0) sym_n)))
(assert
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x228 1) sym_c)))
(assert
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x228 2) sym_h)))
(assert
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x228 3) sym_w)))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (= (rank ?x239) 4)))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (= (dim ?x239 0) sym_n)))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (= (dim ?x239 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x213))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x250 (smul ?x239 in_s1)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x250 (smul ?x239 in_s1)))
 (= (dim ?x250 0) sym_n))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x250 (smul ?x239 in_s1)))
 (= (dim ?x250 1) sym_c))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x250 (smul ?x239 in_s1)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x208)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
 (let ((?x250 (smul ?x239 in_s1)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x213)))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
(let ((?x228 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x239 (conv 2 2 0 0 0 0 1 1 1 ?x228 ?x217)))
(let ((?x250 (smul ?x239 in_s1)))
(let ((?x165 (idkernel4 sym_c 3 3)))
(let ((?x176 (smul in_i1 in_s1)))
(let ((?x187 (avgpool 3 3 1 1 1 1 1 1 0 ?x176)))
(let ((?x198 (conv 2 2 1 1 1 1 1 1 1 ?x187 ?x165)))
(and (distinct ?x198 ?x250) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 21662
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
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x115 (and (>= g 1) (>= sh 1) $x67 $x68 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x115 $x120))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x129 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x130 (= ?x129 ?x119)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x115 (and (>= g 1) (>= sh 1) $x67 $x68 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x115 $x130))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x165 (dim ?x158 2)))
 (= 1 ?x165))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x167 (dim ?x158 3)))
 (= 1 ?x167))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x176 (dim ?x169 2)))
 (= 1 ?x176)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x178 (dim ?x169 3)))
 (= 1 ?x178)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 0) sym_n)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 2) sym_h)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x180 3) sym_w)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x203 (dim ?x191 3)))
 (= ?x203 ?x206))))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x208 (relu ?x191)))
 (= (rank ?x208) 4))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x208 (relu ?x191)))
 (= (dim ?x208 0) sym_n))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x208 (relu ?x191)))
 (= (dim ?x208 1) sym_c))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x208 (relu ?x191)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x201)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (smul ?x158 in_s1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
 (let ((?x208 (relu ?x191)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x206)))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x228 (dim ?x221 2)))
 (= 3 ?x228))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x230 (dim ?x221 3)))
 (= 3 ?x230))))
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
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x250 (dim ?x243 2)))
 (= 3 ?x250)))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x252 (dim ?x243 3)))
 (= 3 ?x252)))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (= (rank ?x254) 4)))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (= (dim ?x254 0) sym_n)))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (= (dim ?x254 1) sym_c)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x206))))))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x265 (relu ?x254)))
 (= (rank ?x265) 4))))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x265 (relu ?x254)))
 (= (dim ?x265 0) sym_n))))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x265 (relu ?x254)))
 (= (dim ?x265 1) sym_c))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x265 (relu ?x254)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x201)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x221 (idkernel4 sym_c 3 3)))
 (let ((?x243 (smul ?x221 in_s1)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
 (let ((?x265 (relu ?x254)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x206)))))))))
(assert
 (let ((?x221 (idkernel4 sym_c 3 3)))
(let ((?x243 (smul ?x221 in_s1)))
(let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x243)))
(let ((?x265 (relu ?x254)))
(let ((?x158 (idkernel4 sym_c 1 1)))
(let ((?x169 (smul ?x158 in_s1)))
(let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x169)))
(let ((?x208 (relu ?x191)))
(let ((?x232 (smul in_i1 in_s1)))
(let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x169)))
(or (and (distinct ?x180 ?x232) true) (and (distinct ?x208 ?x265) true)))))))))))))
(check-sat)

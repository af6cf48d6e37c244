; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, transpose4_relu, transpose4_smul
; z3 rlimit used: 16105
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let ((?x26 (rank X)))
 (let (($x28 (= ?x26 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32))))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x90 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x72 (>= pr 0)))
 (let (($x68 (>= pt 0)))
 (let (($x86 (and (>= g 1) (>= sh 1) (>= sw 1) $x68 (>= pl 0) (>= pb 0) $x72 (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x86 $x91))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x106 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x107 (smul ?x106 S)))
 (let ((?x105 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x101 (= (rank X) 4)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x68 (>= p1 0)))
 (let (($x72 (>= p0 0)))
 (let (($x103 (and $x72 $x68 $x18 $x19 $x101 (= (rank S) 0))))
 (=> $x103 $x108))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x106 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x119 (relu ?x106)))
 (let ((?x118 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x120 (= ?x118 ?x119)))
 (let (($x101 (= (rank X) 4)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x68 (>= p1 0)))
 (let (($x72 (>= p0 0)))
 (let (($x116 (and $x72 $x68 $x18 $x19 $x101)))
 (=> $x116 $x120))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171)))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (= (rank ?x184) 4))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (= (dim ?x184 0) sym_n))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (= (dim ?x184 1) sym_c))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (= (dim ?x184 2) sym_w))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (= (dim ?x184 3) sym_h))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (let ((?x195 (relu ?x184)))
 (= (rank ?x195) 4)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 0) sym_n)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 1) sym_c)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 2) sym_w)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (smul ?x151 in_s1)))
 (let ((?x173 (transpose4 0 1 3 2 in_i1)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 3) sym_h)))))))
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
 (= (rank (relu (smul in_i1 in_s1))) 4))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (transpose4 0 1 3 2 ?x217)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (transpose4 0 1 3 2 ?x217)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (transpose4 0 1 3 2 ?x217)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (transpose4 0 1 3 2 ?x217)))
 (= (dim ?x228 2) sym_w)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (transpose4 0 1 3 2 ?x217)))
 (= (dim ?x228 3) sym_h)))))
(assert
 (let ((?x206 (smul in_i1 in_s1)))
(let ((?x217 (relu ?x206)))
(let ((?x228 (transpose4 0 1 3 2 ?x217)))
(let ((?x151 (idkernel4 sym_c 3 3)))
(let ((?x162 (smul ?x151 in_s1)))
(let ((?x173 (transpose4 0 1 3 2 in_i1)))
(let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 ?x162)))
(let ((?x195 (relu ?x184)))
(and (distinct ?x195 ?x228) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_smul_x
; z3 rlimit used: 24571
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x54 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x51 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x55 (= ?x51 ?x54)))
 (let (($x45 (= (rank X2) 4)))
 (let (($x43 (= (rank X1) 4)))
 (let (($x40 (>= dw 1)))
 (let (($x38 (>= dh 1)))
 (let (($x36 (>= pr 0)))
 (let (($x34 (>= pb 0)))
 (let (($x32 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x28 (>= sw 1)))
 (let (($x26 (>= sh 1)))
 (let (($x24 (>= g 1)))
 (let (($x49 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x24 $x26 $x28 $x30 $x32 $x34 $x36 $x38 $x40 $x43 $x45 (= (rank W) 4))))
 (=> $x49 $x55)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x83 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x43 (= (rank W) 4)))
 (let (($x45 (= (rank X) 4)))
 (let (($x40 (>= dw 1)))
 (let (($x38 (>= dh 1)))
 (let (($x36 (>= pr 0)))
 (let (($x34 (>= pb 0)))
 (let (($x32 (>= pl 0)))
 (let (($x30 (>= pt 0)))
 (let (($x28 (>= sw 1)))
 (let (($x26 (>= sh 1)))
 (let (($x24 (>= g 1)))
 (let (($x81 (and $x24 $x26 $x28 $x30 $x32 $x34 $x36 $x38 $x40 $x45 $x43 (= (rank S) 0))))
 (=> $x81 $x86)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x122 (dim in_k1 2)))
 (= 3 ?x122)))
(assert
 (let ((?x124 (dim in_k1 3)))
 (= 3 ?x124)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c2)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 1) sym_c2))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 2) sym_h))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 3) sym_w))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 1) sym_c2)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 2) sym_h)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 3) sym_w)))))
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
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x162 (smul in_i1 in_s1)))
 (let ((?x173 (add in_i1 ?x162)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 in_k1)))
 (= (rank ?x184) 4)))))
(assert
 (let ((?x162 (smul in_i1 in_s1)))
 (let ((?x173 (add in_i1 ?x162)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 in_k1)))
 (= (dim ?x184 0) sym_n)))))
(assert
 (let ((?x162 (smul in_i1 in_s1)))
 (let ((?x173 (add in_i1 ?x162)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 in_k1)))
 (= (dim ?x184 1) sym_c2)))))
(assert
 (let ((?x162 (smul in_i1 in_s1)))
 (let ((?x173 (add in_i1 ?x162)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 in_k1)))
 (= (dim ?x184 2) sym_h)))))
(assert
 (let ((?x162 (smul in_i1 in_s1)))
 (let ((?x173 (add in_i1 ?x162)))
 (let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 in_k1)))
 (= (dim ?x184 3) sym_w)))))
(assert
 (let ((?x162 (smul in_i1 in_s1)))
(let ((?x173 (add in_i1 ?x162)))
(let ((?x184 (conv 1 1 1 1 1 1 1 1 1 ?x173 in_k1)))
(let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x140 (smul ?x129 in_s1)))
(let ((?x151 (add ?x129 ?x140)))
(and (distinct ?x151 ?x184) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_smul_w, conv_smul_x
; z3 rlimit used: 26492
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x46 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x48 (add ?x46 ?x47)))
 (let ((?x45 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x42 (= (rank W2) 4)))
 (let ((?x39 (rank W1)))
 (let (($x40 (= ?x39 4)))
 (let (($x38 (= (rank X) 4)))
 (let (($x34 (>= dw 1)))
 (let (($x32 (>= dh 1)))
 (let (($x30 (>= pr 0)))
 (let (($x28 (>= pb 0)))
 (let (($x26 (>= pl 0)))
 (let (($x24 (>= pt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= g 1)))
 (let (($x43 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x17 $x19 $x21 $x24 $x26 $x28 $x30 $x32 $x34 $x38 $x40 $x42)))
 (=> $x43 $x49)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x88 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x46)))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x89 (= ?x86 ?x88)))
 (let ((?x39 (rank W)))
 (let (($x40 (= ?x39 4)))
 (let (($x38 (= (rank X2) 4)))
 (let (($x42 (= (rank X1) 4)))
 (let (($x34 (>= dw 1)))
 (let (($x32 (>= dh 1)))
 (let (($x30 (>= pr 0)))
 (let (($x28 (>= pb 0)))
 (let (($x26 (>= pl 0)))
 (let (($x24 (>= pt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= g 1)))
 (let (($x84 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x17 $x19 $x21 $x24 $x26 $x28 $x30 $x32 $x34 $x42 $x38 $x40)))
 (=> $x84 $x89))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x101 (smul ?x47 S)))
 (let ((?x100 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x102 (= ?x100 ?x101)))
 (let (($x42 (= (rank W) 4)))
 (let (($x38 (= (rank X) 4)))
 (let (($x34 (>= dw 1)))
 (let (($x32 (>= dh 1)))
 (let (($x30 (>= pr 0)))
 (let (($x28 (>= pb 0)))
 (let (($x26 (>= pl 0)))
 (let (($x24 (>= pt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= g 1)))
 (let (($x98 (and $x17 $x19 $x21 $x24 $x26 $x28 $x30 $x32 $x34 $x38 $x42 (= (rank S) 0))))
 (=> $x98 $x102))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x101 (smul ?x47 S)))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x112 (= ?x111 ?x101)))
 (let (($x42 (= (rank W) 4)))
 (let (($x38 (= (rank X) 4)))
 (let (($x34 (>= dw 1)))
 (let (($x32 (>= dh 1)))
 (let (($x30 (>= pr 0)))
 (let (($x28 (>= pb 0)))
 (let (($x26 (>= pl 0)))
 (let (($x24 (>= pt 0)))
 (let (($x21 (>= sw 1)))
 (let (($x19 (>= sh 1)))
 (let (($x17 (>= g 1)))
 (let (($x98 (and $x17 $x19 $x21 $x24 $x26 $x28 $x30 $x32 $x34 $x38 $x42 (= (rank S) 0))))
 (=> $x98 $x112))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x146 (dim in_k1 2)))
 (= 3 ?x146)))
(assert
 (let ((?x148 (dim in_k1 3)))
 (= 3 ?x148)))
(assert
 (= (rank in_s1) 0))
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
 (let ((?x153 (smul in_i1 in_s1)))
 (let ((?x164 (add in_i1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (rank ?x175) 4)))))
(assert
 (let ((?x153 (smul in_i1 in_s1)))
 (let ((?x164 (add in_i1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (dim ?x175 0) sym_n)))))
(assert
 (let ((?x153 (smul in_i1 in_s1)))
 (let ((?x164 (add in_i1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (dim ?x175 1) sym_c2)))))
(assert
 (let ((?x153 (smul in_i1 in_s1)))
 (let ((?x164 (add in_i1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (dim ?x175 2) sym_h)))))
(assert
 (let ((?x153 (smul in_i1 in_s1)))
 (let ((?x164 (add in_i1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 ?x164 in_k1)))
 (= (dim ?x175 3) sym_w)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x193 (dim ?x186 2)))
 (= 3 ?x193))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x195 (dim ?x186 3)))
 (= 3 ?x195))))
(assert
 (= (rank (add in_k1 (smul in_k1 in_s1))) 4))
(assert
 (= (dim (add in_k1 (smul in_k1 in_s1)) 0) sym_c2))
(assert
 (= (dim (add in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x204 (dim ?x197 2)))
 (= 3 ?x204)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x206 (dim ?x197 3)))
 (= 3 ?x206)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 1) sym_c2)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 2) sym_h)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
 (let ((?x197 (add in_k1 ?x186)))
 (let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 3) sym_w)))))
(assert
 (let ((?x186 (smul in_k1 in_s1)))
(let ((?x197 (add in_k1 ?x186)))
(let ((?x208 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x197)))
(let ((?x153 (smul in_i1 in_s1)))
(let ((?x164 (add in_i1 ?x153)))
(let ((?x175 (conv 1 1 1 1 1 1 1 1 1 ?x164 in_k1)))
(and (distinct ?x175 ?x208) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, smul_mul
; z3 rlimit used: 9400
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x63 (mul X (smul Y S))))
 (let ((?x61 (smul (mul X Y) S)))
 (let (($x64 (= ?x61 ?x63)))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x37 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x30 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x23 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x8 (= (rank S) 0)))
 (let (($x59 (and $x8 (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x23 $x30 $x37 $x44 $x51 $x58)))
 (=> $x59 $x64)))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x106 (matmul A B)))
 (let ((?x100 (gemmnc 0 0 1.0 A B)))
 (let (($x127 (= ?x100 ?x106)))
 (let (($x112 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x112 $x127))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x152 (smul (gemmnc ta tb al A B) S)))
 (let ((?x150 (gemmnc ta tb al A (smul B S))))
 (let (($x153 (= ?x150 ?x152)))
 (let (($x148 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x148 $x153))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (smul in_w2 in_s1)) 2))
(assert
 (= (dim (smul in_w2 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w2 in_s1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (smul in_w2 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 1) sym_c2))
(assert
 (= (rank (mul in_w2 (matmul in_w1 (smul in_w2 in_s1)))) 2))
(assert
 (= (dim (mul in_w2 (matmul in_w1 (smul in_w2 in_s1))) 0) sym_c))
(assert
 (= (dim (mul in_w2 (matmul in_w1 (smul in_w2 in_s1))) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (mul in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (mul in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (mul in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x203 (matmul in_w1 in_w2)))
(let ((?x210 (mul in_w2 ?x203)))
(let ((?x217 (smul ?x210 in_s1)))
(let ((?x182 (smul in_w2 in_s1)))
(let ((?x189 (matmul in_w1 ?x182)))
(let ((?x196 (mul in_w2 ?x189)))
(and (distinct ?x196 ?x217) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_right, smul_concat
; z3 rlimit used: 110956
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x56 (matmul A B)))
 (let ((?x55 (gemmnc 0 0 1.0 A B)))
 (let (($x57 (= ?x55 ?x56)))
 (let (($x53 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x53 $x57))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x79 (smul (gemmnc ta tb al A B) S)))
 (let ((?x77 (gemmnc ta tb al A (smul B S))))
 (let (($x80 (= ?x77 ?x79)))
 (let (($x75 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x75 $x80))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
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
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (matmul in_w2 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w2 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w2 (smul in_w1 in_s1)) 1) sym_c2))
(assert
 (let ((?x109 (smul in_w1 in_s1)))
 (let ((?x116 (matmul in_w2 ?x109)))
 (let ((?x123 (concat 1 ?x109 ?x116)))
 (= (rank ?x123) 2)))))
(assert
 (let ((?x109 (smul in_w1 in_s1)))
 (let ((?x116 (matmul in_w2 ?x109)))
 (let ((?x123 (concat 1 ?x109 ?x116)))
 (= (dim ?x123 0) sym_c)))))
(assert
 (let ((?x129 (* 2 sym_c2)))
 (let ((?x109 (smul in_w1 in_s1)))
 (let ((?x116 (matmul in_w2 ?x109)))
 (let ((?x123 (concat 1 ?x109 ?x116)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x129)))))))
(assert
 (let ((?x129 (* 2 sym_c2)))
 (>= ?x129 0)))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (concat 1 in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (let ((?x129 (* 2 sym_c2)))
 (let ((?x132 (matmul in_w2 in_w1)))
 (let ((?x139 (concat 1 in_w1 ?x132)))
 (let ((?x144 (dim ?x139 1)))
 (= ?x144 ?x129))))))
(assert
 (= (rank (smul (concat 1 in_w1 (matmul in_w2 in_w1)) in_s1)) 2))
(assert
 (let ((?x132 (matmul in_w2 in_w1)))
 (let ((?x139 (concat 1 in_w1 ?x132)))
 (let ((?x146 (smul ?x139 in_s1)))
 (= (dim ?x146 0) sym_c)))))
(assert
 (let ((?x129 (* 2 sym_c2)))
 (let ((?x132 (matmul in_w2 in_w1)))
 (let ((?x139 (concat 1 in_w1 ?x132)))
 (let ((?x146 (smul ?x139 in_s1)))
 (let ((?x151 (dim ?x146 1)))
 (= ?x151 ?x129)))))))
(assert
 (let ((?x132 (matmul in_w2 in_w1)))
(let ((?x139 (concat 1 in_w1 ?x132)))
(let ((?x146 (smul ?x139 in_s1)))
(let ((?x109 (smul in_w1 in_s1)))
(let ((?x116 (matmul in_w2 ?x109)))
(let ((?x123 (concat 1 ?x109 ?x116)))
(and (distinct ?x123 ?x146) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, smul_concat
; z3 rlimit used: 110952
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
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
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
 (let ((?x77 (gemmnc ta tb al (smul A S) B)))
 (let (($x80 (= ?x77 ?x79)))
 (let (($x75 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x75 $x80))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul in_x1 in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x109 (smul in_x1 in_s1)))
 (let ((?x116 (matmul ?x109 in_w1)))
 (let ((?x123 (concat 0 ?x116 ?x109)))
 (= (rank ?x123) 2)))))
(assert
 (let ((?x127 (* 2 sym_n)))
 (let ((?x109 (smul in_x1 in_s1)))
 (let ((?x116 (matmul ?x109 in_w1)))
 (let ((?x123 (concat 0 ?x116 ?x109)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x127)))))))
(assert
 (let ((?x109 (smul in_x1 in_s1)))
 (let ((?x116 (matmul ?x109 in_w1)))
 (let ((?x123 (concat 0 ?x116 ?x109)))
 (= (dim ?x123 1) sym_c)))))
(assert
 (let ((?x127 (* 2 sym_n)))
 (>= ?x127 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) in_x1)) 2))
(assert
 (let ((?x127 (* 2 sym_n)))
 (let ((?x132 (matmul in_x1 in_w1)))
 (let ((?x139 (concat 0 ?x132 in_x1)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x127))))))
(assert
 (= (dim (concat 0 (matmul in_x1 in_w1) in_x1) 1) sym_c))
(assert
 (= (rank (smul (concat 0 (matmul in_x1 in_w1) in_x1) in_s1)) 2))
(assert
 (let ((?x127 (* 2 sym_n)))
 (let ((?x132 (matmul in_x1 in_w1)))
 (let ((?x139 (concat 0 ?x132 in_x1)))
 (let ((?x146 (smul ?x139 in_s1)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x127)))))))
(assert
 (let ((?x132 (matmul in_x1 in_w1)))
 (let ((?x139 (concat 0 ?x132 in_x1)))
 (let ((?x146 (smul ?x139 in_s1)))
 (= (dim ?x146 1) sym_c)))))
(assert
 (let ((?x132 (matmul in_x1 in_w1)))
(let ((?x139 (concat 0 ?x132 in_x1)))
(let ((?x146 (smul ?x139 in_s1)))
(let ((?x109 (smul in_x1 in_s1)))
(let ((?x116 (matmul ?x109 in_w1)))
(let ((?x123 (concat 0 ?x116 ?x109)))
(and (distinct ?x123 ?x146) true))))))))
(check-sat)

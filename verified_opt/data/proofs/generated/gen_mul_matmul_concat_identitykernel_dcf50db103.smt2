; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, matmul_smul_left, matmul_smul_right
; z3 rlimit used: 74311
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x42 (smul (matmul A B) S)))
 (let ((?x40 (matmul (smul A S) B)))
 (= ?x40 ?x42))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x42 (smul (matmul A B) S)))
 (let ((?x48 (matmul A (smul B S))))
 (= ?x48 ?x42))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x62 (concat ax (matmul A B) (matmul A C))))
 (let ((?x59 (matmul A (concat ax B C))))
 (let (($x63 (= ?x59 ?x62)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x63)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (let ((?x90 (smul in_w1 in_s1)))
 (let ((?x97 (matmul in_w1 ?x90)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x90 (smul in_w1 in_s1)))
 (let ((?x97 (matmul in_w1 ?x90)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (= (dim ?x104 0) sym_c)))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x90 (smul in_w1 in_s1)))
 (let ((?x97 (matmul in_w1 ?x90)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110)))))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (>= ?x110 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 ?x113 in_w1)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x110))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 ?x113 in_w1)))
 (let ((?x90 (smul in_w1 in_s1)))
 (let ((?x127 (matmul ?x90 ?x120)))
 (= (rank ?x127) 2))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 ?x113 in_w1)))
 (let ((?x90 (smul in_w1 in_s1)))
 (let ((?x127 (matmul ?x90 ?x120)))
 (= (dim ?x127 0) sym_c))))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 ?x113 in_w1)))
 (let ((?x90 (smul in_w1 in_s1)))
 (let ((?x127 (matmul ?x90 ?x120)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x110))))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
(let ((?x120 (concat 1 ?x113 in_w1)))
(let ((?x90 (smul in_w1 in_s1)))
(let ((?x127 (matmul ?x90 ?x120)))
(let ((?x97 (matmul in_w1 ?x90)))
(let ((?x104 (concat 1 ?x90 ?x97)))
(and (distinct ?x104 ?x127) true))))))))
(check-sat)

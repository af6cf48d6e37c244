; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_smul
; z3 rlimit used: 73567
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) )(! (let ((?x13 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x10 (transpose2 1 0 (matmul A B))))
 (= ?x10 ?x13))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x45 (smul (transpose2 p0 p1 X) S)))
 (let ((?x43 (transpose2 p0 p1 (smul X S))))
 (let (($x46 (= ?x43 ?x45)))
 (let (($x39 (and (>= p0 0) (>= p1 0))))
 (=> $x39 $x46))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (smul (transpose2 1 0 in_w1) in_s1)) 2))
(assert
 (= (dim (smul (transpose2 1 0 in_w1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (transpose2 1 0 in_w1) in_s1) 1) sym_c))
(assert
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (smul ?x67 in_s1)))
 (let ((?x81 (matmul ?x74 ?x67)))
 (= (rank ?x81) 2)))))
(assert
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (smul ?x67 in_s1)))
 (let ((?x81 (matmul ?x74 ?x67)))
 (= (dim ?x81 0) sym_c)))))
(assert
 (let ((?x67 (transpose2 1 0 in_w1)))
 (let ((?x74 (smul ?x67 in_s1)))
 (let ((?x81 (matmul ?x74 ?x67)))
 (= (dim ?x81 1) sym_c)))))
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
 (= (rank (transpose2 1 0 (matmul in_w1 (smul in_w1 in_s1)))) 2))
(assert
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x95 (matmul in_w1 ?x88)))
 (let ((?x102 (transpose2 1 0 ?x95)))
 (= (dim ?x102 0) sym_c)))))
(assert
 (let ((?x88 (smul in_w1 in_s1)))
 (let ((?x95 (matmul in_w1 ?x88)))
 (let ((?x102 (transpose2 1 0 ?x95)))
 (= (dim ?x102 1) sym_c)))))
(assert
 (let ((?x88 (smul in_w1 in_s1)))
(let ((?x95 (matmul in_w1 ?x88)))
(let ((?x102 (transpose2 1 0 ?x95)))
(let ((?x67 (transpose2 1 0 in_w1)))
(let ((?x74 (smul ?x67 in_s1)))
(let ((?x81 (matmul ?x74 ?x67)))
(and (distinct ?x81 ?x102) true))))))))
(check-sat)

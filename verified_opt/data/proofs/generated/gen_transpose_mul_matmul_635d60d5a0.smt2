; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_smul
; z3 rlimit used: 8578
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) )(! (let ((?x19 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x16 (transpose2 1 0 (matmul A B))))
 (let (($x20 (= ?x16 ?x19)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x20))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x59 (smul (transpose2 p0 p1 X) S)))
 (let ((?x57 (transpose2 p0 p1 (smul X S))))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x55 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank S) 0))))
 (=> $x55 $x60))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (smul ?x80 in_s1)))
 (let ((?x94 (matmul ?x87 ?x80)))
 (= (rank ?x94) 2)))))
(assert
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (smul ?x80 in_s1)))
 (let ((?x94 (matmul ?x87 ?x80)))
 (= (dim ?x94 0) sym_c)))))
(assert
 (let ((?x80 (transpose2 1 0 in_w1)))
 (let ((?x87 (smul ?x80 in_s1)))
 (let ((?x94 (matmul ?x87 ?x80)))
 (= (dim ?x94 1) sym_c)))))
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
 (let ((?x101 (smul in_w1 in_s1)))
 (let ((?x108 (matmul in_w1 ?x101)))
 (let ((?x115 (transpose2 1 0 ?x108)))
 (= (dim ?x115 0) sym_c)))))
(assert
 (let ((?x101 (smul in_w1 in_s1)))
 (let ((?x108 (matmul in_w1 ?x101)))
 (let ((?x115 (transpose2 1 0 ?x108)))
 (= (dim ?x115 1) sym_c)))))
(assert
 (let ((?x101 (smul in_w1 in_s1)))
(let ((?x108 (matmul in_w1 ?x101)))
(let ((?x115 (transpose2 1 0 ?x108)))
(let ((?x80 (transpose2 1 0 in_w1)))
(let ((?x87 (smul ?x80 in_s1)))
(let ((?x94 (matmul ?x87 ?x80)))
(and (distinct ?x94 ?x115) true))))))))
(check-sat)

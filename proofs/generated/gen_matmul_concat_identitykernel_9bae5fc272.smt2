; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 48154
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x48 (concat ax (matmul A C) (matmul B C))))
 (let ((?x45 (matmul (concat ax A B) C)))
 (let (($x49 (= ?x45 ?x48)))
 (=> (and (= ax (- (rank A) 2))) $x49)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) in_w1)) 2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x83 (matmul in_x1 in_w1)))
 (let ((?x90 (concat 0 ?x83 in_w1)))
 (let ((?x93 (dim ?x90 0)))
 (= ?x93 ?x94))))))
(assert
 (= (dim (concat 0 (matmul in_x1 in_w1) in_w1) 1) sym_c2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (>= ?x94 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x99 (idkernel2 sym_c)))
 (let ((?x106 (concat 0 in_x1 ?x99)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x94))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x99 (idkernel2 sym_c)))
 (let ((?x106 (concat 0 in_x1 ?x99)))
 (let ((?x113 (matmul ?x106 in_w1)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x94)))))))
(assert
 (= (dim (matmul (concat 0 in_x1 (idkernel2 sym_c)) in_w1) 1) sym_c2))
(assert
 (let ((?x99 (idkernel2 sym_c)))
(let ((?x106 (concat 0 in_x1 ?x99)))
(let ((?x113 (matmul ?x106 in_w1)))
(let ((?x83 (matmul in_x1 in_w1)))
(let ((?x90 (concat 0 ?x83 in_w1)))
(and (distinct ?x90 ?x113) true)))))))
(check-sat)

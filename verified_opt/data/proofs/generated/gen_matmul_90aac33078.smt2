; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc
; z3 rlimit used: 115082
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x77 (matmul A (matmul B C))))
 (let ((?x75 (matmul (matmul A B) C)))
 (let (($x78 (= ?x75 ?x77)))
 (let ((?x49 (dim A 5)))
 (let (($x71 (= ?x49 (dim C 5))))
 (let ((?x6 (rank A)))
 (let ((?x16 (- ?x6 2)))
 (let (($x48 (> ?x16 5)))
 (let ((?x13 (rank C)))
 (let (($x14 (>= ?x13 2)))
 (let ((?x10 (rank B)))
 (let (($x11 (>= ?x10 2)))
 (let (($x8 (>= ?x6 2)))
 (let (($x73 (and $x8 $x11 $x14 (= (- ?x10 2) ?x16) (=> (> ?x16 0) (= (dim A 0) (dim B 0))) (=> (> ?x16 1) (= (dim A 1) (dim B 1))) (=> (> ?x16 2) (= (dim A 2) (dim B 2))) (=> (> ?x16 3) (= (dim A 3) (dim B 3))) (=> (> ?x16 4) (= (dim A 4) (dim B 4))) (=> $x48 (= ?x49 (dim B 5))) (= (- ?x13 2) ?x16) (=> (> ?x16 0) (= (dim A 0) (dim C 0))) (=> (> ?x16 1) (= (dim A 1) (dim C 1))) (=> (> ?x16 2) (= (dim A 2) (dim C 2))) (=> (> ?x16 3) (= (dim A 3) (dim C 3))) (=> (> ?x16 4) (= (dim A 4) (dim C 4))) (=> $x48 $x71))))
 (=> $x73 $x78))))))))))))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c2))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 1) sym_c2))
(assert
 (let ((?x123 (matmul in_w2 in_w1)))
 (let ((?x105 (matmul in_w1 ?x123)))
 (let ((?x163 (matmul ?x105 ?x123)))
 (= (rank ?x163) 2)))))
(assert
 (let ((?x123 (matmul in_w2 in_w1)))
 (let ((?x105 (matmul in_w1 ?x123)))
 (let ((?x163 (matmul ?x105 ?x123)))
 (= (dim ?x163 0) sym_c)))))
(assert
 (let ((?x123 (matmul in_w2 in_w1)))
 (let ((?x105 (matmul in_w1 ?x123)))
 (let ((?x163 (matmul ?x105 ?x123)))
 (= (dim ?x163 1) sym_c2)))))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_w1 in_w2) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 1) sym_c2))
(assert
 (let ((?x170 (matmul in_w1 in_w2)))
 (let ((?x177 (matmul ?x170 in_w1)))
 (let ((?x184 (matmul ?x170 ?x177)))
 (= (rank ?x184) 2)))))
(assert
 (let ((?x170 (matmul in_w1 in_w2)))
 (let ((?x177 (matmul ?x170 in_w1)))
 (let ((?x184 (matmul ?x170 ?x177)))
 (= (dim ?x184 0) sym_c)))))
(assert
 (let ((?x170 (matmul in_w1 in_w2)))
 (let ((?x177 (matmul ?x170 in_w1)))
 (let ((?x184 (matmul ?x170 ?x177)))
 (= (dim ?x184 1) sym_c2)))))
(assert
 (let ((?x170 (matmul in_w1 in_w2)))
(let ((?x177 (matmul ?x170 in_w1)))
(let ((?x184 (matmul ?x170 ?x177)))
(let ((?x123 (matmul in_w2 in_w1)))
(let ((?x105 (matmul in_w1 ?x123)))
(let ((?x163 (matmul ?x105 ?x123)))
(and (distinct ?x163 ?x184) true))))))))
(check-sat)

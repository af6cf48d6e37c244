; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 111154
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x110 (concat ax (matmul A C) (matmul B C))))
 (let ((?x107 (matmul (concat ax A B) C)))
 (let (($x111 (= ?x107 ?x110)))
 (let ((?x82 (dim A 5)))
 (let (($x103 (= ?x82 (dim C 5))))
 (let ((?x41 (rank A)))
 (let ((?x42 (- ?x41 2)))
 (let (($x81 (> ?x42 5)))
 (let ((?x10 (rank C)))
 (let (($x49 (>= ?x10 2)))
 (let ((?x47 (rank B)))
 (let (($x48 (>= ?x47 2)))
 (let (($x45 (>= ?x41 2)))
 (let (($x44 (>= ax 0)))
 (let (($x105 (and (= ax ?x42) $x44 $x45 $x48 $x49 (= (- ?x47 2) ?x42) (=> (> ?x42 0) (= (dim A 0) (dim B 0))) (=> (> ?x42 1) (= (dim A 1) (dim B 1))) (=> (> ?x42 2) (= (dim A 2) (dim B 2))) (=> (> ?x42 3) (= (dim A 3) (dim B 3))) (=> (> ?x42 4) (= (dim A 4) (dim B 4))) (=> $x81 (= ?x82 (dim B 5))) (= (- ?x10 2) ?x42) (=> (> ?x42 0) (= (dim A 0) (dim C 0))) (=> (> ?x42 1) (= (dim A 1) (dim C 1))) (=> (> ?x42 2) (= (dim A 2) (dim C 2))) (=> (> ?x42 3) (= (dim A 3) (dim C 3))) (=> (> ?x42 4) (= (dim A 4) (dim C 4))) (=> $x81 $x103))))
 (=> $x105 $x111)))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (let ((?x181 (+ sym_n sym_c)))
 (let ((?x124 (matmul in_x1 in_w1)))
 (let ((?x177 (concat 0 ?x124 in_w1)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x181))))))
(assert
 (= (dim (concat 0 (matmul in_x1 in_w1) in_w1) 1) sym_c2))
(assert
 (let ((?x181 (+ sym_n sym_c)))
 (>= ?x181 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x181 (+ sym_n sym_c)))
 (let ((?x186 (idkernel2 sym_c)))
 (let ((?x193 (concat 0 in_x1 ?x186)))
 (let ((?x196 (dim ?x193 0)))
 (= ?x196 ?x181))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x181 (+ sym_n sym_c)))
 (let ((?x186 (idkernel2 sym_c)))
 (let ((?x193 (concat 0 in_x1 ?x186)))
 (let ((?x200 (matmul ?x193 in_w1)))
 (let ((?x203 (dim ?x200 0)))
 (= ?x203 ?x181)))))))
(assert
 (= (dim (matmul (concat 0 in_x1 (idkernel2 sym_c)) in_w1) 1) sym_c2))
(assert
 (let ((?x186 (idkernel2 sym_c)))
(let ((?x193 (concat 0 in_x1 ?x186)))
(let ((?x200 (matmul ?x193 in_w1)))
(let ((?x124 (matmul in_x1 in_w1)))
(let ((?x177 (concat 0 ?x124 in_w1)))
(and (distinct ?x177 ?x200) true)))))))
(check-sat)

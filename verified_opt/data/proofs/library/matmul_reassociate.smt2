; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc
; z3 rlimit used: 110766
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_p () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
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
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_p 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_k))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_k))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (dim in_C 1) sym_p))
(assert
 (= (rank (matmul in_A in_B)) 2))
(assert
 (= (dim (matmul in_A in_B) 0) sym_m))
(assert
 (= (dim (matmul in_A in_B) 1) sym_n))
(assert
 (= (rank (matmul (matmul in_A in_B) in_C)) 2))
(assert
 (= (dim (matmul (matmul in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (matmul (matmul in_A in_B) in_C) 1) sym_p))
(assert
 (= (rank (matmul in_B in_C)) 2))
(assert
 (= (dim (matmul in_B in_C) 0) sym_k))
(assert
 (= (dim (matmul in_B in_C) 1) sym_p))
(assert
 (= (rank (matmul in_A (matmul in_B in_C))) 2))
(assert
 (= (dim (matmul in_A (matmul in_B in_C)) 0) sym_m))
(assert
 (= (dim (matmul in_A (matmul in_B in_C)) 1) sym_p))
(assert
 (let ((?x174 (matmul in_B in_C)))
(let ((?x181 (matmul in_A ?x174)))
(let ((?x160 (matmul in_A in_B)))
(let ((?x167 (matmul ?x160 in_C)))
(and (distinct ?x167 ?x181) true))))))
(check-sat)

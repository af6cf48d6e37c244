; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_right
; z3 rlimit used: 112594
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x78 (add (matmul A B) (matmul A C))))
 (let ((?x75 (matmul A (add B C))))
 (let (($x79 (= ?x75 ?x78)))
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
 (=> $x73 $x79))))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
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
 (= (dim in_C 0) sym_k))
(assert
 (= (dim in_C 1) sym_n))
(assert
 (= (rank (matmul in_A in_B)) 2))
(assert
 (= (dim (matmul in_A in_B) 0) sym_m))
(assert
 (= (dim (matmul in_A in_B) 1) sym_n))
(assert
 (= (rank (matmul in_A in_C)) 2))
(assert
 (= (dim (matmul in_A in_C) 0) sym_m))
(assert
 (= (dim (matmul in_A in_C) 1) sym_n))
(assert
 (= (rank (add (matmul in_A in_B) (matmul in_A in_C))) 2))
(assert
 (= (dim (add (matmul in_A in_B) (matmul in_A in_C)) 0) sym_m))
(assert
 (= (dim (add (matmul in_A in_B) (matmul in_A in_C)) 1) sym_n))
(assert
 (= (rank (add in_B in_C)) 2))
(assert
 (= (dim (add in_B in_C) 0) sym_k))
(assert
 (= (dim (add in_B in_C) 1) sym_n))
(assert
 (= (rank (matmul in_A (add in_B in_C))) 2))
(assert
 (= (dim (matmul in_A (add in_B in_C)) 0) sym_m))
(assert
 (= (dim (matmul in_A (add in_B in_C)) 1) sym_n))
(assert
 (let ((?x180 (add in_B in_C)))
(let ((?x187 (matmul in_A ?x180)))
(let ((?x166 (matmul in_A in_C)))
(let ((?x159 (matmul in_A in_B)))
(let ((?x173 (add ?x159 ?x166)))
(and (distinct ?x173 ?x187) true)))))))
(check-sat)

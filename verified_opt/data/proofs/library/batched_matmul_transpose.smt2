; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose3
; z3 rlimit used: 4804
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun transpose3 (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_b () Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun dim (T Int) Int)
(declare-fun in_B () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x20 (matmul (transpose3 0 2 1 B) (transpose3 0 2 1 A))))
 (let ((?x17 (transpose3 0 2 1 (matmul A B))))
 (let (($x21 (= ?x17 ?x20)))
 (let (($x12 (and (= (rank A) 3) (= (rank B) 3))))
 (=> $x12 $x21))))) :pattern ( (transpose3 0 2 1 (matmul A B)) ) :pattern ( (matmul (transpose3 0 2 1 B) (transpose3 0 2 1 A)) ) :qid matmul_transpose3))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 3))
(assert
 (= (dim in_A 0) sym_b))
(assert
 (= (dim in_A 1) sym_m))
(assert
 (= (dim in_A 2) sym_k))
(assert
 (= (rank in_B) 3))
(assert
 (= (dim in_B 0) sym_b))
(assert
 (= (dim in_B 1) sym_k))
(assert
 (= (dim in_B 2) sym_n))
(assert
 (= (rank (matmul in_A in_B)) 3))
(assert
 (= (dim (matmul in_A in_B) 0) sym_b))
(assert
 (= (dim (matmul in_A in_B) 1) sym_m))
(assert
 (= (dim (matmul in_A in_B) 2) sym_n))
(assert
 (= (rank (transpose3 0 2 1 (matmul in_A in_B))) 3))
(assert
 (= (dim (transpose3 0 2 1 (matmul in_A in_B)) 0) sym_b))
(assert
 (= (dim (transpose3 0 2 1 (matmul in_A in_B)) 1) sym_n))
(assert
 (= (dim (transpose3 0 2 1 (matmul in_A in_B)) 2) sym_m))
(assert
 (= (rank (transpose3 0 2 1 in_B)) 3))
(assert
 (= (dim (transpose3 0 2 1 in_B) 0) sym_b))
(assert
 (= (dim (transpose3 0 2 1 in_B) 1) sym_n))
(assert
 (= (dim (transpose3 0 2 1 in_B) 2) sym_k))
(assert
 (= (rank (transpose3 0 2 1 in_A)) 3))
(assert
 (= (dim (transpose3 0 2 1 in_A) 0) sym_b))
(assert
 (= (dim (transpose3 0 2 1 in_A) 1) sym_k))
(assert
 (= (dim (transpose3 0 2 1 in_A) 2) sym_m))
(assert
 (let ((?x99 (transpose3 0 2 1 in_A)))
 (let ((?x90 (transpose3 0 2 1 in_B)))
 (let ((?x108 (matmul ?x90 ?x99)))
 (= (rank ?x108) 3)))))
(assert
 (let ((?x99 (transpose3 0 2 1 in_A)))
 (let ((?x90 (transpose3 0 2 1 in_B)))
 (let ((?x108 (matmul ?x90 ?x99)))
 (= (dim ?x108 0) sym_b)))))
(assert
 (let ((?x99 (transpose3 0 2 1 in_A)))
 (let ((?x90 (transpose3 0 2 1 in_B)))
 (let ((?x108 (matmul ?x90 ?x99)))
 (= (dim ?x108 1) sym_n)))))
(assert
 (let ((?x99 (transpose3 0 2 1 in_A)))
 (let ((?x90 (transpose3 0 2 1 in_B)))
 (let ((?x108 (matmul ?x90 ?x99)))
 (= (dim ?x108 2) sym_m)))))
(assert
 (let ((?x99 (transpose3 0 2 1 in_A)))
(let ((?x90 (transpose3 0 2 1 in_B)))
(let ((?x108 (matmul ?x90 ?x99)))
(let ((?x72 (matmul in_A in_B)))
(let ((?x81 (transpose3 0 2 1 ?x72)))
(and (distinct ?x81 ?x108) true)))))))
(check-sat)

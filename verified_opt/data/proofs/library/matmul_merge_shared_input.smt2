; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 75287
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x73 (concat ax (matmul A B) (matmul A C))))
 (let ((?x70 (matmul A (concat ax B C))))
 (let (($x74 (= ?x70 ?x73)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x74)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_W1) 2))
(assert
 (= (dim in_W1 0) sym_k))
(assert
 (= (dim in_W1 1) sym_n1))
(assert
 (= (rank in_W2) 2))
(assert
 (= (dim in_W2 0) sym_k))
(assert
 (= (dim in_W2 1) sym_n2))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
(assert
 (= (rank (matmul in_X in_W1)) 2))
(assert
 (= (dim (matmul in_X in_W1) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W1) 1) sym_n1))
(assert
 (= (rank (matmul in_X in_W2)) 2))
(assert
 (= (dim (matmul in_X in_W2) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W2) 1) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x136 (+ sym_n1 sym_n2)))
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x136)))))
(assert
 (= (rank (matmul in_X (concat 1 in_W1 in_W2))) 2))
(assert
 (= (dim (matmul in_X (concat 1 in_W1 in_W2)) 0) sym_m))
(assert
 (let ((?x136 (+ sym_n1 sym_n2)))
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x136))))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x145 (slice 1 0 sym_n1 ?x138)))
 (= (rank ?x145) 2)))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x145 (slice 1 0 sym_n1 ?x138)))
 (= (dim ?x145 0) sym_m)))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x145 (slice 1 0 sym_n1 ?x138)))
 (= (dim ?x145 1) sym_n1)))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x136 (+ sym_n1 sym_n2)))
 (let ((?x152 (slice 1 sym_n1 ?x136 ?x138)))
 (= (rank ?x152) 2))))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x136 (+ sym_n1 sym_n2)))
 (let ((?x152 (slice 1 sym_n1 ?x136 ?x138)))
 (= (dim ?x152 0) sym_m))))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
 (let ((?x138 (matmul in_X ?x130)))
 (let ((?x136 (+ sym_n1 sym_n2)))
 (let ((?x152 (slice 1 sym_n1 ?x136 ?x138)))
 (= (dim ?x152 1) sym_n2))))))
(assert
 (let ((?x130 (concat 1 in_W1 in_W2)))
(let ((?x138 (matmul in_X ?x130)))
(let ((?x136 (+ sym_n1 sym_n2)))
(let ((?x152 (slice 1 sym_n1 ?x136 ?x138)))
(let ((?x123 (matmul in_X in_W2)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x138)) true) (and (distinct ?x123 ?x152) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 111586
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmulb (T T) T)
(declare-fun sym_b () Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x12 (>= (rank A) 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let (($x12 (>= (rank B) 1)))
 (let (($x52 (>= (rank A) 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x83 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x80 (matmulb A (concat 1 B C))))
 (let (($x84 (= ?x80 ?x83)))
 (let (($x78 (and (= (rank A) 3) (= (rank B) 2) (= (rank C) 2))))
 (=> $x78 $x84))))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
 )
(assert
 (>= sym_b 1))
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
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (= (dim in_X 1) sym_m))
(assert
 (= (dim in_X 2) sym_k))
(assert
 (= (rank (matmulb in_X in_W1)) 3))
(assert
 (= (dim (matmulb in_X in_W1) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W1) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W1) 2) sym_n1))
(assert
 (= (rank (matmulb in_X in_W2)) 3))
(assert
 (= (dim (matmulb in_X in_W2) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W2) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W2) 2) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x149 (+ sym_n1 sym_n2)))
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x148 (dim ?x143 1)))
 (= ?x148 ?x149)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x149 (+ sym_n1 sym_n2)))
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x149))))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x160 (slice 2 0 sym_n1 ?x151)))
 (= (rank ?x160) 3)))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x160 (slice 2 0 sym_n1 ?x151)))
 (= (dim ?x160 0) sym_b)))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x160 (slice 2 0 sym_n1 ?x151)))
 (= (dim ?x160 1) sym_m)))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x160 (slice 2 0 sym_n1 ?x151)))
 (= (dim ?x160 2) sym_n1)))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x149 (+ sym_n1 sym_n2)))
 (let ((?x169 (slice 2 sym_n1 ?x149 ?x151)))
 (= (rank ?x169) 3))))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x149 (+ sym_n1 sym_n2)))
 (let ((?x169 (slice 2 sym_n1 ?x149 ?x151)))
 (= (dim ?x169 0) sym_b))))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x149 (+ sym_n1 sym_n2)))
 (let ((?x169 (slice 2 sym_n1 ?x149 ?x151)))
 (= (dim ?x169 1) sym_m))))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
 (let ((?x151 (matmulb in_X ?x143)))
 (let ((?x149 (+ sym_n1 sym_n2)))
 (let ((?x169 (slice 2 sym_n1 ?x149 ?x151)))
 (= (dim ?x169 2) sym_n2))))))
(assert
 (let ((?x143 (concat 1 in_W1 in_W2)))
(let ((?x151 (matmulb in_X ?x143)))
(let ((?x149 (+ sym_n1 sym_n2)))
(let ((?x169 (slice 2 sym_n1 ?x149 ?x151)))
(let ((?x134 (matmulb in_X in_W2)))
(or (and (distinct (matmulb in_X in_W1) (slice 2 0 sym_n1 ?x151)) true) (and (distinct ?x134 ?x169) true))))))))
(check-sat)

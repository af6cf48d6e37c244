; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 74680
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmulb (T T) T)
(declare-fun sym_b () Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
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
 (forall ((A T) (B T) (C T) )(! (let ((?x70 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x66 (matmulb A (concat 1 B C))))
 (= ?x66 ?x70))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (let ((?x133 (+ sym_n1 sym_n2)))
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x133)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x133 (+ sym_n1 sym_n2)))
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x133))))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x144 (slice 2 0 sym_n1 ?x135)))
 (= (rank ?x144) 3)))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x144 (slice 2 0 sym_n1 ?x135)))
 (= (dim ?x144 0) sym_b)))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x144 (slice 2 0 sym_n1 ?x135)))
 (= (dim ?x144 1) sym_m)))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x144 (slice 2 0 sym_n1 ?x135)))
 (= (dim ?x144 2) sym_n1)))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x133 (+ sym_n1 sym_n2)))
 (let ((?x153 (slice 2 sym_n1 ?x133 ?x135)))
 (= (rank ?x153) 3))))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x133 (+ sym_n1 sym_n2)))
 (let ((?x153 (slice 2 sym_n1 ?x133 ?x135)))
 (= (dim ?x153 0) sym_b))))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x133 (+ sym_n1 sym_n2)))
 (let ((?x153 (slice 2 sym_n1 ?x133 ?x135)))
 (= (dim ?x153 1) sym_m))))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
 (let ((?x135 (matmulb in_X ?x127)))
 (let ((?x133 (+ sym_n1 sym_n2)))
 (let ((?x153 (slice 2 sym_n1 ?x133 ?x135)))
 (= (dim ?x153 2) sym_n2))))))
(assert
 (let ((?x127 (concat 1 in_W1 in_W2)))
(let ((?x135 (matmulb in_X ?x127)))
(let ((?x133 (+ sym_n1 sym_n2)))
(let ((?x153 (slice 2 sym_n1 ?x133 ?x135)))
(let ((?x118 (matmulb in_X in_W2)))
(or (and (distinct (matmulb in_X in_W1) (slice 2 0 sym_n1 ?x135)) true) (and (distinct ?x118 ?x153) true))))))))
(check-sat)

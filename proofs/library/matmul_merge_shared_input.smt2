; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 42685
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_k () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x158 (concat ax A B)))
 (let ((?x126 (slice ax 0 n1 ?x158)))
 (let (($x159 (= ?x126 A)))
 (=> (and (= (dim A ax) n1)) $x159)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax n1 e ?x224)))
 (let (($x220 (= ?x225 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x220)))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x855 (matmul A C)))
 (let ((?x868 (concat ax (matmul A B) ?x855)))
 (let ((?x32 (concat ax B C)))
 (let ((?x861 (matmul A ?x32)))
 (let (($x870 (= ?x861 ?x868)))
 (=> (and (= ax (- (rank B) 1))) $x870)))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
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
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x3559 (dim ?x4048 1)))
 (= ?x3559 ?x3279)))))
(assert
 (= (rank (matmul in_X (concat 1 in_W1 in_W2))) 2))
(assert
 (= (dim (matmul in_X (concat 1 in_W1 in_W2)) 0) sym_m))
(assert
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x3291 (dim ?x4543 1)))
 (= ?x3291 ?x3279))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x2136 (slice 1 0 sym_n1 ?x4543)))
 (= (rank ?x2136) 2)))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x2136 (slice 1 0 sym_n1 ?x4543)))
 (= (dim ?x2136 0) sym_m)))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x2136 (slice 1 0 sym_n1 ?x4543)))
 (= (dim ?x2136 1) sym_n1)))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x2029 (slice 1 sym_n1 ?x3279 ?x4543)))
 (= (rank ?x2029) 2))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x2029 (slice 1 sym_n1 ?x3279 ?x4543)))
 (= (dim ?x2029 0) sym_m))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4543 (matmul in_X ?x4048)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x2029 (slice 1 sym_n1 ?x3279 ?x4543)))
 (= (dim ?x2029 1) sym_n2))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
(let ((?x4543 (matmul in_X ?x4048)))
(let ((?x3279 (+ sym_n1 sym_n2)))
(let ((?x2029 (slice 1 sym_n1 ?x3279 ?x4543)))
(let ((?x2816 (matmul in_X in_W2)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x4543)) true) (and (distinct ?x2816 ?x2029) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, slice_concat_left, slice_concat_right
; z3 rlimit used: 42674
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_k () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(declare-fun in_W () T)
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x769 (matmul B C)))
 (let ((?x855 (matmul A C)))
 (let ((?x893 (concat ax ?x855 ?x769)))
 (let ((?x288 (concat ax A B)))
 (let ((?x866 (matmul ?x288 C)))
 (let (($x895 (= ?x866 ?x893)))
 (=> (and (= ax (- (rank A) 2))) $x895))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_m1 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X1) 2))
(assert
 (= (dim in_X1 0) sym_m1))
(assert
 (= (dim in_X1 1) sym_k))
(assert
 (= (rank in_X2) 2))
(assert
 (= (dim in_X2 0) sym_m2))
(assert
 (= (dim in_X2 1) sym_k))
(assert
 (= (rank in_W) 2))
(assert
 (= (dim in_W 0) sym_k))
(assert
 (= (dim in_W 1) sym_n))
(assert
 (= (rank (matmul in_X1 in_W)) 2))
(assert
 (= (dim (matmul in_X1 in_W) 0) sym_m1))
(assert
 (= (dim (matmul in_X1 in_W) 1) sym_n))
(assert
 (= (rank (matmul in_X2 in_W)) 2))
(assert
 (= (dim (matmul in_X2 in_W) 0) sym_m2))
(assert
 (= (dim (matmul in_X2 in_W) 1) sym_n))
(assert
 (= (rank (concat 0 in_X1 in_X2)) 2))
(assert
 (let ((?x4514 (+ sym_m1 sym_m2)))
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3919 (dim ?x4148 0)))
 (= ?x3919 ?x4514)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_k))
(assert
 (= (rank (matmul (concat 0 in_X1 in_X2) in_W)) 2))
(assert
 (let ((?x4514 (+ sym_m1 sym_m2)))
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x3137 (dim ?x3861 0)))
 (= ?x3137 ?x4514))))))
(assert
 (= (dim (matmul (concat 0 in_X1 in_X2) in_W) 1) sym_n))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x3233 (slice 0 0 sym_m1 ?x3861)))
 (= (rank ?x3233) 2)))))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x3233 (slice 0 0 sym_m1 ?x3861)))
 (= (dim ?x3233 0) sym_m1)))))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x3233 (slice 0 0 sym_m1 ?x3861)))
 (= (dim ?x3233 1) sym_n)))))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x4514 (+ sym_m1 sym_m2)))
 (let ((?x4068 (slice 0 sym_m1 ?x4514 ?x3861)))
 (= (rank ?x4068) 2))))))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x4514 (+ sym_m1 sym_m2)))
 (let ((?x4068 (slice 0 sym_m1 ?x4514 ?x3861)))
 (= (dim ?x4068 0) sym_m2))))))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
 (let ((?x3861 (matmul ?x4148 in_W)))
 (let ((?x4514 (+ sym_m1 sym_m2)))
 (let ((?x4068 (slice 0 sym_m1 ?x4514 ?x3861)))
 (= (dim ?x4068 1) sym_n))))))
(assert
 (let ((?x4148 (concat 0 in_X1 in_X2)))
(let ((?x3861 (matmul ?x4148 in_W)))
(let ((?x4514 (+ sym_m1 sym_m2)))
(let ((?x4068 (slice 0 sym_m1 ?x4514 ?x3861)))
(let ((?x3254 (matmul in_X2 in_W)))
(or (and (distinct (matmul in_X1 in_W) (slice 0 0 sym_m1 ?x3861)) true) (and (distinct ?x3254 ?x4068) true))))))))
(check-sat)

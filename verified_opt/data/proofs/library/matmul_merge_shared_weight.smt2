; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, slice_concat_left, slice_concat_right
; z3 rlimit used: 75223
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
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_W () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x73 (concat ax (matmul A C) (matmul B C))))
 (let ((?x70 (matmul (concat ax A B) C)))
 (let (($x74 (= ?x70 ?x73)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x74)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_W) 2))
(assert
 (= (dim in_W 0) sym_k))
(assert
 (= (dim in_W 1) sym_n))
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
 (let ((?x135 (+ sym_m1 sym_m2)))
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x135)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_k))
(assert
 (= (rank (matmul (concat 0 in_X1 in_X2) in_W)) 2))
(assert
 (let ((?x135 (+ sym_m1 sym_m2)))
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x135))))))
(assert
 (= (dim (matmul (concat 0 in_X1 in_X2) in_W) 1) sym_n))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x146 (slice 0 0 sym_m1 ?x139)))
 (= (rank ?x146) 2)))))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x146 (slice 0 0 sym_m1 ?x139)))
 (= (dim ?x146 0) sym_m1)))))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x146 (slice 0 0 sym_m1 ?x139)))
 (= (dim ?x146 1) sym_n)))))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x135 (+ sym_m1 sym_m2)))
 (let ((?x153 (slice 0 sym_m1 ?x135 ?x139)))
 (= (rank ?x153) 2))))))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x135 (+ sym_m1 sym_m2)))
 (let ((?x153 (slice 0 sym_m1 ?x135 ?x139)))
 (= (dim ?x153 0) sym_m2))))))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
 (let ((?x139 (matmul ?x131 in_W)))
 (let ((?x135 (+ sym_m1 sym_m2)))
 (let ((?x153 (slice 0 sym_m1 ?x135 ?x139)))
 (= (dim ?x153 1) sym_n))))))
(assert
 (let ((?x131 (concat 0 in_X1 in_X2)))
(let ((?x139 (matmul ?x131 in_W)))
(let ((?x135 (+ sym_m1 sym_m2)))
(let ((?x153 (slice 0 sym_m1 ?x135 ?x139)))
(let ((?x124 (matmul in_X2 in_W)))
(or (and (distinct (matmul in_X1 in_W) (slice 0 0 sym_m1 ?x139)) true) (and (distinct ?x124 ?x153) true))))))))
(check-sat)

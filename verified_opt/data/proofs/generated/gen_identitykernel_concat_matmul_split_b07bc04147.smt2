; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_idkernel_left, matmul_slice_rows, slice_concat_left, slice_concat_right
; z3 rlimit used: 74918
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
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
 (forall ((A T) (c Int) )(! (let ((?x67 (matmul (idkernel2 c) A)))
 (let (($x68 (= ?x67 A)))
 (=> (and (= (dim A 0) c)) $x68))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x85 (concat ax (matmul A C) (matmul B C))))
 (let ((?x82 (matmul (concat ax A B) C)))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x86)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x110 (matmul (slice ax s e A) B)))
 (let ((?x108 (slice ax s e (matmul A B))))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x105 (>= e 1)))
 (let (($x79 (>= s 0)))
 (let (($x103 (>= ax 0)))
 (=> (and (= ax (- (rank A) 2)) (<= s e) $x103 $x79 $x105) $x111))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x156 (+ sym_n sym_c)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x156))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x156 (+ sym_n sym_c)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x163 (dim ?x160 0)))
 (= ?x163 ?x156)))))))
(assert
 (= (dim (matmul (concat 0 in_x1 (idkernel2 sym_c)) in_w1) 1) sym_c2))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x167 (slice 0 0 sym_n ?x160)))
 (= (rank ?x167) 2))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x167 (slice 0 0 sym_n ?x160)))
 (= (dim ?x167 0) sym_n))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x167 (slice 0 0 sym_n ?x160)))
 (= (dim ?x167 1) sym_c2))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x156 (+ sym_n sym_c)))
 (let ((?x174 (slice 0 sym_n ?x156 ?x160)))
 (= (rank ?x174) 2)))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x156 (+ sym_n sym_c)))
 (let ((?x174 (slice 0 sym_n ?x156 ?x160)))
 (= (dim ?x174 0) sym_c)))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 0 in_x1 ?x145)))
 (let ((?x160 (matmul ?x152 in_w1)))
 (let ((?x156 (+ sym_n sym_c)))
 (let ((?x174 (slice 0 sym_n ?x156 ?x160)))
 (= (dim ?x174 1) sym_c2)))))))
(assert
 (let ((?x156 (+ sym_n sym_c)))
 (>= ?x156 0)))
(assert
 (let ((?x145 (idkernel2 sym_c)))
(let ((?x152 (concat 0 in_x1 ?x145)))
(let ((?x160 (matmul ?x152 in_w1)))
(let ((?x156 (+ sym_n sym_c)))
(let ((?x174 (slice 0 sym_n ?x156 ?x160)))
(and (distinct ?x174 in_w1) true)))))))
(check-sat)

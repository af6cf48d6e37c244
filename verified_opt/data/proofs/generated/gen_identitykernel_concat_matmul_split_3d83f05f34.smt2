; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, matmul_slice_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 75045
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
 (forall ((A T) (c Int) )(! (let ((?x68 (matmul A (idkernel2 c))))
 (let (($x69 (= ?x68 A)))
 (=> (and (= (dim A 1) c)) $x69))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x85 (concat ax (matmul A B) (matmul A C))))
 (let ((?x82 (matmul A (concat ax B C))))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x86)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x109 (matmul A (slice ax s e B))))
 (let ((?x107 (slice ax s e (matmul A B))))
 (let (($x110 (= ?x107 ?x109)))
 (let (($x104 (>= e 1)))
 (let (($x103 (>= s 0)))
 (let (($x102 (>= ax 1)))
 (=> (and (= ax (- (rank B) 1)) (<= s e) $x102 $x103 $x104) $x110))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x157 (dim ?x152 1)))
 (= ?x157 ?x158))))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_n))
(assert
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x165 (dim ?x160 1)))
 (= ?x165 ?x158)))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x167 (slice 1 0 sym_c2 ?x160)))
 (= (rank ?x167) 2))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x167 (slice 1 0 sym_c2 ?x160)))
 (= (dim ?x167 0) sym_n))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x167 (slice 1 0 sym_c2 ?x160)))
 (= (dim ?x167 1) sym_c2))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x174 (slice 1 sym_c2 ?x158 ?x160)))
 (= (rank ?x174) 2)))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x174 (slice 1 sym_c2 ?x158 ?x160)))
 (= (dim ?x174 0) sym_n)))))))
(assert
 (let ((?x145 (idkernel2 sym_c)))
 (let ((?x152 (concat 1 in_w1 ?x145)))
 (let ((?x160 (matmul in_x1 ?x152)))
 (let ((?x158 (+ sym_c2 sym_c)))
 (let ((?x174 (slice 1 sym_c2 ?x158 ?x160)))
 (= (dim ?x174 1) sym_c)))))))
(assert
 (let ((?x158 (+ sym_c2 sym_c)))
 (>= ?x158 0)))
(assert
 (let ((?x145 (idkernel2 sym_c)))
(let ((?x152 (concat 1 in_w1 ?x145)))
(let ((?x160 (matmul in_x1 ?x152)))
(let ((?x158 (+ sym_c2 sym_c)))
(let ((?x174 (slice 1 sym_c2 ?x158 ?x160)))
(and (distinct ?x174 in_x1) true)))))))
(check-sat)

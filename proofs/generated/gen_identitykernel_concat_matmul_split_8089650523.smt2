; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right, matmul_slice_cols, slice_concat_left
; z3 rlimit used: 49079
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
 (forall ((A T) (c Int) )(! (let ((?x45 (matmul A (idkernel2 c))))
 (let (($x46 (= ?x45 A)))
 (=> (and (= (dim A 1) c)) $x46))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x63 (matmul A (slice ax s e B))))
 (let ((?x61 (slice ax s e (matmul A B))))
 (let (($x64 (= ?x61 ?x63)))
 (=> (and (= ax (- (rank B) 1)) (<= s e)) $x64)))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x114))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_n))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x114)))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x123 (slice 1 0 sym_c ?x116)))
 (= (rank ?x123) 2))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x123 (slice 1 0 sym_c ?x116)))
 (= (dim ?x123 0) sym_n))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x123 (slice 1 0 sym_c ?x116)))
 (= (dim ?x123 1) sym_c))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 sym_c ?x114 ?x116)))
 (= (rank ?x130) 2)))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 sym_c ?x114 ?x116)))
 (= (dim ?x130 0) sym_n)))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (concat 1 ?x101 in_w1)))
 (let ((?x116 (matmul in_x1 ?x108)))
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 sym_c ?x114 ?x116)))
 (= (dim ?x130 1) sym_c2)))))))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (>= ?x114 0)))
(assert
 (let ((?x101 (idkernel2 sym_c)))
(let ((?x108 (concat 1 ?x101 in_w1)))
(let ((?x116 (matmul in_x1 ?x108)))
(let ((?x123 (slice 1 0 sym_c ?x116)))
(and (distinct ?x123 in_x1) true))))))
(check-sat)

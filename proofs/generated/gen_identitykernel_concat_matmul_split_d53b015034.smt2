; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_left
; z3 rlimit used: 49034
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
 (forall ((A T) (c Int) )(! (let ((?x44 (matmul (idkernel2 c) A)))
 (let (($x45 (= ?x44 A)))
 (=> (and (= (dim A 0) c)) $x45))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x63 (matmul (slice ax s e A) B)))
 (let ((?x61 (slice ax s e (matmul A B))))
 (let (($x64 (= ?x61 ?x63)))
 (=> (and (= ax (- (rank A) 2)) (<= s e)) $x64)))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x113 (+ sym_c sym_n)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x113))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1)) 2))
(assert
 (let ((?x113 (+ sym_c sym_n)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x113)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1) 1) sym_c2))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x124 (slice 0 0 sym_c ?x117)))
 (= (rank ?x124) 2))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x124 (slice 0 0 sym_c ?x117)))
 (= (dim ?x124 0) sym_c))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x124 (slice 0 0 sym_c ?x117)))
 (= (dim ?x124 1) sym_c2))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x113 (+ sym_c sym_n)))
 (let ((?x131 (slice 0 sym_c ?x113 ?x117)))
 (= (rank ?x131) 2)))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x113 (+ sym_c sym_n)))
 (let ((?x131 (slice 0 sym_c ?x113 ?x117)))
 (= (dim ?x131 0) sym_n)))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x102 in_x1)))
 (let ((?x117 (matmul ?x109 in_w1)))
 (let ((?x113 (+ sym_c sym_n)))
 (let ((?x131 (slice 0 sym_c ?x113 ?x117)))
 (= (dim ?x131 1) sym_c2)))))))
(assert
 (let ((?x113 (+ sym_c sym_n)))
 (>= ?x113 0)))
(assert
 (let ((?x102 (idkernel2 sym_c)))
(let ((?x109 (concat 0 ?x102 in_x1)))
(let ((?x117 (matmul ?x109 in_w1)))
(let ((?x124 (slice 0 0 sym_c ?x117)))
(and (distinct ?x124 in_w1) true))))))
(check-sat)

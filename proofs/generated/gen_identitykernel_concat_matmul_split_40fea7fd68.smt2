; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_left
; z3 rlimit used: 48884
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
(declare-fun in_w1 () T)
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
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_w1)) 2))
(assert
 (let ((?x102 (* 2 sym_c)))
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x102))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1)) 2))
(assert
 (let ((?x102 (* 2 sym_c)))
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x109 (dim ?x106 0)))
 (= ?x109 ?x102)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x113 (slice 0 0 sym_c ?x106)))
 (= (rank ?x113) 2))))))
(assert
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x113 (slice 0 0 sym_c ?x106)))
 (= (dim ?x113 0) sym_c))))))
(assert
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x113 (slice 0 0 sym_c ?x106)))
 (= (dim ?x113 1) sym_c))))))
(assert
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x102 (* 2 sym_c)))
 (let ((?x120 (slice 0 sym_c ?x102 ?x106)))
 (= (rank ?x120) 2)))))))
(assert
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x102 (* 2 sym_c)))
 (let ((?x120 (slice 0 sym_c ?x102 ?x106)))
 (= (dim ?x120 0) sym_c)))))))
(assert
 (let ((?x91 (idkernel2 sym_c)))
 (let ((?x98 (concat 0 ?x91 in_w1)))
 (let ((?x106 (matmul ?x98 in_w1)))
 (let ((?x102 (* 2 sym_c)))
 (let ((?x120 (slice 0 sym_c ?x102 ?x106)))
 (= (dim ?x120 1) sym_c)))))))
(assert
 (let ((?x102 (* 2 sym_c)))
 (>= ?x102 0)))
(assert
 (let ((?x91 (idkernel2 sym_c)))
(let ((?x98 (concat 0 ?x91 in_w1)))
(let ((?x106 (matmul ?x98 in_w1)))
(let ((?x113 (slice 0 0 sym_c ?x106)))
(and (distinct ?x113 in_w1) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right, matmul_slice_cols, slice_concat_left
; z3 rlimit used: 74756
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
 (forall ((A T) (c Int) )(! (let ((?x45 (matmul A (idkernel2 c))))
 (let (($x46 (= ?x45 A)))
 (=> (and (= (dim A 1) c)) $x46))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x66 (matmul A (slice ax s e B))))
 (let ((?x64 (slice ax s e (matmul A B))))
 (let (($x67 (= ?x64 ?x66)))
 (let (($x60 (>= e 1)))
 (let (($x59 (>= s 0)))
 (let (($x58 (>= ax 1)))
 (=> (and (= ax (- (rank B) 1)) (<= s e) $x58 $x59 $x60) $x67))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x106 (* 2 sym_c)))
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x106))))))
(assert
 (= (rank (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_c))
(assert
 (let ((?x106 (* 2 sym_c)))
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x106)))))))
(assert
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x115 (slice 1 0 sym_c ?x108)))
 (= (rank ?x115) 2))))))
(assert
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x115 (slice 1 0 sym_c ?x108)))
 (= (dim ?x115 0) sym_c))))))
(assert
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x115 (slice 1 0 sym_c ?x108)))
 (= (dim ?x115 1) sym_c))))))
(assert
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x106 (* 2 sym_c)))
 (let ((?x122 (slice 1 sym_c ?x106 ?x108)))
 (= (rank ?x122) 2)))))))
(assert
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x106 (* 2 sym_c)))
 (let ((?x122 (slice 1 sym_c ?x106 ?x108)))
 (= (dim ?x122 0) sym_c)))))))
(assert
 (let ((?x93 (idkernel2 sym_c)))
 (let ((?x100 (concat 1 ?x93 in_w1)))
 (let ((?x108 (matmul in_w1 ?x100)))
 (let ((?x106 (* 2 sym_c)))
 (let ((?x122 (slice 1 sym_c ?x106 ?x108)))
 (= (dim ?x122 1) sym_c)))))))
(assert
 (let ((?x106 (* 2 sym_c)))
 (>= ?x106 0)))
(assert
 (let ((?x93 (idkernel2 sym_c)))
(let ((?x100 (concat 1 ?x93 in_w1)))
(let ((?x108 (matmul in_w1 ?x100)))
(let ((?x115 (slice 1 0 sym_c ?x108)))
(and (distinct ?x115 in_w1) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_right, matmul_slice_cols, slice_concat_left
; z3 rlimit used: 74796
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
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x117))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_n))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x117)))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x126 (slice 1 0 sym_c ?x119)))
 (= (rank ?x126) 2))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x126 (slice 1 0 sym_c ?x119)))
 (= (dim ?x126 0) sym_n))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x126 (slice 1 0 sym_c ?x119)))
 (= (dim ?x126 1) sym_c))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x133 (slice 1 sym_c ?x117 ?x119)))
 (= (rank ?x133) 2)))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x133 (slice 1 sym_c ?x117 ?x119)))
 (= (dim ?x133 0) sym_n)))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_x1 ?x111)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x133 (slice 1 sym_c ?x117 ?x119)))
 (= (dim ?x133 1) sym_c2)))))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (>= ?x117 0)))
(assert
 (let ((?x104 (idkernel2 sym_c)))
(let ((?x111 (concat 1 ?x104 in_w1)))
(let ((?x119 (matmul in_x1 ?x111)))
(let ((?x126 (slice 1 0 sym_c ?x119)))
(and (distinct ?x126 in_x1) true))))))
(check-sat)

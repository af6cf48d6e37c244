; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_left
; z3 rlimit used: 74646
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
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x67 (matmul (slice ax s e A) B)))
 (let ((?x65 (slice ax s e (matmul A B))))
 (let (($x68 (= ?x65 ?x67)))
 (let (($x62 (>= e 1)))
 (let (($x60 (>= s 0)))
 (let (($x59 (>= ax 0)))
 (=> (and (= ax (- (rank A) 2)) (<= s e) $x59 $x60 $x62) $x68))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (let ((?x105 (* 2 sym_c)))
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x104 (dim ?x101 0)))
 (= ?x104 ?x105))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1)) 2))
(assert
 (let ((?x105 (* 2 sym_c)))
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x105)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x116 (slice 0 0 sym_c ?x109)))
 (= (rank ?x116) 2))))))
(assert
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x116 (slice 0 0 sym_c ?x109)))
 (= (dim ?x116 0) sym_c))))))
(assert
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x116 (slice 0 0 sym_c ?x109)))
 (= (dim ?x116 1) sym_c))))))
(assert
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x105 (* 2 sym_c)))
 (let ((?x123 (slice 0 sym_c ?x105 ?x109)))
 (= (rank ?x123) 2)))))))
(assert
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x105 (* 2 sym_c)))
 (let ((?x123 (slice 0 sym_c ?x105 ?x109)))
 (= (dim ?x123 0) sym_c)))))))
(assert
 (let ((?x94 (idkernel2 sym_c)))
 (let ((?x101 (concat 0 ?x94 in_w1)))
 (let ((?x109 (matmul ?x101 in_w1)))
 (let ((?x105 (* 2 sym_c)))
 (let ((?x123 (slice 0 sym_c ?x105 ?x109)))
 (= (dim ?x123 1) sym_c)))))))
(assert
 (let ((?x105 (* 2 sym_c)))
 (>= ?x105 0)))
(assert
 (let ((?x94 (idkernel2 sym_c)))
(let ((?x101 (concat 0 ?x94 in_w1)))
(let ((?x109 (matmul ?x101 in_w1)))
(let ((?x116 (slice 0 0 sym_c ?x109)))
(and (distinct ?x116 in_w1) true))))))
(check-sat)

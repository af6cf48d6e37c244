; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_slice_cols, slice_concat_first, slice_concat_left, slice_concat_right
; z3 rlimit used: 47476
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_k () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_W3 () T)
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
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x252 (slice ax s e A)))
 (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax s e ?x224)))
 (let (($x255 (= ?x225 ?x252)))
 (=> (and (<= s e) (<= e (dim A ax))) $x255))))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x32 (concat ax B C)))
 (let ((?x310 (concat ax A ?x32)))
 (let ((?x288 (concat ax A B)))
 (let ((?x193 (concat ax ?x288 C)))
 (= ?x193 ?x310))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x69 (slice ax s e B)))
 (let ((?x767 (matmul A ?x69)))
 (let ((?x402 (slice ax s e (matmul A B))))
 (let (($x766 (= ?x402 ?x767)))
 (=> (and (= ax (- (rank B) 1)) (<= s e)) $x766))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_n3 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
(assert
 (= (rank in_W1) 2))
(assert
 (= (dim in_W1 0) sym_k))
(assert
 (= (dim in_W1 1) sym_n1))
(assert
 (= (rank in_W2) 2))
(assert
 (= (dim in_W2 0) sym_k))
(assert
 (= (dim in_W2 1) sym_n2))
(assert
 (= (rank in_W3) 2))
(assert
 (= (dim in_W3 0) sym_k))
(assert
 (= (dim in_W3 1) sym_n3))
(assert
 (= (rank (matmul in_X in_W1)) 2))
(assert
 (= (dim (matmul in_X in_W1) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W1) 1) sym_n1))
(assert
 (= (rank (matmul in_X in_W2)) 2))
(assert
 (= (dim (matmul in_X in_W2) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W2) 1) sym_n2))
(assert
 (= (rank (matmul in_X in_W3)) 2))
(assert
 (= (dim (matmul in_X in_W3) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W3) 1) sym_n3))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x3559 (dim ?x4048 1)))
 (= ?x3559 ?x3279)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x3708 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x2043 (dim ?x4118 1)))
 (= ?x2043 ?x3708))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (= (rank ?x3198) 2)))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (= (dim ?x3198 0) sym_m)))))
(assert
 (let ((?x3708 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3796 (dim ?x3198 1)))
 (= ?x3796 ?x3708)))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3269 (slice 1 0 sym_n1 ?x3198)))
 (= (rank ?x3269) 2))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3269 (slice 1 0 sym_n1 ?x3198)))
 (= (dim ?x3269 0) sym_m))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3269 (slice 1 0 sym_n1 ?x3198)))
 (= (dim ?x3269 1) sym_n1))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x4550 (slice 1 sym_n1 ?x3279 ?x3198)))
 (= (rank ?x4550) 2)))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x4550 (slice 1 sym_n1 ?x3279 ?x3198)))
 (= (dim ?x4550 0) sym_m)))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x4550 (slice 1 sym_n1 ?x3279 ?x3198)))
 (= (dim ?x4550 1) sym_n2)))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3708 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x3118 (slice 1 ?x3279 ?x3708 ?x3198)))
 (= (rank ?x3118) 2))))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3708 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x3118 (slice 1 ?x3279 ?x3708 ?x3198)))
 (= (dim ?x3118 0) sym_m))))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
 (let ((?x4118 (concat 1 ?x4048 in_W3)))
 (let ((?x3198 (matmul in_X ?x4118)))
 (let ((?x3708 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x3279 (+ sym_n1 sym_n2)))
 (let ((?x3118 (slice 1 ?x3279 ?x3708 ?x3198)))
 (= (dim ?x3118 1) sym_n3))))))))
(assert
 (let ((?x4048 (concat 1 in_W1 in_W2)))
(let ((?x4118 (concat 1 ?x4048 in_W3)))
(let ((?x3198 (matmul in_X ?x4118)))
(let ((?x3708 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x3279 (+ sym_n1 sym_n2)))
(let ((?x3118 (slice 1 ?x3279 ?x3708 ?x3198)))
(let ((?x3425 (matmul in_X in_W3)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x3198)) true) (and (distinct (matmul in_X in_W2) (slice 1 sym_n1 ?x3279 ?x3198)) true) (and (distinct ?x3425 ?x3118) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_concat_cols, matmul_slice_cols, slice_concat3_middle, slice_concat3_right, slice_concat_left
; z3 rlimit used: 79054
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
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_W3 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x13 (concat ax A B)))
 (let ((?x14 (slice ax 0 n1 ?x13)))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) )(! (let ((?x40 (dim A ax)))
 (let ((?x45 (slice ax ?x40 _t0 (concat ax A (concat ax B C)))))
 (let (($x46 (= ?x45 B)))
 (=> (and (= _t0 (+ ?x40 (dim B ax)))) $x46)))) :pattern ( (slice ax (dim A ax) _t0 (concat ax A (concat ax B C))) ) :qid slice_concat3_middle))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) (_t1 Int) )(! (let ((?x69 (slice ax _t0 _t1 (concat ax A (concat ax B C)))))
 (let (($x70 (= ?x69 C)))
 (let (($x66 (and (= _t0 (+ (dim A ax) (dim B ax))) (= _t1 (+ (+ (dim A ax) (dim B ax)) (dim C ax))))))
 (=> $x66 $x70)))) :pattern ( (slice ax _t0 _t1 (concat ax A (concat ax B C))) ) :qid slice_concat3_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x88 (concat ax B C)))
 (let ((?x89 (concat ax A ?x88)))
 (let ((?x87 (concat ax (concat ax A B) C)))
 (= ?x87 ?x89)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x103 (concat ax (matmul A B) (matmul A C))))
 (let ((?x88 (concat ax B C)))
 (let ((?x100 (matmul A ?x88)))
 (let (($x104 (= ?x100 ?x103)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x104))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x127 (matmul A (slice ax s e B))))
 (let ((?x125 (slice ax s e (matmul A B))))
 (let (($x128 (= ?x125 ?x127)))
 (let (($x122 (>= e 1)))
 (let (($x121 (>= s 0)))
 (let (($x120 (>= ax 1)))
 (=> (and (= ax (- (rank B) 1)) (<= s e) $x120 $x121 $x122) $x128))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_n3 1))
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
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
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
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x207 (dim ?x202 1)))
 (= ?x207 ?x208)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x216 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x215 (dim ?x210 1)))
 (= ?x215 ?x216))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (= (rank ?x218) 2)))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (= (dim ?x218 0) sym_m)))))
(assert
 (let ((?x216 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x223 (dim ?x218 1)))
 (= ?x223 ?x216)))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x225 (slice 1 0 sym_n1 ?x218)))
 (= (rank ?x225) 2))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x225 (slice 1 0 sym_n1 ?x218)))
 (= (dim ?x225 0) sym_m))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x225 (slice 1 0 sym_n1 ?x218)))
 (= (dim ?x225 1) sym_n1))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x232 (slice 1 sym_n1 ?x208 ?x218)))
 (= (rank ?x232) 2)))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x232 (slice 1 sym_n1 ?x208 ?x218)))
 (= (dim ?x232 0) sym_m)))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x232 (slice 1 sym_n1 ?x208 ?x218)))
 (= (dim ?x232 1) sym_n2)))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x216 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x239 (slice 1 ?x208 ?x216 ?x218)))
 (= (rank ?x239) 2))))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x216 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x239 (slice 1 ?x208 ?x216 ?x218)))
 (= (dim ?x239 0) sym_m))))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
 (let ((?x210 (concat 1 ?x202 in_W3)))
 (let ((?x218 (matmul in_X ?x210)))
 (let ((?x216 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x208 (+ sym_n1 sym_n2)))
 (let ((?x239 (slice 1 ?x208 ?x216 ?x218)))
 (= (dim ?x239 1) sym_n3))))))))
(assert
 (let ((?x202 (concat 1 in_W1 in_W2)))
(let ((?x210 (concat 1 ?x202 in_W3)))
(let ((?x218 (matmul in_X ?x210)))
(let ((?x216 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x208 (+ sym_n1 sym_n2)))
(let ((?x239 (slice 1 ?x208 ?x216 ?x218)))
(let ((?x195 (matmul in_X in_W3)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x218)) true) (and (distinct (matmul in_X in_W2) (slice 1 sym_n1 ?x208 ?x218)) true) (and (distinct ?x195 ?x239) true))))))))))
(check-sat)

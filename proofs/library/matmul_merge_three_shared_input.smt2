; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_slice_cols, slice_concat_first, slice_concat_left, slice_concat_right
; z3 rlimit used: 56934
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
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x48 (slice ax s e (concat ax A B))))
 (let (($x66 (= ?x48 (slice ax s e A))))
 (=> (and (<= s e) (<= e (dim A ax))) $x66))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x82 (concat ax A (concat ax B C))))
 (let ((?x80 (concat ax (concat ax A B) C)))
 (= ?x80 ?x82))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x95 (matmul A (slice ax s e B))))
 (let ((?x93 (slice ax s e (matmul A B))))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (= ax (- (rank B) 1)) (<= s e)) $x96)))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x173 (dim ?x168 1)))
 (= ?x173 ?x174)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x182 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x181 (dim ?x176 1)))
 (= ?x181 ?x182))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (= (rank ?x184) 2)))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (= (dim ?x184 0) sym_m)))))
(assert
 (let ((?x182 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x189 (dim ?x184 1)))
 (= ?x189 ?x182)))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x191 (slice 1 0 sym_n1 ?x184)))
 (= (rank ?x191) 2))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x191 (slice 1 0 sym_n1 ?x184)))
 (= (dim ?x191 0) sym_m))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x191 (slice 1 0 sym_n1 ?x184)))
 (= (dim ?x191 1) sym_n1))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x198 (slice 1 sym_n1 ?x174 ?x184)))
 (= (rank ?x198) 2)))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x198 (slice 1 sym_n1 ?x174 ?x184)))
 (= (dim ?x198 0) sym_m)))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x198 (slice 1 sym_n1 ?x174 ?x184)))
 (= (dim ?x198 1) sym_n2)))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x182 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x205 (slice 1 ?x174 ?x182 ?x184)))
 (= (rank ?x205) 2))))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x182 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x205 (slice 1 ?x174 ?x182 ?x184)))
 (= (dim ?x205 0) sym_m))))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
 (let ((?x176 (concat 1 ?x168 in_W3)))
 (let ((?x184 (matmul in_X ?x176)))
 (let ((?x182 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x174 (+ sym_n1 sym_n2)))
 (let ((?x205 (slice 1 ?x174 ?x182 ?x184)))
 (= (dim ?x205 1) sym_n3))))))))
(assert
 (let ((?x168 (concat 1 in_W1 in_W2)))
(let ((?x176 (concat 1 ?x168 in_W3)))
(let ((?x184 (matmul in_X ?x176)))
(let ((?x182 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x174 (+ sym_n1 sym_n2)))
(let ((?x205 (slice 1 ?x174 ?x182 ?x184)))
(let ((?x161 (matmul in_X in_W3)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x184)) true) (and (distinct (matmul in_X in_W2) (slice 1 sym_n1 ?x174 ?x184)) true) (and (distinct ?x161 ?x205) true))))))))))
(check-sat)

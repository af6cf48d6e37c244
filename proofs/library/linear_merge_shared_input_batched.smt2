; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 69217
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun addb (T T) T)
(declare-fun rank (T) Int)
(declare-fun matmulb (T T) T)
(declare-fun sym_b () Int)
(declare-fun sym_m () Int)
(declare-fun sym_k () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
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
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x74 (concat ax (addb P U) (addb Q V))))
 (let ((?x71 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x75 (= ?x71 ?x74)))
 (=> (and (= ax (- (rank P) 1)) (>= ax 1)) $x75)))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x93 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x81 (matmulb A (concat 1 B C))))
 (= ?x81 ?x93))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (= (dim in_X 1) sym_m))
(assert
 (= (dim in_X 2) sym_k))
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
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_n1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_n2))
(assert
 (= (rank (matmulb in_X in_W1)) 3))
(assert
 (= (dim (matmulb in_X in_W1) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W1) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W1) 2) sym_n1))
(assert
 (= (rank (addb (matmulb in_X in_W1) in_B1)) 3))
(assert
 (= (dim (addb (matmulb in_X in_W1) in_B1) 0) sym_b))
(assert
 (= (dim (addb (matmulb in_X in_W1) in_B1) 1) sym_m))
(assert
 (= (dim (addb (matmulb in_X in_W1) in_B1) 2) sym_n1))
(assert
 (= (rank (matmulb in_X in_W2)) 3))
(assert
 (= (dim (matmulb in_X in_W2) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W2) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W2) 2) sym_n2))
(assert
 (= (rank (addb (matmulb in_X in_W2) in_B2)) 3))
(assert
 (= (dim (addb (matmulb in_X in_W2) in_B2) 0) sym_b))
(assert
 (= (dim (addb (matmulb in_X in_W2) in_B2) 1) sym_m))
(assert
 (= (dim (addb (matmulb in_X in_W2) in_B2) 2) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x183 (dim ?x178 1)))
 (= ?x183 ?x184)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x189 (dim ?x186 0)))
 (= ?x189 ?x184)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x184))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (= (rank ?x200) 3))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (= (dim ?x200 0) sym_b))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (= (dim ?x200 1) sym_m))))))
(assert
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x184))))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x209 (slice 2 0 sym_n1 ?x200)))
 (= (rank ?x209) 3)))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x209 (slice 2 0 sym_n1 ?x200)))
 (= (dim ?x209 0) sym_b)))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x209 (slice 2 0 sym_n1 ?x200)))
 (= (dim ?x209 1) sym_m)))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x209 (slice 2 0 sym_n1 ?x200)))
 (= (dim ?x209 2) sym_n1)))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x218 (slice 2 sym_n1 ?x184 ?x200)))
 (= (rank ?x218) 3))))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x218 (slice 2 sym_n1 ?x184 ?x200)))
 (= (dim ?x218 0) sym_b))))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x218 (slice 2 sym_n1 ?x184 ?x200)))
 (= (dim ?x218 1) sym_m))))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
 (let ((?x178 (concat 1 in_W1 in_W2)))
 (let ((?x191 (matmulb in_X ?x178)))
 (let ((?x200 (addb ?x191 ?x186)))
 (let ((?x184 (+ sym_n1 sym_n2)))
 (let ((?x218 (slice 2 sym_n1 ?x184 ?x200)))
 (= (dim ?x218 2) sym_n2))))))))
(assert
 (let ((?x186 (concat 0 in_B1 in_B2)))
(let ((?x178 (concat 1 in_W1 in_W2)))
(let ((?x191 (matmulb in_X ?x178)))
(let ((?x200 (addb ?x191 ?x186)))
(let ((?x184 (+ sym_n1 sym_n2)))
(let ((?x218 (slice 2 sym_n1 ?x184 ?x200)))
(let ((?x160 (matmulb in_X in_W2)))
(let ((?x169 (addb ?x160 in_B2)))
(let ((?x209 (slice 2 0 sym_n1 ?x200)))
(let ((?x142 (matmulb in_X in_W1)))
(let ((?x151 (addb ?x142 in_B1)))
(or (and (distinct ?x151 ?x209) true) (and (distinct ?x169 ?x218) true))))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 77042
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
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
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
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x77 (concat ax (addb P U) (addb Q V))))
 (let ((?x74 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x78 (= ?x74 ?x77)))
 (let (($x69 (>= ax 1)))
 (let (($x68 (= (dim U 0) (dim P ax))))
 (=> (and (= ax (- (rank P) 1)) $x68 $x69) $x78)))))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x96 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x84 (matmulb A (concat 1 B C))))
 (= ?x84 ?x96))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_n1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_n2))
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
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (= (dim in_X 1) sym_m))
(assert
 (= (dim in_X 2) sym_k))
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
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x186 (dim ?x181 1)))
 (= ?x186 ?x187)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x192 (dim ?x189 0)))
 (= ?x192 ?x187)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x187))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (= (rank ?x203) 3))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (= (dim ?x203 0) sym_b))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (= (dim ?x203 1) sym_m))))))
(assert
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x187))))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x212 (slice 2 0 sym_n1 ?x203)))
 (= (rank ?x212) 3)))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x212 (slice 2 0 sym_n1 ?x203)))
 (= (dim ?x212 0) sym_b)))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x212 (slice 2 0 sym_n1 ?x203)))
 (= (dim ?x212 1) sym_m)))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x212 (slice 2 0 sym_n1 ?x203)))
 (= (dim ?x212 2) sym_n1)))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x221 (slice 2 sym_n1 ?x187 ?x203)))
 (= (rank ?x221) 3))))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x221 (slice 2 sym_n1 ?x187 ?x203)))
 (= (dim ?x221 0) sym_b))))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x221 (slice 2 sym_n1 ?x187 ?x203)))
 (= (dim ?x221 1) sym_m))))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
 (let ((?x181 (concat 1 in_W1 in_W2)))
 (let ((?x194 (matmulb in_X ?x181)))
 (let ((?x203 (addb ?x194 ?x189)))
 (let ((?x187 (+ sym_n1 sym_n2)))
 (let ((?x221 (slice 2 sym_n1 ?x187 ?x203)))
 (= (dim ?x221 2) sym_n2))))))))
(assert
 (let ((?x189 (concat 0 in_B1 in_B2)))
(let ((?x181 (concat 1 in_W1 in_W2)))
(let ((?x194 (matmulb in_X ?x181)))
(let ((?x203 (addb ?x194 ?x189)))
(let ((?x187 (+ sym_n1 sym_n2)))
(let ((?x221 (slice 2 sym_n1 ?x187 ?x203)))
(let ((?x163 (matmulb in_X in_W2)))
(let ((?x172 (addb ?x163 in_B2)))
(let ((?x212 (slice 2 0 sym_n1 ?x203)))
(let ((?x145 (matmulb in_X in_W1)))
(let ((?x154 (addb ?x145 in_B1)))
(or (and (distinct ?x154 ?x212) true) (and (distinct ?x172 ?x221) true))))))))))))))
(check-sat)

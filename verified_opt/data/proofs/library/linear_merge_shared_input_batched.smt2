; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, addb_comm, matmul_concat_cols_shared, slice_concat_left, slice_concat_right
; z3 rlimit used: 113633
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun addb (T T) T)
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x121 (concat ax (addb P U) (addb Q V))))
 (let ((?x118 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x122 (= ?x118 ?x121)))
 (let (($x113 (= (dim P 5) (dim Q 5))))
 (let (($x107 (= (dim P 4) (dim Q 4))))
 (let (($x101 (= (dim P 3) (dim Q 3))))
 (let (($x95 (= (dim P 2) (dim Q 2))))
 (let (($x89 (= (dim P 1) (dim Q 1))))
 (let (($x84 (= (dim P 0) (dim Q 0))))
 (let ((?x77 (rank V)))
 (let (($x78 (= ?x77 1)))
 (let ((?x14 (rank U)))
 (let (($x75 (= ?x14 1)))
 (let ((?x10 (rank Q)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank P)))
 (let (($x52 (>= ?x51 1)))
 (let (($x74 (>= ax 1)))
 (let (($x73 (= (dim U 0) (dim P ax))))
 (let (($x115 (and (= ax (- ?x51 1)) $x73 $x74 $x52 $x12 $x75 $x78 (= (- ?x10 1) (- ?x51 1)) (=> (> (- ?x51 1) 0) $x84) (=> (> (- ?x51 1) 1) $x89) (=> (> (- ?x51 1) 2) $x95) (=> (> (- ?x51 1) 3) $x101) (=> (> (- ?x51 1) 4) $x107) (=> (> (- ?x51 1) 5) $x113))))
 (=> $x115 $x122))))))))))))))))))))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x133 (addb Y X)))
 (let ((?x127 (addb X Y)))
 (let (($x166 (= ?x127 ?x133)))
 (let (($x134 (and (>= (rank X) 1) (= (rank Y) 1))))
 (=> $x134 $x166))))) :pattern ( (addb X Y) ) :pattern ( (addb Y X) ) :qid addb_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x172 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x155 (matmulb A (concat 1 B C))))
 (let (($x173 (= ?x155 ?x172)))
 (let (($x138 (and (= (rank A) 3) (= (rank B) 2) (= (rank C) 2))))
 (=> $x138 $x173))))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x265 (dim ?x260 1)))
 (= ?x265 ?x266)))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x271 (dim ?x268 0)))
 (= ?x271 ?x266)))))
(assert
 (= (rank (matmulb in_X (concat 1 in_W1 in_W2))) 3))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 0) sym_b))
(assert
 (= (dim (matmulb in_X (concat 1 in_W1 in_W2)) 1) sym_m))
(assert
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x266))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (= (rank ?x282) 3))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (= (dim ?x282 0) sym_b))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (= (dim ?x282 1) sym_m))))))
(assert
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x266))))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (rank ?x291) 3)))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (dim ?x291 0) sym_b)))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (dim ?x291 1) sym_m)))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (dim ?x291 2) sym_n1)))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x266 ?x282)))
 (= (rank ?x300) 3))))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x266 ?x282)))
 (= (dim ?x300 0) sym_b))))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x266 ?x282)))
 (= (dim ?x300 1) sym_m))))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
 (let ((?x260 (concat 1 in_W1 in_W2)))
 (let ((?x273 (matmulb in_X ?x260)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x266 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x266 ?x282)))
 (= (dim ?x300 2) sym_n2))))))))
(assert
 (let ((?x268 (concat 0 in_B1 in_B2)))
(let ((?x260 (concat 1 in_W1 in_W2)))
(let ((?x273 (matmulb in_X ?x260)))
(let ((?x282 (addb ?x273 ?x268)))
(let ((?x266 (+ sym_n1 sym_n2)))
(let ((?x300 (slice 2 sym_n1 ?x266 ?x282)))
(let ((?x242 (matmulb in_X in_W2)))
(let ((?x251 (addb ?x242 in_B2)))
(let ((?x291 (slice 2 0 sym_n1 ?x282)))
(let ((?x224 (matmulb in_X in_W1)))
(let ((?x233 (addb ?x224 in_B1)))
(or (and (distinct ?x233 ?x291) true) (and (distinct ?x251 ?x300) true))))))))))))))
(check-sat)

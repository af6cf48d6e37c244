; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, addb_comm, concat_assoc, matmul_concat_cols_shared, slice_concat3_middle, slice_concat3_right, slice_concat_left
; z3 rlimit used: 84381
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
(declare-fun sym_n3 () Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_B3 () T)
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x89 (concat ax A (concat ax B C))))
 (let ((?x87 (concat ax (concat ax A B) C)))
 (= ?x87 ?x89))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x108 (concat ax (addb P U) (addb Q V))))
 (let ((?x105 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x101 (>= ax 1)))
 (let (($x100 (= (dim U 0) (dim P ax))))
 (=> (and (= ax (- (rank P) 1)) $x100 $x101) $x109)))))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x115 (addb Y X)))
 (let ((?x114 (addb X Y)))
 (= ?x114 ?x115))) :pattern ( (addb X Y) ) :pattern ( (addb Y X) ) :qid addb_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x133 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x129 (matmulb A (concat 1 B C))))
 (= ?x129 ?x133))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (>= sym_n3 1))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_n1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_n2))
(assert
 (= (rank in_B3) 1))
(assert
 (= (dim in_B3 0) sym_n3))
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
 (= (rank (matmulb in_X in_W3)) 3))
(assert
 (= (dim (matmulb in_X in_W3) 0) sym_b))
(assert
 (= (dim (matmulb in_X in_W3) 1) sym_m))
(assert
 (= (dim (matmulb in_X in_W3) 2) sym_n3))
(assert
 (= (rank (addb (matmulb in_X in_W3) in_B3)) 3))
(assert
 (= (dim (addb (matmulb in_X in_W3) in_B3) 0) sym_b))
(assert
 (= (dim (addb (matmulb in_X in_W3) in_B3) 1) sym_m))
(assert
 (= (dim (addb (matmulb in_X in_W3) in_B3) 2) sym_n3))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x255 (dim ?x250 1)))
 (= ?x255 ?x256)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x263 (dim ?x258 1)))
 (= ?x263 ?x264))))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x269 (dim ?x266 0)))
 (= ?x269 ?x256)))))
(assert
 (= (rank (concat 0 (concat 0 in_B1 in_B2) in_B3)) 1))
(assert
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x274 (dim ?x271 0)))
 (= ?x274 ?x264))))))
(assert
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (= (rank ?x276) 3)))))
(assert
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (= (dim ?x276 0) sym_b)))))
(assert
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (= (dim ?x276 1) sym_m)))))
(assert
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x283 (dim ?x276 2)))
 (= ?x283 ?x264)))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (= (rank ?x285) 3))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (= (dim ?x285 0) sym_b))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (= (dim ?x285 1) sym_m))))))))
(assert
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x292 (dim ?x285 2)))
 (= ?x292 ?x264))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x294 (slice 2 0 sym_n1 ?x285)))
 (= (rank ?x294) 3)))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x294 (slice 2 0 sym_n1 ?x285)))
 (= (dim ?x294 0) sym_b)))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x294 (slice 2 0 sym_n1 ?x285)))
 (= (dim ?x294 1) sym_m)))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x294 (slice 2 0 sym_n1 ?x285)))
 (= (dim ?x294 2) sym_n1)))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x303 (slice 2 sym_n1 ?x256 ?x285)))
 (= (rank ?x303) 3))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x303 (slice 2 sym_n1 ?x256 ?x285)))
 (= (dim ?x303 0) sym_b))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x303 (slice 2 sym_n1 ?x256 ?x285)))
 (= (dim ?x303 1) sym_m))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x303 (slice 2 sym_n1 ?x256 ?x285)))
 (= (dim ?x303 2) sym_n2))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x312 (slice 2 ?x256 ?x264 ?x285)))
 (= (rank ?x312) 3)))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x312 (slice 2 ?x256 ?x264 ?x285)))
 (= (dim ?x312 0) sym_b)))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x312 (slice 2 ?x256 ?x264 ?x285)))
 (= (dim ?x312 1) sym_m)))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
 (let ((?x271 (concat 0 ?x266 in_B3)))
 (let ((?x250 (concat 1 in_W1 in_W2)))
 (let ((?x258 (concat 1 ?x250 in_W3)))
 (let ((?x276 (matmulb in_X ?x258)))
 (let ((?x285 (addb ?x276 ?x271)))
 (let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x256 (+ sym_n1 sym_n2)))
 (let ((?x312 (slice 2 ?x256 ?x264 ?x285)))
 (= (dim ?x312 2) sym_n3)))))))))))
(assert
 (let ((?x266 (concat 0 in_B1 in_B2)))
(let ((?x271 (concat 0 ?x266 in_B3)))
(let ((?x250 (concat 1 in_W1 in_W2)))
(let ((?x258 (concat 1 ?x250 in_W3)))
(let ((?x276 (matmulb in_X ?x258)))
(let ((?x285 (addb ?x276 ?x271)))
(let ((?x264 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x256 (+ sym_n1 sym_n2)))
(let ((?x312 (slice 2 ?x256 ?x264 ?x285)))
(let ((?x232 (matmulb in_X in_W3)))
(let ((?x241 (addb ?x232 in_B3)))
(let ((?x303 (slice 2 sym_n1 ?x256 ?x285)))
(let ((?x214 (matmulb in_X in_W2)))
(let ((?x223 (addb ?x214 in_B2)))
(let ((?x294 (slice 2 0 sym_n1 ?x285)))
(let ((?x196 (matmulb in_X in_W1)))
(let ((?x205 (addb ?x196 in_B1)))
(or (and (distinct ?x205 ?x294) true) (and (distinct ?x223 ?x303) true) (and (distinct ?x241 ?x312) true))))))))))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, addb_comm, concat_assoc, matmul_concat_cols_shared, slice_concat3_middle, slice_concat3_right, slice_concat_left
; z3 rlimit used: 78933
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
(declare-fun sym_n3 () Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_W3 () T)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_B3 () T)
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
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x105 (concat ax (addb P U) (addb Q V))))
 (let ((?x102 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x106 (= ?x102 ?x105)))
 (=> (and (= ax (- (rank P) 1)) (>= ax 1)) $x106)))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x112 (addb Y X)))
 (let ((?x111 (addb X Y)))
 (= ?x111 ?x112))) :pattern ( (addb X Y) ) :pattern ( (addb Y X) ) :qid addb_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x130 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x126 (matmulb A (concat 1 B C))))
 (= ?x126 ?x130))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (>= sym_n3 1))
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
 (= (rank in_W3) 2))
(assert
 (= (dim in_W3 0) sym_k))
(assert
 (= (dim in_W3 1) sym_n3))
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
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x252 (dim ?x247 1)))
 (= ?x252 ?x253)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x260 (dim ?x255 1)))
 (= ?x260 ?x261))))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x266 (dim ?x263 0)))
 (= ?x266 ?x253)))))
(assert
 (= (rank (concat 0 (concat 0 in_B1 in_B2) in_B3)) 1))
(assert
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x271 (dim ?x268 0)))
 (= ?x271 ?x261))))))
(assert
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (= (rank ?x273) 3)))))
(assert
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (= (dim ?x273 0) sym_b)))))
(assert
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (= (dim ?x273 1) sym_m)))))
(assert
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x261)))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (= (rank ?x282) 3))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (= (dim ?x282 0) sym_b))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (= (dim ?x282 1) sym_m))))))))
(assert
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x261))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (rank ?x291) 3)))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (dim ?x291 0) sym_b)))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (dim ?x291 1) sym_m)))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x291 (slice 2 0 sym_n1 ?x282)))
 (= (dim ?x291 2) sym_n1)))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x253 ?x282)))
 (= (rank ?x300) 3))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x253 ?x282)))
 (= (dim ?x300 0) sym_b))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x253 ?x282)))
 (= (dim ?x300 1) sym_m))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x300 (slice 2 sym_n1 ?x253 ?x282)))
 (= (dim ?x300 2) sym_n2))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x309 (slice 2 ?x253 ?x261 ?x282)))
 (= (rank ?x309) 3)))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x309 (slice 2 ?x253 ?x261 ?x282)))
 (= (dim ?x309 0) sym_b)))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x309 (slice 2 ?x253 ?x261 ?x282)))
 (= (dim ?x309 1) sym_m)))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
 (let ((?x268 (concat 0 ?x263 in_B3)))
 (let ((?x247 (concat 1 in_W1 in_W2)))
 (let ((?x255 (concat 1 ?x247 in_W3)))
 (let ((?x273 (matmulb in_X ?x255)))
 (let ((?x282 (addb ?x273 ?x268)))
 (let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x253 (+ sym_n1 sym_n2)))
 (let ((?x309 (slice 2 ?x253 ?x261 ?x282)))
 (= (dim ?x309 2) sym_n3)))))))))))
(assert
 (let ((?x263 (concat 0 in_B1 in_B2)))
(let ((?x268 (concat 0 ?x263 in_B3)))
(let ((?x247 (concat 1 in_W1 in_W2)))
(let ((?x255 (concat 1 ?x247 in_W3)))
(let ((?x273 (matmulb in_X ?x255)))
(let ((?x282 (addb ?x273 ?x268)))
(let ((?x261 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x253 (+ sym_n1 sym_n2)))
(let ((?x309 (slice 2 ?x253 ?x261 ?x282)))
(let ((?x229 (matmulb in_X in_W3)))
(let ((?x238 (addb ?x229 in_B3)))
(let ((?x300 (slice 2 sym_n1 ?x253 ?x282)))
(let ((?x211 (matmulb in_X in_W2)))
(let ((?x220 (addb ?x211 in_B2)))
(let ((?x291 (slice 2 0 sym_n1 ?x282)))
(let ((?x193 (matmulb in_X in_W1)))
(let ((?x202 (addb ?x193 in_B1)))
(or (and (distinct ?x202 ?x291) true) (and (distinct ?x220 ?x300) true) (and (distinct ?x238 ?x309) true))))))))))))))))))))
(check-sat)

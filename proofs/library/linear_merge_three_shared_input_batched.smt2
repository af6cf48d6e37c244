; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat_bias, addb_comm, concat_assoc, matmul_concat_cols_shared, slice_concat3_middle, slice_concat3_right, slice_concat_left
; z3 rlimit used: 63085
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
 (forall ((P T) (Q T) (U T) (V T) (ax Int) )(! (let ((?x104 (concat ax (addb P U) (addb Q V))))
 (let ((?x101 (addb (concat ax P Q) (concat 0 U V))))
 (let (($x105 (= ?x101 ?x104)))
 (=> (and (= ax (- (rank P) 1))) $x105)))) :pattern ( (addb (concat ax P Q) (concat 0 U V)) ) :pattern ( (concat ax (addb P U) (addb Q V)) ) :qid add_concat_bias))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x111 (addb Y X)))
 (let ((?x110 (addb X Y)))
 (= ?x110 ?x111))) :pattern ( (addb X Y) ) :pattern ( (addb Y X) ) :qid addb_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x128 (concat 2 (matmulb A B) (matmulb A C))))
 (let ((?x124 (matmulb A (concat 1 B C))))
 (= ?x124 ?x128))) :pattern ( (matmulb A (concat 1 B C)) ) :pattern ( (concat 2 (matmulb A B) (matmulb A C)) ) :qid matmul_concat_cols_shared))
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
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x250 (dim ?x245 1)))
 (= ?x250 ?x251)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x258 (dim ?x253 1)))
 (= ?x258 ?x259))))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x264 (dim ?x261 0)))
 (= ?x264 ?x251)))))
(assert
 (= (rank (concat 0 (concat 0 in_B1 in_B2) in_B3)) 1))
(assert
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x269 (dim ?x266 0)))
 (= ?x269 ?x259))))))
(assert
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (= (rank ?x271) 3)))))
(assert
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (= (dim ?x271 0) sym_b)))))
(assert
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (= (dim ?x271 1) sym_m)))))
(assert
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x259)))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (= (rank ?x280) 3))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (= (dim ?x280 0) sym_b))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (= (dim ?x280 1) sym_m))))))))
(assert
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x287 (dim ?x280 2)))
 (= ?x287 ?x259))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x289 (slice 2 0 sym_n1 ?x280)))
 (= (rank ?x289) 3)))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x289 (slice 2 0 sym_n1 ?x280)))
 (= (dim ?x289 0) sym_b)))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x289 (slice 2 0 sym_n1 ?x280)))
 (= (dim ?x289 1) sym_m)))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x289 (slice 2 0 sym_n1 ?x280)))
 (= (dim ?x289 2) sym_n1)))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x298 (slice 2 sym_n1 ?x251 ?x280)))
 (= (rank ?x298) 3))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x298 (slice 2 sym_n1 ?x251 ?x280)))
 (= (dim ?x298 0) sym_b))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x298 (slice 2 sym_n1 ?x251 ?x280)))
 (= (dim ?x298 1) sym_m))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x298 (slice 2 sym_n1 ?x251 ?x280)))
 (= (dim ?x298 2) sym_n2))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x307 (slice 2 ?x251 ?x259 ?x280)))
 (= (rank ?x307) 3)))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x307 (slice 2 ?x251 ?x259 ?x280)))
 (= (dim ?x307 0) sym_b)))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x307 (slice 2 ?x251 ?x259 ?x280)))
 (= (dim ?x307 1) sym_m)))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
 (let ((?x266 (concat 0 ?x261 in_B3)))
 (let ((?x245 (concat 1 in_W1 in_W2)))
 (let ((?x253 (concat 1 ?x245 in_W3)))
 (let ((?x271 (matmulb in_X ?x253)))
 (let ((?x280 (addb ?x271 ?x266)))
 (let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x251 (+ sym_n1 sym_n2)))
 (let ((?x307 (slice 2 ?x251 ?x259 ?x280)))
 (= (dim ?x307 2) sym_n3)))))))))))
(assert
 (let ((?x261 (concat 0 in_B1 in_B2)))
(let ((?x266 (concat 0 ?x261 in_B3)))
(let ((?x245 (concat 1 in_W1 in_W2)))
(let ((?x253 (concat 1 ?x245 in_W3)))
(let ((?x271 (matmulb in_X ?x253)))
(let ((?x280 (addb ?x271 ?x266)))
(let ((?x259 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x251 (+ sym_n1 sym_n2)))
(let ((?x307 (slice 2 ?x251 ?x259 ?x280)))
(let ((?x227 (matmulb in_X in_W3)))
(let ((?x236 (addb ?x227 in_B3)))
(let ((?x298 (slice 2 sym_n1 ?x251 ?x280)))
(let ((?x209 (matmulb in_X in_W2)))
(let ((?x218 (addb ?x209 in_B2)))
(let ((?x289 (slice 2 0 sym_n1 ?x280)))
(let ((?x191 (matmulb in_X in_W1)))
(let ((?x200 (addb ?x191 in_B1)))
(or (and (distinct ?x200 ?x289) true) (and (distinct ?x218 ?x298) true) (and (distinct ?x236 ?x307) true))))))))))))))))))))
(check-sat)

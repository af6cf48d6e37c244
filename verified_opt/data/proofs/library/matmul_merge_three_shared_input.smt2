; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, gemmnc_concat_cols, gemmnc_matmul, matmul_slice_cols, slice_concat3_middle, slice_concat3_right, slice_concat_first, slice_concat_left
; z3 rlimit used: 120105
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x18 (concat ax A B)))
 (let ((?x19 (slice ax 0 n1 ?x18)))
 (let (($x20 (= ?x19 A)))
 (let ((?x14 (rank B)))
 (let (($x15 (>= ?x14 1)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 $x15)))
 (=> $x16 $x20))))))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x54 (concat ax A B)))
 (let ((?x55 (slice ax s e ?x54)))
 (let (($x57 (= ?x55 (slice ax s e A))))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (let (($x50 (>= e 1)))
 (let (($x49 (>= s 0)))
 (let (($x44 (<= s e)))
 (=> (and $x44 (<= e (dim A ax)) $x49 $x50 $x52 $x12) $x57))))))))))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) )(! (let ((?x72 (dim A ax)))
 (let ((?x77 (slice ax ?x72 _t0 (concat ax A (concat ax B C)))))
 (let (($x78 (= ?x77 B)))
 (let ((?x14 (rank C)))
 (let (($x15 (>= ?x14 1)))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (=> (and $x52 $x12 $x15 (= _t0 (+ ?x72 (dim B ax)))) $x78)))))))))) :pattern ( (slice ax (dim A ax) _t0 (concat ax A (concat ax B C))) ) :qid slice_concat3_middle))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) (_t1 Int) )(! (let ((?x99 (slice ax _t0 _t1 (concat ax A (concat ax B C)))))
 (let (($x100 (= ?x99 C)))
 (let ((?x10 (rank C)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank B)))
 (let (($x52 (>= ?x51 1)))
 (let (($x90 (>= (rank A) 1)))
 (let (($x97 (and $x90 $x52 $x12 (= _t0 (+ (dim A ax) (dim B ax))) (= _t1 (+ (+ (dim A ax) (dim B ax)) (dim C ax))))))
 (=> $x97 $x100))))))))) :pattern ( (slice ax _t0 _t1 (concat ax A (concat ax B C))) ) :qid slice_concat3_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x121 (concat ax A (concat ax B C))))
 (let ((?x119 (concat ax (concat ax A B) C)))
 (let (($x122 (= ?x119 ?x121)))
 (let ((?x14 (rank B)))
 (let (($x15 (>= ?x14 1)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x117 (and $x12 $x15 (>= (rank C) 1))))
 (=> $x117 $x122))))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x138 (matmul A B)))
 (let ((?x137 (gemmnc 0 0 1.0 A B)))
 (let (($x139 (= ?x137 ?x138)))
 (let (($x135 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x135 $x139))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x155 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x152 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x156 (= ?x152 ?x155)))
 (let (($x49 (>= ta 0)))
 (let (($x150 (and $x49 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x150 $x156)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x209 (matmul A (slice ax s e B))))
 (let ((?x207 (slice ax s e (matmul A B))))
 (let (($x210 (= ?x207 ?x209)))
 (let (($x203 (= (dim A 5) (dim B 5))))
 (let (($x197 (= (dim A 4) (dim B 4))))
 (let (($x191 (= (dim A 3) (dim B 3))))
 (let (($x185 (= (dim A 2) (dim B 2))))
 (let (($x180 (= (dim A 1) (dim B 1))))
 (let (($x175 (= (dim A 0) (dim B 0))))
 (let ((?x10 (rank B)))
 (let (($x168 (>= ?x10 2)))
 (let ((?x51 (rank A)))
 (let (($x167 (>= ?x51 2)))
 (let (($x50 (>= e 1)))
 (let (($x49 (>= s 0)))
 (let (($x166 (>= ax 1)))
 (let (($x44 (<= s e)))
 (let (($x205 (and (= ax (- ?x10 1)) $x44 $x166 $x49 $x50 $x167 $x168 (= (- ?x10 2) (- ?x51 2)) (=> (> (- ?x51 2) 0) $x175) (=> (> (- ?x51 2) 1) $x180) (=> (> (- ?x51 2) 2) $x185) (=> (> (- ?x51 2) 3) $x191) (=> (> (- ?x51 2) 4) $x197) (=> (> (- ?x51 2) 5) $x203))))
 (=> $x205 $x210))))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x303 (dim ?x298 1)))
 (= ?x303 ?x304)))))
(assert
 (= (rank (concat 1 (concat 1 in_W1 in_W2) in_W3)) 2))
(assert
 (= (dim (concat 1 (concat 1 in_W1 in_W2) in_W3) 0) sym_k))
(assert
 (let ((?x312 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x311 (dim ?x306 1)))
 (= ?x311 ?x312))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (= (rank ?x314) 2)))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (= (dim ?x314 0) sym_m)))))
(assert
 (let ((?x312 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x319 (dim ?x314 1)))
 (= ?x319 ?x312)))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x321 (slice 1 0 sym_n1 ?x314)))
 (= (rank ?x321) 2))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x321 (slice 1 0 sym_n1 ?x314)))
 (= (dim ?x321 0) sym_m))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x321 (slice 1 0 sym_n1 ?x314)))
 (= (dim ?x321 1) sym_n1))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x328 (slice 1 sym_n1 ?x304 ?x314)))
 (= (rank ?x328) 2)))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x328 (slice 1 sym_n1 ?x304 ?x314)))
 (= (dim ?x328 0) sym_m)))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x328 (slice 1 sym_n1 ?x304 ?x314)))
 (= (dim ?x328 1) sym_n2)))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x312 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x335 (slice 1 ?x304 ?x312 ?x314)))
 (= (rank ?x335) 2))))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x312 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x335 (slice 1 ?x304 ?x312 ?x314)))
 (= (dim ?x335 0) sym_m))))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
 (let ((?x306 (concat 1 ?x298 in_W3)))
 (let ((?x314 (matmul in_X ?x306)))
 (let ((?x312 (+ sym_n1 sym_n2 sym_n3)))
 (let ((?x304 (+ sym_n1 sym_n2)))
 (let ((?x335 (slice 1 ?x304 ?x312 ?x314)))
 (= (dim ?x335 1) sym_n3))))))))
(assert
 (let ((?x298 (concat 1 in_W1 in_W2)))
(let ((?x306 (concat 1 ?x298 in_W3)))
(let ((?x314 (matmul in_X ?x306)))
(let ((?x312 (+ sym_n1 sym_n2 sym_n3)))
(let ((?x304 (+ sym_n1 sym_n2)))
(let ((?x335 (slice 1 ?x304 ?x312 ?x314)))
(let ((?x291 (matmul in_X in_W3)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x314)) true) (and (distinct (matmul in_X in_W2) (slice 1 sym_n1 ?x304 ?x314)) true) (and (distinct ?x291 ?x335) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 112446
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax A (concat ax B C))))
 (let ((?x17 (concat ax A B)))
 (let ((?x18 (concat ax ?x17 C)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1))))
 (=> $x15 $x21)))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x53 (matmul (idkernel2 c) A)))
 (let (($x54 (= ?x53 A)))
 (let (($x51 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x51 $x54)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x125 (concat ax (matmul A C) (matmul B C))))
 (let ((?x17 (concat ax A B)))
 (let ((?x122 (matmul ?x17 C)))
 (let (($x126 (= ?x122 ?x125)))
 (let ((?x98 (dim A 5)))
 (let (($x119 (= ?x98 (dim C 5))))
 (let ((?x6 (rank A)))
 (let ((?x61 (- ?x6 2)))
 (let (($x97 (> ?x61 5)))
 (let ((?x13 (rank C)))
 (let (($x66 (>= ?x13 2)))
 (let ((?x10 (rank B)))
 (let (($x65 (>= ?x10 2)))
 (let (($x64 (>= ?x6 2)))
 (let (($x63 (>= ax 0)))
 (let (($x121 (and (= ax ?x61) $x63 $x64 $x65 $x66 (= (- ?x10 2) ?x61) (=> (> ?x61 0) (= (dim A 0) (dim B 0))) (=> (> ?x61 1) (= (dim A 1) (dim B 1))) (=> (> ?x61 2) (= (dim A 2) (dim B 2))) (=> (> ?x61 3) (= (dim A 3) (dim B 3))) (=> (> ?x61 4) (= (dim A 4) (dim B 4))) (=> $x97 (= ?x98 (dim B 5))) (= (- ?x13 2) ?x61) (=> (> ?x61 0) (= (dim A 0) (dim C 0))) (=> (> ?x61 1) (= (dim A 1) (dim C 1))) (=> (> ?x61 2) (= (dim A 2) (dim C 2))) (=> (> ?x61 3) (= (dim A 3) (dim C 3))) (=> (> ?x61 4) (= (dim A 4) (dim C 4))) (=> $x97 $x119))))
 (=> $x121 $x126))))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w1 (matmul in_x1 in_w1))) 2))
(assert
 (let ((?x196 (+ sym_c sym_n)))
 (let ((?x140 (matmul in_x1 in_w1)))
 (let ((?x192 (concat 0 in_w1 ?x140)))
 (let ((?x195 (dim ?x192 0)))
 (= ?x195 ?x196))))))
(assert
 (= (dim (concat 0 in_w1 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x140 (matmul in_x1 in_w1)))
 (let ((?x192 (concat 0 in_w1 ?x140)))
 (let ((?x200 (concat 0 ?x140 ?x192)))
 (= (rank ?x200) 2)))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x205 (+ ?x204 sym_c)))
 (let ((?x140 (matmul in_x1 in_w1)))
 (let ((?x192 (concat 0 in_w1 ?x140)))
 (let ((?x200 (concat 0 ?x140 ?x192)))
 (let ((?x203 (dim ?x200 0)))
 (= ?x203 ?x205))))))))
(assert
 (let ((?x140 (matmul in_x1 in_w1)))
 (let ((?x192 (concat 0 in_w1 ?x140)))
 (let ((?x200 (concat 0 ?x140 ?x192)))
 (= (dim ?x200 1) sym_c2)))))
(assert
 (let ((?x196 (+ sym_c sym_n)))
 (>= ?x196 0)))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x205 (+ ?x204 sym_c)))
 (>= ?x205 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x222 (+ sym_n sym_c)))
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x221 (dim ?x218 0)))
 (= ?x221 ?x222))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x226 (concat 0 ?x218 in_x1)))
 (= (rank ?x226) 2)))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x205 (+ ?x204 sym_c)))
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x226 (concat 0 ?x218 in_x1)))
 (let ((?x229 (dim ?x226 0)))
 (= ?x229 ?x205))))))))
(assert
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x226 (concat 0 ?x218 in_x1)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x226 (concat 0 ?x218 in_x1)))
 (let ((?x233 (matmul ?x226 in_w1)))
 (= (rank ?x233) 2))))))
(assert
 (let ((?x204 (* 2 sym_n)))
 (let ((?x205 (+ ?x204 sym_c)))
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x226 (concat 0 ?x218 in_x1)))
 (let ((?x233 (matmul ?x226 in_w1)))
 (let ((?x236 (dim ?x233 0)))
 (= ?x236 ?x205)))))))))
(assert
 (let ((?x211 (idkernel2 sym_c)))
 (let ((?x218 (concat 0 in_x1 ?x211)))
 (let ((?x226 (concat 0 ?x218 in_x1)))
 (let ((?x233 (matmul ?x226 in_w1)))
 (= (dim ?x233 1) sym_c2))))))
(assert
 (let ((?x211 (idkernel2 sym_c)))
(let ((?x218 (concat 0 in_x1 ?x211)))
(let ((?x226 (concat 0 ?x218 in_x1)))
(let ((?x233 (matmul ?x226 in_w1)))
(let ((?x140 (matmul in_x1 in_w1)))
(let ((?x192 (concat 0 in_w1 ?x140)))
(let ((?x200 (concat 0 ?x140 ?x192)))
(and (distinct ?x200 ?x233) true)))))))))
(check-sat)

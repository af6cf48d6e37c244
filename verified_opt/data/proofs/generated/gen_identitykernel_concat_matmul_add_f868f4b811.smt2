; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_left
; z3 rlimit used: 74876
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x62 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x66 (= ?x62 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x55 (>= ax 1)))
 (let (($x57 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x55 (= _t0 (- ax 1)))))
 (=> $x57 $x66))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c3))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c))
(assert
 (= (dim in_w3 1) sym_c3))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 in_w3)) 2))
(assert
 (let ((?x123 (+ sym_c2 sym_c)))
 (let ((?x119 (concat 0 in_w2 in_w3)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x123)))))
(assert
 (= (dim (concat 0 in_w2 in_w3) 1) sym_c3))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x123 (+ sym_c2 sym_c)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 in_w1 ?x112)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x123))))))
(assert
 (let ((?x119 (concat 0 in_w2 in_w3)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 in_w1 ?x112)))
 (let ((?x134 (matmul ?x127 ?x119)))
 (= (rank ?x134) 2))))))
(assert
 (let ((?x119 (concat 0 in_w2 in_w3)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 in_w1 ?x112)))
 (let ((?x134 (matmul ?x127 ?x119)))
 (= (dim ?x134 0) sym_c))))))
(assert
 (let ((?x119 (concat 0 in_w2 in_w3)))
 (let ((?x112 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 in_w1 ?x112)))
 (let ((?x134 (matmul ?x127 ?x119)))
 (= (dim ?x134 1) sym_c3))))))
(assert
 (let ((?x123 (+ sym_c2 sym_c)))
 (>= ?x123 0)))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c3))
(assert
 (= (rank (add in_w3 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w3 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w3 (matmul in_w1 in_w2)) 1) sym_c3))
(assert
 (let ((?x142 (matmul in_w1 in_w2)))
(let ((?x149 (add in_w3 ?x142)))
(let ((?x119 (concat 0 in_w2 in_w3)))
(let ((?x112 (idkernel2 sym_c)))
(let ((?x127 (concat 1 in_w1 ?x112)))
(let ((?x134 (matmul ?x127 ?x119)))
(and (distinct ?x134 ?x149) true))))))))
(check-sat)

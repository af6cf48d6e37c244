; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right
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
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x61 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x65 (= ?x61 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x54 (>= ax 1)))
 (let (($x56 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x54 (= _t0 (- ax 1)))))
 (=> $x56 $x65))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c2)) 2))
(assert
 (= (dim (idkernel2 sym_c2) 0) sym_c2))
(assert
 (= (dim (idkernel2 sym_c2) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c2))) 2))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (let ((?x112 (idkernel2 sym_c2)))
 (let ((?x119 (concat 0 in_w1 ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x123))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c2)) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (let ((?x127 (concat 1 in_x1 in_x2)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x123)))))
(assert
 (let ((?x112 (idkernel2 sym_c2)))
 (let ((?x119 (concat 0 in_w1 ?x112)))
 (let ((?x127 (concat 1 in_x1 in_x2)))
 (let ((?x134 (matmul ?x127 ?x119)))
 (= (rank ?x134) 2))))))
(assert
 (let ((?x112 (idkernel2 sym_c2)))
 (let ((?x119 (concat 0 in_w1 ?x112)))
 (let ((?x127 (concat 1 in_x1 in_x2)))
 (let ((?x134 (matmul ?x127 ?x119)))
 (= (dim ?x134 0) sym_n))))))
(assert
 (let ((?x112 (idkernel2 sym_c2)))
 (let ((?x119 (concat 0 in_w1 ?x112)))
 (let ((?x127 (concat 1 in_x1 in_x2)))
 (let ((?x134 (matmul ?x127 ?x119)))
 (= (dim ?x134 1) sym_c2))))))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (>= ?x123 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (add in_x2 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x2 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x2 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x142 (matmul in_x1 in_w1)))
(let ((?x149 (add in_x2 ?x142)))
(let ((?x112 (idkernel2 sym_c2)))
(let ((?x119 (concat 0 in_w1 ?x112)))
(let ((?x127 (concat 1 in_x1 in_x2)))
(let ((?x134 (matmul ?x127 ?x119)))
(and (distinct ?x134 ?x149) true))))))))
(check-sat)

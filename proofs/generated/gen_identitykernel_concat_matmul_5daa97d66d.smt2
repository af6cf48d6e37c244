; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 49433
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
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x12 (matmul A ?x11)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x41 (matmul ?x11 A)))
 (let (($x42 (= ?x41 A)))
 (=> (and (= (dim A 0) c)) $x42)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x51 (add Y X)))
 (let ((?x50 (add X Y)))
 (= ?x50 ?x51))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x72 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x76 (= ?x72 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x67 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x67 $x76)))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x118 (concat 0 in_w2 in_w1)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x122)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x126 (concat 1 ?x111 in_w1)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x122))))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w1)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x126 (concat 1 ?x111 in_w1)))
 (let ((?x133 (matmul ?x126 ?x118)))
 (= (rank ?x133) 2))))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w1)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x126 (concat 1 ?x111 in_w1)))
 (let ((?x133 (matmul ?x126 ?x118)))
 (= (dim ?x133 0) sym_c))))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w1)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x126 (concat 1 ?x111 in_w1)))
 (let ((?x133 (matmul ?x126 ?x118)))
 (= (dim ?x133 1) sym_c))))))
(assert
 (let ((?x122 (* 2 sym_c)))
 (>= ?x122 0)))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x111)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x122))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x122 (* 2 sym_c)))
 (let ((?x148 (concat 1 in_w1 in_w2)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x122)))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x111)))
 (let ((?x148 (concat 1 in_w1 in_w2)))
 (let ((?x155 (matmul ?x148 ?x141)))
 (= (rank ?x155) 2))))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x111)))
 (let ((?x148 (concat 1 in_w1 in_w2)))
 (let ((?x155 (matmul ?x148 ?x141)))
 (= (dim ?x155 0) sym_c))))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x111)))
 (let ((?x148 (concat 1 in_w1 in_w2)))
 (let ((?x155 (matmul ?x148 ?x141)))
 (= (dim ?x155 1) sym_c))))))
(assert
 (let ((?x111 (idkernel2 sym_c)))
(let ((?x141 (concat 0 in_w1 ?x111)))
(let ((?x148 (concat 1 in_w1 in_w2)))
(let ((?x155 (matmul ?x148 ?x141)))
(let ((?x118 (concat 0 in_w2 in_w1)))
(let ((?x126 (concat 1 ?x111 in_w1)))
(let ((?x133 (matmul ?x126 ?x118)))
(and (distinct ?x133 ?x155) true)))))))))
(check-sat)

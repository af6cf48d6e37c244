; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 48501
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (add Y X)))
 (let ((?x7 (add X Y)))
 (= ?x7 ?x8))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x48 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x52 (= ?x48 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x43 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x43 $x52)))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (add (matmul in_w2 in_w1) (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_w2 in_w1) (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add (matmul in_w2 in_w1) (matmul in_w1 in_w2)) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x113 (* 2 sym_c)))
 (let ((?x109 (concat 0 in_w2 in_w1)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x113)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x113 (* 2 sym_c)))
 (let ((?x117 (concat 1 in_w1 in_w2)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x113)))))
(assert
 (let ((?x109 (concat 0 in_w2 in_w1)))
 (let ((?x117 (concat 1 in_w1 in_w2)))
 (let ((?x124 (matmul ?x117 ?x109)))
 (= (rank ?x124) 2)))))
(assert
 (let ((?x109 (concat 0 in_w2 in_w1)))
 (let ((?x117 (concat 1 in_w1 in_w2)))
 (let ((?x124 (matmul ?x117 ?x109)))
 (= (dim ?x124 0) sym_c)))))
(assert
 (let ((?x109 (concat 0 in_w2 in_w1)))
 (let ((?x117 (concat 1 in_w1 in_w2)))
 (let ((?x124 (matmul ?x117 ?x109)))
 (= (dim ?x124 1) sym_c)))))
(assert
 (let ((?x109 (concat 0 in_w2 in_w1)))
(let ((?x117 (concat 1 in_w1 in_w2)))
(let ((?x124 (matmul ?x117 ?x109)))
(let ((?x95 (matmul in_w1 in_w2)))
(let ((?x88 (matmul in_w2 in_w1)))
(let ((?x102 (add ?x88 ?x95)))
(and (distinct ?x102 ?x124) true))))))))
(check-sat)

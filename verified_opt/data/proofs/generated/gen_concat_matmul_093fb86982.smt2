; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 74716
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x49 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x53 (= ?x49 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x41 (>= ax 1)))
 (let (($x44 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x41 (= _t0 (- ax 1)))))
 (=> $x44 $x53))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank (concat 0 in_w1 in_w2)) 2))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x89 (concat 0 in_w1 in_w2)))
 (let ((?x92 (dim ?x89 0)))
 (= ?x92 ?x93)))))
(assert
 (= (dim (concat 0 in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x93)))))
(assert
 (let ((?x89 (concat 0 in_w1 in_w2)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x104 (matmul ?x97 ?x89)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x89 (concat 0 in_w1 in_w2)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x104 (matmul ?x97 ?x89)))
 (= (dim ?x104 0) sym_c)))))
(assert
 (let ((?x89 (concat 0 in_w1 in_w2)))
 (let ((?x97 (concat 1 in_w1 in_w2)))
 (let ((?x104 (matmul ?x97 ?x89)))
 (= (dim ?x104 1) sym_c)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (>= ?x93 0)))
(assert
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x112 (concat 0 in_w2 in_w1)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x93)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x93)))))
(assert
 (let ((?x112 (concat 0 in_w2 in_w1)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x126 (matmul ?x119 ?x112)))
 (= (rank ?x126) 2)))))
(assert
 (let ((?x112 (concat 0 in_w2 in_w1)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x126 (matmul ?x119 ?x112)))
 (= (dim ?x126 0) sym_c)))))
(assert
 (let ((?x112 (concat 0 in_w2 in_w1)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x126 (matmul ?x119 ?x112)))
 (= (dim ?x126 1) sym_c)))))
(assert
 (let ((?x112 (concat 0 in_w2 in_w1)))
(let ((?x119 (concat 1 in_w2 in_w1)))
(let ((?x126 (matmul ?x119 ?x112)))
(let ((?x89 (concat 0 in_w1 in_w2)))
(let ((?x97 (concat 1 in_w1 in_w2)))
(let ((?x104 (matmul ?x97 ?x89)))
(and (distinct ?x104 ?x126) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 49196
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
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
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
 (>= sym_c2 1))
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
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c2))
(assert
 (= (dim in_w3 1) sym_c))
(assert
 (= (rank (concat 0 in_w1 in_w3)) 2))
(assert
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x97 (concat 0 in_w1 in_w3)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x101)))))
(assert
 (= (dim (concat 0 in_w1 in_w3) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x105 (concat 1 in_w1 in_w2)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x101)))))
(assert
 (let ((?x97 (concat 0 in_w1 in_w3)))
 (let ((?x105 (concat 1 in_w1 in_w2)))
 (let ((?x112 (matmul ?x105 ?x97)))
 (= (rank ?x112) 2)))))
(assert
 (let ((?x97 (concat 0 in_w1 in_w3)))
 (let ((?x105 (concat 1 in_w1 in_w2)))
 (let ((?x112 (matmul ?x105 ?x97)))
 (= (dim ?x112 0) sym_c)))))
(assert
 (let ((?x97 (concat 0 in_w1 in_w3)))
 (let ((?x105 (concat 1 in_w1 in_w2)))
 (let ((?x112 (matmul ?x105 ?x97)))
 (= (dim ?x112 1) sym_c)))))
(assert
 (let ((?x101 (+ sym_c sym_c2)))
 (>= ?x101 0)))
(assert
 (= (rank (concat 0 in_w3 in_w1)) 2))
(assert
 (let ((?x124 (+ sym_c2 sym_c)))
 (let ((?x120 (concat 0 in_w3 in_w1)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124)))))
(assert
 (= (dim (concat 0 in_w3 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x124 (+ sym_c2 sym_c)))
 (let ((?x128 (concat 1 in_w2 in_w1)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x124)))))
(assert
 (let ((?x120 (concat 0 in_w3 in_w1)))
 (let ((?x128 (concat 1 in_w2 in_w1)))
 (let ((?x135 (matmul ?x128 ?x120)))
 (= (rank ?x135) 2)))))
(assert
 (let ((?x120 (concat 0 in_w3 in_w1)))
 (let ((?x128 (concat 1 in_w2 in_w1)))
 (let ((?x135 (matmul ?x128 ?x120)))
 (= (dim ?x135 0) sym_c)))))
(assert
 (let ((?x120 (concat 0 in_w3 in_w1)))
 (let ((?x128 (concat 1 in_w2 in_w1)))
 (let ((?x135 (matmul ?x128 ?x120)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x120 (concat 0 in_w3 in_w1)))
(let ((?x128 (concat 1 in_w2 in_w1)))
(let ((?x135 (matmul ?x128 ?x120)))
(let ((?x97 (concat 0 in_w1 in_w3)))
(let ((?x105 (concat 1 in_w1 in_w2)))
(let ((?x112 (matmul ?x105 ?x97)))
(and (distinct ?x112 ?x135) true))))))))
(check-sat)

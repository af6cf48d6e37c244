; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 48612
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
 (= (dim in_w3 1) sym_c2))
(assert
 (= (rank (matmul in_w2 in_w3)) 2))
(assert
 (= (dim (matmul in_w2 in_w3) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w3) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add (matmul in_w2 in_w3) (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_w2 in_w3) (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add (matmul in_w2 in_w3) (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w2 in_w3)) 2))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (let ((?x118 (concat 0 in_w2 in_w3)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x122)))))
(assert
 (= (dim (concat 0 in_w2 in_w3) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (let ((?x126 (concat 1 in_w1 in_w2)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x122)))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w3)))
 (let ((?x126 (concat 1 in_w1 in_w2)))
 (let ((?x133 (matmul ?x126 ?x118)))
 (= (rank ?x133) 2)))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w3)))
 (let ((?x126 (concat 1 in_w1 in_w2)))
 (let ((?x133 (matmul ?x126 ?x118)))
 (= (dim ?x133 0) sym_c)))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w3)))
 (let ((?x126 (concat 1 in_w1 in_w2)))
 (let ((?x133 (matmul ?x126 ?x118)))
 (= (dim ?x133 1) sym_c2)))))
(assert
 (let ((?x118 (concat 0 in_w2 in_w3)))
(let ((?x126 (concat 1 in_w1 in_w2)))
(let ((?x133 (matmul ?x126 ?x118)))
(let ((?x104 (matmul in_w1 in_w2)))
(let ((?x97 (matmul in_w2 in_w3)))
(let ((?x111 (add ?x97 ?x104)))
(and (distinct ?x111 ?x133) true))))))))
(check-sat)

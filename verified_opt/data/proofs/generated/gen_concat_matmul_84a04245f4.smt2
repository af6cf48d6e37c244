; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 74847
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x49 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x53 (= ?x49 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x41 (>= ax 1)))
 (let (($x44 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x41 (= _t0 (- ax 1)))))
 (=> $x44 $x53))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x98 (concat 0 in_w1 in_w3)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x102)))))
(assert
 (= (dim (concat 0 in_w1 in_w3) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x102)))))
(assert
 (let ((?x98 (concat 0 in_w1 in_w3)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x113 (matmul ?x106 ?x98)))
 (= (rank ?x113) 2)))))
(assert
 (let ((?x98 (concat 0 in_w1 in_w3)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x113 (matmul ?x106 ?x98)))
 (= (dim ?x113 0) sym_c)))))
(assert
 (let ((?x98 (concat 0 in_w1 in_w3)))
 (let ((?x106 (concat 1 in_w1 in_w2)))
 (let ((?x113 (matmul ?x106 ?x98)))
 (= (dim ?x113 1) sym_c)))))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (>= ?x102 0)))
(assert
 (= (rank (concat 0 in_w3 in_w1)) 2))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (let ((?x121 (concat 0 in_w3 in_w1)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x125)))))
(assert
 (= (dim (concat 0 in_w3 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (let ((?x129 (concat 1 in_w2 in_w1)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x125)))))
(assert
 (let ((?x121 (concat 0 in_w3 in_w1)))
 (let ((?x129 (concat 1 in_w2 in_w1)))
 (let ((?x136 (matmul ?x129 ?x121)))
 (= (rank ?x136) 2)))))
(assert
 (let ((?x121 (concat 0 in_w3 in_w1)))
 (let ((?x129 (concat 1 in_w2 in_w1)))
 (let ((?x136 (matmul ?x129 ?x121)))
 (= (dim ?x136 0) sym_c)))))
(assert
 (let ((?x121 (concat 0 in_w3 in_w1)))
 (let ((?x129 (concat 1 in_w2 in_w1)))
 (let ((?x136 (matmul ?x129 ?x121)))
 (= (dim ?x136 1) sym_c)))))
(assert
 (let ((?x121 (concat 0 in_w3 in_w1)))
(let ((?x129 (concat 1 in_w2 in_w1)))
(let ((?x136 (matmul ?x129 ?x121)))
(let ((?x98 (concat 0 in_w1 in_w3)))
(let ((?x106 (concat 1 in_w1 in_w2)))
(let ((?x113 (matmul ?x106 ?x98)))
(and (distinct ?x113 ?x136) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul
; z3 rlimit used: 19573
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x16 (matmul A B)))
 (let ((?x15 (gemmnc 0 0 1.0 A B)))
 (let (($x17 (= ?x15 ?x16)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x17))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x59 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x56 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x60 (= ?x56 ?x59)))
 (let (($x53 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x53 $x60))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c3))
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
 (= (rank (matmul in_x1 in_w2)) 2))
(assert
 (= (dim (matmul in_x1 in_w2) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w2) 1) sym_c3))
(assert
 (= (rank (concat 1 (matmul in_x1 in_w1) (matmul in_x1 in_w2))) 2))
(assert
 (let ((?x104 (matmul in_x1 in_w2)))
 (let ((?x97 (matmul in_x1 in_w1)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (= (dim ?x111 0) sym_n)))))
(assert
 (let ((?x117 (+ sym_c2 sym_c3)))
 (let ((?x104 (matmul in_x1 in_w2)))
 (let ((?x97 (matmul in_x1 in_w1)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x117)))))))
(assert
 (let ((?x117 (+ sym_c2 sym_c3)))
 (>= ?x117 0)))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x117 (+ sym_c2 sym_c3)))
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x117)))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 in_w1 in_w2)) 0) sym_n))
(assert
 (let ((?x117 (+ sym_c2 sym_c3)))
 (let ((?x120 (concat 1 in_w1 in_w2)))
 (let ((?x127 (matmul in_x1 ?x120)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x117))))))
(assert
 (let ((?x120 (concat 1 in_w1 in_w2)))
(let ((?x127 (matmul in_x1 ?x120)))
(let ((?x104 (matmul in_x1 in_w2)))
(let ((?x97 (matmul in_x1 in_w1)))
(let ((?x111 (concat 1 ?x97 ?x104)))
(and (distinct ?x111 ?x127) true)))))))
(check-sat)

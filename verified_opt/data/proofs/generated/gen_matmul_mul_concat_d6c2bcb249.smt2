; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, gemmnc_smul_right
; z3 rlimit used: 30137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x16 (matmul A B)))
 (let ((?x15 (gemmnc 0 0 1.0 A B)))
 (let (($x17 (= ?x15 ?x16)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x17))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x57 (gemmnc ta tb al A (smul B S))))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x51 (= (rank B) 2)))
 (let (($x45 (>= tb 0)))
 (let (($x55 (and (>= ta 0) $x45 (= (rank A) 2) $x51 (= (rank S) 0))))
 (=> $x55 $x60))))))) :pattern ( (gemmnc ta tb al A (smul B S)) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_right))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x78 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x75 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x79 (= ?x75 ?x78)))
 (let (($x51 (= (rank A) 2)))
 (let (($x45 (>= ta 0)))
 (let (($x72 (and $x45 $x51 (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x72 $x79))))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (matmul in_x1 in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x110 (matmul in_x1 in_w1)))
 (let ((?x117 (smul ?x110 in_s1)))
 (let ((?x124 (concat 1 ?x110 ?x117)))
 (= (rank ?x124) 2)))))
(assert
 (let ((?x110 (matmul in_x1 in_w1)))
 (let ((?x117 (smul ?x110 in_s1)))
 (let ((?x124 (concat 1 ?x110 ?x117)))
 (= (dim ?x124 0) sym_n)))))
(assert
 (let ((?x130 (* 2 sym_c2)))
 (let ((?x110 (matmul in_x1 in_w1)))
 (let ((?x117 (smul ?x110 in_s1)))
 (let ((?x124 (concat 1 ?x110 ?x117)))
 (let ((?x129 (dim ?x124 1)))
 (= ?x129 ?x130)))))))
(assert
 (let ((?x130 (* 2 sym_c2)))
 (>= ?x130 0)))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (concat 1 in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (let ((?x130 (* 2 sym_c2)))
 (let ((?x133 (smul in_w1 in_s1)))
 (let ((?x140 (concat 1 in_w1 ?x133)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x130))))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 (smul in_w1 in_s1)))) 2))
(assert
 (let ((?x133 (smul in_w1 in_s1)))
 (let ((?x140 (concat 1 in_w1 ?x133)))
 (let ((?x147 (matmul in_x1 ?x140)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x130 (* 2 sym_c2)))
 (let ((?x133 (smul in_w1 in_s1)))
 (let ((?x140 (concat 1 in_w1 ?x133)))
 (let ((?x147 (matmul in_x1 ?x140)))
 (let ((?x152 (dim ?x147 1)))
 (= ?x152 ?x130)))))))
(assert
 (let ((?x133 (smul in_w1 in_s1)))
(let ((?x140 (concat 1 in_w1 ?x133)))
(let ((?x147 (matmul in_x1 ?x140)))
(let ((?x110 (matmul in_x1 in_w1)))
(let ((?x117 (smul ?x110 in_s1)))
(let ((?x124 (concat 1 ?x110 ?x117)))
(and (distinct ?x124 ?x147) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, slice_concat_left, slice_concat_right
; z3 rlimit used: 114197
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x79 (matmul A B)))
 (let ((?x78 (gemmnc 0 0 1.0 A B)))
 (let (($x80 (= ?x78 ?x79)))
 (let (($x76 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x76 $x80))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x97 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x94 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x92 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x92 $x98))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_W1) 2))
(assert
 (= (dim in_W1 0) sym_k))
(assert
 (= (dim in_W1 1) sym_n1))
(assert
 (= (rank in_W2) 2))
(assert
 (= (dim in_W2 0) sym_k))
(assert
 (= (dim in_W2 1) sym_n2))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
(assert
 (= (rank (matmul in_X in_W1)) 2))
(assert
 (= (dim (matmul in_X in_W1) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W1) 1) sym_n1))
(assert
 (= (rank (matmul in_X in_W2)) 2))
(assert
 (= (dim (matmul in_X in_W2) 0) sym_m))
(assert
 (= (dim (matmul in_X in_W2) 1) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x155)))))
(assert
 (= (rank (matmul in_X (concat 1 in_W1 in_W2))) 2))
(assert
 (= (dim (matmul in_X (concat 1 in_W1 in_W2)) 0) sym_m))
(assert
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x162 (dim ?x157 1)))
 (= ?x162 ?x155))))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x164 (slice 1 0 sym_n1 ?x157)))
 (= (rank ?x164) 2)))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x164 (slice 1 0 sym_n1 ?x157)))
 (= (dim ?x164 0) sym_m)))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x164 (slice 1 0 sym_n1 ?x157)))
 (= (dim ?x164 1) sym_n1)))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x171 (slice 1 sym_n1 ?x155 ?x157)))
 (= (rank ?x171) 2))))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x171 (slice 1 sym_n1 ?x155 ?x157)))
 (= (dim ?x171 0) sym_m))))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
 (let ((?x157 (matmul in_X ?x149)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x171 (slice 1 sym_n1 ?x155 ?x157)))
 (= (dim ?x171 1) sym_n2))))))
(assert
 (let ((?x149 (concat 1 in_W1 in_W2)))
(let ((?x157 (matmul in_X ?x149)))
(let ((?x155 (+ sym_n1 sym_n2)))
(let ((?x171 (slice 1 sym_n1 ?x155 ?x157)))
(let ((?x142 (matmul in_X in_W2)))
(or (and (distinct (matmul in_X in_W1) (slice 1 0 sym_n1 ?x157)) true) (and (distinct ?x142 ?x171) true))))))))
(check-sat)

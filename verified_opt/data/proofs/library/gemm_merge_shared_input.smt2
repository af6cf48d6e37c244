; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 74472
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x69 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x66 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x70 (= ?x66 ?x69)))
 (=> (and (>= ta 0)) $x70)))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
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
 (= (rank (gemmnc 0 0 2.0 in_X in_W1)) 2))
(assert
 (= (dim (gemmnc 0 0 2.0 in_X in_W1) 0) sym_m))
(assert
 (= (dim (gemmnc 0 0 2.0 in_X in_W1) 1) sym_n1))
(assert
 (= (rank (gemmnc 0 0 2.0 in_X in_W2)) 2))
(assert
 (= (dim (gemmnc 0 0 2.0 in_X in_W2) 0) sym_m))
(assert
 (= (dim (gemmnc 0 0 2.0 in_X in_W2) 1) sym_n2))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 2))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_k))
(assert
 (let ((?x129 (+ sym_n1 sym_n2)))
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x129)))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (= (rank ?x131) 2))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (= (dim ?x131 0) sym_m))))
(assert
 (let ((?x129 (+ sym_n1 sym_n2)))
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x129))))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x138 (slice 1 0 sym_n1 ?x131)))
 (= (rank ?x138) 2)))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x138 (slice 1 0 sym_n1 ?x131)))
 (= (dim ?x138 0) sym_m)))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x138 (slice 1 0 sym_n1 ?x131)))
 (= (dim ?x138 1) sym_n1)))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x129 (+ sym_n1 sym_n2)))
 (let ((?x145 (slice 1 sym_n1 ?x129 ?x131)))
 (= (rank ?x145) 2))))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x129 (+ sym_n1 sym_n2)))
 (let ((?x145 (slice 1 sym_n1 ?x129 ?x131)))
 (= (dim ?x145 0) sym_m))))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
 (let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
 (let ((?x129 (+ sym_n1 sym_n2)))
 (let ((?x145 (slice 1 sym_n1 ?x129 ?x131)))
 (= (dim ?x145 1) sym_n2))))))
(assert
 (let ((?x123 (concat 1 in_W1 in_W2)))
(let ((?x131 (gemmnc 0 0 2.0 in_X ?x123)))
(let ((?x129 (+ sym_n1 sym_n2)))
(let ((?x145 (slice 1 sym_n1 ?x129 ?x131)))
(let ((?x116 (gemmnc 0 0 2.0 in_X in_W2)))
(let ((?x138 (slice 1 0 sym_n1 ?x131)))
(let ((?x109 (gemmnc 0 0 2.0 in_X in_W1)))
(or (and (distinct ?x109 ?x138) true) (and (distinct ?x116 ?x145) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 51168
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_k () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
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
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x67 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x64 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (= ?x64 ?x67))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_k 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_k))
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
 (let ((?x123 (+ sym_n1 sym_n2)))
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123)))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (= (rank ?x125) 2))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (= (dim ?x125 0) sym_m))))
(assert
 (let ((?x123 (+ sym_n1 sym_n2)))
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x123))))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x132 (slice 1 0 sym_n1 ?x125)))
 (= (rank ?x132) 2)))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x132 (slice 1 0 sym_n1 ?x125)))
 (= (dim ?x132 0) sym_m)))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x132 (slice 1 0 sym_n1 ?x125)))
 (= (dim ?x132 1) sym_n1)))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x123 (+ sym_n1 sym_n2)))
 (let ((?x139 (slice 1 sym_n1 ?x123 ?x125)))
 (= (rank ?x139) 2))))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x123 (+ sym_n1 sym_n2)))
 (let ((?x139 (slice 1 sym_n1 ?x123 ?x125)))
 (= (dim ?x139 0) sym_m))))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
 (let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
 (let ((?x123 (+ sym_n1 sym_n2)))
 (let ((?x139 (slice 1 sym_n1 ?x123 ?x125)))
 (= (dim ?x139 1) sym_n2))))))
(assert
 (let ((?x117 (concat 1 in_W1 in_W2)))
(let ((?x125 (gemmnc 0 0 2.0 in_X ?x117)))
(let ((?x123 (+ sym_n1 sym_n2)))
(let ((?x139 (slice 1 sym_n1 ?x123 ?x125)))
(let ((?x110 (gemmnc 0 0 2.0 in_X in_W2)))
(let ((?x132 (slice 1 0 sym_n1 ?x125)))
(let ((?x103 (gemmnc 0 0 2.0 in_X in_W1)))
(or (and (distinct ?x103 ?x132) true) (and (distinct ?x110 ?x139) true))))))))))
(check-sat)

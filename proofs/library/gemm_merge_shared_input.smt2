; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 41746
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
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x158 (concat ax A B)))
 (let ((?x126 (slice ax 0 n1 ?x158)))
 (let (($x159 (= ?x126 A)))
 (=> (and (= (dim A ax) n1)) $x159)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax n1 e ?x224)))
 (let (($x220 (= ?x225 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x220)))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x765 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x784 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (= ?x784 ?x765))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
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
 (let ((?x2004 (+ sym_n1 sym_n2)))
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3738 (dim ?x2844 1)))
 (= ?x3738 ?x2004)))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (= (rank ?x3848) 2))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (= (dim ?x3848 0) sym_m))))
(assert
 (let ((?x2004 (+ sym_n1 sym_n2)))
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x3489 (dim ?x3848 1)))
 (= ?x3489 ?x2004))))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x3033 (slice 1 0 sym_n1 ?x3848)))
 (= (rank ?x3033) 2)))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x3033 (slice 1 0 sym_n1 ?x3848)))
 (= (dim ?x3033 0) sym_m)))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x3033 (slice 1 0 sym_n1 ?x3848)))
 (= (dim ?x3033 1) sym_n1)))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x2004 (+ sym_n1 sym_n2)))
 (let ((?x3790 (slice 1 sym_n1 ?x2004 ?x3848)))
 (= (rank ?x3790) 2))))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x2004 (+ sym_n1 sym_n2)))
 (let ((?x3790 (slice 1 sym_n1 ?x2004 ?x3848)))
 (= (dim ?x3790 0) sym_m))))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
 (let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
 (let ((?x2004 (+ sym_n1 sym_n2)))
 (let ((?x3790 (slice 1 sym_n1 ?x2004 ?x3848)))
 (= (dim ?x3790 1) sym_n2))))))
(assert
 (let ((?x2844 (concat 1 in_W1 in_W2)))
(let ((?x3848 (gemmnc 0 0 2.0 in_X ?x2844)))
(let ((?x2004 (+ sym_n1 sym_n2)))
(let ((?x3790 (slice 1 sym_n1 ?x2004 ?x3848)))
(let ((?x4091 (gemmnc 0 0 2.0 in_X in_W2)))
(let ((?x3033 (slice 1 0 sym_n1 ?x3848)))
(let ((?x3953 (gemmnc 0 0 2.0 in_X in_W1)))
(or (and (distinct ?x3953 ?x3033) true) (and (distinct ?x4091 ?x3790) true))))))))))
(check-sat)

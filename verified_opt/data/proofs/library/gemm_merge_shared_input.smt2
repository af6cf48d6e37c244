; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 111374
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
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
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x79 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x76 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x80 (= ?x76 ?x79)))
 (let (($x74 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x74 $x80))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
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
 (let ((?x138 (+ sym_n1 sym_n2)))
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x138)))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (= (rank ?x140) 2))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (= (dim ?x140 0) sym_m))))
(assert
 (let ((?x138 (+ sym_n1 sym_n2)))
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x138))))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x147 (slice 1 0 sym_n1 ?x140)))
 (= (rank ?x147) 2)))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x147 (slice 1 0 sym_n1 ?x140)))
 (= (dim ?x147 0) sym_m)))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x147 (slice 1 0 sym_n1 ?x140)))
 (= (dim ?x147 1) sym_n1)))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x138 (+ sym_n1 sym_n2)))
 (let ((?x154 (slice 1 sym_n1 ?x138 ?x140)))
 (= (rank ?x154) 2))))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x138 (+ sym_n1 sym_n2)))
 (let ((?x154 (slice 1 sym_n1 ?x138 ?x140)))
 (= (dim ?x154 0) sym_m))))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
 (let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
 (let ((?x138 (+ sym_n1 sym_n2)))
 (let ((?x154 (slice 1 sym_n1 ?x138 ?x140)))
 (= (dim ?x154 1) sym_n2))))))
(assert
 (let ((?x132 (concat 1 in_W1 in_W2)))
(let ((?x140 (gemmnc 0 0 2.0 in_X ?x132)))
(let ((?x138 (+ sym_n1 sym_n2)))
(let ((?x154 (slice 1 sym_n1 ?x138 ?x140)))
(let ((?x125 (gemmnc 0 0 2.0 in_X in_W2)))
(let ((?x147 (slice 1 0 sym_n1 ?x140)))
(let ((?x118 (gemmnc 0 0 2.0 in_X in_W1)))
(or (and (distinct ?x118 ?x147) true) (and (distinct ?x125 ?x154) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_left, slice_concat_right
; z3 rlimit used: 73634
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x88 (+ sym_n sym_n2)))
 (let ((?x84 (concat 0 in_x1 in_x2)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x88)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (slice 0 0 sym_n (concat 0 in_x1 in_x2))) 2))
(assert
 (= (dim (slice 0 0 sym_n (concat 0 in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (slice 0 0 sym_n (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x84 (concat 0 in_x1 in_x2)))
 (let ((?x88 (+ sym_n sym_n2)))
 (let ((?x99 (slice 0 sym_n ?x88 ?x84)))
 (= (rank ?x99) 2)))))
(assert
 (let ((?x84 (concat 0 in_x1 in_x2)))
 (let ((?x88 (+ sym_n sym_n2)))
 (let ((?x99 (slice 0 sym_n ?x88 ?x84)))
 (= (dim ?x99 0) sym_n2)))))
(assert
 (let ((?x84 (concat 0 in_x1 in_x2)))
 (let ((?x88 (+ sym_n sym_n2)))
 (let ((?x99 (slice 0 sym_n ?x88 ?x84)))
 (= (dim ?x99 1) sym_c)))))
(assert
 (let ((?x88 (+ sym_n sym_n2)))
 (>= ?x88 0)))
(assert
 (let ((?x84 (concat 0 in_x1 in_x2)))
(let ((?x88 (+ sym_n sym_n2)))
(let ((?x99 (slice 0 sym_n ?x88 ?x84)))
(or (and (distinct (slice 0 0 sym_n ?x84) in_x1) true) (and (distinct ?x99 in_x2) true))))))
(check-sat)

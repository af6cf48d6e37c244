; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_left, slice_concat_right
; z3 rlimit used: 110444
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x12 (>= (rank A) 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let (($x12 (>= (rank B) 1)))
 (let (($x52 (>= (rank A) 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x96)))))
(assert
 (= (rank (slice 1 0 sym_c (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (slice 1 0 sym_c (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (slice 1 0 sym_c (concat 1 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x105 (slice 1 sym_c ?x96 ?x90)))
 (= (rank ?x105) 2)))))
(assert
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x105 (slice 1 sym_c ?x96 ?x90)))
 (= (dim ?x105 0) sym_n)))))
(assert
 (let ((?x90 (concat 1 in_x1 in_x2)))
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x105 (slice 1 sym_c ?x96 ?x90)))
 (= (dim ?x105 1) sym_c2)))))
(assert
 (let ((?x96 (+ sym_c sym_c2)))
 (>= ?x96 0)))
(assert
 (let ((?x90 (concat 1 in_x1 in_x2)))
(let ((?x96 (+ sym_c sym_c2)))
(let ((?x105 (slice 1 sym_c ?x96 ?x90)))
(or (and (distinct (slice 1 0 sym_c ?x90) in_x1) true) (and (distinct ?x105 in_x2) true))))))
(check-sat)

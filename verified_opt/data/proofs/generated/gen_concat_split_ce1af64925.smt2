; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_left, slice_concat_right
; z3 rlimit used: 110818
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x110 (+ sym_c sym_c2)))
 (let ((?x104 (concat 1 in_i1 in_i2)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (slice 1 0 sym_c (concat 1 in_i1 in_i2))) 4))
(assert
 (= (dim (slice 1 0 sym_c (concat 1 in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (slice 1 0 sym_c (concat 1 in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (slice 1 0 sym_c (concat 1 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (slice 1 0 sym_c (concat 1 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x104 (concat 1 in_i1 in_i2)))
 (let ((?x110 (+ sym_c sym_c2)))
 (let ((?x127 (slice 1 sym_c ?x110 ?x104)))
 (= (rank ?x127) 4)))))
(assert
 (let ((?x104 (concat 1 in_i1 in_i2)))
 (let ((?x110 (+ sym_c sym_c2)))
 (let ((?x127 (slice 1 sym_c ?x110 ?x104)))
 (= (dim ?x127 0) sym_n)))))
(assert
 (let ((?x104 (concat 1 in_i1 in_i2)))
 (let ((?x110 (+ sym_c sym_c2)))
 (let ((?x127 (slice 1 sym_c ?x110 ?x104)))
 (= (dim ?x127 1) sym_c2)))))
(assert
 (let ((?x104 (concat 1 in_i1 in_i2)))
 (let ((?x110 (+ sym_c sym_c2)))
 (let ((?x127 (slice 1 sym_c ?x110 ?x104)))
 (= (dim ?x127 2) sym_h)))))
(assert
 (let ((?x104 (concat 1 in_i1 in_i2)))
 (let ((?x110 (+ sym_c sym_c2)))
 (let ((?x127 (slice 1 sym_c ?x110 ?x104)))
 (= (dim ?x127 3) sym_w)))))
(assert
 (let ((?x110 (+ sym_c sym_c2)))
 (>= ?x110 0)))
(assert
 (let ((?x104 (concat 1 in_i1 in_i2)))
(let ((?x110 (+ sym_c sym_c2)))
(let ((?x127 (slice 1 sym_c ?x110 ?x104)))
(or (and (distinct (slice 1 0 sym_c ?x104) in_i1) true) (and (distinct ?x127 in_i2) true))))))
(check-sat)

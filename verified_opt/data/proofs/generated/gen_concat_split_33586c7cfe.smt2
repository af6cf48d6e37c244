; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 75144
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) (_t1 Int) )(! (let ((?x21 (slice ax _t0 _t1 (concat ax A (concat ax B C)))))
 (let (($x22 (= ?x21 C)))
 (let (($x18 (and (= _t0 (+ (dim A ax) (dim B ax))) (= _t1 (+ (+ (dim A ax) (dim B ax)) (dim C ax))))))
 (=> $x18 $x22)))) :pattern ( (slice ax _t0 _t1 (concat ax A (concat ax B C))) ) :qid slice_concat3_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c3))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i3)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i3) 0) sym_n))
(assert
 (let ((?x111 (+ sym_c2 sym_c3)))
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x111)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i2 in_i3))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 0) sym_n))
(assert
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 0 ?x129 ?x117)))
 (= (rank ?x130) 4))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 0 ?x129 ?x117)))
 (= (dim ?x130 0) sym_n))))))
(assert
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x130 (slice 1 0 ?x129 ?x117)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x129)))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 0 ?x129 ?x117)))
 (= (dim ?x130 2) sym_h))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x130 (slice 1 0 ?x129 ?x117)))
 (= (dim ?x130 3) sym_w))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x141 (slice 1 ?x129 ?x123 ?x117)))
 (= (rank ?x141) 4)))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x141 (slice 1 ?x129 ?x123 ?x117)))
 (= (dim ?x141 0) sym_n)))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x141 (slice 1 ?x129 ?x123 ?x117)))
 (= (dim ?x141 1) sym_c3)))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x141 (slice 1 ?x129 ?x123 ?x117)))
 (= (dim ?x141 2) sym_h)))))))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
 (let ((?x117 (concat 1 in_i1 ?x105)))
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (let ((?x129 (+ sym_c sym_c2)))
 (let ((?x141 (slice 1 ?x129 ?x123 ?x117)))
 (= (dim ?x141 3) sym_w)))))))
(assert
 (let ((?x111 (+ sym_c2 sym_c3)))
 (>= ?x111 0)))
(assert
 (let ((?x123 (+ sym_c sym_c2 sym_c3)))
 (>= ?x123 0)))
(assert
 (let ((?x129 (+ sym_c sym_c2)))
 (>= ?x129 0)))
(assert
 (let ((?x105 (concat 1 in_i2 in_i3)))
(let ((?x117 (concat 1 in_i1 ?x105)))
(let ((?x123 (+ sym_c sym_c2 sym_c3)))
(let ((?x129 (+ sym_c sym_c2)))
(let ((?x141 (slice 1 ?x129 ?x123 ?x117)))
(and (distinct ?x141 in_i3) true)))))))
(check-sat)

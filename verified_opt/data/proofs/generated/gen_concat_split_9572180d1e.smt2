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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
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
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_n3 1))
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
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n3))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i3)) 4))
(assert
 (let ((?x109 (+ sym_n2 sym_n3)))
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x109)))))
(assert
 (= (dim (concat 0 in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (concat 0 in_i2 in_i3))) 4))
(assert
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x121))))))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i3)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x130 (slice 0 0 ?x129 ?x117)))
 (= (rank ?x130) 4))))))
(assert
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x130 (slice 0 0 ?x129 ?x117)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x129)))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x130 (slice 0 0 ?x129 ?x117)))
 (= (dim ?x130 1) sym_c))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x130 (slice 0 0 ?x129 ?x117)))
 (= (dim ?x130 2) sym_h))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x130 (slice 0 0 ?x129 ?x117)))
 (= (dim ?x130 3) sym_w))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x141 (slice 0 ?x129 ?x121 ?x117)))
 (= (rank ?x141) 4)))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x141 (slice 0 ?x129 ?x121 ?x117)))
 (= (dim ?x141 0) sym_n3)))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x141 (slice 0 ?x129 ?x121 ?x117)))
 (= (dim ?x141 1) sym_c)))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x141 (slice 0 ?x129 ?x121 ?x117)))
 (= (dim ?x141 2) sym_h)))))))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
 (let ((?x117 (concat 0 in_i1 ?x105)))
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (let ((?x129 (+ sym_n sym_n2)))
 (let ((?x141 (slice 0 ?x129 ?x121 ?x117)))
 (= (dim ?x141 3) sym_w)))))))
(assert
 (let ((?x109 (+ sym_n2 sym_n3)))
 (>= ?x109 0)))
(assert
 (let ((?x121 (+ sym_n sym_n2 sym_n3)))
 (>= ?x121 0)))
(assert
 (let ((?x129 (+ sym_n sym_n2)))
 (>= ?x129 0)))
(assert
 (let ((?x105 (concat 0 in_i2 in_i3)))
(let ((?x117 (concat 0 in_i1 ?x105)))
(let ((?x121 (+ sym_n sym_n2 sym_n3)))
(let ((?x129 (+ sym_n sym_n2)))
(let ((?x141 (slice 0 ?x129 ?x121 ?x117)))
(and (distinct ?x141 in_i3) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 112133
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) (_t1 Int) )(! (let ((?x28 (slice ax _t0 _t1 (concat ax A (concat ax B C)))))
 (let (($x29 (= ?x28 C)))
 (let (($x14 (>= (rank C) 1)))
 (let (($x11 (>= (rank B) 1)))
 (let (($x8 (>= (rank A) 1)))
 (let (($x25 (and $x8 $x11 $x14 (= _t0 (+ (dim A ax) (dim B ax))) (= _t1 (+ (+ (dim A ax) (dim B ax)) (dim C ax))))))
 (=> $x25 $x29))))))) :pattern ( (slice ax _t0 _t1 (concat ax A (concat ax B C))) ) :qid slice_concat3_right))
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
 (let ((?x115 (+ sym_n2 sym_n3)))
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x115)))))
(assert
 (= (dim (concat 0 in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (concat 0 in_i2 in_i3))) 4))
(assert
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x127))))))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i3)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x136 (slice 0 0 ?x135 ?x123)))
 (= (rank ?x136) 4))))))
(assert
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x136 (slice 0 0 ?x135 ?x123)))
 (let ((?x139 (dim ?x136 0)))
 (= ?x139 ?x135)))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x136 (slice 0 0 ?x135 ?x123)))
 (= (dim ?x136 1) sym_c))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x136 (slice 0 0 ?x135 ?x123)))
 (= (dim ?x136 2) sym_h))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x136 (slice 0 0 ?x135 ?x123)))
 (= (dim ?x136 3) sym_w))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x147 (slice 0 ?x135 ?x127 ?x123)))
 (= (rank ?x147) 4)))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x147 (slice 0 ?x135 ?x127 ?x123)))
 (= (dim ?x147 0) sym_n3)))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x147 (slice 0 ?x135 ?x127 ?x123)))
 (= (dim ?x147 1) sym_c)))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x147 (slice 0 ?x135 ?x127 ?x123)))
 (= (dim ?x147 2) sym_h)))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x123 (concat 0 in_i1 ?x111)))
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (let ((?x135 (+ sym_n sym_n2)))
 (let ((?x147 (slice 0 ?x135 ?x127 ?x123)))
 (= (dim ?x147 3) sym_w)))))))
(assert
 (let ((?x115 (+ sym_n2 sym_n3)))
 (>= ?x115 0)))
(assert
 (let ((?x127 (+ sym_n sym_n2 sym_n3)))
 (>= ?x127 0)))
(assert
 (let ((?x135 (+ sym_n sym_n2)))
 (>= ?x135 0)))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
(let ((?x123 (concat 0 in_i1 ?x111)))
(let ((?x127 (+ sym_n sym_n2 sym_n3)))
(let ((?x135 (+ sym_n sym_n2)))
(let ((?x147 (slice 0 ?x135 ?x127 ?x123)))
(and (distinct ?x147 in_i3) true)))))))
(check-sat)

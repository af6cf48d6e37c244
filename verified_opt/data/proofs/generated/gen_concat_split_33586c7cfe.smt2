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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
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
 (let ((?x117 (+ sym_c2 sym_c3)))
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x117)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i2 in_i3))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 0) sym_n))
(assert
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x129))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x136 (slice 1 0 ?x135 ?x123)))
 (= (rank ?x136) 4))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x136 (slice 1 0 ?x135 ?x123)))
 (= (dim ?x136 0) sym_n))))))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x136 (slice 1 0 ?x135 ?x123)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 ?x135)))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x136 (slice 1 0 ?x135 ?x123)))
 (= (dim ?x136 2) sym_h))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x136 (slice 1 0 ?x135 ?x123)))
 (= (dim ?x136 3) sym_w))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x147 (slice 1 ?x135 ?x129 ?x123)))
 (= (rank ?x147) 4)))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x147 (slice 1 ?x135 ?x129 ?x123)))
 (= (dim ?x147 0) sym_n)))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x147 (slice 1 ?x135 ?x129 ?x123)))
 (= (dim ?x147 1) sym_c3)))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x147 (slice 1 ?x135 ?x129 ?x123)))
 (= (dim ?x147 2) sym_h)))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x123 (concat 1 in_i1 ?x111)))
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (let ((?x135 (+ sym_c sym_c2)))
 (let ((?x147 (slice 1 ?x135 ?x129 ?x123)))
 (= (dim ?x147 3) sym_w)))))))
(assert
 (let ((?x117 (+ sym_c2 sym_c3)))
 (>= ?x117 0)))
(assert
 (let ((?x129 (+ sym_c sym_c2 sym_c3)))
 (>= ?x129 0)))
(assert
 (let ((?x135 (+ sym_c sym_c2)))
 (>= ?x135 0)))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
(let ((?x123 (concat 1 in_i1 ?x111)))
(let ((?x129 (+ sym_c sym_c2 sym_c3)))
(let ((?x135 (+ sym_c sym_c2)))
(let ((?x147 (slice 1 ?x135 ?x129 ?x123)))
(and (distinct ?x147 in_i3) true)))))))
(check-sat)

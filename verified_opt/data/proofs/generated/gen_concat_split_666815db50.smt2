; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 84873
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x98 (+ sym_c2 sym_c)))
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x98)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i2 in_i1))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 0) sym_n))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x111)))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i2 in_i1)) 3) sym_w))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x118 (slice 1 0 ?x117 ?x104)))
 (= (rank ?x118) 4))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x118 (slice 1 0 ?x117 ?x104)))
 (= (dim ?x118 0) sym_n))))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x118 (slice 1 0 ?x117 ?x104)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x117)))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x118 (slice 1 0 ?x117 ?x104)))
 (= (dim ?x118 2) sym_h))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x118 (slice 1 0 ?x117 ?x104)))
 (= (dim ?x118 3) sym_w))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x129 (slice 1 ?x117 ?x111 ?x104)))
 (= (rank ?x129) 4))))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x129 (slice 1 ?x117 ?x111 ?x104)))
 (= (dim ?x129 0) sym_n))))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x129 (slice 1 ?x117 ?x111 ?x104)))
 (= (dim ?x129 1) sym_c))))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x129 (slice 1 ?x117 ?x111 ?x104)))
 (= (dim ?x129 2) sym_h))))))))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
 (let ((?x104 (concat 1 in_i1 ?x92)))
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x129 (slice 1 ?x117 ?x111 ?x104)))
 (= (dim ?x129 3) sym_w))))))))
(assert
 (let ((?x98 (+ sym_c2 sym_c)))
 (>= ?x98 0)))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x111 (+ ?x110 sym_c2)))
 (>= ?x111 0))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (>= ?x117 0)))
(assert
 (let ((?x92 (concat 1 in_i2 in_i1)))
(let ((?x104 (concat 1 in_i1 ?x92)))
(let ((?x110 (* 2 sym_c)))
(let ((?x111 (+ ?x110 sym_c2)))
(let ((?x117 (+ sym_c sym_c2)))
(let ((?x129 (slice 1 ?x117 ?x111 ?x104)))
(and (distinct ?x129 in_i1) true))))))))
(check-sat)

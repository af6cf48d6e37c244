; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 111820
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (let ((?x104 (+ sym_c sym_c2)))
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x104)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (concat 1 in_i1 in_i2))) 4))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i1 in_i2)) 0) sym_n))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x117)))))))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (concat 1 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x123 (slice 1 0 ?x116 ?x110)))
 (= (rank ?x123) 4))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x123 (slice 1 0 ?x116 ?x110)))
 (= (dim ?x123 0) sym_n))))))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x123 (slice 1 0 ?x116 ?x110)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x116)))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x123 (slice 1 0 ?x116 ?x110)))
 (= (dim ?x123 2) sym_h))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x123 (slice 1 0 ?x116 ?x110)))
 (= (dim ?x123 3) sym_w))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (let ((?x134 (slice 1 ?x116 ?x117 ?x110)))
 (= (rank ?x134) 4)))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (let ((?x134 (slice 1 ?x116 ?x117 ?x110)))
 (= (dim ?x134 0) sym_n)))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (let ((?x134 (slice 1 ?x116 ?x117 ?x110)))
 (= (dim ?x134 1) sym_c2)))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (let ((?x134 (slice 1 ?x116 ?x117 ?x110)))
 (= (dim ?x134 2) sym_h)))))))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
 (let ((?x110 (concat 1 in_i1 ?x98)))
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (let ((?x134 (slice 1 ?x116 ?x117 ?x110)))
 (= (dim ?x134 3) sym_w)))))))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (>= ?x104 0)))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ ?x116 sym_c2)))
 (>= ?x117 0))))
(assert
 (let ((?x116 (* 2 sym_c)))
 (>= ?x116 0)))
(assert
 (let ((?x98 (concat 1 in_i1 in_i2)))
(let ((?x110 (concat 1 in_i1 ?x98)))
(let ((?x116 (* 2 sym_c)))
(let ((?x117 (+ ?x116 sym_c2)))
(let ((?x134 (slice 1 ?x116 ?x117 ?x110)))
(and (distinct ?x134 in_i2) true)))))))
(check-sat)

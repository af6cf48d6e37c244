; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 111627
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
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c3))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x99 (+ sym_c2 sym_c3)))
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x99)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x3))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x3)) 0) sym_n))
(assert
 (let ((?x107 (+ sym_c sym_c2 sym_c3)))
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x106 (dim ?x101 1)))
 (= ?x106 ?x107))))))
(assert
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x109 (+ sym_c sym_c2)))
 (let ((?x110 (slice 1 0 ?x109 ?x101)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x109 (+ sym_c sym_c2)))
 (let ((?x110 (slice 1 0 ?x109 ?x101)))
 (= (dim ?x110 0) sym_n))))))
(assert
 (let ((?x109 (+ sym_c sym_c2)))
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x110 (slice 1 0 ?x109 ?x101)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x109)))))))
(assert
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x107 (+ sym_c sym_c2 sym_c3)))
 (let ((?x109 (+ sym_c sym_c2)))
 (let ((?x117 (slice 1 ?x109 ?x107 ?x101)))
 (= (rank ?x117) 2)))))))
(assert
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x107 (+ sym_c sym_c2 sym_c3)))
 (let ((?x109 (+ sym_c sym_c2)))
 (let ((?x117 (slice 1 ?x109 ?x107 ?x101)))
 (= (dim ?x117 0) sym_n)))))))
(assert
 (let ((?x93 (concat 1 in_x2 in_x3)))
 (let ((?x101 (concat 1 in_x1 ?x93)))
 (let ((?x107 (+ sym_c sym_c2 sym_c3)))
 (let ((?x109 (+ sym_c sym_c2)))
 (let ((?x117 (slice 1 ?x109 ?x107 ?x101)))
 (= (dim ?x117 1) sym_c3)))))))
(assert
 (let ((?x99 (+ sym_c2 sym_c3)))
 (>= ?x99 0)))
(assert
 (let ((?x107 (+ sym_c sym_c2 sym_c3)))
 (>= ?x107 0)))
(assert
 (let ((?x109 (+ sym_c sym_c2)))
 (>= ?x109 0)))
(assert
 (let ((?x93 (concat 1 in_x2 in_x3)))
(let ((?x101 (concat 1 in_x1 ?x93)))
(let ((?x107 (+ sym_c sym_c2 sym_c3)))
(let ((?x109 (+ sym_c sym_c2)))
(let ((?x117 (slice 1 ?x109 ?x107 ?x101)))
(and (distinct ?x117 in_x3) true)))))))
(check-sat)

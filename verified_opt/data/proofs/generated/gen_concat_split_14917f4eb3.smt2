; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 128160
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
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x90 (+ sym_c2 sym_c)))
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x1))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x1)) 0) sym_n))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ ?x98 sym_c2)))
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x99)))))))
(assert
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x102 (slice 1 0 ?x101 ?x92)))
 (= (rank ?x102) 2))))))
(assert
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x102 (slice 1 0 ?x101 ?x92)))
 (= (dim ?x102 0) sym_n))))))
(assert
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x102 (slice 1 0 ?x101 ?x92)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x101)))))))
(assert
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ ?x98 sym_c2)))
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x109 (slice 1 ?x101 ?x99 ?x92)))
 (= (rank ?x109) 2))))))))
(assert
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ ?x98 sym_c2)))
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x109 (slice 1 ?x101 ?x99 ?x92)))
 (= (dim ?x109 0) sym_n))))))))
(assert
 (let ((?x84 (concat 1 in_x2 in_x1)))
 (let ((?x92 (concat 1 in_x1 ?x84)))
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ ?x98 sym_c2)))
 (let ((?x101 (+ sym_c sym_c2)))
 (let ((?x109 (slice 1 ?x101 ?x99 ?x92)))
 (= (dim ?x109 1) sym_c))))))))
(assert
 (let ((?x90 (+ sym_c2 sym_c)))
 (>= ?x90 0)))
(assert
 (let ((?x98 (* 2 sym_c)))
 (let ((?x99 (+ ?x98 sym_c2)))
 (>= ?x99 0))))
(assert
 (let ((?x101 (+ sym_c sym_c2)))
 (>= ?x101 0)))
(assert
 (let ((?x84 (concat 1 in_x2 in_x1)))
(let ((?x92 (concat 1 in_x1 ?x84)))
(let ((?x98 (* 2 sym_c)))
(let ((?x99 (+ ?x98 sym_c2)))
(let ((?x101 (+ sym_c sym_c2)))
(let ((?x109 (slice 1 ?x101 ?x99 ?x92)))
(and (distinct ?x109 in_x1) true))))))))
(check-sat)

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
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
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
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x88 (+ sym_n2 sym_n)))
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x88)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x1))) 2))
(assert
 (let ((?x96 (* 2 sym_n)))
 (let ((?x97 (+ ?x96 sym_n2)))
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x97)))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x1)) 1) sym_c))
(assert
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x101 (+ sym_n sym_n2)))
 (let ((?x102 (slice 0 0 ?x101 ?x92)))
 (= (rank ?x102) 2))))))
(assert
 (let ((?x101 (+ sym_n sym_n2)))
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x102 (slice 0 0 ?x101 ?x92)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x101)))))))
(assert
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x101 (+ sym_n sym_n2)))
 (let ((?x102 (slice 0 0 ?x101 ?x92)))
 (= (dim ?x102 1) sym_c))))))
(assert
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x96 (* 2 sym_n)))
 (let ((?x97 (+ ?x96 sym_n2)))
 (let ((?x101 (+ sym_n sym_n2)))
 (let ((?x109 (slice 0 ?x101 ?x97 ?x92)))
 (= (rank ?x109) 2))))))))
(assert
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x96 (* 2 sym_n)))
 (let ((?x97 (+ ?x96 sym_n2)))
 (let ((?x101 (+ sym_n sym_n2)))
 (let ((?x109 (slice 0 ?x101 ?x97 ?x92)))
 (= (dim ?x109 0) sym_n))))))))
(assert
 (let ((?x84 (concat 0 in_x2 in_x1)))
 (let ((?x92 (concat 0 in_x1 ?x84)))
 (let ((?x96 (* 2 sym_n)))
 (let ((?x97 (+ ?x96 sym_n2)))
 (let ((?x101 (+ sym_n sym_n2)))
 (let ((?x109 (slice 0 ?x101 ?x97 ?x92)))
 (= (dim ?x109 1) sym_c))))))))
(assert
 (let ((?x88 (+ sym_n2 sym_n)))
 (>= ?x88 0)))
(assert
 (let ((?x96 (* 2 sym_n)))
 (let ((?x97 (+ ?x96 sym_n2)))
 (>= ?x97 0))))
(assert
 (let ((?x101 (+ sym_n sym_n2)))
 (>= ?x101 0)))
(assert
 (let ((?x84 (concat 0 in_x2 in_x1)))
(let ((?x92 (concat 0 in_x1 ?x84)))
(let ((?x96 (* 2 sym_n)))
(let ((?x97 (+ ?x96 sym_n2)))
(let ((?x101 (+ sym_n sym_n2)))
(let ((?x109 (slice 0 ?x101 ?x97 ?x92)))
(and (distinct ?x109 in_x1) true))))))))
(check-sat)

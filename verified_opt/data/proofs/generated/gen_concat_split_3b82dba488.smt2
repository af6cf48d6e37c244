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
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_n3 () Int)
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
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_n3 1))
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n3))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x97 (+ sym_n2 sym_n3)))
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x96 (dim ?x93 0)))
 (= ?x96 ?x97)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x3))) 2))
(assert
 (let ((?x105 (+ sym_n sym_n2 sym_n3)))
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x104 (dim ?x101 0)))
 (= ?x104 ?x105))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x109 (+ sym_n sym_n2)))
 (let ((?x110 (slice 0 0 ?x109 ?x101)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x109 (+ sym_n sym_n2)))
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x110 (slice 0 0 ?x109 ?x101)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x109)))))))
(assert
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x109 (+ sym_n sym_n2)))
 (let ((?x110 (slice 0 0 ?x109 ?x101)))
 (= (dim ?x110 1) sym_c))))))
(assert
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x105 (+ sym_n sym_n2 sym_n3)))
 (let ((?x109 (+ sym_n sym_n2)))
 (let ((?x117 (slice 0 ?x109 ?x105 ?x101)))
 (= (rank ?x117) 2)))))))
(assert
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x105 (+ sym_n sym_n2 sym_n3)))
 (let ((?x109 (+ sym_n sym_n2)))
 (let ((?x117 (slice 0 ?x109 ?x105 ?x101)))
 (= (dim ?x117 0) sym_n3)))))))
(assert
 (let ((?x93 (concat 0 in_x2 in_x3)))
 (let ((?x101 (concat 0 in_x1 ?x93)))
 (let ((?x105 (+ sym_n sym_n2 sym_n3)))
 (let ((?x109 (+ sym_n sym_n2)))
 (let ((?x117 (slice 0 ?x109 ?x105 ?x101)))
 (= (dim ?x117 1) sym_c)))))))
(assert
 (let ((?x97 (+ sym_n2 sym_n3)))
 (>= ?x97 0)))
(assert
 (let ((?x105 (+ sym_n sym_n2 sym_n3)))
 (>= ?x105 0)))
(assert
 (let ((?x109 (+ sym_n sym_n2)))
 (>= ?x109 0)))
(assert
 (let ((?x93 (concat 0 in_x2 in_x3)))
(let ((?x101 (concat 0 in_x1 ?x93)))
(let ((?x105 (+ sym_n sym_n2 sym_n3)))
(let ((?x109 (+ sym_n sym_n2)))
(let ((?x117 (slice 0 ?x109 ?x105 ?x101)))
(and (distinct ?x117 in_x3) true)))))))
(check-sat)

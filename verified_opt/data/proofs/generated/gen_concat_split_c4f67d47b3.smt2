; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 74634
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
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (let ((?x93 (+ sym_c2 sym_c3)))
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x93)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x3))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x3)) 0) sym_n))
(assert
 (let ((?x101 (+ sym_c sym_c2 sym_c3)))
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x101))))))
(assert
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x104 (slice 1 0 ?x103 ?x95)))
 (= (rank ?x104) 2))))))
(assert
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x104 (slice 1 0 ?x103 ?x95)))
 (= (dim ?x104 0) sym_n))))))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x104 (slice 1 0 ?x103 ?x95)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x103)))))))
(assert
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x101 (+ sym_c sym_c2 sym_c3)))
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x111 (slice 1 ?x103 ?x101 ?x95)))
 (= (rank ?x111) 2)))))))
(assert
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x101 (+ sym_c sym_c2 sym_c3)))
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x111 (slice 1 ?x103 ?x101 ?x95)))
 (= (dim ?x111 0) sym_n)))))))
(assert
 (let ((?x87 (concat 1 in_x2 in_x3)))
 (let ((?x95 (concat 1 in_x1 ?x87)))
 (let ((?x101 (+ sym_c sym_c2 sym_c3)))
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x111 (slice 1 ?x103 ?x101 ?x95)))
 (= (dim ?x111 1) sym_c3)))))))
(assert
 (let ((?x93 (+ sym_c2 sym_c3)))
 (>= ?x93 0)))
(assert
 (let ((?x101 (+ sym_c sym_c2 sym_c3)))
 (>= ?x101 0)))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (>= ?x103 0)))
(assert
 (let ((?x87 (concat 1 in_x2 in_x3)))
(let ((?x95 (concat 1 in_x1 ?x87)))
(let ((?x101 (+ sym_c sym_c2 sym_c3)))
(let ((?x103 (+ sym_c sym_c2)))
(let ((?x111 (slice 1 ?x103 ?x101 ?x95)))
(and (distinct ?x111 in_x3) true)))))))
(check-sat)

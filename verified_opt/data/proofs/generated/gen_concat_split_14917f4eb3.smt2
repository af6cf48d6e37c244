; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 84371
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (let ((?x84 (+ sym_c2 sym_c)))
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x83 (dim ?x78 1)))
 (= ?x83 ?x84)))))
(assert
 (= (rank (concat 1 in_x1 (concat 1 in_x2 in_x1))) 2))
(assert
 (= (dim (concat 1 in_x1 (concat 1 in_x2 in_x1)) 0) sym_n))
(assert
 (let ((?x92 (* 2 sym_c)))
 (let ((?x93 (+ ?x92 sym_c2)))
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x93)))))))
(assert
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x96 (slice 1 0 ?x95 ?x86)))
 (= (rank ?x96) 2))))))
(assert
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x96 (slice 1 0 ?x95 ?x86)))
 (= (dim ?x96 0) sym_n))))))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x96 (slice 1 0 ?x95 ?x86)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x95)))))))
(assert
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x92 (* 2 sym_c)))
 (let ((?x93 (+ ?x92 sym_c2)))
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x103 (slice 1 ?x95 ?x93 ?x86)))
 (= (rank ?x103) 2))))))))
(assert
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x92 (* 2 sym_c)))
 (let ((?x93 (+ ?x92 sym_c2)))
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x103 (slice 1 ?x95 ?x93 ?x86)))
 (= (dim ?x103 0) sym_n))))))))
(assert
 (let ((?x78 (concat 1 in_x2 in_x1)))
 (let ((?x86 (concat 1 in_x1 ?x78)))
 (let ((?x92 (* 2 sym_c)))
 (let ((?x93 (+ ?x92 sym_c2)))
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x103 (slice 1 ?x95 ?x93 ?x86)))
 (= (dim ?x103 1) sym_c))))))))
(assert
 (let ((?x84 (+ sym_c2 sym_c)))
 (>= ?x84 0)))
(assert
 (let ((?x92 (* 2 sym_c)))
 (let ((?x93 (+ ?x92 sym_c2)))
 (>= ?x93 0))))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (>= ?x95 0)))
(assert
 (let ((?x78 (concat 1 in_x2 in_x1)))
(let ((?x86 (concat 1 in_x1 ?x78)))
(let ((?x92 (* 2 sym_c)))
(let ((?x93 (+ ?x92 sym_c2)))
(let ((?x95 (+ sym_c sym_c2)))
(let ((?x103 (slice 1 ?x95 ?x93 ?x86)))
(and (distinct ?x103 in_x1) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 74427
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
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
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x82 (+ sym_n sym_n2)))
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x81 (dim ?x78 0)))
 (= ?x81 ?x82)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x91 (+ ?x90 sym_n2)))
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x91)))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x90 (* 2 sym_n)))
 (let ((?x95 (slice 0 0 ?x90 ?x86)))
 (= (rank ?x95) 2))))))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x95 (slice 0 0 ?x90 ?x86)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x90)))))))
(assert
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x90 (* 2 sym_n)))
 (let ((?x95 (slice 0 0 ?x90 ?x86)))
 (= (dim ?x95 1) sym_c))))))
(assert
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x90 (* 2 sym_n)))
 (let ((?x91 (+ ?x90 sym_n2)))
 (let ((?x102 (slice 0 ?x90 ?x91 ?x86)))
 (= (rank ?x102) 2)))))))
(assert
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x90 (* 2 sym_n)))
 (let ((?x91 (+ ?x90 sym_n2)))
 (let ((?x102 (slice 0 ?x90 ?x91 ?x86)))
 (= (dim ?x102 0) sym_n2)))))))
(assert
 (let ((?x78 (concat 0 in_x1 in_x2)))
 (let ((?x86 (concat 0 in_x1 ?x78)))
 (let ((?x90 (* 2 sym_n)))
 (let ((?x91 (+ ?x90 sym_n2)))
 (let ((?x102 (slice 0 ?x90 ?x91 ?x86)))
 (= (dim ?x102 1) sym_c)))))))
(assert
 (let ((?x82 (+ sym_n sym_n2)))
 (>= ?x82 0)))
(assert
 (let ((?x90 (* 2 sym_n)))
 (let ((?x91 (+ ?x90 sym_n2)))
 (>= ?x91 0))))
(assert
 (let ((?x90 (* 2 sym_n)))
 (>= ?x90 0)))
(assert
 (let ((?x78 (concat 0 in_x1 in_x2)))
(let ((?x86 (concat 0 in_x1 ?x78)))
(let ((?x90 (* 2 sym_n)))
(let ((?x91 (+ ?x90 sym_n2)))
(let ((?x102 (slice 0 ?x90 ?x91 ?x86)))
(and (distinct ?x102 in_x2) true)))))))
(check-sat)

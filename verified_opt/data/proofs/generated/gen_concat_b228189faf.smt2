; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 4587
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x144 (concat ax A (concat ax B C))))
 (let ((?x142 (concat ax (concat ax A B) C)))
 (let (($x145 (= ?x142 ?x144)))
 (let ((?x85 (+ 1 ax)))
 (let ((?x116 (+ ?x85 5)))
 (let ((?x117 (dim A ?x116)))
 (let ((?x12 (- (- (rank A) 1) ax)))
 (let (($x115 (> ?x12 5)))
 (let (($x109 (> ?x12 4)))
 (let (($x103 (> ?x12 3)))
 (let (($x97 (> ?x12 2)))
 (let (($x91 (> ?x12 1)))
 (let (($x84 (> ?x12 0)))
 (let (($x59 (> ax 5)))
 (let (($x52 (> ax 4)))
 (let (($x45 (> ax 3)))
 (let (($x38 (> ax 2)))
 (let (($x31 (> ax 1)))
 (let (($x25 (> ax 0)))
 (let (($x24 (= ax ax)))
 (let (($x7 (>= ax 0)))
 (let (($x140 (and $x7 (>= ?x12 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x7 (>= (- (- (rank C) 1) ax) 0) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) (= (- (- (rank B) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim B (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim B (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim B (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim B (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim B (+ ?x85 4)))) (=> $x115 (= ?x117 (dim B ?x116))) (= (- (- (rank C) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim C (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim C (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim C (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim C (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim C (+ ?x85 4)))) (=> $x115 (= ?x117 (dim C ?x116))))))
 (=> $x140 $x145))))))))))))))))))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x295 (+ sym_n sym_n2)))
 (let ((?x180 (concat 0 in_i1 in_i2)))
 (let ((?x286 (dim ?x180 0)))
 (= ?x286 ?x295)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 (concat 0 in_i1 in_i2) in_i1)) 4))
(assert
 (let ((?x340 (* 2 sym_n)))
 (let ((?x341 (+ ?x340 sym_n2)))
 (let ((?x180 (concat 0 in_i1 in_i2)))
 (let ((?x336 (concat 0 ?x180 in_i1)))
 (let ((?x339 (dim ?x336 0)))
 (= ?x339 ?x341)))))))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (concat 0 in_i1 in_i2) in_i1) 3) sym_w))
(assert
 (let ((?x295 (+ sym_n sym_n2)))
 (>= ?x295 0)))
(assert
 (let ((?x340 (* 2 sym_n)))
 (let ((?x341 (+ ?x340 sym_n2)))
 (>= ?x341 0))))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x355 (+ sym_n2 sym_n)))
 (let ((?x351 (concat 0 in_i2 in_i1)))
 (let ((?x354 (dim ?x351 0)))
 (= ?x354 ?x355)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (concat 0 in_i2 in_i1))) 4))
(assert
 (let ((?x340 (* 2 sym_n)))
 (let ((?x341 (+ ?x340 sym_n2)))
 (let ((?x351 (concat 0 in_i2 in_i1)))
 (let ((?x363 (concat 0 in_i1 ?x351)))
 (let ((?x366 (dim ?x363 0)))
 (= ?x366 ?x341)))))))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (concat 0 in_i2 in_i1)) 3) sym_w))
(assert
 (let ((?x351 (concat 0 in_i2 in_i1)))
(let ((?x363 (concat 0 in_i1 ?x351)))
(let ((?x180 (concat 0 in_i1 in_i2)))
(let ((?x336 (concat 0 ?x180 in_i1)))
(and (distinct ?x336 ?x363) true))))))
(check-sat)

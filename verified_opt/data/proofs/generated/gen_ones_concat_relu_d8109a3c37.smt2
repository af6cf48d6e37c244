; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_ones2
; z3 rlimit used: 8363
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x103 (concat ax (relu X) (relu Y))))
 (let ((?x99 (concat ax X Y)))
 (let ((?x100 (relu ?x99)))
 (let (($x104 (= ?x100 ?x103)))
 (let ((?x62 (+ 1 ax)))
 (let ((?x93 (+ ?x62 5)))
 (let ((?x95 (dim Y ?x93)))
 (let ((?x94 (dim X ?x93)))
 (let (($x91 (=> (> (- (- (rank X) 1) ax) 4) (= (dim X (+ ?x62 4)) (dim Y (+ ?x62 4))))))
 (let (($x85 (=> (> (- (- (rank X) 1) ax) 3) (= (dim X (+ ?x62 3)) (dim Y (+ ?x62 3))))))
 (let (($x79 (=> (> (- (- (rank X) 1) ax) 2) (= (dim X (+ ?x62 2)) (dim Y (+ ?x62 2))))))
 (let (($x73 (=> (> (- (- (rank X) 1) ax) 1) (= (dim X (+ ?x62 1)) (dim Y (+ ?x62 1))))))
 (let (($x67 (=> (> (- (- (rank X) 1) ax) 0) (= (dim X (+ ?x62 0)) (dim Y (+ ?x62 0))))))
 (let (($x54 (> ax 5)))
 (let (($x47 (> ax 4)))
 (let (($x40 (> ax 3)))
 (let (($x33 (> ax 2)))
 (let (($x26 (> ax 1)))
 (let (($x20 (> ax 0)))
 (let (($x19 (= ax ax)))
 (let ((?x17 (- (- (rank Y) 1) ax)))
 (let (($x18 (>= ?x17 0)))
 (let (($x7 (>= ax 0)))
 (let ((?x12 (- (- (rank X) 1) ax)))
 (let (($x13 (>= ?x12 0)))
 (let (($x98 (and $x7 $x13 $x7 $x18 $x19 (=> $x20 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x26 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x33 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x40 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x47 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x54 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= ?x17 ?x12) $x67 $x73 $x79 $x85 $x91 (=> (> ?x12 5) (= ?x94 ?x95)))))
 (=> $x98 $x104))))))))))))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x99 (concat ax B C)))
 (let ((?x286 (concat ax A ?x99)))
 (let ((?x285 (concat ax (concat ax A B) C)))
 (let (($x287 (= ?x285 ?x286)))
 (let ((?x62 (+ 1 ax)))
 (let ((?x93 (+ ?x62 5)))
 (let ((?x95 (dim C ?x93)))
 (let ((?x267 (dim A ?x93)))
 (let ((?x181 (- (- (rank A) 1) ax)))
 (let (($x266 (> ?x181 5)))
 (let (($x262 (> ?x181 4)))
 (let (($x258 (> ?x181 3)))
 (let (($x254 (> ?x181 2)))
 (let (($x250 (> ?x181 1)))
 (let (($x246 (> ?x181 0)))
 (let (($x54 (> ax 5)))
 (let (($x47 (> ax 4)))
 (let (($x40 (> ax 3)))
 (let (($x33 (> ax 2)))
 (let (($x26 (> ax 1)))
 (let (($x20 (> ax 0)))
 (let (($x19 (= ax ax)))
 (let ((?x17 (- (- (rank C) 1) ax)))
 (let (($x18 (>= ?x17 0)))
 (let (($x7 (>= ax 0)))
 (let ((?x12 (- (- (rank B) 1) ax)))
 (let (($x13 (>= ?x12 0)))
 (let (($x283 (and $x7 (>= ?x181 0) $x7 $x13 $x7 $x18 $x19 (=> $x20 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x26 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x33 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x40 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x47 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x54 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x19 (=> $x20 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x26 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x33 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x40 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x47 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x54 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) (= ?x12 ?x181) (=> $x246 (= (dim A (+ ?x62 0)) (dim B (+ ?x62 0)))) (=> $x250 (= (dim A (+ ?x62 1)) (dim B (+ ?x62 1)))) (=> $x254 (= (dim A (+ ?x62 2)) (dim B (+ ?x62 2)))) (=> $x258 (= (dim A (+ ?x62 3)) (dim B (+ ?x62 3)))) (=> $x262 (= (dim A (+ ?x62 4)) (dim B (+ ?x62 4)))) (=> $x266 (= ?x267 (dim B ?x93))) (= ?x17 ?x181) (=> $x246 (= (dim A (+ ?x62 0)) (dim C (+ ?x62 0)))) (=> $x250 (= (dim A (+ ?x62 1)) (dim C (+ ?x62 1)))) (=> $x254 (= (dim A (+ ?x62 2)) (dim C (+ ?x62 2)))) (=> $x258 (= (dim A (+ ?x62 3)) (dim C (+ ?x62 3)))) (=> $x262 (= (dim A (+ ?x62 4)) (dim C (+ ?x62 4)))) (=> $x266 (= ?x267 ?x95)))))
 (=> $x283 $x287))))))))))))))))))))))))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x293 (ones2 a b)))
 (let ((?x371 (relu ?x293)))
 (let (($x295 (= ?x371 ?x293)))
 (let (($x292 (and (>= a 1) (>= b 1))))
 (=> $x292 $x295))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
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
 (= (rank (ones2 sym_n sym_c3)) 2))
(assert
 (= (dim (ones2 sym_n sym_c3) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c3) 1) sym_c3))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c3))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c3)) 0) sym_n))
(assert
 (let ((?x418 (+ sym_c sym_c3)))
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x412 (concat 1 in_x1 ?x382)))
 (let ((?x417 (dim ?x412 1)))
 (= ?x417 ?x418))))))
(assert
 (= (rank (relu (concat 1 in_x1 (ones2 sym_n sym_c3)))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 (ones2 sym_n sym_c3))) 0) sym_n))
(assert
 (let ((?x418 (+ sym_c sym_c3)))
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x412 (concat 1 in_x1 ?x382)))
 (let ((?x420 (relu ?x412)))
 (let ((?x425 (dim ?x420 1)))
 (= ?x425 ?x418)))))))
(assert
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x412 (concat 1 in_x1 ?x382)))
 (let ((?x420 (relu ?x412)))
 (let ((?x427 (concat 1 ?x420 in_x2)))
 (= (rank ?x427) 2))))))
(assert
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x412 (concat 1 in_x1 ?x382)))
 (let ((?x420 (relu ?x412)))
 (let ((?x427 (concat 1 ?x420 in_x2)))
 (= (dim ?x427 0) sym_n))))))
(assert
 (let ((?x433 (+ sym_c sym_c3 sym_c2)))
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x412 (concat 1 in_x1 ?x382)))
 (let ((?x420 (relu ?x412)))
 (let ((?x427 (concat 1 ?x420 in_x2)))
 (let ((?x432 (dim ?x427 1)))
 (= ?x432 ?x433))))))))
(assert
 (let ((?x418 (+ sym_c sym_c3)))
 (>= ?x418 0)))
(assert
 (let ((?x433 (+ sym_c sym_c3 sym_c2)))
 (>= ?x433 0)))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c3) in_x2)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c3) in_x2) 0) sym_n))
(assert
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x444 (concat 1 ?x382 in_x2)))
 (let ((?x449 (dim ?x444 1)))
 (= ?x449 (+ sym_c3 sym_c2))))))
(assert
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x444 (concat 1 ?x382 in_x2)))
 (let ((?x437 (relu in_x1)))
 (let ((?x452 (concat 1 ?x437 ?x444)))
 (= (rank ?x452) 2))))))
(assert
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x444 (concat 1 ?x382 in_x2)))
 (let ((?x437 (relu in_x1)))
 (let ((?x452 (concat 1 ?x437 ?x444)))
 (= (dim ?x452 0) sym_n))))))
(assert
 (let ((?x433 (+ sym_c sym_c3 sym_c2)))
 (let ((?x382 (ones2 sym_n sym_c3)))
 (let ((?x444 (concat 1 ?x382 in_x2)))
 (let ((?x437 (relu in_x1)))
 (let ((?x452 (concat 1 ?x437 ?x444)))
 (let ((?x457 (dim ?x452 1)))
 (= ?x457 ?x433))))))))
(assert
 (let ((?x382 (ones2 sym_n sym_c3)))
(let ((?x444 (concat 1 ?x382 in_x2)))
(let ((?x437 (relu in_x1)))
(let ((?x452 (concat 1 ?x437 ?x444)))
(let ((?x412 (concat 1 in_x1 ?x382)))
(let ((?x420 (relu ?x412)))
(let ((?x427 (concat 1 ?x420 in_x2)))
(and (distinct ?x427 ?x452) true)))))))))
(check-sat)

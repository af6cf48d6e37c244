; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 14144
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x191 (concat ax (add A C) (add B D))))
 (let ((?x188 (add (concat ax A B) (concat ax C D))))
 (let (($x192 (= ?x188 ?x191)))
 (let ((?x111 (+ 1 ax)))
 (let ((?x142 (+ ?x111 5)))
 (let ((?x143 (dim A ?x142)))
 (let ((?x16 (- (- (rank A) 1) ax)))
 (let (($x141 (> ?x16 5)))
 (let (($x135 (> ?x16 4)))
 (let (($x129 (> ?x16 3)))
 (let (($x123 (> ?x16 2)))
 (let (($x117 (> ?x16 1)))
 (let (($x110 (> ?x16 0)))
 (let (($x67 (> ax 5)))
 (let (($x60 (> ax 4)))
 (let (($x53 (> ax 3)))
 (let (($x46 (> ax 2)))
 (let (($x39 (> ax 1)))
 (let (($x33 (> ax 0)))
 (let (($x32 (= ax ax)))
 (let (($x12 (>= ax 0)))
 (let (($x10 (= (dim A ax) (dim C ax))))
 (let (($x185 (and $x10 $x12 (>= ?x16 0) $x12 (>= (- (- (rank B) 1) ax) 0) $x12 (>= (- (- (rank C) 1) ax) 0) $x12 (>= (- (- (rank D) 1) ax) 0) $x32 (=> $x33 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x39 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x46 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x53 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x60 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x67 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x32 (=> $x33 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x39 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x46 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x53 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x60 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x67 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) $x32 (=> $x33 (= (dim A (+ 0 0)) (dim D (+ 0 0)))) (=> $x39 (= (dim A (+ 0 1)) (dim D (+ 0 1)))) (=> $x46 (= (dim A (+ 0 2)) (dim D (+ 0 2)))) (=> $x53 (= (dim A (+ 0 3)) (dim D (+ 0 3)))) (=> $x60 (= (dim A (+ 0 4)) (dim D (+ 0 4)))) (=> $x67 (= (dim A (+ 0 5)) (dim D (+ 0 5)))) (= (- (- (rank B) 1) ax) ?x16) (=> $x110 (= (dim A (+ ?x111 0)) (dim B (+ ?x111 0)))) (=> $x117 (= (dim A (+ ?x111 1)) (dim B (+ ?x111 1)))) (=> $x123 (= (dim A (+ ?x111 2)) (dim B (+ ?x111 2)))) (=> $x129 (= (dim A (+ ?x111 3)) (dim B (+ ?x111 3)))) (=> $x135 (= (dim A (+ ?x111 4)) (dim B (+ ?x111 4)))) (=> $x141 (= ?x143 (dim B ?x142))) (= (- (- (rank C) 1) ax) ?x16) (=> $x110 (= (dim A (+ ?x111 0)) (dim C (+ ?x111 0)))) (=> $x117 (= (dim A (+ ?x111 1)) (dim C (+ ?x111 1)))) (=> $x123 (= (dim A (+ ?x111 2)) (dim C (+ ?x111 2)))) (=> $x129 (= (dim A (+ ?x111 3)) (dim C (+ ?x111 3)))) (=> $x135 (= (dim A (+ ?x111 4)) (dim C (+ ?x111 4)))) (=> $x141 (= ?x143 (dim C ?x142))) (= (- (- (rank D) 1) ax) ?x16) (=> $x110 (= (dim A (+ ?x111 0)) (dim D (+ ?x111 0)))) (=> $x117 (= (dim A (+ ?x111 1)) (dim D (+ ?x111 1)))) (=> $x123 (= (dim A (+ ?x111 2)) (dim D (+ ?x111 2)))) (=> $x129 (= (dim A (+ ?x111 3)) (dim D (+ ?x111 3)))) (=> $x135 (= (dim A (+ ?x111 4)) (dim D (+ ?x111 4)))) (=> $x141 (= ?x143 (dim D ?x142))))))
 (=> $x185 $x192)))))))))))))))))))))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x331 (* 2 sym_c)))
 (let ((?x320 (concat 1 in_x1 in_x2)))
 (let ((?x276 (dim ?x320 1)))
 (= ?x276 ?x331)))))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x331 (* 2 sym_c)))
 (let ((?x328 (concat 1 in_x2 in_x3)))
 (let ((?x234 (dim ?x328 1)))
 (= ?x234 ?x331)))))
(assert
 (let ((?x328 (concat 1 in_x2 in_x3)))
 (let ((?x320 (concat 1 in_x1 in_x2)))
 (let ((?x219 (add ?x320 ?x328)))
 (= (rank ?x219) 2)))))
(assert
 (let ((?x328 (concat 1 in_x2 in_x3)))
 (let ((?x320 (concat 1 in_x1 in_x2)))
 (let ((?x219 (add ?x320 ?x328)))
 (= (dim ?x219 0) sym_n)))))
(assert
 (let ((?x331 (* 2 sym_c)))
 (let ((?x328 (concat 1 in_x2 in_x3)))
 (let ((?x320 (concat 1 in_x1 in_x2)))
 (let ((?x219 (add ?x320 ?x328)))
 (let ((?x425 (dim ?x219 1)))
 (= ?x425 ?x331)))))))
(assert
 (let ((?x331 (* 2 sym_c)))
 (>= ?x331 0)))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x2 in_x3)) 2))
(assert
 (= (dim (add in_x2 in_x3) 0) sym_n))
(assert
 (= (dim (add in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 1 (add in_x1 in_x2) (add in_x2 in_x3))) 2))
(assert
 (= (dim (concat 1 (add in_x1 in_x2) (add in_x2 in_x3)) 0) sym_n))
(assert
 (let ((?x331 (* 2 sym_c)))
 (let ((?x435 (add in_x2 in_x3)))
 (let ((?x428 (add in_x1 in_x2)))
 (let ((?x442 (concat 1 ?x428 ?x435)))
 (let ((?x447 (dim ?x442 1)))
 (= ?x447 ?x331)))))))
(assert
 (let ((?x435 (add in_x2 in_x3)))
(let ((?x428 (add in_x1 in_x2)))
(let ((?x442 (concat 1 ?x428 ?x435)))
(let ((?x328 (concat 1 in_x2 in_x3)))
(let ((?x320 (concat 1 in_x1 in_x2)))
(let ((?x219 (add ?x320 ?x328)))
(and (distinct ?x219 ?x442) true))))))))
(check-sat)

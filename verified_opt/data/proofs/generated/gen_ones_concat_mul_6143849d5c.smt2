; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat, mul_ones2
; z3 rlimit used: 15090
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x191 (concat ax (mul A C) (mul B D))))
 (let ((?x188 (mul (concat ax A B) (concat ax C D))))
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
 (=> $x185 $x192)))))))))))))))))))))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x246 (mul X (ones2 a b))))
 (let (($x218 (= ?x246 X)))
 (let (($x224 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x224 $x218)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (ones2 sym_n2 sym_c)) 2))
(assert
 (= (dim (ones2 sym_n2 sym_c) 0) sym_n2))
(assert
 (= (dim (ones2 sym_n2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x432 (+ sym_n2 sym_n)))
 (let ((?x428 (concat 0 in_x2 in_x3)))
 (let ((?x431 (dim ?x428 0)))
 (= ?x431 ?x432)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 (ones2 sym_n2 sym_c) in_x1)) 2))
(assert
 (let ((?x432 (+ sym_n2 sym_n)))
 (let ((?x216 (ones2 sym_n2 sym_c)))
 (let ((?x436 (concat 0 ?x216 in_x1)))
 (let ((?x439 (dim ?x436 0)))
 (= ?x439 ?x432))))))
(assert
 (= (dim (concat 0 (ones2 sym_n2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x216 (ones2 sym_n2 sym_c)))
 (let ((?x436 (concat 0 ?x216 in_x1)))
 (let ((?x428 (concat 0 in_x2 in_x3)))
 (let ((?x443 (mul ?x428 ?x436)))
 (= (rank ?x443) 2))))))
(assert
 (let ((?x432 (+ sym_n2 sym_n)))
 (let ((?x216 (ones2 sym_n2 sym_c)))
 (let ((?x436 (concat 0 ?x216 in_x1)))
 (let ((?x428 (concat 0 in_x2 in_x3)))
 (let ((?x443 (mul ?x428 ?x436)))
 (let ((?x446 (dim ?x443 0)))
 (= ?x446 ?x432))))))))
(assert
 (let ((?x216 (ones2 sym_n2 sym_c)))
 (let ((?x436 (concat 0 ?x216 in_x1)))
 (let ((?x428 (concat 0 in_x2 in_x3)))
 (let ((?x443 (mul ?x428 ?x436)))
 (= (dim ?x443 1) sym_c))))))
(assert
 (let ((?x432 (+ sym_n2 sym_n)))
 (>= ?x432 0)))
(assert
 (= (rank (mul in_x3 in_x1)) 2))
(assert
 (= (dim (mul in_x3 in_x1) 0) sym_n))
(assert
 (= (dim (mul in_x3 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 (mul in_x3 in_x1))) 2))
(assert
 (let ((?x432 (+ sym_n2 sym_n)))
 (let ((?x451 (mul in_x3 in_x1)))
 (let ((?x458 (concat 0 in_x2 ?x451)))
 (let ((?x461 (dim ?x458 0)))
 (= ?x461 ?x432))))))
(assert
 (= (dim (concat 0 in_x2 (mul in_x3 in_x1)) 1) sym_c))
(assert
 (let ((?x451 (mul in_x3 in_x1)))
(let ((?x458 (concat 0 in_x2 ?x451)))
(let ((?x216 (ones2 sym_n2 sym_c)))
(let ((?x436 (concat 0 ?x216 in_x1)))
(let ((?x428 (concat 0 in_x2 in_x3)))
(let ((?x443 (mul ?x428 ?x436)))
(and (distinct ?x443 ?x458) true))))))))
(check-sat)

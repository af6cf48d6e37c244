; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 23411
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
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
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x220 (dim in_k1 2)))
 (= 3 ?x220)))
(assert
 (let ((?x348 (dim in_k1 3)))
 (= 3 ?x348)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x368 (dim in_k2 2)))
 (= 3 ?x368)))
(assert
 (let ((?x319 (dim in_k2 3)))
 (= 3 ?x319)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c2))
(assert
 (= (dim in_k3 1) sym_c))
(assert
 (let ((?x328 (dim in_k3 2)))
 (= 3 ?x328)))
(assert
 (let ((?x270 (dim in_k3 3)))
 (= 3 ?x270)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x424 (dim ?x240 2)))
 (= 3 ?x424))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x426 (dim ?x240 3)))
 (= 3 ?x426))))
(assert
 (= (rank (mul in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (mul in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (mul in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x435 (dim ?x428 2)))
 (= 3 ?x435)))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x437 (dim ?x428 3)))
 (= 3 ?x437)))))
(assert
 (= (rank (mul in_k3 in_k2)) 4))
(assert
 (= (dim (mul in_k3 in_k2) 0) sym_c2))
(assert
 (= (dim (mul in_k3 in_k2) 1) sym_c))
(assert
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x446 (dim ?x439 2)))
 (= 3 ?x446))))
(assert
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x448 (dim ?x439 3)))
 (= 3 ?x448))))
(assert
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x450 (concat 0 ?x428 ?x439)))
 (= (rank ?x450) 4))))))
(assert
 (let ((?x454 (+ sym_c sym_c2)))
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x450 (concat 0 ?x428 ?x439)))
 (let ((?x453 (dim ?x450 0)))
 (= ?x453 ?x454))))))))
(assert
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x450 (concat 0 ?x428 ?x439)))
 (= (dim ?x450 1) sym_c))))))
(assert
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x450 (concat 0 ?x428 ?x439)))
 (let ((?x458 (dim ?x450 2)))
 (= 3 ?x458)))))))
(assert
 (let ((?x439 (mul in_k3 in_k2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x428 (mul in_k1 ?x240)))
 (let ((?x450 (concat 0 ?x428 ?x439)))
 (let ((?x460 (dim ?x450 3)))
 (= 3 ?x460)))))))
(assert
 (let ((?x454 (+ sym_c sym_c2)))
 (>= ?x454 0)))
(assert
 (= (rank (concat 0 in_k1 in_k3)) 4))
(assert
 (let ((?x454 (+ sym_c sym_c2)))
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x466 (dim ?x463 0)))
 (= ?x466 ?x454)))))
(assert
 (= (dim (concat 0 in_k1 in_k3) 1) sym_c))
(assert
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x470 (dim ?x463 2)))
 (= 3 ?x470))))
(assert
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x472 (dim ?x463 3)))
 (= 3 ?x472))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k2)) 4))
(assert
 (let ((?x454 (+ sym_c sym_c2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x477 (dim ?x474 0)))
 (= ?x477 ?x454))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k2) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x481 (dim ?x474 2)))
 (= 3 ?x481)))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x483 (dim ?x474 3)))
 (= 3 ?x483)))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x485 (mul ?x463 ?x474)))
 (= (rank ?x485) 4))))))
(assert
 (let ((?x454 (+ sym_c sym_c2)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x485 (mul ?x463 ?x474)))
 (let ((?x488 (dim ?x485 0)))
 (= ?x488 ?x454))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x485 (mul ?x463 ?x474)))
 (= (dim ?x485 1) sym_c))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x485 (mul ?x463 ?x474)))
 (let ((?x492 (dim ?x485 2)))
 (= 3 ?x492)))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x474 (concat 0 ?x240 in_k2)))
 (let ((?x463 (concat 0 in_k1 in_k3)))
 (let ((?x485 (mul ?x463 ?x474)))
 (let ((?x494 (dim ?x485 3)))
 (= 3 ?x494)))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
(let ((?x474 (concat 0 ?x240 in_k2)))
(let ((?x463 (concat 0 in_k1 in_k3)))
(let ((?x485 (mul ?x463 ?x474)))
(let ((?x439 (mul in_k3 in_k2)))
(let ((?x428 (mul in_k1 ?x240)))
(let ((?x450 (concat 0 ?x428 ?x439)))
(and (distinct ?x450 ?x485) true)))))))))
(check-sat)

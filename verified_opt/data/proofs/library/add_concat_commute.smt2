; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 14692
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_m () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
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
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_m 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_a))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (dim in_B 1) sym_b))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_m))
(assert
 (= (dim in_C 1) sym_a))
(assert
 (= (rank in_D) 2))
(assert
 (= (dim in_D 0) sym_m))
(assert
 (= (dim in_D 1) sym_b))
(assert
 (= (rank (add in_A in_C)) 2))
(assert
 (= (dim (add in_A in_C) 0) sym_m))
(assert
 (= (dim (add in_A in_C) 1) sym_a))
(assert
 (= (rank (add in_B in_D)) 2))
(assert
 (= (dim (add in_B in_D) 0) sym_m))
(assert
 (= (dim (add in_B in_D) 1) sym_b))
(assert
 (= (rank (concat 1 (add in_A in_C) (add in_B in_D))) 2))
(assert
 (= (dim (concat 1 (add in_A in_C) (add in_B in_D)) 0) sym_m))
(assert
 (let ((?x434 (+ sym_a sym_b)))
 (let ((?x216 (add in_B in_D)))
 (let ((?x252 (add in_A in_C)))
 (let ((?x428 (concat 1 ?x252 ?x216)))
 (let ((?x433 (dim ?x428 1)))
 (= ?x433 ?x434)))))))
(assert
 (let ((?x434 (+ sym_a sym_b)))
 (>= ?x434 0)))
(assert
 (= (rank (concat 1 in_A in_B)) 2))
(assert
 (= (dim (concat 1 in_A in_B) 0) sym_m))
(assert
 (let ((?x434 (+ sym_a sym_b)))
 (let ((?x437 (concat 1 in_A in_B)))
 (let ((?x442 (dim ?x437 1)))
 (= ?x442 ?x434)))))
(assert
 (= (rank (concat 1 in_C in_D)) 2))
(assert
 (= (dim (concat 1 in_C in_D) 0) sym_m))
(assert
 (let ((?x434 (+ sym_a sym_b)))
 (let ((?x444 (concat 1 in_C in_D)))
 (let ((?x449 (dim ?x444 1)))
 (= ?x449 ?x434)))))
(assert
 (= (rank (add (concat 1 in_A in_B) (concat 1 in_C in_D))) 2))
(assert
 (let ((?x444 (concat 1 in_C in_D)))
 (let ((?x437 (concat 1 in_A in_B)))
 (let ((?x451 (add ?x437 ?x444)))
 (= (dim ?x451 0) sym_m)))))
(assert
 (let ((?x434 (+ sym_a sym_b)))
 (let ((?x444 (concat 1 in_C in_D)))
 (let ((?x437 (concat 1 in_A in_B)))
 (let ((?x451 (add ?x437 ?x444)))
 (let ((?x456 (dim ?x451 1)))
 (= ?x456 ?x434)))))))
(assert
 (let ((?x444 (concat 1 in_C in_D)))
(let ((?x437 (concat 1 in_A in_B)))
(let ((?x451 (add ?x437 ?x444)))
(let ((?x216 (add in_B in_D)))
(let ((?x252 (add in_A in_C)))
(let ((?x428 (concat 1 ?x252 ?x216)))
(and (distinct ?x428 ?x451) true))))))))
(check-sat)

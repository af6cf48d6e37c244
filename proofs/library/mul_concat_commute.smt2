; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 41390
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_n () Int)
(declare-fun sym_b () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x301 (concat ax (mul A C) (mul B D))))
 (let ((?x32 (concat ax C D)))
 (let ((?x371 (concat ax A B)))
 (let ((?x334 (mul ?x371 ?x32)))
 (let (($x391 (= ?x334 ?x301)))
 (let (($x374 (= (dim A ax) (dim C ax))))
 (let (($x378 (and $x374)))
 (=> $x378 $x391)))))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_b 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_a))
(assert
 (= (dim in_A 1) sym_n))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_b))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_a))
(assert
 (= (dim in_C 1) sym_n))
(assert
 (= (rank in_D) 2))
(assert
 (= (dim in_D 0) sym_b))
(assert
 (= (dim in_D 1) sym_n))
(assert
 (= (rank (mul in_A in_C)) 2))
(assert
 (= (dim (mul in_A in_C) 0) sym_a))
(assert
 (= (dim (mul in_A in_C) 1) sym_n))
(assert
 (= (rank (mul in_B in_D)) 2))
(assert
 (= (dim (mul in_B in_D) 0) sym_b))
(assert
 (= (dim (mul in_B in_D) 1) sym_n))
(assert
 (= (rank (concat 0 (mul in_A in_C) (mul in_B in_D))) 2))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x3522 (mul in_B in_D)))
 (let ((?x3466 (mul in_A in_C)))
 (let ((?x3199 (concat 0 ?x3466 ?x3522)))
 (let ((?x2586 (dim ?x3199 0)))
 (= ?x2586 ?x2023)))))))
(assert
 (= (dim (concat 0 (mul in_A in_C) (mul in_B in_D)) 1) sym_n))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (>= ?x2023 0)))
(assert
 (= (rank (concat 0 in_A in_B)) 2))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x3210 (concat 0 in_A in_B)))
 (let ((?x3486 (dim ?x3210 0)))
 (= ?x3486 ?x2023)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_n))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x3475 (concat 0 in_C in_D)))
 (let ((?x3478 (dim ?x3475 0)))
 (= ?x3478 ?x2023)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_n))
(assert
 (= (rank (mul (concat 0 in_A in_B) (concat 0 in_C in_D))) 2))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x3475 (concat 0 in_C in_D)))
 (let ((?x3210 (concat 0 in_A in_B)))
 (let ((?x3480 (mul ?x3210 ?x3475)))
 (let ((?x3518 (dim ?x3480 0)))
 (= ?x3518 ?x2023)))))))
(assert
 (let ((?x3475 (concat 0 in_C in_D)))
 (let ((?x3210 (concat 0 in_A in_B)))
 (let ((?x3480 (mul ?x3210 ?x3475)))
 (= (dim ?x3480 1) sym_n)))))
(assert
 (let ((?x3475 (concat 0 in_C in_D)))
(let ((?x3210 (concat 0 in_A in_B)))
(let ((?x3480 (mul ?x3210 ?x3475)))
(let ((?x3522 (mul in_B in_D)))
(let ((?x3466 (mul in_A in_C)))
(let ((?x3199 (concat 0 ?x3466 ?x3522)))
(and (distinct ?x3199 ?x3480) true))))))))
(check-sat)

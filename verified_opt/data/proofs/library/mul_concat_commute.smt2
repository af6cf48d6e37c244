; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 74023
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_n 1))
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
 (let ((?x100 (+ sym_a sym_b)))
 (let ((?x89 (mul in_B in_D)))
 (let ((?x82 (mul in_A in_C)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100)))))))
(assert
 (= (dim (concat 0 (mul in_A in_C) (mul in_B in_D)) 1) sym_n))
(assert
 (let ((?x100 (+ sym_a sym_b)))
 (>= ?x100 0)))
(assert
 (= (rank (concat 0 in_A in_B)) 2))
(assert
 (let ((?x100 (+ sym_a sym_b)))
 (let ((?x105 (concat 0 in_A in_B)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x100)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_n))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x100 (+ sym_a sym_b)))
 (let ((?x112 (concat 0 in_C in_D)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x100)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_n))
(assert
 (= (rank (mul (concat 0 in_A in_B) (concat 0 in_C in_D))) 2))
(assert
 (let ((?x100 (+ sym_a sym_b)))
 (let ((?x112 (concat 0 in_C in_D)))
 (let ((?x105 (concat 0 in_A in_B)))
 (let ((?x119 (mul ?x105 ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x100)))))))
(assert
 (let ((?x112 (concat 0 in_C in_D)))
 (let ((?x105 (concat 0 in_A in_B)))
 (let ((?x119 (mul ?x105 ?x112)))
 (= (dim ?x119 1) sym_n)))))
(assert
 (let ((?x112 (concat 0 in_C in_D)))
(let ((?x105 (concat 0 in_A in_B)))
(let ((?x119 (mul ?x105 ?x112)))
(let ((?x89 (mul in_B in_D)))
(let ((?x82 (mul in_A in_C)))
(let ((?x96 (concat 0 ?x82 ?x89)))
(and (distinct ?x96 ?x119) true))))))))
(check-sat)

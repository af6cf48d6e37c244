; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 111820
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (mul A C) (mul B D))))
 (let ((?x25 (mul (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (let ((?x108 (+ sym_a sym_b)))
 (let ((?x97 (mul in_B in_D)))
 (let ((?x90 (mul in_A in_C)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x108)))))))
(assert
 (= (dim (concat 0 (mul in_A in_C) (mul in_B in_D)) 1) sym_n))
(assert
 (let ((?x108 (+ sym_a sym_b)))
 (>= ?x108 0)))
(assert
 (= (rank (concat 0 in_A in_B)) 2))
(assert
 (let ((?x108 (+ sym_a sym_b)))
 (let ((?x113 (concat 0 in_A in_B)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x108)))))
(assert
 (= (dim (concat 0 in_A in_B) 1) sym_n))
(assert
 (= (rank (concat 0 in_C in_D)) 2))
(assert
 (let ((?x108 (+ sym_a sym_b)))
 (let ((?x120 (concat 0 in_C in_D)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x108)))))
(assert
 (= (dim (concat 0 in_C in_D) 1) sym_n))
(assert
 (= (rank (mul (concat 0 in_A in_B) (concat 0 in_C in_D))) 2))
(assert
 (let ((?x108 (+ sym_a sym_b)))
 (let ((?x120 (concat 0 in_C in_D)))
 (let ((?x113 (concat 0 in_A in_B)))
 (let ((?x127 (mul ?x113 ?x120)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x108)))))))
(assert
 (let ((?x120 (concat 0 in_C in_D)))
 (let ((?x113 (concat 0 in_A in_B)))
 (let ((?x127 (mul ?x113 ?x120)))
 (= (dim ?x127 1) sym_n)))))
(assert
 (let ((?x120 (concat 0 in_C in_D)))
(let ((?x113 (concat 0 in_A in_B)))
(let ((?x127 (mul ?x113 ?x120)))
(let ((?x97 (mul in_B in_D)))
(let ((?x90 (mul in_A in_C)))
(let ((?x104 (concat 0 ?x90 ?x97)))
(and (distinct ?x104 ?x127) true))))))))
(check-sat)

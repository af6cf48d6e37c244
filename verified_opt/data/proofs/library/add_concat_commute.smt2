; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 74577
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x16 (add (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (let ((?x102 (+ sym_a sym_b)))
 (let ((?x89 (add in_B in_D)))
 (let ((?x82 (add in_A in_C)))
 (let ((?x96 (concat 1 ?x82 ?x89)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x102)))))))
(assert
 (let ((?x102 (+ sym_a sym_b)))
 (>= ?x102 0)))
(assert
 (= (rank (concat 1 in_A in_B)) 2))
(assert
 (= (dim (concat 1 in_A in_B) 0) sym_m))
(assert
 (let ((?x102 (+ sym_a sym_b)))
 (let ((?x105 (concat 1 in_A in_B)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x102)))))
(assert
 (= (rank (concat 1 in_C in_D)) 2))
(assert
 (= (dim (concat 1 in_C in_D) 0) sym_m))
(assert
 (let ((?x102 (+ sym_a sym_b)))
 (let ((?x112 (concat 1 in_C in_D)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x102)))))
(assert
 (= (rank (add (concat 1 in_A in_B) (concat 1 in_C in_D))) 2))
(assert
 (let ((?x112 (concat 1 in_C in_D)))
 (let ((?x105 (concat 1 in_A in_B)))
 (let ((?x119 (add ?x105 ?x112)))
 (= (dim ?x119 0) sym_m)))))
(assert
 (let ((?x102 (+ sym_a sym_b)))
 (let ((?x112 (concat 1 in_C in_D)))
 (let ((?x105 (concat 1 in_A in_B)))
 (let ((?x119 (add ?x105 ?x112)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x102)))))))
(assert
 (let ((?x112 (concat 1 in_C in_D)))
(let ((?x105 (concat 1 in_A in_B)))
(let ((?x119 (add ?x105 ?x112)))
(let ((?x89 (add in_B in_D)))
(let ((?x82 (add in_A in_C)))
(let ((?x96 (concat 1 ?x82 ?x89)))
(and (distinct ?x96 ?x119) true))))))))
(check-sat)

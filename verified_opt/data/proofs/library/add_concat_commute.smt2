; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112329
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_m () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (add A C) (add B D))))
 (let ((?x25 (add (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (let ((?x110 (+ sym_a sym_b)))
 (let ((?x97 (add in_B in_D)))
 (let ((?x90 (add in_A in_C)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110)))))))
(assert
 (let ((?x110 (+ sym_a sym_b)))
 (>= ?x110 0)))
(assert
 (= (rank (concat 1 in_A in_B)) 2))
(assert
 (= (dim (concat 1 in_A in_B) 0) sym_m))
(assert
 (let ((?x110 (+ sym_a sym_b)))
 (let ((?x113 (concat 1 in_A in_B)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x110)))))
(assert
 (= (rank (concat 1 in_C in_D)) 2))
(assert
 (= (dim (concat 1 in_C in_D) 0) sym_m))
(assert
 (let ((?x110 (+ sym_a sym_b)))
 (let ((?x120 (concat 1 in_C in_D)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x110)))))
(assert
 (= (rank (add (concat 1 in_A in_B) (concat 1 in_C in_D))) 2))
(assert
 (let ((?x120 (concat 1 in_C in_D)))
 (let ((?x113 (concat 1 in_A in_B)))
 (let ((?x127 (add ?x113 ?x120)))
 (= (dim ?x127 0) sym_m)))))
(assert
 (let ((?x110 (+ sym_a sym_b)))
 (let ((?x120 (concat 1 in_C in_D)))
 (let ((?x113 (concat 1 in_A in_B)))
 (let ((?x127 (add ?x113 ?x120)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x110)))))))
(assert
 (let ((?x120 (concat 1 in_C in_D)))
(let ((?x113 (concat 1 in_A in_B)))
(let ((?x127 (add ?x113 ?x120)))
(let ((?x97 (add in_B in_D)))
(let ((?x90 (add in_A in_C)))
(let ((?x104 (concat 1 ?x90 ?x97)))
(and (distinct ?x104 ?x127) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 41956
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_m () Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun rank (T) Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(declare-fun in_D () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x376 (concat ax (add A C) (add B D))))
 (let ((?x32 (concat ax C D)))
 (let ((?x371 (concat ax A B)))
 (let ((?x361 (add ?x371 ?x32)))
 (let (($x377 (= ?x361 ?x376)))
 (let (($x374 (= (dim A ax) (dim C ax))))
 (let (($x378 (and $x374)))
 (=> $x378 $x377)))))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
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
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x2019 (add in_B in_D)))
 (let ((?x2008 (add in_A in_C)))
 (let ((?x2619 (concat 1 ?x2008 ?x2019)))
 (let ((?x1999 (dim ?x2619 1)))
 (= ?x1999 ?x2023)))))))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (>= ?x2023 0)))
(assert
 (= (rank (concat 1 in_A in_B)) 2))
(assert
 (= (dim (concat 1 in_A in_B) 0) sym_m))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x1994 (concat 1 in_A in_B)))
 (let ((?x2702 (dim ?x1994 1)))
 (= ?x2702 ?x2023)))))
(assert
 (= (rank (concat 1 in_C in_D)) 2))
(assert
 (= (dim (concat 1 in_C in_D) 0) sym_m))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x2053 (concat 1 in_C in_D)))
 (let ((?x3451 (dim ?x2053 1)))
 (= ?x3451 ?x2023)))))
(assert
 (= (rank (add (concat 1 in_A in_B) (concat 1 in_C in_D))) 2))
(assert
 (let ((?x2053 (concat 1 in_C in_D)))
 (let ((?x1994 (concat 1 in_A in_B)))
 (let ((?x3442 (add ?x1994 ?x2053)))
 (= (dim ?x3442 0) sym_m)))))
(assert
 (let ((?x2023 (+ sym_a sym_b)))
 (let ((?x2053 (concat 1 in_C in_D)))
 (let ((?x1994 (concat 1 in_A in_B)))
 (let ((?x3442 (add ?x1994 ?x2053)))
 (let ((?x3441 (dim ?x3442 1)))
 (= ?x3441 ?x2023)))))))
(assert
 (let ((?x2053 (concat 1 in_C in_D)))
(let ((?x1994 (concat 1 in_A in_B)))
(let ((?x3442 (add ?x1994 ?x2053)))
(let ((?x2019 (add in_B in_D)))
(let ((?x2008 (add in_A in_C)))
(let ((?x2619 (concat 1 ?x2008 ?x2019)))
(and (distinct ?x2619 ?x3442) true))))))))
(check-sat)

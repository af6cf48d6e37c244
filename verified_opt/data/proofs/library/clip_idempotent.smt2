; verified_opt proof obligation: unsat means the rule holds
; axioms used: clip_idem
; z3 rlimit used: 3288
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun clipmax (Real T) T)
(declare-fun clipmin (Real T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Real)
(declare-fun sym_b () Real)
(assert
 (forall ((X T) (a Real) (b Real) )(! (let ((?x9 (clipmax b (clipmin a X))))
 (let ((?x11 (clipmax b (clipmin a ?x9))))
 (= ?x11 ?x9))) :pattern ( (clipmax b (clipmin a (clipmax b (clipmin a X)))) ) :qid clip_idem))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (clipmin sym_a in_X)) 4))
(assert
 (= (dim (clipmin sym_a in_X) 0) sym_n))
(assert
 (= (dim (clipmin sym_a in_X) 1) sym_c))
(assert
 (= (dim (clipmin sym_a in_X) 2) sym_h))
(assert
 (= (dim (clipmin sym_a in_X) 3) sym_w))
(assert
 (= (rank (clipmax sym_b (clipmin sym_a in_X))) 4))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 0) sym_n))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 1) sym_c))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 2) sym_h))
(assert
 (= (dim (clipmax sym_b (clipmin sym_a in_X)) 3) sym_w))
(assert
 (= (rank (clipmin sym_a (clipmax sym_b (clipmin sym_a in_X)))) 4))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (= (dim ?x78 0) sym_n)))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (= (dim ?x78 1) sym_c)))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (= (dim ?x78 2) sym_h)))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (= (dim ?x78 3) sym_w)))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (let ((?x89 (clipmax sym_b ?x78)))
 (= (rank ?x89) 4))))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (let ((?x89 (clipmax sym_b ?x78)))
 (= (dim ?x89 0) sym_n))))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (let ((?x89 (clipmax sym_b ?x78)))
 (= (dim ?x89 1) sym_c))))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (let ((?x89 (clipmax sym_b ?x78)))
 (= (dim ?x89 2) sym_h))))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
 (let ((?x67 (clipmax sym_b ?x55)))
 (let ((?x78 (clipmin sym_a ?x67)))
 (let ((?x89 (clipmax sym_b ?x78)))
 (= (dim ?x89 3) sym_w))))))
(assert
 (let ((?x55 (clipmin sym_a in_X)))
(let ((?x67 (clipmax sym_b ?x55)))
(let ((?x78 (clipmin sym_a ?x67)))
(let ((?x89 (clipmax sym_b ?x78)))
(and (distinct ?x89 ?x67) true))))))
(check-sat)

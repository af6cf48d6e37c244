; verified_opt proof obligation: unsat means the rule holds
; axioms used: clip_in_clip
; z3 rlimit used: 3854
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
(declare-fun sym_lo2 () Real)
(declare-fun sym_lo () Real)
(declare-fun sym_hi () Real)
(declare-fun sym_hi2 () Real)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) (b Real) (c Real) (d Real) )(! (let ((?x16 (clipmax d (clipmin c (clipmax b (clipmin a X))))))
 (let (($x19 (= ?x16 (clipmax d (clipmin c X)))))
 (=> (and (<= a c) (<= d b)) $x19))) :pattern ( (clipmax d (clipmin c (clipmax b (clipmin a X)))) ) :qid clip_in_clip))
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
 (<= sym_lo sym_lo2))
(assert
 (<= sym_hi2 sym_hi))
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
 (= (rank (clipmin sym_lo in_X)) 4))
(assert
 (= (dim (clipmin sym_lo in_X) 0) sym_n))
(assert
 (= (dim (clipmin sym_lo in_X) 1) sym_c))
(assert
 (= (dim (clipmin sym_lo in_X) 2) sym_h))
(assert
 (= (dim (clipmin sym_lo in_X) 3) sym_w))
(assert
 (= (rank (clipmax sym_hi (clipmin sym_lo in_X))) 4))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 0) sym_n))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 1) sym_c))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 2) sym_h))
(assert
 (= (dim (clipmax sym_hi (clipmin sym_lo in_X)) 3) sym_w))
(assert
 (= (rank (clipmin sym_lo2 (clipmax sym_hi (clipmin sym_lo in_X)))) 4))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (= (dim ?x100 0) sym_n)))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (= (dim ?x100 1) sym_c)))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (= (dim ?x100 2) sym_h)))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (= (dim ?x100 3) sym_w)))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (let ((?x111 (clipmax sym_hi2 ?x100)))
 (= (rank ?x111) 4))))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (let ((?x111 (clipmax sym_hi2 ?x100)))
 (= (dim ?x111 0) sym_n))))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (let ((?x111 (clipmax sym_hi2 ?x100)))
 (= (dim ?x111 1) sym_c))))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (let ((?x111 (clipmax sym_hi2 ?x100)))
 (= (dim ?x111 2) sym_h))))))
(assert
 (let ((?x78 (clipmin sym_lo in_X)))
 (let ((?x89 (clipmax sym_hi ?x78)))
 (let ((?x100 (clipmin sym_lo2 ?x89)))
 (let ((?x111 (clipmax sym_hi2 ?x100)))
 (= (dim ?x111 3) sym_w))))))
(assert
 (= (rank (clipmin sym_lo2 in_X)) 4))
(assert
 (= (dim (clipmin sym_lo2 in_X) 0) sym_n))
(assert
 (= (dim (clipmin sym_lo2 in_X) 1) sym_c))
(assert
 (= (dim (clipmin sym_lo2 in_X) 2) sym_h))
(assert
 (= (dim (clipmin sym_lo2 in_X) 3) sym_w))
(assert
 (= (rank (clipmax sym_hi2 (clipmin sym_lo2 in_X))) 4))
(assert
 (= (dim (clipmax sym_hi2 (clipmin sym_lo2 in_X)) 0) sym_n))
(assert
 (= (dim (clipmax sym_hi2 (clipmin sym_lo2 in_X)) 1) sym_c))
(assert
 (= (dim (clipmax sym_hi2 (clipmin sym_lo2 in_X)) 2) sym_h))
(assert
 (= (dim (clipmax sym_hi2 (clipmin sym_lo2 in_X)) 3) sym_w))
(assert
 (let ((?x122 (clipmin sym_lo2 in_X)))
(let ((?x133 (clipmax sym_hi2 ?x122)))
(let ((?x78 (clipmin sym_lo in_X)))
(let ((?x89 (clipmax sym_hi ?x78)))
(let ((?x100 (clipmin sym_lo2 ?x89)))
(let ((?x111 (clipmax sym_hi2 ?x100)))
(and (distinct ?x111 ?x133) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc
; z3 rlimit used: 112478
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x74 (add X (add Y Z))))
 (let ((?x72 (add (add X Y) Z)))
 (let (($x75 (= ?x72 ?x74)))
 (let ((?x44 (dim X 5)))
 (let (($x68 (= ?x44 (dim Z 5))))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x43 (> ?x11 5)))
 (let (($x70 (and (= (- (rank Y) 0) ?x11) (=> (> ?x11 0) (= (dim X 0) (dim Y 0))) (=> (> ?x11 1) (= (dim X 1) (dim Y 1))) (=> (> ?x11 2) (= (dim X 2) (dim Y 2))) (=> (> ?x11 3) (= (dim X 3) (dim Y 3))) (=> (> ?x11 4) (= (dim X 4) (dim Y 4))) (=> $x43 (= ?x44 (dim Y 5))) (= (- (rank Z) 0) ?x11) (=> (> ?x11 0) (= (dim X 0) (dim Z 0))) (=> (> ?x11 1) (= (dim X 1) (dim Z 1))) (=> (> ?x11 2) (= (dim X 2) (dim Z 2))) (=> (> ?x11 3) (= (dim X 3) (dim Z 3))) (=> (> ?x11 4) (= (dim X 4) (dim Z 4))) (=> $x43 $x68))))
 (=> $x70 $x75)))))))))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_n))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (dim in_B 1) sym_n))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_m))
(assert
 (= (dim in_C 1) sym_n))
(assert
 (= (rank (add in_A in_B)) 2))
(assert
 (= (dim (add in_A in_B) 0) sym_m))
(assert
 (= (dim (add in_A in_B) 1) sym_n))
(assert
 (= (rank (add (add in_A in_B) in_C)) 2))
(assert
 (= (dim (add (add in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (add (add in_A in_B) in_C) 1) sym_n))
(assert
 (= (rank (add in_B in_C)) 2))
(assert
 (= (dim (add in_B in_C) 0) sym_m))
(assert
 (= (dim (add in_B in_C) 1) sym_n))
(assert
 (= (rank (add in_A (add in_B in_C))) 2))
(assert
 (= (dim (add in_A (add in_B in_C)) 0) sym_m))
(assert
 (= (dim (add in_A (add in_B in_C)) 1) sym_n))
(assert
 (let ((?x160 (add in_B in_C)))
(let ((?x167 (add in_A ?x160)))
(let ((?x146 (add in_A in_B)))
(let ((?x153 (add ?x146 in_C)))
(and (distinct ?x153 ?x167) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm
; z3 rlimit used: 112371
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
 (forall ((X T) (Y T) )(! (let ((?x50 (add Y X)))
 (let ((?x49 (add X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x48 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x16) (=> (> (- (rank X) 0) 1) $x22) (=> (> (- (rank X) 0) 2) $x28) (=> (> (- (rank X) 0) 3) $x34) (=> (> (- (rank X) 0) 4) $x40) (=> (> (- (rank X) 0) 5) $x46))))
 (=> $x48 $x51))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank (add (add in_A in_B) in_C)) 2))
(assert
 (= (dim (add (add in_A in_B) in_C) 0) sym_m))
(assert
 (= (dim (add (add in_A in_B) in_C) 1) sym_n))
(assert
 (= (rank (add in_B in_A)) 2))
(assert
 (= (dim (add in_B in_A) 0) sym_m))
(assert
 (= (dim (add in_B in_A) 1) sym_n))
(assert
 (= (rank (add in_C (add in_B in_A))) 2))
(assert
 (= (dim (add in_C (add in_B in_A)) 0) sym_m))
(assert
 (= (dim (add in_C (add in_B in_A)) 1) sym_n))
(assert
 (let ((?x123 (add in_B in_A)))
(let ((?x130 (add in_C ?x123)))
(let ((?x116 (add (add in_A in_B) in_C)))
(and (distinct ?x116 ?x130) true)))))
(check-sat)

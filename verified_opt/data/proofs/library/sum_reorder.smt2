; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm
; z3 rlimit used: 5732
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
 (forall ((X T) (Y T) )(! (let ((?x58 (add Y X)))
 (let ((?x57 (add X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x59))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x149 (add in_B in_A)))
(let ((?x156 (add in_C ?x149)))
(let ((?x142 (add (add in_A in_B) in_C)))
(and (distinct ?x142 ?x156) true)))))
(check-sat)

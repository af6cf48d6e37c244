; verified_opt proof obligation: unsat means the rule holds
; axioms used: exp_add
; z3 rlimit used: 7720
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun expo (T) T)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_b () Int)
(declare-fun sym_d () Int)
(declare-fun sym_s () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x61 (expo (add X Y))))
 (let ((?x59 (mul (expo X) (expo Y))))
 (let (($x62 (= ?x59 ?x61)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x62))))))))))) :pattern ( (mul (expo X) (expo Y)) ) :pattern ( (expo (add X Y)) ) :qid exp_add))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_d 1))
(assert
 (>= sym_s 1))
(assert
 (= (rank in_A) 3))
(assert
 (= (dim in_A 0) sym_b))
(assert
 (= (dim in_A 1) sym_s))
(assert
 (= (dim in_A 2) sym_d))
(assert
 (= (rank in_B) 3))
(assert
 (= (dim in_B 0) sym_b))
(assert
 (= (dim in_B 1) sym_s))
(assert
 (= (dim in_B 2) sym_d))
(assert
 (= (rank (expo in_A)) 3))
(assert
 (= (dim (expo in_A) 0) sym_b))
(assert
 (= (dim (expo in_A) 1) sym_s))
(assert
 (= (dim (expo in_A) 2) sym_d))
(assert
 (= (rank (expo in_B)) 3))
(assert
 (= (dim (expo in_B) 0) sym_b))
(assert
 (= (dim (expo in_B) 1) sym_s))
(assert
 (= (dim (expo in_B) 2) sym_d))
(assert
 (= (rank (mul (expo in_A) (expo in_B))) 3))
(assert
 (= (dim (mul (expo in_A) (expo in_B)) 0) sym_b))
(assert
 (= (dim (mul (expo in_A) (expo in_B)) 1) sym_s))
(assert
 (= (dim (mul (expo in_A) (expo in_B)) 2) sym_d))
(assert
 (= (rank (add in_A in_B)) 3))
(assert
 (= (dim (add in_A in_B) 0) sym_b))
(assert
 (= (dim (add in_A in_B) 1) sym_s))
(assert
 (= (dim (add in_A in_B) 2) sym_d))
(assert
 (= (rank (expo (add in_A in_B))) 3))
(assert
 (= (dim (expo (add in_A in_B)) 0) sym_b))
(assert
 (= (dim (expo (add in_A in_B)) 1) sym_s))
(assert
 (= (dim (expo (add in_A in_B)) 2) sym_d))
(assert
 (let ((?x170 (add in_A in_B)))
(let ((?x179 (expo ?x170)))
(let ((?x152 (expo in_B)))
(let ((?x143 (expo in_A)))
(let ((?x161 (mul ?x143 ?x152)))
(and (distinct ?x161 ?x179) true)))))))
(check-sat)

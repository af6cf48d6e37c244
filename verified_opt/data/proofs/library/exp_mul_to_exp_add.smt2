; verified_opt proof obligation: unsat means the rule holds
; axioms used: exp_add
; z3 rlimit used: 111496
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
 (forall ((X T) (Y T) )(! (let ((?x53 (expo (add X Y))))
 (let ((?x51 (mul (expo X) (expo Y))))
 (let (($x54 (= ?x51 ?x53)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x48 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x16) (=> (> (- (rank X) 0) 1) $x22) (=> (> (- (rank X) 0) 2) $x28) (=> (> (- (rank X) 0) 3) $x34) (=> (> (- (rank X) 0) 4) $x40) (=> (> (- (rank X) 0) 5) $x46))))
 (=> $x48 $x54))))))))))) :pattern ( (mul (expo X) (expo Y)) ) :pattern ( (expo (add X Y)) ) :qid exp_add))
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
 (let ((?x144 (add in_A in_B)))
(let ((?x153 (expo ?x144)))
(let ((?x126 (expo in_B)))
(let ((?x117 (expo in_A)))
(let ((?x135 (mul ?x117 ?x126)))
(and (distinct ?x135 ?x153) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add
; z3 rlimit used: 8760
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_S () T)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x64 (add (smul X S) (smul Y S))))
 (let ((?x61 (smul (add X Y) S)))
 (let (($x65 (= ?x61 ?x64)))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x37 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x30 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x23 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x8 (= (rank S) 0)))
 (let (($x59 (and $x8 (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x23 $x30 $x37 $x44 $x51 $x58)))
 (=> $x59 $x65)))))))))))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_S) 0))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (smul in_X in_S)) 2))
(assert
 (= (dim (smul in_X in_S) 0) sym_m))
(assert
 (= (dim (smul in_X in_S) 1) sym_n))
(assert
 (= (rank (smul in_Y in_S)) 2))
(assert
 (= (dim (smul in_Y in_S) 0) sym_m))
(assert
 (= (dim (smul in_Y in_S) 1) sym_n))
(assert
 (= (rank (add (smul in_X in_S) (smul in_Y in_S))) 2))
(assert
 (= (dim (add (smul in_X in_S) (smul in_Y in_S)) 0) sym_m))
(assert
 (= (dim (add (smul in_X in_S) (smul in_Y in_S)) 1) sym_n))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (smul (add in_X in_Y) in_S)) 2))
(assert
 (= (dim (smul (add in_X in_Y) in_S) 0) sym_m))
(assert
 (= (dim (smul (add in_X in_Y) in_S) 1) sym_n))
(assert
 (let ((?x164 (add in_X in_Y)))
(let ((?x171 (smul ?x164 in_S)))
(let ((?x150 (smul in_Y in_S)))
(let ((?x143 (smul in_X in_S)))
(let ((?x157 (add ?x143 ?x150)))
(and (distinct ?x157 ?x171) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add
; z3 rlimit used: 111441
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
 (forall ((S T) (X T) (Y T) )(! (let ((?x56 (add (smul X S) (smul Y S))))
 (let ((?x53 (smul (add X Y) S)))
 (let (($x57 (= ?x53 ?x56)))
 (let (($x49 (= (dim X 5) (dim Y 5))))
 (let (($x43 (= (dim X 4) (dim Y 4))))
 (let (($x37 (= (dim X 3) (dim Y 3))))
 (let (($x31 (= (dim X 2) (dim Y 2))))
 (let (($x25 (= (dim X 1) (dim Y 1))))
 (let (($x19 (= (dim X 0) (dim Y 0))))
 (let (($x8 (= (rank S) 0)))
 (let (($x51 (and $x8 (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x19) (=> (> (- (rank X) 0) 1) $x25) (=> (> (- (rank X) 0) 2) $x31) (=> (> (- (rank X) 0) 3) $x37) (=> (> (- (rank X) 0) 4) $x43) (=> (> (- (rank X) 0) 5) $x49))))
 (=> $x51 $x57)))))))))))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
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
 (let ((?x138 (add in_X in_Y)))
(let ((?x145 (smul ?x138 in_S)))
(let ((?x124 (smul in_Y in_S)))
(let ((?x117 (smul in_X in_S)))
(let ((?x131 (add ?x117 ?x124)))
(and (distinct ?x131 ?x145) true)))))))
(check-sat)

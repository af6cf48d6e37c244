; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_mul
; z3 rlimit used: 111088
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (mul Y X)))
 (let ((?x49 (mul X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x12 (= (- (rank Y) 0) ?x11)))
 (=> (and $x12 $x17 $x23 $x29 $x35 $x41 $x47) $x51))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x96 (mul X (smul Y S))))
 (let ((?x49 (mul X Y)))
 (let ((?x78 (smul ?x49 S)))
 (let (($x97 (= ?x78 ?x96)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x47 (=> (> (- (rank X) 0) 5) $x46)))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x41 (=> (> (- (rank X) 0) 4) $x40)))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x35 (=> (> (- (rank X) 0) 3) $x34)))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x29 (=> (> (- (rank X) 0) 2) $x28)))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x23 (=> (> (- (rank X) 0) 1) $x22)))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x17 (=> (> (- (rank X) 0) 0) $x16)))
 (let ((?x10 (rank X)))
 (let ((?x11 (- ?x10 0)))
 (let (($x12 (= (- (rank Y) 0) ?x11)))
 (let (($x75 (= (rank S) 0)))
 (=> (and $x75 $x12 $x17 $x23 $x29 $x35 $x41 $x47) $x97))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (mul in_x2 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (mul in_x2 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (smul (mul in_x1 in_x2) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 1) sym_c))
(assert
 (let ((?x141 (mul in_x1 in_x2)))
(let ((?x148 (smul ?x141 in_s1)))
(let ((?x127 (smul in_x1 in_s1)))
(let ((?x134 (mul in_x2 ?x127)))
(and (distinct ?x134 ?x148) true))))))
(check-sat)

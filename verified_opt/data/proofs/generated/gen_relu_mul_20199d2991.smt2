; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, relu_square, smul_mul
; z3 rlimit used: 111647
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x74 (mul Y X)))
 (let ((?x73 (mul X Y)))
 (let (($x75 (= ?x73 ?x74)))
 (let (($x70 (= (dim X 5) (dim Y 5))))
 (let (($x71 (=> (> (- (rank X) 0) 5) $x70)))
 (let (($x64 (= (dim X 4) (dim Y 4))))
 (let (($x65 (=> (> (- (rank X) 0) 4) $x64)))
 (let (($x58 (= (dim X 3) (dim Y 3))))
 (let (($x59 (=> (> (- (rank X) 0) 3) $x58)))
 (let (($x52 (= (dim X 2) (dim Y 2))))
 (let (($x53 (=> (> (- (rank X) 0) 2) $x52)))
 (let (($x46 (= (dim X 1) (dim Y 1))))
 (let (($x47 (=> (> (- (rank X) 0) 1) $x46)))
 (let (($x40 (= (dim X 0) (dim Y 0))))
 (let (($x41 (=> (> (- (rank X) 0) 0) $x40)))
 (let ((?x34 (rank X)))
 (let ((?x35 (- ?x34 0)))
 (let (($x36 (= (- (rank Y) 0) ?x35)))
 (=> (and $x36 $x41 $x47 $x53 $x59 $x65 $x71) $x75))))))))))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x103 (mul X (smul Y S))))
 (let ((?x73 (mul X Y)))
 (let ((?x85 (smul ?x73 S)))
 (let (($x104 (= ?x85 ?x103)))
 (let (($x70 (= (dim X 5) (dim Y 5))))
 (let (($x71 (=> (> (- (rank X) 0) 5) $x70)))
 (let (($x64 (= (dim X 4) (dim Y 4))))
 (let (($x65 (=> (> (- (rank X) 0) 4) $x64)))
 (let (($x58 (= (dim X 3) (dim Y 3))))
 (let (($x59 (=> (> (- (rank X) 0) 3) $x58)))
 (let (($x52 (= (dim X 2) (dim Y 2))))
 (let (($x53 (=> (> (- (rank X) 0) 2) $x52)))
 (let (($x46 (= (dim X 1) (dim Y 1))))
 (let (($x47 (=> (> (- (rank X) 0) 1) $x46)))
 (let (($x40 (= (dim X 0) (dim Y 0))))
 (let (($x41 (=> (> (- (rank X) 0) 0) $x40)))
 (let ((?x34 (rank X)))
 (let ((?x35 (- ?x34 0)))
 (let (($x36 (= (- (rank Y) 0) ?x35)))
 (let (($x82 (= (rank S) 0)))
 (=> (and $x82 $x36 $x41 $x47 $x53 $x59 $x65 $x71) $x104))))))))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (smul (relu in_x1) in_s1)) 2))
(assert
 (= (dim (smul (relu in_x1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_x1) in_s1) 1) sym_c))
(assert
 (= (rank (mul (relu in_x1) (smul (relu in_x1) in_s1))) 2))
(assert
 (= (dim (mul (relu in_x1) (smul (relu in_x1) in_s1)) 0) sym_n))
(assert
 (= (dim (mul (relu in_x1) (smul (relu in_x1) in_s1)) 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (mul (smul in_x1 in_s1) (relu in_x1))) 2))
(assert
 (= (dim (mul (smul in_x1 in_s1) (relu in_x1)) 0) sym_n))
(assert
 (= (dim (mul (smul in_x1 in_s1) (relu in_x1)) 1) sym_c))
(assert
 (let ((?x127 (relu in_x1)))
(let ((?x148 (smul in_x1 in_s1)))
(let ((?x155 (mul ?x148 ?x127)))
(let ((?x134 (smul ?x127 in_s1)))
(let ((?x141 (mul ?x127 ?x134)))
(and (distinct ?x141 ?x155) true)))))))
(check-sat)

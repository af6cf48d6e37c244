; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, relu_square, smul_mul
; z3 rlimit used: 5440
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x82 (mul Y X)))
 (let ((?x81 (mul X Y)))
 (let (($x83 (= ?x81 ?x82)))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x37 (- (- (rank X) 0) 0)))
 (let (($x38 (= (- (- (rank Y) 0) 0) ?x37)))
 (=> (and $x38 $x44 $x51 $x58 $x65 $x72 $x79) $x83)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x129 (mul X (smul Y S))))
 (let ((?x81 (mul X Y)))
 (let ((?x102 (smul ?x81 S)))
 (let (($x130 (= ?x102 ?x129)))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x37 (- (- (rank X) 0) 0)))
 (let (($x38 (= (- (- (rank Y) 0) 0) ?x37)))
 (let (($x114 (= (rank S) 0)))
 (=> (and $x114 $x38 $x44 $x51 $x58 $x65 $x72 $x79) $x130)))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (smul (relu in_i1) in_s1)) 4))
(assert
 (= (dim (smul (relu in_i1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (relu in_i1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (relu in_i1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (relu in_i1) in_s1) 3) sym_w))
(assert
 (= (rank (mul (relu in_i1) (smul (relu in_i1) in_s1))) 4))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 0) sym_n))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 1) sym_c))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 2) sym_h))
(assert
 (= (dim (mul (relu in_i1) (smul (relu in_i1) in_s1)) 3) sym_w))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (mul (smul in_i1 in_s1) (relu in_i1))) 4))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul (smul in_i1 in_s1) (relu in_i1)) 3) sym_w))
(assert
 (let ((?x161 (relu in_i1)))
(let ((?x194 (smul in_i1 in_s1)))
(let ((?x205 (mul ?x194 ?x161)))
(let ((?x172 (smul ?x161 in_s1)))
(let ((?x183 (mul ?x161 ?x172)))
(and (distinct ?x183 ?x205) true)))))))
(check-sat)

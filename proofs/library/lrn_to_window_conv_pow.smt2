; verified_opt proof obligation: unsat means the rule holds
; axioms used: lrn_window_conv_pow
; z3 rlimit used: 50848
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun divide (T T) T)
(declare-fun powerb (T T) T)
(declare-fun fill0 (Real) T)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun fill1 (Int Real) T)
(declare-fun lrnwin (Int Int Real) T)
(declare-fun mul (T T) T)
(declare-fun lrn (Int Real Real Real T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_s () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun sym_b () Real)
(declare-fun sym_e () Real)
(declare-fun sym_a () Real)
(assert
 (forall ((X T) (a Real) (b Real) (c Int) (e Real) (s Int) )(! (let ((?x20 (convb 1 1 0 0 0 0 1 1 1 (mul X X) (lrnwin c s a) (fill1 c b))))
 (let ((?x23 (divide X (powerb ?x20 (fill0 e)))))
 (let (($x24 (= (lrn s a e b X) ?x23)))
 (=> (and (= (dim X 1) c)) $x24)))) :pattern ( (divide X (powerb (convb 1 1 0 0 0 0 1 1 1 (mul X X) (lrnwin c s a) (fill1 c b)) (fill0 e))) ) :qid lrn_window_conv_pow))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_s 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (lrn sym_s sym_a sym_e sym_b in_X)) 4))
(assert
 (= (dim (lrn sym_s sym_a sym_e sym_b in_X) 0) sym_n))
(assert
 (= (dim (lrn sym_s sym_a sym_e sym_b in_X) 1) sym_c))
(assert
 (= (dim (lrn sym_s sym_a sym_e sym_b in_X) 2) sym_h))
(assert
 (= (dim (lrn sym_s sym_a sym_e sym_b in_X) 3) sym_w))
(assert
 (= (rank (mul in_X in_X)) 4))
(assert
 (= (dim (mul in_X in_X) 0) sym_n))
(assert
 (= (dim (mul in_X in_X) 1) sym_c))
(assert
 (= (dim (mul in_X in_X) 2) sym_h))
(assert
 (= (dim (mul in_X in_X) 3) sym_w))
(assert
 (= (rank (lrnwin sym_c sym_s sym_a)) 4))
(assert
 (= (dim (lrnwin sym_c sym_s sym_a) 0) sym_c))
(assert
 (= (dim (lrnwin sym_c sym_s sym_a) 1) sym_c))
(assert
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x101 (dim ?x94 2)))
 (= 1 ?x101))))
(assert
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x103 (dim ?x94 3)))
 (= 1 ?x103))))
(assert
 (= (rank (fill1 sym_c sym_b)) 1))
(assert
 (= (dim (fill1 sym_c sym_b) 0) sym_c))
(assert
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (= (rank ?x110) 4))))))
(assert
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (= (dim ?x110 0) sym_n))))))
(assert
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (= (dim ?x110 1) sym_c))))))
(assert
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (= (dim ?x110 2) sym_h))))))
(assert
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (= (dim ?x110 3) sym_w))))))
(assert
 (= (rank (fill0 sym_e)) 0))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (= (rank ?x124) 4))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (= (dim ?x124 0) sym_n))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (= (dim ?x124 1) sym_c))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (= (dim ?x124 2) sym_h))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (= (dim ?x124 3) sym_w))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (let ((?x135 (divide in_X ?x124)))
 (= (rank ?x135) 4)))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (let ((?x135 (divide in_X ?x124)))
 (= (dim ?x135 0) sym_n)))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (let ((?x135 (divide in_X ?x124)))
 (= (dim ?x135 1) sym_c)))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (let ((?x135 (divide in_X ?x124)))
 (= (dim ?x135 2) sym_h)))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
 (let ((?x105 (fill1 sym_c sym_b)))
 (let ((?x94 (lrnwin sym_c sym_s sym_a)))
 (let ((?x83 (mul in_X in_X)))
 (let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
 (let ((?x124 (powerb ?x110 ?x121)))
 (let ((?x135 (divide in_X ?x124)))
 (= (dim ?x135 3) sym_w)))))))))
(assert
 (let ((?x121 (fill0 sym_e)))
(let ((?x105 (fill1 sym_c sym_b)))
(let ((?x94 (lrnwin sym_c sym_s sym_a)))
(let ((?x83 (mul in_X in_X)))
(let ((?x110 (convb 1 1 0 0 0 0 1 1 1 ?x83 ?x94 ?x105)))
(let ((?x124 (powerb ?x110 ?x121)))
(let ((?x135 (divide in_X ?x124)))
(let ((?x72 (lrn sym_s sym_a sym_e sym_b in_X)))
(and (distinct ?x72 ?x135) true))))))))))
(check-sat)

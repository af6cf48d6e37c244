; verified_opt proof obligation: unsat means the rule holds
; axioms used: lrn_window_conv_pow
; z3 rlimit used: 4260
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
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_s () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun sym_b () Real)
(declare-fun sym_e () Real)
(declare-fun sym_a () Real)
(assert
 (forall ((X T) (a Real) (b Real) (c Int) (e Real) (s Int) )(! (let ((?x24 (convb 1 1 0 0 0 0 1 1 1 (mul X X) (lrnwin c s a) (fill1 c b))))
 (let ((?x27 (divide X (powerb ?x24 (fill0 e)))))
 (let (($x28 (= (lrn s a e b X) ?x27)))
 (let (($x15 (and (>= s 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x15 $x28))))) :pattern ( (divide X (powerb (convb 1 1 0 0 0 0 1 1 1 (mul X X) (lrnwin c s a) (fill1 c b)) (fill0 e))) ) :qid lrn_window_conv_pow))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_s 1))
(assert
 (>= sym_w 1))
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
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x104 (dim ?x97 2)))
 (= 1 ?x104))))
(assert
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x106 (dim ?x97 3)))
 (= 1 ?x106))))
(assert
 (= (rank (fill1 sym_c sym_b)) 1))
(assert
 (= (dim (fill1 sym_c sym_b) 0) sym_c))
(assert
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (= (rank ?x113) 4))))))
(assert
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (= (dim ?x113 0) sym_n))))))
(assert
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (= (dim ?x113 1) sym_c))))))
(assert
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (= (dim ?x113 2) sym_h))))))
(assert
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (= (dim ?x113 3) sym_w))))))
(assert
 (= (rank (fill0 sym_e)) 0))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (= (rank ?x127) 4))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (= (dim ?x127 0) sym_n))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (= (dim ?x127 1) sym_c))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (= (dim ?x127 2) sym_h))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (= (dim ?x127 3) sym_w))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (let ((?x138 (divide in_X ?x127)))
 (= (rank ?x138) 4)))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (let ((?x138 (divide in_X ?x127)))
 (= (dim ?x138 0) sym_n)))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (let ((?x138 (divide in_X ?x127)))
 (= (dim ?x138 1) sym_c)))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (let ((?x138 (divide in_X ?x127)))
 (= (dim ?x138 2) sym_h)))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
 (let ((?x108 (fill1 sym_c sym_b)))
 (let ((?x97 (lrnwin sym_c sym_s sym_a)))
 (let ((?x86 (mul in_X in_X)))
 (let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
 (let ((?x127 (powerb ?x113 ?x124)))
 (let ((?x138 (divide in_X ?x127)))
 (= (dim ?x138 3) sym_w)))))))))
(assert
 (let ((?x124 (fill0 sym_e)))
(let ((?x108 (fill1 sym_c sym_b)))
(let ((?x97 (lrnwin sym_c sym_s sym_a)))
(let ((?x86 (mul in_X in_X)))
(let ((?x113 (convb 1 1 0 0 0 0 1 1 1 ?x86 ?x97 ?x108)))
(let ((?x127 (powerb ?x113 ?x124)))
(let ((?x138 (divide in_X ?x127)))
(let ((?x75 (lrn sym_s sym_a sym_e sym_b in_X)))
(and (distinct ?x75 ?x138) true))))))))))
(check-sat)

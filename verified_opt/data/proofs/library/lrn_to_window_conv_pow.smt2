; verified_opt proof obligation: unsat means the rule holds
; axioms used: lrn_window_conv_pow
; z3 rlimit used: 74101
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
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_s () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun sym_b () Real)
(declare-fun sym_e () Real)
(declare-fun sym_a () Real)
(assert
 (forall ((X T) (a Real) (b Real) (c Int) (e Real) (s Int) )(! (let ((?x21 (convb 1 1 0 0 0 0 1 1 1 (mul X X) (lrnwin c s a) (fill1 c b))))
 (let ((?x24 (divide X (powerb ?x21 (fill0 e)))))
 (let (($x25 (= (lrn s a e b X) ?x24)))
 (let (($x12 (and (>= s 1) (= (dim X 1) c))))
 (=> $x12 $x25))))) :pattern ( (divide X (powerb (convb 1 1 0 0 0 0 1 1 1 (mul X X) (lrnwin c s a) (fill1 c b)) (fill0 e))) ) :qid lrn_window_conv_pow))
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
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x102 (dim ?x95 2)))
 (= 1 ?x102))))
(assert
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x104 (dim ?x95 3)))
 (= 1 ?x104))))
(assert
 (= (rank (fill1 sym_c sym_b)) 1))
(assert
 (= (dim (fill1 sym_c sym_b) 0) sym_c))
(assert
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (= (rank ?x111) 4))))))
(assert
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (= (dim ?x111 0) sym_n))))))
(assert
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (= (dim ?x111 1) sym_c))))))
(assert
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (= (dim ?x111 2) sym_h))))))
(assert
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (= (dim ?x111 3) sym_w))))))
(assert
 (= (rank (fill0 sym_e)) 0))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (= (rank ?x125) 4))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (= (dim ?x125 0) sym_n))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (= (dim ?x125 1) sym_c))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (= (dim ?x125 2) sym_h))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (= (dim ?x125 3) sym_w))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (let ((?x136 (divide in_X ?x125)))
 (= (rank ?x136) 4)))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (let ((?x136 (divide in_X ?x125)))
 (= (dim ?x136 0) sym_n)))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (let ((?x136 (divide in_X ?x125)))
 (= (dim ?x136 1) sym_c)))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (let ((?x136 (divide in_X ?x125)))
 (= (dim ?x136 2) sym_h)))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
 (let ((?x106 (fill1 sym_c sym_b)))
 (let ((?x95 (lrnwin sym_c sym_s sym_a)))
 (let ((?x84 (mul in_X in_X)))
 (let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
 (let ((?x125 (powerb ?x111 ?x122)))
 (let ((?x136 (divide in_X ?x125)))
 (= (dim ?x136 3) sym_w)))))))))
(assert
 (let ((?x122 (fill0 sym_e)))
(let ((?x106 (fill1 sym_c sym_b)))
(let ((?x95 (lrnwin sym_c sym_s sym_a)))
(let ((?x84 (mul in_X in_X)))
(let ((?x111 (convb 1 1 0 0 0 0 1 1 1 ?x84 ?x95 ?x106)))
(let ((?x125 (powerb ?x111 ?x122)))
(let ((?x136 (divide in_X ?x125)))
(let ((?x73 (lrn sym_s sym_a sym_e sym_b in_X)))
(and (distinct ?x73 ?x136) true))))))))))
(check-sat)

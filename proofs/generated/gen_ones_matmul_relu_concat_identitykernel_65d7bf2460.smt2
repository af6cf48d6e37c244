; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, relu_concat, relu_ones2
; z3 rlimit used: 48846
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x8 (concat ax X Y)))
 (let ((?x9 (relu ?x8)))
 (= ?x9 ?x12)))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x39 (matmul A (idkernel2 c))))
 (let (($x40 (= ?x39 A)))
 (=> (and (= (dim A 1) c)) $x40))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x48 (ones2 a b)))
 (let ((?x49 (relu ?x48)))
 (= ?x49 ?x48))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x62 (concat ax (matmul A B) (matmul A C))))
 (let ((?x8 (concat ax B C)))
 (let ((?x59 (matmul A ?x8)))
 (let (($x63 (= ?x59 ?x62)))
 (=> (and (= ax (- (rank B) 1))) $x63))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (matmul (ones2 sym_n sym_c) in_w1)) 2))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 1) sym_c2))
(assert
 (= (rank (relu (matmul (ones2 sym_n sym_c) in_w1))) 2))
(assert
 (= (dim (relu (matmul (ones2 sym_n sym_c) in_w1)) 0) sym_n))
(assert
 (= (dim (relu (matmul (ones2 sym_n sym_c) in_w1)) 1) sym_c2))
(assert
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x97 (matmul ?x90 in_w1)))
 (let ((?x104 (relu ?x97)))
 (let ((?x111 (concat 1 ?x90 ?x104)))
 (= (rank ?x111) 2))))))
(assert
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x97 (matmul ?x90 in_w1)))
 (let ((?x104 (relu ?x97)))
 (let ((?x111 (concat 1 ?x90 ?x104)))
 (= (dim ?x111 0) sym_n))))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x97 (matmul ?x90 in_w1)))
 (let ((?x104 (relu ?x97)))
 (let ((?x111 (concat 1 ?x90 ?x104)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x117))))))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (>= ?x117 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x117))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x134 (matmul ?x90 ?x127)))
 (= (rank ?x134) 2))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x134 (matmul ?x90 ?x127)))
 (= (dim ?x134 0) sym_n))))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x134 (matmul ?x90 ?x127)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x117))))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x134 (matmul ?x90 ?x127)))
 (let ((?x141 (relu ?x134)))
 (= (rank ?x141) 2)))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x134 (matmul ?x90 ?x127)))
 (let ((?x141 (relu ?x134)))
 (= (dim ?x141 0) sym_n)))))))
(assert
 (let ((?x117 (+ sym_c sym_c2)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (concat 1 ?x120 in_w1)))
 (let ((?x90 (ones2 sym_n sym_c)))
 (let ((?x134 (matmul ?x90 ?x127)))
 (let ((?x141 (relu ?x134)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x117)))))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
(let ((?x127 (concat 1 ?x120 in_w1)))
(let ((?x90 (ones2 sym_n sym_c)))
(let ((?x134 (matmul ?x90 ?x127)))
(let ((?x141 (relu ?x134)))
(let ((?x97 (matmul ?x90 in_w1)))
(let ((?x104 (relu ?x97)))
(let ((?x111 (concat 1 ?x90 ?x104)))
(and (distinct ?x111 ?x141) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, relu_concat, relu_ones2
; z3 rlimit used: 74683
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
 (forall ((a Int) (b Int) )(! (let ((?x51 (ones2 a b)))
 (let ((?x52 (relu ?x51)))
 (let (($x53 (= ?x52 ?x51)))
 (let (($x49 (>= b 1)))
 (let (($x50 (and (>= a 1) $x49)))
 (=> $x50 $x53)))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x69 (concat ax (matmul A B) (matmul A C))))
 (let ((?x8 (concat ax B C)))
 (let ((?x66 (matmul A ?x8)))
 (let (($x70 (= ?x66 ?x69)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x70))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x105 (matmul ?x98 in_w1)))
 (let ((?x112 (relu ?x105)))
 (let ((?x119 (concat 1 ?x112 ?x98)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x105 (matmul ?x98 in_w1)))
 (let ((?x112 (relu ?x105)))
 (let ((?x119 (concat 1 ?x112 ?x98)))
 (= (dim ?x119 0) sym_n))))))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x105 (matmul ?x98 in_w1)))
 (let ((?x112 (relu ?x105)))
 (let ((?x119 (concat 1 ?x112 ?x98)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x125))))))))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (>= ?x125 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x140 (dim ?x135 1)))
 (= ?x140 ?x125))))))
(assert
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x142 (matmul ?x98 ?x135)))
 (= (rank ?x142) 2))))))
(assert
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x142 (matmul ?x98 ?x135)))
 (= (dim ?x142 0) sym_n))))))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x142 (matmul ?x98 ?x135)))
 (let ((?x147 (dim ?x142 1)))
 (= ?x147 ?x125))))))))
(assert
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x142 (matmul ?x98 ?x135)))
 (let ((?x149 (relu ?x142)))
 (= (rank ?x149) 2)))))))
(assert
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x142 (matmul ?x98 ?x135)))
 (let ((?x149 (relu ?x142)))
 (= (dim ?x149 0) sym_n)))))))
(assert
 (let ((?x125 (+ sym_c2 sym_c)))
 (let ((?x128 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x128)))
 (let ((?x98 (ones2 sym_n sym_c)))
 (let ((?x142 (matmul ?x98 ?x135)))
 (let ((?x149 (relu ?x142)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x125)))))))))
(assert
 (let ((?x128 (idkernel2 sym_c)))
(let ((?x135 (concat 1 in_w1 ?x128)))
(let ((?x98 (ones2 sym_n sym_c)))
(let ((?x142 (matmul ?x98 ?x135)))
(let ((?x149 (relu ?x142)))
(let ((?x105 (matmul ?x98 in_w1)))
(let ((?x112 (relu ?x105)))
(let ((?x119 (concat 1 ?x112 ?x98)))
(and (distinct ?x119 ?x149) true))))))))))
(check-sat)

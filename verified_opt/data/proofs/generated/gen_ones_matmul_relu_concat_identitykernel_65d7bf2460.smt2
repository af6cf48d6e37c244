; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right, relu_concat, relu_ones2
; z3 rlimit used: 112547
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x12 $x19))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x50 (matmul A (idkernel2 c))))
 (let (($x51 (= ?x50 A)))
 (let ((?x10 (rank A)))
 (let (($x47 (= ?x10 2)))
 (let (($x48 (and (= (dim A 1) c) $x47)))
 (=> $x48 $x51)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x62 (ones2 a b)))
 (let ((?x63 (relu ?x62)))
 (let (($x64 (= ?x63 ?x62)))
 (let (($x61 (and (>= a 1) (>= b 1))))
 (=> $x61 $x64))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x79 (matmul A B)))
 (let ((?x78 (gemmnc 0 0 1.0 A B)))
 (let (($x80 (= ?x78 ?x79)))
 (let ((?x10 (rank A)))
 (let (($x47 (= ?x10 2)))
 (let (($x75 (and $x47 (= (rank B) 2))))
 (=> $x75 $x80))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x101 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x98 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x102 (= ?x98 ?x101)))
 (let (($x96 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x96 $x102))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
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
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x130 (matmul ?x123 in_w1)))
 (let ((?x137 (relu ?x130)))
 (let ((?x144 (concat 1 ?x123 ?x137)))
 (= (rank ?x144) 2))))))
(assert
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x130 (matmul ?x123 in_w1)))
 (let ((?x137 (relu ?x130)))
 (let ((?x144 (concat 1 ?x123 ?x137)))
 (= (dim ?x144 0) sym_n))))))
(assert
 (let ((?x150 (+ sym_c sym_c2)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x130 (matmul ?x123 in_w1)))
 (let ((?x137 (relu ?x130)))
 (let ((?x144 (concat 1 ?x123 ?x137)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x150))))))))
(assert
 (let ((?x150 (+ sym_c sym_c2)))
 (>= ?x150 0)))
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
 (let ((?x150 (+ sym_c sym_c2)))
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x165 (dim ?x160 1)))
 (= ?x165 ?x150))))))
(assert
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x167 (matmul ?x123 ?x160)))
 (= (rank ?x167) 2))))))
(assert
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x167 (matmul ?x123 ?x160)))
 (= (dim ?x167 0) sym_n))))))
(assert
 (let ((?x150 (+ sym_c sym_c2)))
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x167 (matmul ?x123 ?x160)))
 (let ((?x172 (dim ?x167 1)))
 (= ?x172 ?x150))))))))
(assert
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x167 (matmul ?x123 ?x160)))
 (let ((?x174 (relu ?x167)))
 (= (rank ?x174) 2)))))))
(assert
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x167 (matmul ?x123 ?x160)))
 (let ((?x174 (relu ?x167)))
 (= (dim ?x174 0) sym_n)))))))
(assert
 (let ((?x150 (+ sym_c sym_c2)))
 (let ((?x153 (idkernel2 sym_c)))
 (let ((?x160 (concat 1 ?x153 in_w1)))
 (let ((?x123 (ones2 sym_n sym_c)))
 (let ((?x167 (matmul ?x123 ?x160)))
 (let ((?x174 (relu ?x167)))
 (let ((?x179 (dim ?x174 1)))
 (= ?x179 ?x150)))))))))
(assert
 (let ((?x153 (idkernel2 sym_c)))
(let ((?x160 (concat 1 ?x153 in_w1)))
(let ((?x123 (ones2 sym_n sym_c)))
(let ((?x167 (matmul ?x123 ?x160)))
(let ((?x174 (relu ?x167)))
(let ((?x130 (matmul ?x123 in_w1)))
(let ((?x137 (relu ?x130)))
(let ((?x144 (concat 1 ?x123 ?x137)))
(and (distinct ?x144 ?x174) true))))))))))
(check-sat)

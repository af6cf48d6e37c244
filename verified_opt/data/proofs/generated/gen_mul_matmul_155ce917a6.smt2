; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_assoc, matmul_smul_right
; z3 rlimit used: 113656
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x16 (matmul A B)))
 (let ((?x15 (gemmnc 0 0 1.0 A B)))
 (let (($x17 (= ?x15 ?x16)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x17))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x57 (gemmnc ta tb al (smul A S) B)))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x55 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x60))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x16 (matmul B C)))
 (let ((?x133 (matmul A ?x16)))
 (let ((?x131 (matmul A B)))
 (let ((?x132 (matmul ?x131 C)))
 (let (($x134 (= ?x132 ?x133)))
 (let ((?x106 (dim A 5)))
 (let (($x128 (= ?x106 (dim C 5))))
 (let ((?x69 (rank A)))
 (let ((?x74 (- ?x69 2)))
 (let (($x105 (> ?x74 5)))
 (let (($x108 (= ?x106 (dim B 5))))
 (let (($x109 (=> $x105 $x108)))
 (let ((?x100 (dim A 4)))
 (let (($x102 (= ?x100 (dim B 4))))
 (let (($x99 (> ?x74 4)))
 (let (($x103 (=> $x99 $x102)))
 (let ((?x94 (dim A 3)))
 (let (($x96 (= ?x94 (dim B 3))))
 (let (($x93 (> ?x74 3)))
 (let (($x97 (=> $x93 $x96)))
 (let ((?x88 (dim A 2)))
 (let (($x90 (= ?x88 (dim B 2))))
 (let (($x87 (> ?x74 2)))
 (let (($x91 (=> $x87 $x90)))
 (let ((?x83 (dim A 1)))
 (let (($x85 (= ?x83 (dim B 1))))
 (let (($x82 (> ?x74 1)))
 (let (($x86 (=> $x82 $x85)))
 (let ((?x77 (dim A 0)))
 (let (($x79 (= ?x77 (dim B 0))))
 (let (($x76 (> ?x74 0)))
 (let (($x80 (=> $x76 $x79)))
 (let (($x75 (= (- (rank B) 2) ?x74)))
 (let ((?x10 (rank C)))
 (let (($x72 (>= ?x10 2)))
 (let ((?x6 (rank B)))
 (let (($x71 (>= ?x6 2)))
 (let (($x70 (>= ?x69 2)))
 (let (($x130 (and $x70 $x71 $x72 $x75 $x80 $x86 $x91 $x97 $x103 $x109 (= (- ?x10 2) ?x74) (=> $x76 (= ?x77 (dim C 0))) (=> $x82 (= ?x83 (dim C 1))) (=> $x87 (= ?x88 (dim C 2))) (=> $x93 (= ?x94 (dim C 3))) (=> $x99 (= ?x100 (dim C 4))) (=> $x105 $x128))))
 (=> $x130 $x134)))))))))))))))))))))))))))))))))))))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x131 (matmul A B)))
 (let ((?x145 (smul ?x131 S)))
 (let ((?x142 (matmul A (smul B S))))
 (let (($x164 (= ?x142 ?x145)))
 (let ((?x106 (dim A 5)))
 (let (($x108 (= ?x106 (dim B 5))))
 (let ((?x69 (rank A)))
 (let ((?x74 (- ?x69 2)))
 (let (($x105 (> ?x74 5)))
 (let (($x109 (=> $x105 $x108)))
 (let ((?x100 (dim A 4)))
 (let (($x102 (= ?x100 (dim B 4))))
 (let (($x99 (> ?x74 4)))
 (let (($x103 (=> $x99 $x102)))
 (let ((?x94 (dim A 3)))
 (let (($x96 (= ?x94 (dim B 3))))
 (let (($x93 (> ?x74 3)))
 (let (($x97 (=> $x93 $x96)))
 (let ((?x88 (dim A 2)))
 (let (($x90 (= ?x88 (dim B 2))))
 (let (($x87 (> ?x74 2)))
 (let (($x91 (=> $x87 $x90)))
 (let ((?x83 (dim A 1)))
 (let (($x85 (= ?x83 (dim B 1))))
 (let (($x82 (> ?x74 1)))
 (let (($x86 (=> $x82 $x85)))
 (let ((?x77 (dim A 0)))
 (let (($x79 (= ?x77 (dim B 0))))
 (let (($x76 (> ?x74 0)))
 (let (($x80 (=> $x76 $x79)))
 (let (($x75 (= (- (rank B) 2) ?x74)))
 (let ((?x10 (rank S)))
 (let (($x179 (= ?x10 0)))
 (let ((?x6 (rank B)))
 (let (($x71 (>= ?x6 2)))
 (let (($x70 (>= ?x69 2)))
 (=> (and $x70 $x71 $x179 $x75 $x80 $x86 $x91 $x97 $x103 $x109) $x164))))))))))))))))))))))))))))))))))))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2)) 2))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 (smul in_w1 in_s1)) in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (matmul in_w1 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x225 (matmul in_w1 in_w2)))
(let ((?x232 (matmul in_w1 ?x225)))
(let ((?x239 (smul ?x232 in_s1)))
(let ((?x169 (smul in_w1 in_s1)))
(let ((?x211 (matmul in_w1 ?x169)))
(let ((?x218 (matmul ?x211 in_w2)))
(and (distinct ?x218 ?x239) true))))))))
(check-sat)

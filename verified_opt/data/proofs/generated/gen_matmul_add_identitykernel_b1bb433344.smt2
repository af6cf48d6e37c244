; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_left, matmul_idkernel_left
; z3 rlimit used: 119400
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x80 (add Y X)))
 (let ((?x79 (add X Y)))
 (let (($x81 (= ?x79 ?x80)))
 (let ((?x75 (dim Y 5)))
 (let ((?x74 (dim X 5)))
 (let (($x76 (= ?x74 ?x75)))
 (let ((?x69 (dim Y 4)))
 (let ((?x68 (dim X 4)))
 (let (($x70 (= ?x68 ?x69)))
 (let ((?x63 (dim Y 3)))
 (let ((?x62 (dim X 3)))
 (let (($x64 (= ?x62 ?x63)))
 (let ((?x57 (dim Y 2)))
 (let ((?x56 (dim X 2)))
 (let (($x58 (= ?x56 ?x57)))
 (let ((?x52 (dim Y 1)))
 (let ((?x51 (dim X 1)))
 (let (($x53 (= ?x51 ?x52)))
 (let ((?x46 (dim Y 0)))
 (let ((?x7 (dim X 0)))
 (let (($x47 (= ?x7 ?x46)))
 (let (($x78 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x47) (=> (> (- (rank X) 0) 1) $x53) (=> (> (- (rank X) 0) 2) $x58) (=> (> (- (rank X) 0) 3) $x64) (=> (> (- (rank X) 0) 4) $x70) (=> (> (- (rank X) 0) 5) $x76))))
 (=> $x78 $x81))))))))))))))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x154 (add (matmul A C) (matmul B C))))
 (let ((?x151 (matmul (add A B) C)))
 (let (($x155 (= ?x151 ?x154)))
 (let ((?x75 (dim C 5)))
 (let ((?x132 (dim A 5)))
 (let (($x147 (= ?x132 ?x75)))
 (let ((?x103 (rank A)))
 (let ((?x109 (- ?x103 2)))
 (let (($x131 (> ?x109 5)))
 (let ((?x41 (rank C)))
 (let (($x91 (>= ?x41 2)))
 (let ((?x10 (rank B)))
 (let (($x94 (>= ?x10 2)))
 (let (($x88 (>= ?x103 2)))
 (let (($x149 (and $x88 $x94 $x91 (= (- ?x10 2) ?x109) (=> (> ?x109 0) (= (dim A 0) (dim B 0))) (=> (> ?x109 1) (= (dim A 1) (dim B 1))) (=> (> ?x109 2) (= (dim A 2) (dim B 2))) (=> (> ?x109 3) (= (dim A 3) (dim B 3))) (=> (> ?x109 4) (= (dim A 4) (dim B 4))) (=> $x131 (= ?x132 (dim B 5))) (= (- ?x41 2) ?x109) (=> (> ?x109 0) (= (dim A 0) (dim C 0))) (=> (> ?x109 1) (= (dim A 1) (dim C 1))) (=> (> ?x109 2) (= (dim A 2) (dim C 2))) (=> (> ?x109 3) (= (dim A 3) (dim C 3))) (=> (> ?x109 4) (= (dim A 4) (dim C 4))) (=> $x131 $x147))))
 (=> $x149 $x155)))))))))))))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x183 (matmul in_w1 in_w2)))
 (let ((?x165 (add in_w2 ?x183)))
 (let ((?x222 (add ?x183 ?x165)))
 (= (rank ?x222) 2)))))
(assert
 (let ((?x183 (matmul in_w1 in_w2)))
 (let ((?x165 (add in_w2 ?x183)))
 (let ((?x222 (add ?x183 ?x165)))
 (= (dim ?x222 0) sym_c)))))
(assert
 (let ((?x183 (matmul in_w1 in_w2)))
 (let ((?x165 (add in_w2 ?x183)))
 (let ((?x222 (add ?x183 ?x165)))
 (= (dim ?x222 1) sym_c2)))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (add in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (= (rank (matmul (add in_w1 (add in_w1 (idkernel2 sym_c))) in_w2)) 2))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x236 (add in_w1 ?x229)))
 (let ((?x243 (add in_w1 ?x236)))
 (let ((?x250 (matmul ?x243 in_w2)))
 (= (dim ?x250 0) sym_c))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
 (let ((?x236 (add in_w1 ?x229)))
 (let ((?x243 (add in_w1 ?x236)))
 (let ((?x250 (matmul ?x243 in_w2)))
 (= (dim ?x250 1) sym_c2))))))
(assert
 (let ((?x229 (idkernel2 sym_c)))
(let ((?x236 (add in_w1 ?x229)))
(let ((?x243 (add in_w1 ?x236)))
(let ((?x250 (matmul ?x243 in_w2)))
(let ((?x183 (matmul in_w1 in_w2)))
(let ((?x165 (add in_w2 ?x183)))
(let ((?x222 (add ?x183 ?x165)))
(and (distinct ?x222 ?x250) true)))))))))
(check-sat)

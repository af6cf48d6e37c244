; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 112939
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
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
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
 (let ((?x7 (dim X 1)))
 (let (($x53 (= ?x7 ?x52)))
 (let ((?x48 (dim Y 0)))
 (let ((?x47 (dim X 0)))
 (let (($x49 (= ?x47 ?x48)))
 (let (($x78 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x49) (=> (> (- (rank X) 0) 1) $x53) (=> (> (- (rank X) 0) 2) $x58) (=> (> (- (rank X) 0) 3) $x64) (=> (> (- (rank X) 0) 4) $x70) (=> (> (- (rank X) 0) 5) $x76))))
 (=> $x78 $x81))))))))))))))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x153 (add (matmul A B) (matmul A C))))
 (let ((?x79 (add B C)))
 (let ((?x150 (matmul A ?x79)))
 (let (($x154 (= ?x150 ?x153)))
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
 (=> $x149 $x154))))))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (add in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 1) sym_c))
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
 (= (rank (matmul in_x1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w1 (idkernel2 sym_c))) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x221 (idkernel2 sym_c)))
(let ((?x228 (add in_w1 ?x221)))
(let ((?x235 (matmul in_x1 ?x228)))
(let ((?x182 (matmul in_x1 in_w1)))
(let ((?x164 (add in_x1 ?x182)))
(and (distinct ?x164 ?x235) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, gemmnc_concat_cols, gemmnc_matmul, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 114011
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
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
 (forall ((A T) (B T) )(! (let ((?x91 (matmul A B)))
 (let ((?x94 (gemmnc 0 0 1.0 A B)))
 (let (($x97 (= ?x94 ?x91)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x103 (and $x12 (= (rank B) 2))))
 (=> $x103 $x97))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x131 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x128 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x132 (= ?x128 ?x131)))
 (let (($x126 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x126 $x132))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x188 (add (matmul A B) (matmul A C))))
 (let ((?x79 (add B C)))
 (let ((?x185 (matmul A ?x79)))
 (let (($x189 (= ?x185 ?x188)))
 (let ((?x75 (dim C 5)))
 (let ((?x167 (dim A 5)))
 (let (($x182 (= ?x167 ?x75)))
 (let ((?x124 (rank A)))
 (let ((?x144 (- ?x124 2)))
 (let (($x166 (> ?x144 5)))
 (let ((?x41 (rank C)))
 (let (($x142 (>= ?x41 2)))
 (let ((?x10 (rank B)))
 (let (($x141 (>= ?x10 2)))
 (let (($x140 (>= ?x124 2)))
 (let (($x184 (and $x140 $x141 $x142 (= (- ?x10 2) ?x144) (=> (> ?x144 0) (= (dim A 0) (dim B 0))) (=> (> ?x144 1) (= (dim A 1) (dim B 1))) (=> (> ?x144 2) (= (dim A 2) (dim B 2))) (=> (> ?x144 3) (= (dim A 3) (dim B 3))) (=> (> ?x144 4) (= (dim A 4) (dim B 4))) (=> $x166 (= ?x167 (dim B 5))) (= (- ?x41 2) ?x144) (=> (> ?x144 0) (= (dim A 0) (dim C 0))) (=> (> ?x144 1) (= (dim A 1) (dim C 1))) (=> (> ?x144 2) (= (dim A 2) (dim C 2))) (=> (> ?x144 3) (= (dim A 3) (dim C 3))) (=> (> ?x144 4) (= (dim A 4) (dim C 4))) (=> $x166 $x182))))
 (=> $x184 $x189))))))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
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
 (let ((?x217 (matmul in_x1 in_w1)))
 (let ((?x199 (add in_x1 ?x217)))
 (let ((?x256 (concat 1 ?x199 ?x217)))
 (= (rank ?x256) 2)))))
(assert
 (let ((?x217 (matmul in_x1 in_w1)))
 (let ((?x199 (add in_x1 ?x217)))
 (let ((?x256 (concat 1 ?x199 ?x217)))
 (= (dim ?x256 0) sym_n)))))
(assert
 (let ((?x262 (* 2 sym_c)))
 (let ((?x217 (matmul in_x1 in_w1)))
 (let ((?x199 (add in_x1 ?x217)))
 (let ((?x256 (concat 1 ?x199 ?x217)))
 (let ((?x261 (dim ?x256 1)))
 (= ?x261 ?x262)))))))
(assert
 (let ((?x262 (* 2 sym_c)))
 (>= ?x262 0)))
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
 (= (rank (concat 1 (add in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (= (dim (concat 1 (add in_w1 (idkernel2 sym_c)) in_w1) 0) sym_c))
(assert
 (let ((?x262 (* 2 sym_c)))
 (let ((?x265 (idkernel2 sym_c)))
 (let ((?x272 (add in_w1 ?x265)))
 (let ((?x279 (concat 1 ?x272 in_w1)))
 (let ((?x284 (dim ?x279 1)))
 (= ?x284 ?x262)))))))
(assert
 (let ((?x265 (idkernel2 sym_c)))
 (let ((?x272 (add in_w1 ?x265)))
 (let ((?x279 (concat 1 ?x272 in_w1)))
 (let ((?x286 (matmul in_x1 ?x279)))
 (= (rank ?x286) 2))))))
(assert
 (let ((?x265 (idkernel2 sym_c)))
 (let ((?x272 (add in_w1 ?x265)))
 (let ((?x279 (concat 1 ?x272 in_w1)))
 (let ((?x286 (matmul in_x1 ?x279)))
 (= (dim ?x286 0) sym_n))))))
(assert
 (let ((?x262 (* 2 sym_c)))
 (let ((?x265 (idkernel2 sym_c)))
 (let ((?x272 (add in_w1 ?x265)))
 (let ((?x279 (concat 1 ?x272 in_w1)))
 (let ((?x286 (matmul in_x1 ?x279)))
 (let ((?x291 (dim ?x286 1)))
 (= ?x291 ?x262))))))))
(assert
 (let ((?x265 (idkernel2 sym_c)))
(let ((?x272 (add in_w1 ?x265)))
(let ((?x279 (concat 1 ?x272 in_w1)))
(let ((?x286 (matmul in_x1 ?x279)))
(let ((?x217 (matmul in_x1 in_w1)))
(let ((?x199 (add in_x1 ?x217)))
(let ((?x256 (concat 1 ?x199 ?x217)))
(and (distinct ?x256 ?x286) true)))))))))
(check-sat)

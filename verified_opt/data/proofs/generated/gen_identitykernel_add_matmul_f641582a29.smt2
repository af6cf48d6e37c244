; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_dist_left, matmul_dist_right, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 113321
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
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16))))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45))))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x117 (matmul A C)))
 (let ((?x118 (add (matmul A B) ?x117)))
 (let ((?x115 (matmul A (add B C))))
 (let (($x119 (= ?x115 ?x118)))
 (let ((?x89 (dim A 5)))
 (let (($x111 (= ?x89 (dim C 5))))
 (let ((?x53 (rank A)))
 (let ((?x60 (- ?x53 2)))
 (let (($x88 (> ?x60 5)))
 (let ((?x57 (rank C)))
 (let (($x58 (>= ?x57 2)))
 (let ((?x10 (rank B)))
 (let (($x55 (>= ?x10 2)))
 (let (($x54 (>= ?x53 2)))
 (let (($x113 (and $x54 $x55 $x58 (= (- ?x10 2) ?x60) (=> (> ?x60 0) (= (dim A 0) (dim B 0))) (=> (> ?x60 1) (= (dim A 1) (dim B 1))) (=> (> ?x60 2) (= (dim A 2) (dim B 2))) (=> (> ?x60 3) (= (dim A 3) (dim B 3))) (=> (> ?x60 4) (= (dim A 4) (dim B 4))) (=> $x88 (= ?x89 (dim B 5))) (= (- ?x57 2) ?x60) (=> (> ?x60 0) (= (dim A 0) (dim C 0))) (=> (> ?x60 1) (= (dim A 1) (dim C 1))) (=> (> ?x60 2) (= (dim A 2) (dim C 2))) (=> (> ?x60 3) (= (dim A 3) (dim C 3))) (=> (> ?x60 4) (= (dim A 4) (dim C 4))) (=> $x88 $x111))))
 (=> $x113 $x119)))))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x117 (matmul A C)))
 (let ((?x127 (add ?x117 (matmul B C))))
 (let ((?x137 (matmul (add A B) C)))
 (let (($x130 (= ?x137 ?x127)))
 (let ((?x89 (dim A 5)))
 (let (($x111 (= ?x89 (dim C 5))))
 (let ((?x53 (rank A)))
 (let ((?x60 (- ?x53 2)))
 (let (($x88 (> ?x60 5)))
 (let ((?x57 (rank C)))
 (let (($x58 (>= ?x57 2)))
 (let ((?x10 (rank B)))
 (let (($x55 (>= ?x10 2)))
 (let (($x54 (>= ?x53 2)))
 (let (($x113 (and $x54 $x55 $x58 (= (- ?x10 2) ?x60) (=> (> ?x60 0) (= (dim A 0) (dim B 0))) (=> (> ?x60 1) (= (dim A 1) (dim B 1))) (=> (> ?x60 2) (= (dim A 2) (dim B 2))) (=> (> ?x60 3) (= (dim A 3) (dim B 3))) (=> (> ?x60 4) (= (dim A 4) (dim B 4))) (=> $x88 (= ?x89 (dim B 5))) (= (- ?x57 2) ?x60) (=> (> ?x60 0) (= (dim A 0) (dim C 0))) (=> (> ?x60 1) (= (dim A 1) (dim C 1))) (=> (> ?x60 2) (= (dim A 2) (dim C 2))) (=> (> ?x60 3) (= (dim A 3) (dim C 3))) (=> (> ?x60 4) (= (dim A 4) (dim C 4))) (=> $x88 $x111))))
 (=> $x113 $x130)))))))))))))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
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
 (= (rank (matmul (add in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (= (dim (matmul (add in_w1 (idkernel2 sym_c)) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (add in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x186 (idkernel2 sym_c)))
(let ((?x182 (add in_w1 ?x186)))
(let ((?x196 (matmul in_w1 ?x182)))
(let ((?x189 (matmul ?x182 in_w1)))
(and (distinct ?x189 ?x196) true))))))
(check-sat)

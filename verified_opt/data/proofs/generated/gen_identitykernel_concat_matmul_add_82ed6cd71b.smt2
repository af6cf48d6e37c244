; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, add_concat, matmul_concat_cols, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 75471
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x15 (concat ax C D)))
 (let ((?x16 (add (concat ax A B) ?x15)))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x50 (matmul A (idkernel2 c))))
 (let (($x51 (= ?x50 A)))
 (=> (and (= (dim A 1) c)) $x51))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x60 (add Y X)))
 (let ((?x59 (add X Y)))
 (= ?x59 ?x60))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x68 (add (matmul A B) (matmul A C))))
 (let ((?x59 (add B C)))
 (let ((?x65 (matmul A ?x59)))
 (= ?x65 ?x68)))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x81 (concat ax (matmul A B) (matmul A C))))
 (let ((?x15 (concat ax B C)))
 (let ((?x78 (matmul A ?x15)))
 (let (($x82 (= ?x78 ?x81)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x82))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x119 (* 2 sym_c)))
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x113 (concat 1 ?x106 in_w1)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x119))))))
(assert
 (= (rank (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_c))
(assert
 (let ((?x119 (* 2 sym_c)))
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x113 (concat 1 ?x106 in_w1)))
 (let ((?x121 (matmul in_w1 ?x113)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x119)))))))
(assert
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x113 (concat 1 ?x106 in_w1)))
 (let ((?x121 (matmul in_w1 ?x113)))
 (let ((?x128 (add ?x113 ?x121)))
 (= (rank ?x128) 2))))))
(assert
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x113 (concat 1 ?x106 in_w1)))
 (let ((?x121 (matmul in_w1 ?x113)))
 (let ((?x128 (add ?x113 ?x121)))
 (= (dim ?x128 0) sym_c))))))
(assert
 (let ((?x119 (* 2 sym_c)))
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x113 (concat 1 ?x106 in_w1)))
 (let ((?x121 (matmul in_w1 ?x113)))
 (let ((?x128 (add ?x113 ?x121)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x119))))))))
(assert
 (let ((?x119 (* 2 sym_c)))
 (>= ?x119 0)))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x136 (add in_w1 ?x106)))
 (let ((?x143 (matmul in_w1 ?x136)))
 (let ((?x150 (concat 1 ?x136 ?x143)))
 (= (rank ?x150) 2))))))
(assert
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x136 (add in_w1 ?x106)))
 (let ((?x143 (matmul in_w1 ?x136)))
 (let ((?x150 (concat 1 ?x136 ?x143)))
 (= (dim ?x150 0) sym_c))))))
(assert
 (let ((?x119 (* 2 sym_c)))
 (let ((?x106 (idkernel2 sym_c)))
 (let ((?x136 (add in_w1 ?x106)))
 (let ((?x143 (matmul in_w1 ?x136)))
 (let ((?x150 (concat 1 ?x136 ?x143)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x119))))))))
(assert
 (let ((?x106 (idkernel2 sym_c)))
(let ((?x136 (add in_w1 ?x106)))
(let ((?x143 (matmul in_w1 ?x136)))
(let ((?x150 (concat 1 ?x136 ?x143)))
(let ((?x113 (concat 1 ?x106 in_w1)))
(let ((?x121 (matmul in_w1 ?x113)))
(let ((?x128 (add ?x113 ?x121)))
(and (distinct ?x128 ?x150) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_rows, matmul_dist_left, matmul_idkernel_left
; z3 rlimit used: 49686
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x49 (add (matmul A C) (matmul B C))))
 (let ((?x46 (matmul (add A B) C)))
 (= ?x46 ?x49))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x64 (concat ax (matmul A C) (matmul B C))))
 (let ((?x61 (matmul (concat ax A B) C)))
 (let (($x65 (= ?x61 ?x64)))
 (=> (and (= ax (- (rank A) 2))) $x65)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (let ((?x97 (matmul in_w1 in_w2)))
 (let ((?x104 (add in_w2 ?x97)))
 (let ((?x111 (concat 0 ?x97 ?x104)))
 (= (rank ?x111) 2)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x97 (matmul in_w1 in_w2)))
 (let ((?x104 (add in_w2 ?x97)))
 (let ((?x111 (concat 0 ?x97 ?x104)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x115)))))))
(assert
 (let ((?x97 (matmul in_w1 in_w2)))
 (let ((?x104 (add in_w2 ?x97)))
 (let ((?x111 (concat 0 ?x97 ?x104)))
 (= (dim ?x111 1) sym_c2)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (>= ?x115 0)))
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
 (= (rank (concat 0 in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 0 in_w1 ?x127)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x115)))))))
(assert
 (= (dim (concat 0 in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 0 in_w1 ?x127)))
 (let ((?x141 (matmul ?x134 in_w2)))
 (= (rank ?x141) 2))))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 0 in_w1 ?x127)))
 (let ((?x141 (matmul ?x134 in_w2)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x115))))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 0 in_w1 ?x127)))
 (let ((?x141 (matmul ?x134 in_w2)))
 (= (dim ?x141 1) sym_c2))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
(let ((?x127 (add in_w1 ?x120)))
(let ((?x134 (concat 0 in_w1 ?x127)))
(let ((?x141 (matmul ?x134 in_w2)))
(let ((?x97 (matmul in_w1 in_w2)))
(let ((?x104 (add in_w2 ?x97)))
(let ((?x111 (concat 0 ?x97 ?x104)))
(and (distinct ?x111 ?x141) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idkernel4
; z3 rlimit used: 48220
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x36 (idkernel4 c kh kw)))
 (let ((?x37 (relu ?x36)))
 (= ?x37 ?x36))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x58 (dim in_k1 2)))
 (= 3 ?x58)))
(assert
 (let ((?x60 (dim in_k1 3)))
 (= 3 ?x60)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x69 (dim ?x62 2)))
 (= 3 ?x69))))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x71 (dim ?x62 3)))
 (= 3 ?x71))))
(assert
 (= (rank (relu in_k1)) 4))
(assert
 (= (dim (relu in_k1) 0) sym_c))
(assert
 (= (dim (relu in_k1) 1) sym_c2))
(assert
 (let ((?x73 (relu in_k1)))
 (let ((?x80 (dim ?x73 2)))
 (= 3 ?x80))))
(assert
 (let ((?x73 (relu in_k1)))
 (let ((?x82 (dim ?x73 3)))
 (= 3 ?x82))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 3 3) (relu in_k1))) 4))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x73 (relu in_k1)))
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x84 (concat 0 ?x62 ?x73)))
 (let ((?x87 (dim ?x84 0)))
 (= ?x87 ?x88)))))))
(assert
 (let ((?x73 (relu in_k1)))
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x84 (concat 0 ?x62 ?x73)))
 (= (dim ?x84 1) sym_c2)))))
(assert
 (let ((?x73 (relu in_k1)))
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x84 (concat 0 ?x62 ?x73)))
 (let ((?x92 (dim ?x84 2)))
 (= 3 ?x92))))))
(assert
 (let ((?x73 (relu in_k1)))
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x84 (concat 0 ?x62 ?x73)))
 (let ((?x94 (dim ?x84 3)))
 (= 3 ?x94))))))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (>= ?x88 0)))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 3 3) in_k1)) 4))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x88))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c2 3 3) in_k1) 1) sym_c2))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x104 (dim ?x97 2)))
 (= 3 ?x104)))))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x106 (dim ?x97 3)))
 (= 3 ?x106)))))
(assert
 (= (rank (relu (concat 0 (idkernel4 sym_c2 3 3) in_k1))) 4))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x108 (relu ?x97)))
 (let ((?x111 (dim ?x108 0)))
 (= ?x111 ?x88)))))))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x108 (relu ?x97)))
 (= (dim ?x108 1) sym_c2)))))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x108 (relu ?x97)))
 (let ((?x115 (dim ?x108 2)))
 (= 3 ?x115))))))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
 (let ((?x97 (concat 0 ?x62 in_k1)))
 (let ((?x108 (relu ?x97)))
 (let ((?x117 (dim ?x108 3)))
 (= 3 ?x117))))))
(assert
 (let ((?x62 (idkernel4 sym_c2 3 3)))
(let ((?x97 (concat 0 ?x62 in_k1)))
(let ((?x108 (relu ?x97)))
(let ((?x73 (relu in_k1)))
(let ((?x84 (concat 0 ?x62 ?x73)))
(and (distinct ?x84 ?x108) true)))))))
(check-sat)

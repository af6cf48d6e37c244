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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c2))
(assert
 (let ((?x57 (dim in_u1 2)))
 (= 1 ?x57)))
(assert
 (let ((?x60 (dim in_u1 3)))
 (= 1 ?x60)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x69 (dim ?x62 2)))
 (= 1 ?x69))))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x71 (dim ?x62 3)))
 (= 1 ?x71))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c))
(assert
 (= (dim (relu in_u1) 1) sym_c2))
(assert
 (let ((?x73 (relu in_u1)))
 (let ((?x80 (dim ?x73 2)))
 (= 1 ?x80))))
(assert
 (let ((?x73 (relu in_u1)))
 (let ((?x82 (dim ?x73 3)))
 (= 1 ?x82))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 1 1) (relu in_u1))) 4))
(assert
 (let ((?x73 (relu in_u1)))
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x84 (concat 1 ?x62 ?x73)))
 (= (dim ?x84 0) sym_c)))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x73 (relu in_u1)))
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x84 (concat 1 ?x62 ?x73)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))))
(assert
 (let ((?x73 (relu in_u1)))
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x84 (concat 1 ?x62 ?x73)))
 (let ((?x92 (dim ?x84 2)))
 (= 1 ?x92))))))
(assert
 (let ((?x73 (relu in_u1)))
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x84 (concat 1 ?x62 ?x73)))
 (let ((?x94 (dim ?x84 3)))
 (= 1 ?x94))))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (>= ?x90 0)))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 1 1) in_u1) 0) sym_c))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x90))))))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x104 (dim ?x97 2)))
 (= 1 ?x104)))))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x106 (dim ?x97 3)))
 (= 1 ?x106)))))
(assert
 (= (rank (relu (concat 1 (idkernel4 sym_c 1 1) in_u1))) 4))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x108 (relu ?x97)))
 (= (dim ?x108 0) sym_c)))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x108 (relu ?x97)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x90)))))))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x108 (relu ?x97)))
 (let ((?x115 (dim ?x108 2)))
 (= 1 ?x115))))))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
 (let ((?x97 (concat 1 ?x62 in_u1)))
 (let ((?x108 (relu ?x97)))
 (let ((?x117 (dim ?x108 3)))
 (= 1 ?x117))))))
(assert
 (let ((?x62 (idkernel4 sym_c 1 1)))
(let ((?x97 (concat 1 ?x62 in_u1)))
(let ((?x108 (relu ?x97)))
(let ((?x73 (relu in_u1)))
(let ((?x84 (concat 1 ?x62 ?x73)))
(and (distinct ?x84 ?x108) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idkernel4
; z3 rlimit used: 110605
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_u1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x12 $x19))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x50 (idkernel4 c kh kw)))
 (let ((?x51 (relu ?x50)))
 (let (($x52 (= ?x51 ?x50)))
 (let (($x49 (and (>= c 1) (>= kh 1) (>= kw 1))))
 (=> $x49 $x52))))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
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
 (let ((?x74 (dim in_u1 2)))
 (= 1 ?x74)))
(assert
 (let ((?x77 (dim in_u1 3)))
 (= 1 ?x77)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (dim ?x79 2)))
 (= 1 ?x86))))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x88 (dim ?x79 3)))
 (= 1 ?x88))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c))
(assert
 (= (dim (relu in_u1) 1) sym_c2))
(assert
 (let ((?x90 (relu in_u1)))
 (let ((?x97 (dim ?x90 2)))
 (= 1 ?x97))))
(assert
 (let ((?x90 (relu in_u1)))
 (let ((?x99 (dim ?x90 3)))
 (= 1 ?x99))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 1 1) (relu in_u1))) 4))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (let ((?x90 (relu in_u1)))
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x104 (dim ?x101 0)))
 (= ?x104 ?x105)))))))
(assert
 (let ((?x90 (relu in_u1)))
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (= (dim ?x101 1) sym_c2)))))
(assert
 (let ((?x90 (relu in_u1)))
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x109 (dim ?x101 2)))
 (= 1 ?x109))))))
(assert
 (let ((?x90 (relu in_u1)))
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x111 (dim ?x101 3)))
 (= 1 ?x111))))))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (>= ?x105 0)))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 1 1) in_u1)) 4))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x105))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c2 1 1) in_u1) 1) sym_c2))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x121 (dim ?x114 2)))
 (= 1 ?x121)))))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x123 (dim ?x114 3)))
 (= 1 ?x123)))))
(assert
 (= (rank (relu (concat 0 (idkernel4 sym_c2 1 1) in_u1))) 4))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x125 (relu ?x114)))
 (let ((?x128 (dim ?x125 0)))
 (= ?x128 ?x105)))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x125 (relu ?x114)))
 (= (dim ?x125 1) sym_c2)))))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x125 (relu ?x114)))
 (let ((?x132 (dim ?x125 2)))
 (= 1 ?x132))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (concat 0 ?x79 in_u1)))
 (let ((?x125 (relu ?x114)))
 (let ((?x134 (dim ?x125 3)))
 (= 1 ?x134))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 1 1)))
(let ((?x114 (concat 0 ?x79 in_u1)))
(let ((?x125 (relu ?x114)))
(let ((?x90 (relu in_u1)))
(let ((?x101 (concat 0 ?x79 ?x90)))
(and (distinct ?x101 ?x125) true)))))))
(check-sat)

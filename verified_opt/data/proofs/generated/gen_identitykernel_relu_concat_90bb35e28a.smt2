; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idkernel4
; z3 rlimit used: 111301
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x75 (dim in_k1 2)))
 (= 3 ?x75)))
(assert
 (let ((?x77 (dim in_k1 3)))
 (= 3 ?x77)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x86 (dim ?x79 2)))
 (= 3 ?x86))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x88 (dim ?x79 3)))
 (= 3 ?x88))))
(assert
 (= (rank (relu in_k1)) 4))
(assert
 (= (dim (relu in_k1) 0) sym_c))
(assert
 (= (dim (relu in_k1) 1) sym_c2))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x97 (dim ?x90 2)))
 (= 3 ?x97))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x99 (dim ?x90 3)))
 (= 3 ?x99))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 3 3) (relu in_k1))) 4))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x104 (dim ?x101 0)))
 (= ?x104 ?x105)))))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (= (dim ?x101 1) sym_c2)))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x109 (dim ?x101 2)))
 (= 3 ?x109))))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x111 (dim ?x101 3)))
 (= 3 ?x111))))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x113 (concat 0 ?x101 ?x90)))
 (= (rank ?x113) 4))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x118 (+ sym_c2 ?x117)))
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x113 (concat 0 ?x101 ?x90)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x118)))))))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x113 (concat 0 ?x101 ?x90)))
 (= (dim ?x113 1) sym_c2))))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x113 (concat 0 ?x101 ?x90)))
 (let ((?x122 (dim ?x113 2)))
 (= 3 ?x122)))))))
(assert
 (let ((?x90 (relu in_k1)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x113 (concat 0 ?x101 ?x90)))
 (let ((?x124 (dim ?x113 3)))
 (= 3 ?x124)))))))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (>= ?x105 0)))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x118 (+ sym_c2 ?x117)))
 (>= ?x118 0))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 3 3) in_k1)) 4))
(assert
 (let ((?x105 (+ sym_c2 sym_c)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x105))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c2 3 3) in_k1) 1) sym_c2))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x135 (dim ?x128 2)))
 (= 3 ?x135)))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x137 (dim ?x128 3)))
 (= 3 ?x137)))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x118 (+ sym_c2 ?x117)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x118))))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (= (dim ?x139 1) sym_c2)))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x146 (dim ?x139 2)))
 (= 3 ?x146))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x148 (dim ?x139 3)))
 (= 3 ?x148))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x150 (relu ?x139)))
 (= (rank ?x150) 4))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x118 (+ sym_c2 ?x117)))
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x150 (relu ?x139)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x118)))))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x150 (relu ?x139)))
 (= (dim ?x150 1) sym_c2))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x150 (relu ?x139)))
 (let ((?x157 (dim ?x150 2)))
 (= 3 ?x157)))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
 (let ((?x128 (concat 0 ?x79 in_k1)))
 (let ((?x139 (concat 0 ?x128 in_k1)))
 (let ((?x150 (relu ?x139)))
 (let ((?x159 (dim ?x150 3)))
 (= 3 ?x159)))))))
(assert
 (let ((?x79 (idkernel4 sym_c2 3 3)))
(let ((?x128 (concat 0 ?x79 in_k1)))
(let ((?x139 (concat 0 ?x128 in_k1)))
(let ((?x150 (relu ?x139)))
(let ((?x90 (relu in_k1)))
(let ((?x101 (concat 0 ?x79 ?x90)))
(let ((?x113 (concat 0 ?x101 ?x90)))
(and (distinct ?x113 ?x150) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_idkernel4
; z3 rlimit used: 74562
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
 (let ((?x8 (concat ax X Y)))
 (let ((?x9 (relu ?x8)))
 (= ?x9 ?x12)))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x8 (concat ax B C)))
 (let ((?x37 (concat ax A ?x8)))
 (let ((?x36 (concat ax (concat ax A B) C)))
 (= ?x36 ?x37)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x49 (idkernel4 c kh kw)))
 (let ((?x50 (relu ?x49)))
 (let (($x51 (= ?x50 ?x49)))
 (let (($x48 (and (>= c 1) (>= kh 1) (>= kw 1))))
 (=> $x48 $x51))))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
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
 (let ((?x73 (dim in_u1 2)))
 (= 1 ?x73)))
(assert
 (let ((?x76 (dim in_u1 3)))
 (= 1 ?x76)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x85 (dim ?x78 2)))
 (= 1 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x87 (dim ?x78 3)))
 (= 1 ?x87))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c))
(assert
 (= (dim (relu in_u1) 1) sym_c2))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x96 (dim ?x89 2)))
 (= 1 ?x96))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x98 (dim ?x89 3)))
 (= 1 ?x98))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 1 1) (relu in_u1))) 4))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (= (dim ?x100 0) sym_c)))))
(assert
 (let ((?x106 (+ sym_c sym_c2)))
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x106)))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x108 (dim ?x100 2)))
 (= 1 ?x108))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x110 (dim ?x100 3)))
 (= 1 ?x110))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (= (rank ?x112) 4))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (= (dim ?x112 0) sym_c))))))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x119)))))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (let ((?x121 (dim ?x112 2)))
 (= 1 ?x121)))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x100 (concat 1 ?x78 ?x89)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (let ((?x123 (dim ?x112 3)))
 (= 1 ?x123)))))))
(assert
 (let ((?x106 (+ sym_c sym_c2)))
 (>= ?x106 0)))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (>= ?x119 0))))
(assert
 (= (rank (concat 1 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (concat 1 in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 (+ sym_c2 sym_c))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x135 (dim ?x127 2)))
 (= 1 ?x135)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x137 (dim ?x127 3)))
 (= 1 ?x137)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (= (dim ?x139 0) sym_c)))))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x144 (dim ?x139 1)))
 (= ?x144 ?x119))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x146 (dim ?x139 2)))
 (= 1 ?x146))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x148 (dim ?x139 3)))
 (= 1 ?x148))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x150 (relu ?x139)))
 (= (rank ?x150) 4))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x150 (relu ?x139)))
 (= (dim ?x150 0) sym_c))))))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x150 (relu ?x139)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x119)))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x150 (relu ?x139)))
 (let ((?x157 (dim ?x150 2)))
 (= 1 ?x157)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
 (let ((?x127 (concat 1 in_u1 ?x78)))
 (let ((?x139 (concat 1 ?x127 in_u1)))
 (let ((?x150 (relu ?x139)))
 (let ((?x159 (dim ?x150 3)))
 (= 1 ?x159)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 1 1)))
(let ((?x127 (concat 1 in_u1 ?x78)))
(let ((?x139 (concat 1 ?x127 in_u1)))
(let ((?x150 (relu ?x139)))
(let ((?x89 (relu in_u1)))
(let ((?x100 (concat 1 ?x78 ?x89)))
(let ((?x112 (concat 1 ?x89 ?x100)))
(and (distinct ?x112 ?x150) true)))))))))
(check-sat)

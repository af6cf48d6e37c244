; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_idkernel4
; z3 rlimit used: 74557
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
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x85 (dim ?x78 2)))
 (= 1 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
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
 (= (rank (concat 0 (idkernel4 sym_c2 1 1) (relu in_u1))) 4))
(assert
 (let ((?x104 (+ sym_c2 sym_c)))
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x103 (dim ?x100 0)))
 (= ?x103 ?x104)))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (= (dim ?x100 1) sym_c2)))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x108 (dim ?x100 2)))
 (= 1 ?x108))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x110 (dim ?x100 3)))
 (= 1 ?x110))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x112 (concat 0 ?x100 ?x89)))
 (= (rank ?x112) 4))))))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ sym_c2 ?x116)))
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x112 (concat 0 ?x100 ?x89)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x117)))))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x112 (concat 0 ?x100 ?x89)))
 (= (dim ?x112 1) sym_c2))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x112 (concat 0 ?x100 ?x89)))
 (let ((?x121 (dim ?x112 2)))
 (= 1 ?x121)))))))
(assert
 (let ((?x89 (relu in_u1)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x112 (concat 0 ?x100 ?x89)))
 (let ((?x123 (dim ?x112 3)))
 (= 1 ?x123)))))))
(assert
 (let ((?x104 (+ sym_c2 sym_c)))
 (>= ?x104 0)))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ sym_c2 ?x116)))
 (>= ?x117 0))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 1 1) in_u1)) 4))
(assert
 (let ((?x104 (+ sym_c2 sym_c)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x104))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c2 1 1) in_u1) 1) sym_c2))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x134 (dim ?x127 2)))
 (= 1 ?x134)))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x136 (dim ?x127 3)))
 (= 1 ?x136)))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (= (rank ?x138) 4)))))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ sym_c2 ?x116)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x117))))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (= (dim ?x138 1) sym_c2)))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x145 (dim ?x138 2)))
 (= 1 ?x145))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x147 (dim ?x138 3)))
 (= 1 ?x147))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (rank ?x149) 4))))))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x117 (+ sym_c2 ?x116)))
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x117)))))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 1) sym_c2))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x156 (dim ?x149 2)))
 (= 1 ?x156)))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
 (let ((?x127 (concat 0 ?x78 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_u1)))
 (let ((?x149 (relu ?x138)))
 (let ((?x158 (dim ?x149 3)))
 (= 1 ?x158)))))))
(assert
 (let ((?x78 (idkernel4 sym_c2 1 1)))
(let ((?x127 (concat 0 ?x78 in_u1)))
(let ((?x138 (concat 0 ?x127 in_u1)))
(let ((?x149 (relu ?x138)))
(let ((?x89 (relu in_u1)))
(let ((?x100 (concat 0 ?x78 ?x89)))
(let ((?x112 (concat 0 ?x100 ?x89)))
(and (distinct ?x112 ?x149) true)))))))))
(check-sat)

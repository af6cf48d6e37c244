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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x74 (dim in_k1 2)))
 (= 3 ?x74)))
(assert
 (let ((?x76 (dim in_k1 3)))
 (= 3 ?x76)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x85 (dim ?x78 2)))
 (= 3 ?x85))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x87 (dim ?x78 3)))
 (= 3 ?x87))))
(assert
 (= (rank (relu in_k1)) 4))
(assert
 (= (dim (relu in_k1) 0) sym_c))
(assert
 (= (dim (relu in_k1) 1) sym_c2))
(assert
 (let ((?x89 (relu in_k1)))
 (let ((?x96 (dim ?x89 2)))
 (= 3 ?x96))))
(assert
 (let ((?x89 (relu in_k1)))
 (let ((?x98 (dim ?x89 3)))
 (= 3 ?x98))))
(assert
 (= (rank (concat 1 (relu in_k1) (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (= (dim ?x100 0) sym_c)))))
(assert
 (let ((?x106 (+ sym_c2 sym_c)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x106)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x108 (dim ?x100 2)))
 (= 3 ?x108))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x110 (dim ?x100 3)))
 (= 3 ?x110))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (= (rank ?x112) 4))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (= (dim ?x112 0) sym_c))))))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x119)))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (let ((?x121 (dim ?x112 2)))
 (= 3 ?x121)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x89 (relu in_k1)))
 (let ((?x100 (concat 1 ?x89 ?x78)))
 (let ((?x112 (concat 1 ?x89 ?x100)))
 (let ((?x123 (dim ?x112 3)))
 (= 3 ?x123)))))))
(assert
 (let ((?x106 (+ sym_c2 sym_c)))
 (>= ?x106 0)))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (>= ?x119 0))))
(assert
 (= (rank (concat 1 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (concat 1 in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (let ((?x106 (+ sym_c2 sym_c)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x106))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134)))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136)))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (= (rank ?x138) 4)))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (= (dim ?x138 0) sym_c)))))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x119))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x149 (relu ?x138)))
 (= (rank ?x149) 4))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 0) sym_c))))))
(assert
 (let ((?x118 (* 2 sym_c2)))
 (let ((?x119 (+ ?x118 sym_c)))
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x149 (relu ?x138)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x119)))))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x149 (relu ?x138)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
 (let ((?x127 (concat 1 in_k1 ?x78)))
 (let ((?x138 (concat 1 in_k1 ?x127)))
 (let ((?x149 (relu ?x138)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158)))))))
(assert
 (let ((?x78 (idkernel4 sym_c 3 3)))
(let ((?x127 (concat 1 in_k1 ?x78)))
(let ((?x138 (concat 1 in_k1 ?x127)))
(let ((?x149 (relu ?x138)))
(let ((?x89 (relu in_k1)))
(let ((?x100 (concat 1 ?x89 ?x78)))
(let ((?x112 (concat 1 ?x89 ?x100)))
(and (distinct ?x112 ?x149) true)))))))))
(check-sat)

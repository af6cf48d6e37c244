; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_idkernel4
; z3 rlimit used: 48887
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
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x44 (idkernel4 c kh kw)))
 (let ((?x45 (relu ?x44)))
 (= ?x45 ?x44))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
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
 (let ((?x65 (dim in_u1 2)))
 (= 1 ?x65)))
(assert
 (let ((?x68 (dim in_u1 3)))
 (= 1 ?x68)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x77 (dim ?x70 2)))
 (= 1 ?x77))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x79 (dim ?x70 3)))
 (= 1 ?x79))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c))
(assert
 (= (dim (relu in_u1) 1) sym_c2))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x88 (dim ?x81 2)))
 (= 1 ?x88))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x90 (dim ?x81 3)))
 (= 1 ?x90))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c2 1 1) (relu in_u1))) 4))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x96)))))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (= (dim ?x92 1) sym_c2)))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x100 (dim ?x92 2)))
 (= 1 ?x100))))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x102 (dim ?x92 3)))
 (= 1 ?x102))))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x104 (concat 0 ?x81 ?x92)))
 (= (rank ?x104) 4))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x109 (+ ?x108 sym_c2)))
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x104 (concat 0 ?x81 ?x92)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x109)))))))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x104 (concat 0 ?x81 ?x92)))
 (= (dim ?x104 1) sym_c2))))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x104 (concat 0 ?x81 ?x92)))
 (let ((?x113 (dim ?x104 2)))
 (= 1 ?x113)))))))
(assert
 (let ((?x81 (relu in_u1)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x92 (concat 0 ?x70 ?x81)))
 (let ((?x104 (concat 0 ?x81 ?x92)))
 (let ((?x115 (dim ?x104 3)))
 (= 1 ?x115)))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (>= ?x96 0)))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x109 (+ ?x108 sym_c2)))
 (>= ?x109 0))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c2 1 1))) 4))
(assert
 (let ((?x123 (+ sym_c sym_c2)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x123))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c2 1 1)) 1) sym_c2))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x127 (dim ?x119 2)))
 (= 1 ?x127)))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x129 (dim ?x119 3)))
 (= 1 ?x129)))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x109 (+ ?x108 sym_c2)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x109))))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (= (dim ?x131 1) sym_c2)))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x138 (dim ?x131 2)))
 (= 1 ?x138))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x140 (dim ?x131 3)))
 (= 1 ?x140))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x142 (relu ?x131)))
 (= (rank ?x142) 4))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x109 (+ ?x108 sym_c2)))
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x142 (relu ?x131)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x109)))))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x142 (relu ?x131)))
 (= (dim ?x142 1) sym_c2))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x142 (relu ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= 1 ?x149)))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
 (let ((?x119 (concat 0 in_u1 ?x70)))
 (let ((?x131 (concat 0 ?x119 in_u1)))
 (let ((?x142 (relu ?x131)))
 (let ((?x151 (dim ?x142 3)))
 (= 1 ?x151)))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 1 1)))
(let ((?x119 (concat 0 in_u1 ?x70)))
(let ((?x131 (concat 0 ?x119 in_u1)))
(let ((?x142 (relu ?x131)))
(let ((?x81 (relu in_u1)))
(let ((?x92 (concat 0 ?x70 ?x81)))
(let ((?x104 (concat 0 ?x81 ?x92)))
(and (distinct ?x104 ?x142) true)))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idkernel4
; z3 rlimit used: 73895
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
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x41 (idkernel4 c kh kw)))
 (let ((?x42 (relu ?x41)))
 (let (($x43 (= ?x42 ?x41)))
 (let (($x40 (and (>= c 1) (>= kh 1) (>= kw 1))))
 (=> $x40 $x43))))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
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
 (let ((?x66 (dim in_k1 2)))
 (= 3 ?x66)))
(assert
 (let ((?x68 (dim in_k1 3)))
 (= 3 ?x68)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x77 (dim ?x70 2)))
 (= 3 ?x77))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x79 (dim ?x70 3)))
 (= 3 ?x79))))
(assert
 (= (rank (relu in_k1)) 4))
(assert
 (= (dim (relu in_k1) 0) sym_c))
(assert
 (= (dim (relu in_k1) 1) sym_c2))
(assert
 (let ((?x81 (relu in_k1)))
 (let ((?x88 (dim ?x81 2)))
 (= 3 ?x88))))
(assert
 (let ((?x81 (relu in_k1)))
 (let ((?x90 (dim ?x81 3)))
 (= 3 ?x90))))
(assert
 (= (rank (concat 0 (relu in_k1) (idkernel4 sym_c2 3 3))) 4))
(assert
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x81 (relu in_k1)))
 (let ((?x92 (concat 0 ?x81 ?x70)))
 (let ((?x95 (dim ?x92 0)))
 (= ?x95 ?x96)))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x81 (relu in_k1)))
 (let ((?x92 (concat 0 ?x81 ?x70)))
 (= (dim ?x92 1) sym_c2)))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x81 (relu in_k1)))
 (let ((?x92 (concat 0 ?x81 ?x70)))
 (let ((?x100 (dim ?x92 2)))
 (= 3 ?x100))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x81 (relu in_k1)))
 (let ((?x92 (concat 0 ?x81 ?x70)))
 (let ((?x102 (dim ?x92 3)))
 (= 3 ?x102))))))
(assert
 (let ((?x96 (+ sym_c sym_c2)))
 (>= ?x96 0)))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c2 3 3))) 4))
(assert
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x96))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c2 3 3)) 1) sym_c2))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x112 (dim ?x105 2)))
 (= 3 ?x112)))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x114 (dim ?x105 3)))
 (= 3 ?x114)))))
(assert
 (= (rank (relu (concat 0 in_k1 (idkernel4 sym_c2 3 3)))) 4))
(assert
 (let ((?x96 (+ sym_c sym_c2)))
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x116 (relu ?x105)))
 (let ((?x119 (dim ?x116 0)))
 (= ?x119 ?x96)))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x116 (relu ?x105)))
 (= (dim ?x116 1) sym_c2)))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x116 (relu ?x105)))
 (let ((?x123 (dim ?x116 2)))
 (= 3 ?x123))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
 (let ((?x105 (concat 0 in_k1 ?x70)))
 (let ((?x116 (relu ?x105)))
 (let ((?x125 (dim ?x116 3)))
 (= 3 ?x125))))))
(assert
 (let ((?x70 (idkernel4 sym_c2 3 3)))
(let ((?x105 (concat 0 in_k1 ?x70)))
(let ((?x116 (relu ?x105)))
(let ((?x81 (relu in_k1)))
(let ((?x92 (concat 0 ?x81 ?x70)))
(and (distinct ?x92 ?x116) true)))))))
(check-sat)

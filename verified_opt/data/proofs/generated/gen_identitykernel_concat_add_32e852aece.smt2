; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112445
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(declare-fun idkernel2 (Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (add A C) (add B D))))
 (let ((?x25 (add (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c))
(assert
 (= (dim in_w3 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w2 in_w3)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w3) 0) sym_c))
(assert
 (let ((?x94 (+ sym_c2 sym_c)))
 (let ((?x88 (concat 1 in_w2 in_w3)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x94)))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x94 (+ sym_c2 sym_c)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x96 (concat 1 in_w1 ?x81)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x94))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x96 (concat 1 in_w1 ?x81)))
 (let ((?x88 (concat 1 in_w2 in_w3)))
 (let ((?x103 (add ?x88 ?x96)))
 (= (rank ?x103) 2))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x96 (concat 1 in_w1 ?x81)))
 (let ((?x88 (concat 1 in_w2 in_w3)))
 (let ((?x103 (add ?x88 ?x96)))
 (= (dim ?x103 0) sym_c))))))
(assert
 (let ((?x94 (+ sym_c2 sym_c)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x96 (concat 1 in_w1 ?x81)))
 (let ((?x88 (concat 1 in_w2 in_w3)))
 (let ((?x103 (add ?x88 ?x96)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x94))))))))
(assert
 (let ((?x94 (+ sym_c2 sym_c)))
 (>= ?x94 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (add in_w3 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w3 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w3 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (add in_w3 ?x81)))
 (let ((?x111 (add in_w2 in_w1)))
 (let ((?x125 (concat 1 ?x111 ?x118)))
 (= (rank ?x125) 2))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (add in_w3 ?x81)))
 (let ((?x111 (add in_w2 in_w1)))
 (let ((?x125 (concat 1 ?x111 ?x118)))
 (= (dim ?x125 0) sym_c))))))
(assert
 (let ((?x94 (+ sym_c2 sym_c)))
 (let ((?x81 (idkernel2 sym_c)))
 (let ((?x118 (add in_w3 ?x81)))
 (let ((?x111 (add in_w2 in_w1)))
 (let ((?x125 (concat 1 ?x111 ?x118)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x94))))))))
(assert
 (let ((?x81 (idkernel2 sym_c)))
(let ((?x118 (add in_w3 ?x81)))
(let ((?x111 (add in_w2 in_w1)))
(let ((?x125 (concat 1 ?x111 ?x118)))
(let ((?x96 (concat 1 in_w1 ?x81)))
(let ((?x88 (concat 1 in_w2 in_w3)))
(let ((?x103 (add ?x88 ?x96)))
(and (distinct ?x103 ?x125) true)))))))))
(check-sat)

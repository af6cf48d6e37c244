; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112169
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x85 (* 2 sym_n)))
 (let ((?x81 (concat 0 in_x1 in_x2)))
 (let ((?x84 (dim ?x81 0)))
 (= ?x84 ?x85)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x85 (* 2 sym_n)))
 (let ((?x89 (concat 0 in_x2 in_x3)))
 (let ((?x92 (dim ?x89 0)))
 (= ?x92 ?x85)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (let ((?x89 (concat 0 in_x2 in_x3)))
 (let ((?x81 (concat 0 in_x1 in_x2)))
 (let ((?x96 (add ?x81 ?x89)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x85 (* 2 sym_n)))
 (let ((?x89 (concat 0 in_x2 in_x3)))
 (let ((?x81 (concat 0 in_x1 in_x2)))
 (let ((?x96 (add ?x81 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x85)))))))
(assert
 (let ((?x89 (concat 0 in_x2 in_x3)))
 (let ((?x81 (concat 0 in_x1 in_x2)))
 (let ((?x96 (add ?x81 ?x89)))
 (= (dim ?x96 1) sym_c)))))
(assert
 (let ((?x85 (* 2 sym_n)))
 (>= ?x85 0)))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x2 in_x3)) 2))
(assert
 (= (dim (add in_x2 in_x3) 0) sym_n))
(assert
 (= (dim (add in_x2 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 (add in_x1 in_x2) (add in_x2 in_x3))) 2))
(assert
 (let ((?x85 (* 2 sym_n)))
 (let ((?x111 (add in_x2 in_x3)))
 (let ((?x104 (add in_x1 in_x2)))
 (let ((?x118 (concat 0 ?x104 ?x111)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x85)))))))
(assert
 (= (dim (concat 0 (add in_x1 in_x2) (add in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x111 (add in_x2 in_x3)))
(let ((?x104 (add in_x1 in_x2)))
(let ((?x118 (concat 0 ?x104 ?x111)))
(let ((?x89 (concat 0 in_x2 in_x3)))
(let ((?x81 (concat 0 in_x1 in_x2)))
(let ((?x96 (add ?x81 ?x89)))
(and (distinct ?x96 ?x118) true))))))))
(check-sat)

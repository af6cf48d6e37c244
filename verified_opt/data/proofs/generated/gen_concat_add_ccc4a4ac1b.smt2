; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 73837
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x16 (add (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (let ((?x77 (* 2 sym_n)))
 (let ((?x73 (concat 0 in_x1 in_x2)))
 (let ((?x76 (dim ?x73 0)))
 (= ?x76 ?x77)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 in_x3)) 2))
(assert
 (let ((?x77 (* 2 sym_n)))
 (let ((?x81 (concat 0 in_x2 in_x3)))
 (let ((?x84 (dim ?x81 0)))
 (= ?x84 ?x77)))))
(assert
 (= (dim (concat 0 in_x2 in_x3) 1) sym_c))
(assert
 (let ((?x81 (concat 0 in_x2 in_x3)))
 (let ((?x73 (concat 0 in_x1 in_x2)))
 (let ((?x88 (add ?x73 ?x81)))
 (= (rank ?x88) 2)))))
(assert
 (let ((?x77 (* 2 sym_n)))
 (let ((?x81 (concat 0 in_x2 in_x3)))
 (let ((?x73 (concat 0 in_x1 in_x2)))
 (let ((?x88 (add ?x73 ?x81)))
 (let ((?x91 (dim ?x88 0)))
 (= ?x91 ?x77)))))))
(assert
 (let ((?x81 (concat 0 in_x2 in_x3)))
 (let ((?x73 (concat 0 in_x1 in_x2)))
 (let ((?x88 (add ?x73 ?x81)))
 (= (dim ?x88 1) sym_c)))))
(assert
 (let ((?x77 (* 2 sym_n)))
 (>= ?x77 0)))
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
 (let ((?x77 (* 2 sym_n)))
 (let ((?x103 (add in_x2 in_x3)))
 (let ((?x96 (add in_x1 in_x2)))
 (let ((?x110 (concat 0 ?x96 ?x103)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x77)))))))
(assert
 (= (dim (concat 0 (add in_x1 in_x2) (add in_x2 in_x3)) 1) sym_c))
(assert
 (let ((?x103 (add in_x2 in_x3)))
(let ((?x96 (add in_x1 in_x2)))
(let ((?x110 (concat 0 ?x96 ?x103)))
(let ((?x81 (concat 0 in_x2 in_x3)))
(let ((?x73 (concat 0 in_x1 in_x2)))
(let ((?x88 (add ?x73 ?x81)))
(and (distinct ?x88 ?x110) true))))))))
(check-sat)

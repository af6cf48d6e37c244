; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112327
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
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (>= sym_n 1))
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
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c2))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x90 (concat 0 in_x1 in_w1)))
 (let ((?x93 (dim ?x90 0)))
 (= ?x93 ?x94)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x98 (concat 0 in_x2 in_w2)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x94)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c2))
(assert
 (let ((?x98 (concat 0 in_x2 in_w2)))
 (let ((?x90 (concat 0 in_x1 in_w1)))
 (let ((?x105 (add ?x90 ?x98)))
 (= (rank ?x105) 2)))))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x98 (concat 0 in_x2 in_w2)))
 (let ((?x90 (concat 0 in_x1 in_w1)))
 (let ((?x105 (add ?x90 ?x98)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x94)))))))
(assert
 (let ((?x98 (concat 0 in_x2 in_w2)))
 (let ((?x90 (concat 0 in_x1 in_w1)))
 (let ((?x105 (add ?x90 ?x98)))
 (= (dim ?x105 1) sym_c2)))))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (>= ?x94 0)))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c2))
(assert
 (= (rank (add in_w1 in_w2)) 2))
(assert
 (= (dim (add in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (add in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 0 (add in_x1 in_x2) (add in_w1 in_w2))) 2))
(assert
 (let ((?x94 (+ sym_n sym_c)))
 (let ((?x120 (add in_w1 in_w2)))
 (let ((?x113 (add in_x1 in_x2)))
 (let ((?x127 (concat 0 ?x113 ?x120)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x94)))))))
(assert
 (= (dim (concat 0 (add in_x1 in_x2) (add in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x120 (add in_w1 in_w2)))
(let ((?x113 (add in_x1 in_x2)))
(let ((?x127 (concat 0 ?x113 ?x120)))
(let ((?x98 (concat 0 in_x2 in_w2)))
(let ((?x90 (concat 0 in_x1 in_w1)))
(let ((?x105 (add ?x90 ?x98)))
(and (distinct ?x105 ?x127) true))))))))
(check-sat)

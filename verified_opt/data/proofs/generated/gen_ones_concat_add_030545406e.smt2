; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112612
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
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(declare-fun ones2 (Int Int) T)
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
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c2)) 2))
(assert
 (= (dim (ones2 sym_n sym_c2) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x2 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x3) 0) sym_n))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (let ((?x90 (concat 1 in_x2 in_x3)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x96)))))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c2) in_x1)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c2) in_x1) 0) sym_n))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 1 ?x83 in_x1)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x96))))))
(assert
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 1 ?x83 in_x1)))
 (let ((?x90 (concat 1 in_x2 in_x3)))
 (let ((?x105 (add ?x90 ?x98)))
 (= (rank ?x105) 2))))))
(assert
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 1 ?x83 in_x1)))
 (let ((?x90 (concat 1 in_x2 in_x3)))
 (let ((?x105 (add ?x90 ?x98)))
 (= (dim ?x105 0) sym_n))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x98 (concat 1 ?x83 in_x1)))
 (let ((?x90 (concat 1 in_x2 in_x3)))
 (let ((?x105 (add ?x90 ?x98)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x96))))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (>= ?x96 0)))
(assert
 (= (rank (add in_x2 (ones2 sym_n sym_c2))) 2))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c2)) 0) sym_n))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c2)) 1) sym_c2))
(assert
 (= (rank (add in_x3 in_x1)) 2))
(assert
 (= (dim (add in_x3 in_x1) 0) sym_n))
(assert
 (= (dim (add in_x3 in_x1) 1) sym_c))
(assert
 (let ((?x120 (add in_x3 in_x1)))
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x113 (add in_x2 ?x83)))
 (let ((?x127 (concat 1 ?x113 ?x120)))
 (= (rank ?x127) 2))))))
(assert
 (let ((?x120 (add in_x3 in_x1)))
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x113 (add in_x2 ?x83)))
 (let ((?x127 (concat 1 ?x113 ?x120)))
 (= (dim ?x127 0) sym_n))))))
(assert
 (let ((?x96 (+ sym_c2 sym_c)))
 (let ((?x120 (add in_x3 in_x1)))
 (let ((?x83 (ones2 sym_n sym_c2)))
 (let ((?x113 (add in_x2 ?x83)))
 (let ((?x127 (concat 1 ?x113 ?x120)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x96))))))))
(assert
 (let ((?x120 (add in_x3 in_x1)))
(let ((?x83 (ones2 sym_n sym_c2)))
(let ((?x113 (add in_x2 ?x83)))
(let ((?x127 (concat 1 ?x113 ?x120)))
(let ((?x98 (concat 1 ?x83 in_x1)))
(let ((?x90 (concat 1 in_x2 in_x3)))
(let ((?x105 (add ?x90 ?x98)))
(and (distinct ?x105 ?x127) true)))))))))
(check-sat)

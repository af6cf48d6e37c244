; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 73982
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(declare-fun ones2 (Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x16 (add (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x82 (concat 1 in_x2 in_x3)))
 (let ((?x87 (dim ?x82 1)))
 (= ?x87 ?x88)))))
(assert
 (= (rank (concat 1 (ones2 sym_n sym_c2) in_x1)) 2))
(assert
 (= (dim (concat 1 (ones2 sym_n sym_c2) in_x1) 0) sym_n))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x90 (concat 1 ?x75 in_x1)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x88))))))
(assert
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x90 (concat 1 ?x75 in_x1)))
 (let ((?x82 (concat 1 in_x2 in_x3)))
 (let ((?x97 (add ?x82 ?x90)))
 (= (rank ?x97) 2))))))
(assert
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x90 (concat 1 ?x75 in_x1)))
 (let ((?x82 (concat 1 in_x2 in_x3)))
 (let ((?x97 (add ?x82 ?x90)))
 (= (dim ?x97 0) sym_n))))))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x90 (concat 1 ?x75 in_x1)))
 (let ((?x82 (concat 1 in_x2 in_x3)))
 (let ((?x97 (add ?x82 ?x90)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x88))))))))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (>= ?x88 0)))
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
 (let ((?x112 (add in_x3 in_x1)))
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x105 (add in_x2 ?x75)))
 (let ((?x119 (concat 1 ?x105 ?x112)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x112 (add in_x3 in_x1)))
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x105 (add in_x2 ?x75)))
 (let ((?x119 (concat 1 ?x105 ?x112)))
 (= (dim ?x119 0) sym_n))))))
(assert
 (let ((?x88 (+ sym_c2 sym_c)))
 (let ((?x112 (add in_x3 in_x1)))
 (let ((?x75 (ones2 sym_n sym_c2)))
 (let ((?x105 (add in_x2 ?x75)))
 (let ((?x119 (concat 1 ?x105 ?x112)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x88))))))))
(assert
 (let ((?x112 (add in_x3 in_x1)))
(let ((?x75 (ones2 sym_n sym_c2)))
(let ((?x105 (add in_x2 ?x75)))
(let ((?x119 (concat 1 ?x105 ?x112)))
(let ((?x90 (concat 1 ?x75 in_x1)))
(let ((?x82 (concat 1 in_x2 in_x3)))
(let ((?x97 (add ?x82 ?x90)))
(and (distinct ?x97 ?x119) true)))))))))
(check-sat)

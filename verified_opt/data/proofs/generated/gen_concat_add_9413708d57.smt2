; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 73964
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
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (let ((?x86 (+ sym_n sym_c)))
 (let ((?x82 (concat 0 in_x1 in_w1)))
 (let ((?x85 (dim ?x82 0)))
 (= ?x85 ?x86)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x86 (+ sym_n sym_c)))
 (let ((?x90 (concat 0 in_x2 in_w2)))
 (let ((?x93 (dim ?x90 0)))
 (= ?x93 ?x86)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c2))
(assert
 (let ((?x90 (concat 0 in_x2 in_w2)))
 (let ((?x82 (concat 0 in_x1 in_w1)))
 (let ((?x97 (add ?x82 ?x90)))
 (= (rank ?x97) 2)))))
(assert
 (let ((?x86 (+ sym_n sym_c)))
 (let ((?x90 (concat 0 in_x2 in_w2)))
 (let ((?x82 (concat 0 in_x1 in_w1)))
 (let ((?x97 (add ?x82 ?x90)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x86)))))))
(assert
 (let ((?x90 (concat 0 in_x2 in_w2)))
 (let ((?x82 (concat 0 in_x1 in_w1)))
 (let ((?x97 (add ?x82 ?x90)))
 (= (dim ?x97 1) sym_c2)))))
(assert
 (let ((?x86 (+ sym_n sym_c)))
 (>= ?x86 0)))
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
 (let ((?x86 (+ sym_n sym_c)))
 (let ((?x112 (add in_w1 in_w2)))
 (let ((?x105 (add in_x1 in_x2)))
 (let ((?x119 (concat 0 ?x105 ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x86)))))))
(assert
 (= (dim (concat 0 (add in_x1 in_x2) (add in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x112 (add in_w1 in_w2)))
(let ((?x105 (add in_x1 in_x2)))
(let ((?x119 (concat 0 ?x105 ?x112)))
(let ((?x90 (concat 0 in_x2 in_w2)))
(let ((?x82 (concat 0 in_x1 in_w1)))
(let ((?x97 (add ?x82 ?x90)))
(and (distinct ?x97 ?x119) true))))))))
(check-sat)

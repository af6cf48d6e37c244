; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 74023
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
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
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c2))
(assert
 (= (rank (mul in_w1 in_w2)) 2))
(assert
 (= (dim (mul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (mul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 0 (mul in_x1 in_x2) (mul in_w1 in_w2))) 2))
(assert
 (let ((?x100 (+ sym_n sym_c)))
 (let ((?x89 (mul in_w1 in_w2)))
 (let ((?x82 (mul in_x1 in_x2)))
 (let ((?x96 (concat 0 ?x82 ?x89)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100)))))))
(assert
 (= (dim (concat 0 (mul in_x1 in_x2) (mul in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x100 (+ sym_n sym_c)))
 (>= ?x100 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x100 (+ sym_n sym_c)))
 (let ((?x105 (concat 0 in_x1 in_w1)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x100)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x100 (+ sym_n sym_c)))
 (let ((?x112 (concat 0 in_x2 in_w2)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x100)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c2))
(assert
 (let ((?x112 (concat 0 in_x2 in_w2)))
 (let ((?x105 (concat 0 in_x1 in_w1)))
 (let ((?x119 (mul ?x105 ?x112)))
 (= (rank ?x119) 2)))))
(assert
 (let ((?x100 (+ sym_n sym_c)))
 (let ((?x112 (concat 0 in_x2 in_w2)))
 (let ((?x105 (concat 0 in_x1 in_w1)))
 (let ((?x119 (mul ?x105 ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x100)))))))
(assert
 (let ((?x112 (concat 0 in_x2 in_w2)))
 (let ((?x105 (concat 0 in_x1 in_w1)))
 (let ((?x119 (mul ?x105 ?x112)))
 (= (dim ?x119 1) sym_c2)))))
(assert
 (let ((?x112 (concat 0 in_x2 in_w2)))
(let ((?x105 (concat 0 in_x1 in_w1)))
(let ((?x119 (mul ?x105 ?x112)))
(let ((?x89 (mul in_w1 in_w2)))
(let ((?x82 (mul in_x1 in_x2)))
(let ((?x96 (concat 0 ?x82 ?x89)))
(and (distinct ?x96 ?x119) true))))))))
(check-sat)

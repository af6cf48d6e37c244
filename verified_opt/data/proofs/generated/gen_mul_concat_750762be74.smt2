; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 111820
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
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
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (mul A C) (mul B D))))
 (let ((?x25 (mul (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x97 (mul in_w1 in_w2)))
 (let ((?x90 (mul in_x1 in_x2)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x108)))))))
(assert
 (= (dim (concat 0 (mul in_x1 in_x2) (mul in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (>= ?x108 0)))
(assert
 (= (rank (concat 0 in_x1 in_w1)) 2))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x113 (concat 0 in_x1 in_w1)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x108)))))
(assert
 (= (dim (concat 0 in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 in_x2 in_w2)) 2))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x120 (concat 0 in_x2 in_w2)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x108)))))
(assert
 (= (dim (concat 0 in_x2 in_w2) 1) sym_c2))
(assert
 (let ((?x120 (concat 0 in_x2 in_w2)))
 (let ((?x113 (concat 0 in_x1 in_w1)))
 (let ((?x127 (mul ?x113 ?x120)))
 (= (rank ?x127) 2)))))
(assert
 (let ((?x108 (+ sym_n sym_c)))
 (let ((?x120 (concat 0 in_x2 in_w2)))
 (let ((?x113 (concat 0 in_x1 in_w1)))
 (let ((?x127 (mul ?x113 ?x120)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x108)))))))
(assert
 (let ((?x120 (concat 0 in_x2 in_w2)))
 (let ((?x113 (concat 0 in_x1 in_w1)))
 (let ((?x127 (mul ?x113 ?x120)))
 (= (dim ?x127 1) sym_c2)))))
(assert
 (let ((?x120 (concat 0 in_x2 in_w2)))
(let ((?x113 (concat 0 in_x1 in_w1)))
(let ((?x127 (mul ?x113 ?x120)))
(let ((?x97 (mul in_w1 in_w2)))
(let ((?x90 (mul in_x1 in_x2)))
(let ((?x104 (concat 0 ?x90 ?x97)))
(and (distinct ?x104 ?x127) true))))))))
(check-sat)

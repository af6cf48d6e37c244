; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 73896
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (= (rank (mul in_x2 in_x1)) 2))
(assert
 (= (dim (mul in_x2 in_x1) 0) sym_n))
(assert
 (= (dim (mul in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x3)) 2))
(assert
 (= (dim (mul in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (concat 0 (mul in_x2 in_x1) (mul in_x1 in_x3))) 2))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x80 (mul in_x1 in_x3)))
 (let ((?x73 (mul in_x2 in_x1)))
 (let ((?x87 (concat 0 ?x73 ?x80)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x91)))))))
(assert
 (= (dim (concat 0 (mul in_x2 in_x1) (mul in_x1 in_x3)) 1) sym_c))
(assert
 (let ((?x91 (* 2 sym_n)))
 (>= ?x91 0)))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x96 (concat 0 in_x2 in_x1)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x91)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 in_x3)) 2))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x91)))))
(assert
 (= (dim (concat 0 in_x1 in_x3) 1) sym_c))
(assert
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x96 (concat 0 in_x2 in_x1)))
 (let ((?x110 (mul ?x96 ?x103)))
 (= (rank ?x110) 2)))))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x96 (concat 0 in_x2 in_x1)))
 (let ((?x110 (mul ?x96 ?x103)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x91)))))))
(assert
 (let ((?x103 (concat 0 in_x1 in_x3)))
 (let ((?x96 (concat 0 in_x2 in_x1)))
 (let ((?x110 (mul ?x96 ?x103)))
 (= (dim ?x110 1) sym_c)))))
(assert
 (let ((?x103 (concat 0 in_x1 in_x3)))
(let ((?x96 (concat 0 in_x2 in_x1)))
(let ((?x110 (mul ?x96 ?x103)))
(let ((?x80 (mul in_x1 in_x3)))
(let ((?x73 (mul in_x2 in_x1)))
(let ((?x87 (concat 0 ?x73 ?x80)))
(and (distinct ?x87 ?x110) true))))))))
(check-sat)

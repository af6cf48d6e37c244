; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 111672
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
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
 (= (rank (concat 1 (mul in_x2 in_x1) (mul in_x1 in_x3))) 2))
(assert
 (= (dim (concat 1 (mul in_x2 in_x1) (mul in_x1 in_x3)) 0) sym_n))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x88 (mul in_x1 in_x3)))
 (let ((?x81 (mul in_x2 in_x1)))
 (let ((?x95 (concat 1 ?x81 ?x88)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x101)))))))
(assert
 (let ((?x101 (* 2 sym_c)))
 (>= ?x101 0)))
(assert
 (= (rank (concat 1 in_x2 in_x1)) 2))
(assert
 (= (dim (concat 1 in_x2 in_x1) 0) sym_n))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x104 (concat 1 in_x2 in_x1)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x101)))))
(assert
 (= (rank (concat 1 in_x1 in_x3)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x3) 0) sym_n))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x111 (concat 1 in_x1 in_x3)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x101)))))
(assert
 (let ((?x111 (concat 1 in_x1 in_x3)))
 (let ((?x104 (concat 1 in_x2 in_x1)))
 (let ((?x118 (mul ?x104 ?x111)))
 (= (rank ?x118) 2)))))
(assert
 (let ((?x111 (concat 1 in_x1 in_x3)))
 (let ((?x104 (concat 1 in_x2 in_x1)))
 (let ((?x118 (mul ?x104 ?x111)))
 (= (dim ?x118 0) sym_n)))))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x111 (concat 1 in_x1 in_x3)))
 (let ((?x104 (concat 1 in_x2 in_x1)))
 (let ((?x118 (mul ?x104 ?x111)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x101)))))))
(assert
 (let ((?x111 (concat 1 in_x1 in_x3)))
(let ((?x104 (concat 1 in_x2 in_x1)))
(let ((?x118 (mul ?x104 ?x111)))
(let ((?x88 (mul in_x1 in_x3)))
(let ((?x81 (mul in_x2 in_x1)))
(let ((?x95 (concat 1 ?x81 ?x88)))
(and (distinct ?x95 ?x118) true))))))))
(check-sat)

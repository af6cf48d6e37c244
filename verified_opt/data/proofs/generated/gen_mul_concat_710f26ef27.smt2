; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 112340
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
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
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
(assert
 (= (rank (mul in_i2 in_i1)) 4))
(assert
 (= (dim (mul in_i2 in_i1) 0) sym_n))
(assert
 (= (dim (mul in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (mul in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (mul in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (mul in_i1 in_i3)) 4))
(assert
 (= (dim (mul in_i1 in_i3) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3))) 4))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x110 (mul in_i1 in_i3)))
 (let ((?x99 (mul in_i2 in_i1)))
 (let ((?x121 (concat 0 ?x99 ?x110)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x125)))))))
(assert
 (= (dim (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3)) 1) sym_c))
(assert
 (= (dim (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3)) 3) sym_w))
(assert
 (let ((?x125 (* 2 sym_n)))
 (>= ?x125 0)))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x125)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 in_i3)) 4))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x145 (concat 0 in_i1 in_i3)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x125)))))
(assert
 (= (dim (concat 0 in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i3) 3) sym_w))
(assert
 (let ((?x145 (concat 0 in_i1 in_i3)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x156 (mul ?x134 ?x145)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x145 (concat 0 in_i1 in_i3)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x156 (mul ?x134 ?x145)))
 (let ((?x159 (dim ?x156 0)))
 (= ?x159 ?x125)))))))
(assert
 (let ((?x145 (concat 0 in_i1 in_i3)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x156 (mul ?x134 ?x145)))
 (= (dim ?x156 1) sym_c)))))
(assert
 (let ((?x145 (concat 0 in_i1 in_i3)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x156 (mul ?x134 ?x145)))
 (= (dim ?x156 2) sym_h)))))
(assert
 (let ((?x145 (concat 0 in_i1 in_i3)))
 (let ((?x134 (concat 0 in_i2 in_i1)))
 (let ((?x156 (mul ?x134 ?x145)))
 (= (dim ?x156 3) sym_w)))))
(assert
 (let ((?x145 (concat 0 in_i1 in_i3)))
(let ((?x134 (concat 0 in_i2 in_i1)))
(let ((?x156 (mul ?x134 ?x145)))
(let ((?x110 (mul in_i1 in_i3)))
(let ((?x99 (mul in_i2 in_i1)))
(let ((?x121 (concat 0 ?x99 ?x110)))
(and (distinct ?x121 ?x156) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 74534
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (let ((?x117 (* 2 sym_n)))
 (let ((?x102 (mul in_i1 in_i3)))
 (let ((?x91 (mul in_i2 in_i1)))
 (let ((?x113 (concat 0 ?x91 ?x102)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x117)))))))
(assert
 (= (dim (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3)) 1) sym_c))
(assert
 (= (dim (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 0 (mul in_i2 in_i1) (mul in_i1 in_i3)) 3) sym_w))
(assert
 (let ((?x117 (* 2 sym_n)))
 (>= ?x117 0)))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x126 (concat 0 in_i2 in_i1)))
 (let ((?x129 (dim ?x126 0)))
 (= ?x129 ?x117)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 in_i3)) 4))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x137 (concat 0 in_i1 in_i3)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x117)))))
(assert
 (= (dim (concat 0 in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i3) 3) sym_w))
(assert
 (let ((?x137 (concat 0 in_i1 in_i3)))
 (let ((?x126 (concat 0 in_i2 in_i1)))
 (let ((?x148 (mul ?x126 ?x137)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x137 (concat 0 in_i1 in_i3)))
 (let ((?x126 (concat 0 in_i2 in_i1)))
 (let ((?x148 (mul ?x126 ?x137)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x117)))))))
(assert
 (let ((?x137 (concat 0 in_i1 in_i3)))
 (let ((?x126 (concat 0 in_i2 in_i1)))
 (let ((?x148 (mul ?x126 ?x137)))
 (= (dim ?x148 1) sym_c)))))
(assert
 (let ((?x137 (concat 0 in_i1 in_i3)))
 (let ((?x126 (concat 0 in_i2 in_i1)))
 (let ((?x148 (mul ?x126 ?x137)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x137 (concat 0 in_i1 in_i3)))
 (let ((?x126 (concat 0 in_i2 in_i1)))
 (let ((?x148 (mul ?x126 ?x137)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (let ((?x137 (concat 0 in_i1 in_i3)))
(let ((?x126 (concat 0 in_i2 in_i1)))
(let ((?x148 (mul ?x126 ?x137)))
(let ((?x102 (mul in_i1 in_i3)))
(let ((?x91 (mul in_i2 in_i1)))
(let ((?x113 (concat 0 ?x91 ?x102)))
(and (distinct ?x113 ?x148) true))))))))
(check-sat)

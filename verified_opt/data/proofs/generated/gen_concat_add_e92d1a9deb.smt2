; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 74475
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
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
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x16 (add (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x91 (concat 1 in_i1 in_i2)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x97)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i3)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i3) 0) sym_n))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x103 (concat 1 in_i2 in_i3)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x97)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x103 (concat 1 in_i2 in_i3)))
 (let ((?x91 (concat 1 in_i1 in_i2)))
 (let ((?x114 (add ?x91 ?x103)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x103 (concat 1 in_i2 in_i3)))
 (let ((?x91 (concat 1 in_i1 in_i2)))
 (let ((?x114 (add ?x91 ?x103)))
 (= (dim ?x114 0) sym_n)))))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x103 (concat 1 in_i2 in_i3)))
 (let ((?x91 (concat 1 in_i1 in_i2)))
 (let ((?x114 (add ?x91 ?x103)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x97)))))))
(assert
 (let ((?x103 (concat 1 in_i2 in_i3)))
 (let ((?x91 (concat 1 in_i1 in_i2)))
 (let ((?x114 (add ?x91 ?x103)))
 (= (dim ?x114 2) sym_h)))))
(assert
 (let ((?x103 (concat 1 in_i2 in_i3)))
 (let ((?x91 (concat 1 in_i1 in_i2)))
 (let ((?x114 (add ?x91 ?x103)))
 (= (dim ?x114 3) sym_w)))))
(assert
 (let ((?x97 (* 2 sym_c)))
 (>= ?x97 0)))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (add in_i2 in_i3)) 4))
(assert
 (= (dim (add in_i2 in_i3) 0) sym_n))
(assert
 (= (dim (add in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (add in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (add in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (concat 1 (add in_i1 in_i2) (add in_i2 in_i3))) 4))
(assert
 (= (dim (concat 1 (add in_i1 in_i2) (add in_i2 in_i3)) 0) sym_n))
(assert
 (let ((?x97 (* 2 sym_c)))
 (let ((?x137 (add in_i2 in_i3)))
 (let ((?x126 (add in_i1 in_i2)))
 (let ((?x148 (concat 1 ?x126 ?x137)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x97)))))))
(assert
 (= (dim (concat 1 (add in_i1 in_i2) (add in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 1 (add in_i1 in_i2) (add in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x137 (add in_i2 in_i3)))
(let ((?x126 (add in_i1 in_i2)))
(let ((?x148 (concat 1 ?x126 ?x137)))
(let ((?x103 (concat 1 in_i2 in_i3)))
(let ((?x91 (concat 1 in_i1 in_i2)))
(let ((?x114 (add ?x91 ?x103)))
(and (distinct ?x114 ?x148) true))))))))
(check-sat)

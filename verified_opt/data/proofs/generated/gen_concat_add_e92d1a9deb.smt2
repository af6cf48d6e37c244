; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 112661
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
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
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (add A C) (add B D))))
 (let ((?x25 (add (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (let ((?x105 (* 2 sym_c)))
 (let ((?x99 (concat 1 in_i1 in_i2)))
 (let ((?x104 (dim ?x99 1)))
 (= ?x104 ?x105)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i3)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i3) 0) sym_n))
(assert
 (let ((?x105 (* 2 sym_c)))
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x105)))))
(assert
 (= (dim (concat 1 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x99 (concat 1 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x99 (concat 1 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x105 (* 2 sym_c)))
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x99 (concat 1 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x105)))))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x99 (concat 1 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (dim ?x122 2) sym_h)))))
(assert
 (let ((?x111 (concat 1 in_i2 in_i3)))
 (let ((?x99 (concat 1 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (dim ?x122 3) sym_w)))))
(assert
 (let ((?x105 (* 2 sym_c)))
 (>= ?x105 0)))
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
 (let ((?x105 (* 2 sym_c)))
 (let ((?x145 (add in_i2 in_i3)))
 (let ((?x134 (add in_i1 in_i2)))
 (let ((?x156 (concat 1 ?x134 ?x145)))
 (let ((?x161 (dim ?x156 1)))
 (= ?x161 ?x105)))))))
(assert
 (= (dim (concat 1 (add in_i1 in_i2) (add in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 1 (add in_i1 in_i2) (add in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x145 (add in_i2 in_i3)))
(let ((?x134 (add in_i1 in_i2)))
(let ((?x156 (concat 1 ?x134 ?x145)))
(let ((?x111 (concat 1 in_i2 in_i3)))
(let ((?x99 (concat 1 in_i1 in_i2)))
(let ((?x122 (add ?x99 ?x111)))
(and (distinct ?x122 ?x156) true))))))))
(check-sat)

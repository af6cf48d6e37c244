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
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x99 (concat 0 in_i1 in_i2)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x103)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i3)) 4))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x103)))))
(assert
 (= (dim (concat 0 in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i3) 3) sym_w))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x99 (concat 0 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x99 (concat 0 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x103)))))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x99 (concat 0 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (dim ?x122 1) sym_c)))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x99 (concat 0 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (dim ?x122 2) sym_h)))))
(assert
 (let ((?x111 (concat 0 in_i2 in_i3)))
 (let ((?x99 (concat 0 in_i1 in_i2)))
 (let ((?x122 (add ?x99 ?x111)))
 (= (dim ?x122 3) sym_w)))))
(assert
 (let ((?x103 (* 2 sym_n)))
 (>= ?x103 0)))
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
 (= (rank (concat 0 (add in_i1 in_i2) (add in_i2 in_i3))) 4))
(assert
 (let ((?x103 (* 2 sym_n)))
 (let ((?x145 (add in_i2 in_i3)))
 (let ((?x134 (add in_i1 in_i2)))
 (let ((?x156 (concat 0 ?x134 ?x145)))
 (let ((?x159 (dim ?x156 0)))
 (= ?x159 ?x103)))))))
(assert
 (= (dim (concat 0 (add in_i1 in_i2) (add in_i2 in_i3)) 1) sym_c))
(assert
 (= (dim (concat 0 (add in_i1 in_i2) (add in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (concat 0 (add in_i1 in_i2) (add in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x145 (add in_i2 in_i3)))
(let ((?x134 (add in_i1 in_i2)))
(let ((?x156 (concat 0 ?x134 ?x145)))
(let ((?x111 (concat 0 in_i2 in_i3)))
(let ((?x99 (concat 0 in_i1 in_i2)))
(let ((?x122 (add ?x99 ?x111)))
(and (distinct ?x122 ?x156) true))))))))
(check-sat)

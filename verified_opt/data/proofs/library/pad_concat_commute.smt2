; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_concat
; z3 rlimit used: 74503
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x26 (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y))))
 (let ((?x23 (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y))))
 (let (($x27 (= ?x23 ?x26)))
 (let (($x18 (>= xr 0)))
 (let (($x16 (>= yb 0)))
 (let (($x14 (>= xl 0)))
 (let (($x12 (>= yt 0)))
 (let (($x10 (>= ax 0)))
 (=> (and (<= 0 ax) (> 2 ax) $x10 $x12 $x14 $x16 $x18) $x27))))))))) :pattern ( (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y)) ) :pattern ( (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y)) ) :qid pad4_concat))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x90 0) sym_n)))
(assert
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x90 1) sym_c1)))
(assert
 (let ((?x98 (+ 2 sym_h)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x97 (dim ?x90 2)))
 (= ?x97 ?x98)))))
(assert
 (let ((?x101 (+ 2 sym_w)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x100 (dim ?x90 3)))
 (= ?x100 ?x101)))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_Y)) 4))
(assert
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x103 0) sym_n)))
(assert
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x103 1) sym_c2)))
(assert
 (let ((?x98 (+ 2 sym_h)))
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x110 (dim ?x103 2)))
 (= ?x110 ?x98)))))
(assert
 (let ((?x101 (+ 2 sym_w)))
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x112 (dim ?x103 3)))
 (= ?x112 ?x101)))))
(assert
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x114 (concat 1 ?x90 ?x103)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x114 (concat 1 ?x90 ?x103)))
 (= (dim ?x114 0) sym_n)))))
(assert
 (let ((?x120 (+ sym_c1 sym_c2)))
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x114 (concat 1 ?x90 ?x103)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x120)))))))
(assert
 (let ((?x98 (+ 2 sym_h)))
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x114 (concat 1 ?x90 ?x103)))
 (let ((?x122 (dim ?x114 2)))
 (= ?x122 ?x98)))))))
(assert
 (let ((?x101 (+ 2 sym_w)))
 (let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x114 (concat 1 ?x90 ?x103)))
 (let ((?x124 (dim ?x114 3)))
 (= ?x124 ?x101)))))))
(assert
 (let ((?x98 (+ 2 sym_h)))
 (>= ?x98 0)))
(assert
 (let ((?x101 (+ 2 sym_w)))
 (>= ?x101 0)))
(assert
 (let ((?x120 (+ sym_c1 sym_c2)))
 (>= ?x120 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x120 (+ sym_c1 sym_c2)))
 (let ((?x129 (concat 1 in_X in_Y)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x120)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x129 (concat 1 in_X in_Y)))
 (let ((?x140 (pad4 0 0 1 1 0 0 1 1 ?x129)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (concat 1 in_X in_Y)))
 (let ((?x140 (pad4 0 0 1 1 0 0 1 1 ?x129)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x120 (+ sym_c1 sym_c2)))
 (let ((?x129 (concat 1 in_X in_Y)))
 (let ((?x140 (pad4 0 0 1 1 0 0 1 1 ?x129)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x120))))))
(assert
 (let ((?x98 (+ 2 sym_h)))
 (let ((?x129 (concat 1 in_X in_Y)))
 (let ((?x140 (pad4 0 0 1 1 0 0 1 1 ?x129)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x98))))))
(assert
 (let ((?x101 (+ 2 sym_w)))
 (let ((?x129 (concat 1 in_X in_Y)))
 (let ((?x140 (pad4 0 0 1 1 0 0 1 1 ?x129)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x101))))))
(assert
 (let ((?x129 (concat 1 in_X in_Y)))
(let ((?x140 (pad4 0 0 1 1 0 0 1 1 ?x129)))
(let ((?x103 (pad4 0 0 1 1 0 0 1 1 in_Y)))
(let ((?x90 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x114 (concat 1 ?x90 ?x103)))
(and (distinct ?x114 ?x140) true)))))))
(check-sat)

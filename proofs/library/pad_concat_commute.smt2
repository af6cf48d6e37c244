; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_concat
; z3 rlimit used: 51257
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x21 (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y))))
 (let ((?x18 (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (<= 0 ax) (> 2 ax)) $x22)))) :pattern ( (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y)) ) :pattern ( (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y)) ) :qid pad4_concat))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c1 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x86 0) sym_n)))
(assert
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x86 1) sym_c1)))
(assert
 (let ((?x94 (+ 2 sym_h)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x93 (dim ?x86 2)))
 (= ?x93 ?x94)))))
(assert
 (let ((?x97 (+ 2 sym_w)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x96 (dim ?x86 3)))
 (= ?x96 ?x97)))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_Y)) 4))
(assert
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x99 0) sym_n)))
(assert
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x99 1) sym_c2)))
(assert
 (let ((?x94 (+ 2 sym_h)))
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x106 (dim ?x99 2)))
 (= ?x106 ?x94)))))
(assert
 (let ((?x97 (+ 2 sym_w)))
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x108 (dim ?x99 3)))
 (= ?x108 ?x97)))))
(assert
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x110 (concat 1 ?x86 ?x99)))
 (= (rank ?x110) 4)))))
(assert
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x110 (concat 1 ?x86 ?x99)))
 (= (dim ?x110 0) sym_n)))))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x110 (concat 1 ?x86 ?x99)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x116)))))))
(assert
 (let ((?x94 (+ 2 sym_h)))
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x110 (concat 1 ?x86 ?x99)))
 (let ((?x118 (dim ?x110 2)))
 (= ?x118 ?x94)))))))
(assert
 (let ((?x97 (+ 2 sym_w)))
 (let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x110 (concat 1 ?x86 ?x99)))
 (let ((?x120 (dim ?x110 3)))
 (= ?x120 ?x97)))))))
(assert
 (let ((?x94 (+ 2 sym_h)))
 (>= ?x94 0)))
(assert
 (let ((?x97 (+ 2 sym_w)))
 (>= ?x97 0)))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (>= ?x116 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (let ((?x125 (concat 1 in_X in_Y)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x116)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x125 (concat 1 in_X in_Y)))
 (let ((?x136 (pad4 0 0 1 1 0 0 1 1 ?x125)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (concat 1 in_X in_Y)))
 (let ((?x136 (pad4 0 0 1 1 0 0 1 1 ?x125)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x116 (+ sym_c1 sym_c2)))
 (let ((?x125 (concat 1 in_X in_Y)))
 (let ((?x136 (pad4 0 0 1 1 0 0 1 1 ?x125)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 ?x116))))))
(assert
 (let ((?x94 (+ 2 sym_h)))
 (let ((?x125 (concat 1 in_X in_Y)))
 (let ((?x136 (pad4 0 0 1 1 0 0 1 1 ?x125)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x94))))))
(assert
 (let ((?x97 (+ 2 sym_w)))
 (let ((?x125 (concat 1 in_X in_Y)))
 (let ((?x136 (pad4 0 0 1 1 0 0 1 1 ?x125)))
 (let ((?x145 (dim ?x136 3)))
 (= ?x145 ?x97))))))
(assert
 (let ((?x125 (concat 1 in_X in_Y)))
(let ((?x136 (pad4 0 0 1 1 0 0 1 1 ?x125)))
(let ((?x99 (pad4 0 0 1 1 0 0 1 1 in_Y)))
(let ((?x86 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x110 (concat 1 ?x86 ?x99)))
(and (distinct ?x110 ?x136) true)))))))
(check-sat)

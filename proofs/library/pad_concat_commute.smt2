; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_concat
; z3 rlimit used: 41844
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
 (forall ((X T) (Y T) (ax Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x1112 (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y))))
 (let ((?x259 (concat ax X Y)))
 (let ((?x1121 (pad4 0 0 yt xl 0 0 yb xr ?x259)))
 (let (($x1115 (= ?x1121 ?x1112)))
 (=> (and (<= 0 ax) (> 2 ax)) $x1115))))) :pattern ( (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y)) ) :pattern ( (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y)) ) :qid pad4_concat))
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
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x3393 0) sym_n)))
(assert
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x3393 1) sym_c1)))
(assert
 (let ((?x3337 (+ 2 sym_h)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3416 (dim ?x3393 2)))
 (= ?x3416 ?x3337)))))
(assert
 (let ((?x2010 (+ 2 sym_w)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3667 (dim ?x3393 3)))
 (= ?x3667 ?x2010)))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_Y)) 4))
(assert
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x3815 0) sym_n)))
(assert
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x3815 1) sym_c2)))
(assert
 (let ((?x3337 (+ 2 sym_h)))
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3791 (dim ?x3815 2)))
 (= ?x3791 ?x3337)))))
(assert
 (let ((?x2010 (+ 2 sym_w)))
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3506 (dim ?x3815 3)))
 (= ?x3506 ?x2010)))))
(assert
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2633 (concat 1 ?x3393 ?x3815)))
 (= (rank ?x2633) 4)))))
(assert
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2633 (concat 1 ?x3393 ?x3815)))
 (= (dim ?x2633 0) sym_n)))))
(assert
 (let ((?x1993 (+ sym_c1 sym_c2)))
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2633 (concat 1 ?x3393 ?x3815)))
 (let ((?x2059 (dim ?x2633 1)))
 (= ?x2059 ?x1993)))))))
(assert
 (let ((?x3337 (+ 2 sym_h)))
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2633 (concat 1 ?x3393 ?x3815)))
 (let ((?x3040 (dim ?x2633 2)))
 (= ?x3040 ?x3337)))))))
(assert
 (let ((?x2010 (+ 2 sym_w)))
 (let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2633 (concat 1 ?x3393 ?x3815)))
 (let ((?x4049 (dim ?x2633 3)))
 (= ?x4049 ?x2010)))))))
(assert
 (let ((?x3337 (+ 2 sym_h)))
 (>= ?x3337 0)))
(assert
 (let ((?x2010 (+ 2 sym_w)))
 (>= ?x2010 0)))
(assert
 (let ((?x1993 (+ sym_c1 sym_c2)))
 (>= ?x1993 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x1993 (+ sym_c1 sym_c2)))
 (let ((?x2711 (concat 1 in_X in_Y)))
 (let ((?x3308 (dim ?x2711 1)))
 (= ?x3308 ?x1993)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x2711 (concat 1 in_X in_Y)))
 (let ((?x3012 (pad4 0 0 1 1 0 0 1 1 ?x2711)))
 (= (rank ?x3012) 4))))
(assert
 (let ((?x2711 (concat 1 in_X in_Y)))
 (let ((?x3012 (pad4 0 0 1 1 0 0 1 1 ?x2711)))
 (= (dim ?x3012 0) sym_n))))
(assert
 (let ((?x1993 (+ sym_c1 sym_c2)))
 (let ((?x2711 (concat 1 in_X in_Y)))
 (let ((?x3012 (pad4 0 0 1 1 0 0 1 1 ?x2711)))
 (let ((?x3641 (dim ?x3012 1)))
 (= ?x3641 ?x1993))))))
(assert
 (let ((?x3337 (+ 2 sym_h)))
 (let ((?x2711 (concat 1 in_X in_Y)))
 (let ((?x3012 (pad4 0 0 1 1 0 0 1 1 ?x2711)))
 (let ((?x2596 (dim ?x3012 2)))
 (= ?x2596 ?x3337))))))
(assert
 (let ((?x2010 (+ 2 sym_w)))
 (let ((?x2711 (concat 1 in_X in_Y)))
 (let ((?x3012 (pad4 0 0 1 1 0 0 1 1 ?x2711)))
 (let ((?x3865 (dim ?x3012 3)))
 (= ?x3865 ?x2010))))))
(assert
 (let ((?x2711 (concat 1 in_X in_Y)))
(let ((?x3012 (pad4 0 0 1 1 0 0 1 1 ?x2711)))
(let ((?x3815 (pad4 0 0 1 1 0 0 1 1 in_Y)))
(let ((?x3393 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x2633 (concat 1 ?x3393 ?x3815)))
(and (distinct ?x2633 ?x3012) true)))))))
(check-sat)

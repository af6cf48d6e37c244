; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_pad
; z3 rlimit used: 3904
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x47 (conv sh sw (+ pt yt) (+ pl xl) (+ pb yb) (+ pr xr) dh dw g X W)))
 (let ((?x42 (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W)))
 (let (($x40 (and (>= g 1) (>= yt 0) (>= xl 0) (>= yb 0) (>= xr 0) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4))))
 (=> $x40 (= ?x42 ?x47))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W) ) :qid conv_pad))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x97 (dim in_W 2)))
 (= 3 ?x97)))
(assert
 (let ((?x99 (dim in_W 3)))
 (= 3 ?x99)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (pad4 0 0 1 2 0 0 1 0 in_X)) 4))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (= (dim ?x112 0) sym_n)))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (= (dim ?x112 1) sym_c)))
(assert
 (let ((?x120 (+ 2 sym_h)))
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x119 (dim ?x112 2)))
 (= ?x119 ?x120)))))
(assert
 (let ((?x123 (+ 2 sym_w)))
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x122 (dim ?x112 3)))
 (= ?x122 ?x123)))))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x112 in_W)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x112 in_W)))
 (= (dim ?x125 0) sym_n))))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x112 in_W)))
 (= (dim ?x125 1) sym_m))))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x112 in_W)))
 (= (dim ?x125 2) sym_h))))
(assert
 (let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x112 in_W)))
 (= (dim ?x125 3) sym_w))))
(assert
 (let ((?x120 (+ 2 sym_h)))
 (>= ?x120 0)))
(assert
 (let ((?x123 (+ 2 sym_w)))
 (>= ?x123 0)))
(assert
 (let ((?x138 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x138 1) sym_m)))
(assert
 (let ((?x138 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x138 2) sym_h)))
(assert
 (let ((?x138 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x138 3) sym_w)))
(assert
 (let ((?x138 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
(let ((?x112 (pad4 0 0 1 2 0 0 1 0 in_X)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x112 in_W)))
(and (distinct ?x125 ?x138) true)))))
(check-sat)

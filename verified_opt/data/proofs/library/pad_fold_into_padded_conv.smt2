; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_pad
; z3 rlimit used: 74279
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_W () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x42 (conv sh sw (+ pt yt) (+ pl xl) (+ pb yb) (+ pr xr) dh dw g X W)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W)))
 (let (($x33 (and (>= g 1) (>= yt 0) (>= xl 0) (>= yb 0) (>= xr 0) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x33 (= ?x37 ?x42))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W) ) :qid conv_pad))
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
 (let ((?x93 (dim in_W 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_W 3)))
 (= 3 ?x95)))
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
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x108 1) sym_c)))
(assert
 (let ((?x116 (+ 2 sym_h)))
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x115 (dim ?x108 2)))
 (= ?x115 ?x116)))))
(assert
 (let ((?x119 (+ 2 sym_w)))
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x118 (dim ?x108 3)))
 (= ?x118 ?x119)))))
(assert
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 ?x108 in_W)))
 (= (rank ?x121) 4))))
(assert
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 ?x108 in_W)))
 (= (dim ?x121 0) sym_n))))
(assert
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 ?x108 in_W)))
 (= (dim ?x121 1) sym_m))))
(assert
 (let ((?x130 (div (+ 1 sym_h) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 ?x108 in_W)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x131)))))))
(assert
 (let ((?x135 (div (+ 1 sym_w) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x121 (conv 2 2 1 1 1 1 1 1 1 ?x108 in_W)))
 (let ((?x133 (dim ?x121 3)))
 (= ?x133 ?x136)))))))
(assert
 (let ((?x116 (+ 2 sym_h)))
 (>= ?x116 0)))
(assert
 (let ((?x119 (+ 2 sym_w)))
 (>= ?x119 0)))
(assert
 (let ((?x130 (div (+ 1 sym_h) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (>= ?x131 0))))
(assert
 (let ((?x135 (div (+ 1 sym_w) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0))))
(assert
 (let ((?x142 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (= (rank ?x142) 4)))
(assert
 (let ((?x142 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (= (dim ?x142 0) sym_n)))
(assert
 (let ((?x142 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (= (dim ?x142 1) sym_m)))
(assert
 (let ((?x130 (div (+ 1 sym_h) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x142 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x131))))))
(assert
 (let ((?x135 (div (+ 1 sym_w) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x142 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x136))))))
(assert
 (let ((?x142 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
(let ((?x108 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x121 (conv 2 2 1 1 1 1 1 1 1 ?x108 in_W)))
(and (distinct ?x121 ?x142) true)))))
(check-sat)

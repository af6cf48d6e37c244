; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch
; z3 rlimit used: 5070
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x34 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x32 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x32 $x38))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
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
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (rank ?x97) 4)))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x97 0) sym_n)))
(assert
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x97 1) sym_c1)))
(assert
 (let ((?x107 (div (+ (- 2) sym_h) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x104 (dim ?x97 2)))
 (= ?x104 ?x108))))))
(assert
 (let ((?x112 (div (+ (- 2) sym_w) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x110 (dim ?x97 3)))
 (= ?x110 ?x113))))))
(assert
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x115 1) sym_c2)))
(assert
 (let ((?x107 (div (+ (- 2) sym_h) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x108))))))
(assert
 (let ((?x112 (div (+ (- 2) sym_w) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x124 (dim ?x115 3)))
 (= ?x124 ?x113))))))
(assert
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x126 (concat 1 ?x97 ?x115)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x126 (concat 1 ?x97 ?x115)))
 (= (dim ?x126 0) sym_n)))))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x126 (concat 1 ?x97 ?x115)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x132)))))))
(assert
 (let ((?x107 (div (+ (- 2) sym_h) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x126 (concat 1 ?x97 ?x115)))
 (let ((?x134 (dim ?x126 2)))
 (= ?x134 ?x108))))))))
(assert
 (let ((?x112 (div (+ (- 2) sym_w) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x126 (concat 1 ?x97 ?x115)))
 (let ((?x136 (dim ?x126 3)))
 (= ?x136 ?x113))))))))
(assert
 (let ((?x107 (div (+ (- 2) sym_h) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (>= ?x108 0))))
(assert
 (let ((?x112 (div (+ (- 2) sym_w) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (>= ?x113 0))))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (>= ?x132 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (let ((?x141 (concat 1 in_X in_Y)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x132)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x141 (concat 1 in_X in_Y)))
 (let ((?x152 (avgpool 2 2 2 2 0 0 0 0 0 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (concat 1 in_X in_Y)))
 (let ((?x152 (avgpool 2 2 2 2 0 0 0 0 0 ?x141)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x132 (+ sym_c1 sym_c2)))
 (let ((?x141 (concat 1 in_X in_Y)))
 (let ((?x152 (avgpool 2 2 2 2 0 0 0 0 0 ?x141)))
 (let ((?x157 (dim ?x152 1)))
 (= ?x157 ?x132))))))
(assert
 (let ((?x107 (div (+ (- 2) sym_h) 2)))
 (let ((?x108 (+ 1 ?x107)))
 (let ((?x141 (concat 1 in_X in_Y)))
 (let ((?x152 (avgpool 2 2 2 2 0 0 0 0 0 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x108)))))))
(assert
 (let ((?x112 (div (+ (- 2) sym_w) 2)))
 (let ((?x113 (+ 1 ?x112)))
 (let ((?x141 (concat 1 in_X in_Y)))
 (let ((?x152 (avgpool 2 2 2 2 0 0 0 0 0 ?x141)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x113)))))))
(assert
 (let ((?x141 (concat 1 in_X in_Y)))
(let ((?x152 (avgpool 2 2 2 2 0 0 0 0 0 ?x141)))
(let ((?x115 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
(let ((?x97 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
(let ((?x126 (concat 1 ?x97 ?x115)))
(and (distinct ?x126 ?x152) true)))))))
(check-sat)

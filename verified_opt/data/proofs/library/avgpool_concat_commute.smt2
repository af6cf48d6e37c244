; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch
; z3 rlimit used: 5425
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x45 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x43 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x43 $x49))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
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
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x106 1) sym_c1)))
(assert
 (let ((?x116 (div (+ (- 2) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x113 (dim ?x106 2)))
 (= ?x113 ?x117))))))
(assert
 (let ((?x121 (div (+ (- 2) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x119 (dim ?x106 3)))
 (= ?x119 ?x122))))))
(assert
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (rank ?x124) 4)))
(assert
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x124 0) sym_n)))
(assert
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x124 1) sym_c2)))
(assert
 (let ((?x116 (div (+ (- 2) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x117))))))
(assert
 (let ((?x121 (div (+ (- 2) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x133 (dim ?x124 3)))
 (= ?x133 ?x122))))))
(assert
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x135 (concat 1 ?x106 ?x124)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x135 (concat 1 ?x106 ?x124)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x141 (+ sym_c1 sym_c2)))
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x135 (concat 1 ?x106 ?x124)))
 (let ((?x140 (dim ?x135 1)))
 (= ?x140 ?x141)))))))
(assert
 (let ((?x116 (div (+ (- 2) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x135 (concat 1 ?x106 ?x124)))
 (let ((?x143 (dim ?x135 2)))
 (= ?x143 ?x117))))))))
(assert
 (let ((?x121 (div (+ (- 2) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x135 (concat 1 ?x106 ?x124)))
 (let ((?x145 (dim ?x135 3)))
 (= ?x145 ?x122))))))))
(assert
 (let ((?x116 (div (+ (- 2) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (>= ?x117 0))))
(assert
 (let ((?x121 (div (+ (- 2) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x141 (+ sym_c1 sym_c2)))
 (>= ?x141 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x141 (+ sym_c1 sym_c2)))
 (let ((?x150 (concat 1 in_X in_Y)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x141)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x150 (concat 1 in_X in_Y)))
 (let ((?x161 (avgpool 2 2 2 2 0 0 0 0 0 ?x150)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (concat 1 in_X in_Y)))
 (let ((?x161 (avgpool 2 2 2 2 0 0 0 0 0 ?x150)))
 (= (dim ?x161 0) sym_n))))
(assert
 (let ((?x141 (+ sym_c1 sym_c2)))
 (let ((?x150 (concat 1 in_X in_Y)))
 (let ((?x161 (avgpool 2 2 2 2 0 0 0 0 0 ?x150)))
 (let ((?x166 (dim ?x161 1)))
 (= ?x166 ?x141))))))
(assert
 (let ((?x116 (div (+ (- 2) sym_h) 2)))
 (let ((?x117 (+ 1 ?x116)))
 (let ((?x150 (concat 1 in_X in_Y)))
 (let ((?x161 (avgpool 2 2 2 2 0 0 0 0 0 ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x117)))))))
(assert
 (let ((?x121 (div (+ (- 2) sym_w) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x150 (concat 1 in_X in_Y)))
 (let ((?x161 (avgpool 2 2 2 2 0 0 0 0 0 ?x150)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x122)))))))
(assert
 (let ((?x150 (concat 1 in_X in_Y)))
(let ((?x161 (avgpool 2 2 2 2 0 0 0 0 0 ?x150)))
(let ((?x124 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
(let ((?x106 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
(let ((?x135 (concat 1 ?x106 ?x124)))
(and (distinct ?x135 ?x161) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch
; z3 rlimit used: 74647
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x33))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
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
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x93 1) sym_c1)))
(assert
 (let ((?x103 (div (+ (- 2) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x100 (dim ?x93 2)))
 (= ?x100 ?x104))))))
(assert
 (let ((?x108 (div (+ (- 2) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x106 (dim ?x93 3)))
 (= ?x106 ?x109))))))
(assert
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x103 (div (+ (- 2) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x104))))))
(assert
 (let ((?x108 (div (+ (- 2) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x120 (dim ?x111 3)))
 (= ?x120 ?x109))))))
(assert
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x122 (concat 1 ?x93 ?x111)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x122 (concat 1 ?x93 ?x111)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x128 (+ sym_c1 sym_c2)))
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x122 (concat 1 ?x93 ?x111)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x128)))))))
(assert
 (let ((?x103 (div (+ (- 2) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x122 (concat 1 ?x93 ?x111)))
 (let ((?x130 (dim ?x122 2)))
 (= ?x130 ?x104))))))))
(assert
 (let ((?x108 (div (+ (- 2) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x122 (concat 1 ?x93 ?x111)))
 (let ((?x132 (dim ?x122 3)))
 (= ?x132 ?x109))))))))
(assert
 (let ((?x103 (div (+ (- 2) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (>= ?x104 0))))
(assert
 (let ((?x108 (div (+ (- 2) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (>= ?x109 0))))
(assert
 (let ((?x128 (+ sym_c1 sym_c2)))
 (>= ?x128 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x128 (+ sym_c1 sym_c2)))
 (let ((?x137 (concat 1 in_X in_Y)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x128)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x137 (concat 1 in_X in_Y)))
 (let ((?x148 (avgpool 2 2 2 2 0 0 0 0 0 ?x137)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x137 (concat 1 in_X in_Y)))
 (let ((?x148 (avgpool 2 2 2 2 0 0 0 0 0 ?x137)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x128 (+ sym_c1 sym_c2)))
 (let ((?x137 (concat 1 in_X in_Y)))
 (let ((?x148 (avgpool 2 2 2 2 0 0 0 0 0 ?x137)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x128))))))
(assert
 (let ((?x103 (div (+ (- 2) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x137 (concat 1 in_X in_Y)))
 (let ((?x148 (avgpool 2 2 2 2 0 0 0 0 0 ?x137)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x104)))))))
(assert
 (let ((?x108 (div (+ (- 2) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x137 (concat 1 in_X in_Y)))
 (let ((?x148 (avgpool 2 2 2 2 0 0 0 0 0 ?x137)))
 (let ((?x157 (dim ?x148 3)))
 (= ?x157 ?x109)))))))
(assert
 (let ((?x137 (concat 1 in_X in_Y)))
(let ((?x148 (avgpool 2 2 2 2 0 0 0 0 0 ?x137)))
(let ((?x111 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
(let ((?x93 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
(let ((?x122 (concat 1 ?x93 ?x111)))
(and (distinct ?x122 ?x148) true)))))))
(check-sat)

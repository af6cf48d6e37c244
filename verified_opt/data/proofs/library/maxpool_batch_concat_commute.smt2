; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 74639
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x30 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x27 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x31 (= ?x27 ?x30)))
 (let (($x23 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x23 $x31))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n1))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n2))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x91 0) sym_n1)))
(assert
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x91 1) sym_c)))
(assert
 (let ((?x101 (div (+ (- 2) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x102))))))
(assert
 (let ((?x106 (div (+ (- 2) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x104 (dim ?x91 3)))
 (= ?x104 ?x107))))))
(assert
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (rank ?x109) 4)))
(assert
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x109 0) sym_n2)))
(assert
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x109 1) sym_c)))
(assert
 (let ((?x101 (div (+ (- 2) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x102))))))
(assert
 (let ((?x106 (div (+ (- 2) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x118 (dim ?x109 3)))
 (= ?x118 ?x107))))))
(assert
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (= (rank ?x120) 4)))))
(assert
 (let ((?x124 (+ sym_n1 sym_n2)))
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124)))))))
(assert
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (= (dim ?x120 1) sym_c)))))
(assert
 (let ((?x101 (div (+ (- 2) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (let ((?x128 (dim ?x120 2)))
 (= ?x128 ?x102))))))))
(assert
 (let ((?x106 (div (+ (- 2) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (let ((?x130 (dim ?x120 3)))
 (= ?x130 ?x107))))))))
(assert
 (let ((?x101 (div (+ (- 2) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (>= ?x102 0))))
(assert
 (let ((?x106 (div (+ (- 2) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (>= ?x107 0))))
(assert
 (let ((?x124 (+ sym_n1 sym_n2)))
 (>= ?x124 0)))
(assert
 (= (rank (concat 0 in_X in_Y)) 4))
(assert
 (let ((?x124 (+ sym_n1 sym_n2)))
 (let ((?x135 (concat 0 in_X in_Y)))
 (let ((?x138 (dim ?x135 0)))
 (= ?x138 ?x124)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_c))
(assert
 (= (dim (concat 0 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 0 in_X in_Y) 3) sym_w))
(assert
 (let ((?x135 (concat 0 in_X in_Y)))
 (let ((?x146 (maxpool 2 2 2 2 0 0 0 0 ?x135)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x124 (+ sym_n1 sym_n2)))
 (let ((?x135 (concat 0 in_X in_Y)))
 (let ((?x146 (maxpool 2 2 2 2 0 0 0 0 ?x135)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x124))))))
(assert
 (let ((?x135 (concat 0 in_X in_Y)))
 (let ((?x146 (maxpool 2 2 2 2 0 0 0 0 ?x135)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x101 (div (+ (- 2) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x135 (concat 0 in_X in_Y)))
 (let ((?x146 (maxpool 2 2 2 2 0 0 0 0 ?x135)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x102)))))))
(assert
 (let ((?x106 (div (+ (- 2) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x135 (concat 0 in_X in_Y)))
 (let ((?x146 (maxpool 2 2 2 2 0 0 0 0 ?x135)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x107)))))))
(assert
 (let ((?x135 (concat 0 in_X in_Y)))
(let ((?x146 (maxpool 2 2 2 2 0 0 0 0 ?x135)))
(let ((?x109 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
(let ((?x91 (maxpool 2 2 2 2 0 0 0 0 in_X)))
(let ((?x120 (concat 0 ?x91 ?x109)))
(and (distinct ?x120 ?x146) true)))))))
(check-sat)

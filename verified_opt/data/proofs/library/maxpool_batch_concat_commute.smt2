; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 5030
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x35 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x32 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x30 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x30 $x36))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (rank ?x95) 4)))
(assert
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x95 0) sym_n1)))
(assert
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x95 1) sym_c)))
(assert
 (let ((?x105 (div (+ (- 2) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x102 (dim ?x95 2)))
 (= ?x102 ?x106))))))
(assert
 (let ((?x110 (div (+ (- 2) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x108 (dim ?x95 3)))
 (= ?x108 ?x111))))))
(assert
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x113 0) sym_n2)))
(assert
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x113 1) sym_c)))
(assert
 (let ((?x105 (div (+ (- 2) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x106))))))
(assert
 (let ((?x110 (div (+ (- 2) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x122 (dim ?x113 3)))
 (= ?x122 ?x111))))))
(assert
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x124 (concat 0 ?x95 ?x113)))
 (= (rank ?x124) 4)))))
(assert
 (let ((?x128 (+ sym_n1 sym_n2)))
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x124 (concat 0 ?x95 ?x113)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x128)))))))
(assert
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x124 (concat 0 ?x95 ?x113)))
 (= (dim ?x124 1) sym_c)))))
(assert
 (let ((?x105 (div (+ (- 2) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x124 (concat 0 ?x95 ?x113)))
 (let ((?x132 (dim ?x124 2)))
 (= ?x132 ?x106))))))))
(assert
 (let ((?x110 (div (+ (- 2) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x124 (concat 0 ?x95 ?x113)))
 (let ((?x134 (dim ?x124 3)))
 (= ?x134 ?x111))))))))
(assert
 (let ((?x105 (div (+ (- 2) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (>= ?x106 0))))
(assert
 (let ((?x110 (div (+ (- 2) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (>= ?x111 0))))
(assert
 (let ((?x128 (+ sym_n1 sym_n2)))
 (>= ?x128 0)))
(assert
 (= (rank (concat 0 in_X in_Y)) 4))
(assert
 (let ((?x128 (+ sym_n1 sym_n2)))
 (let ((?x139 (concat 0 in_X in_Y)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x128)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_c))
(assert
 (= (dim (concat 0 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 0 in_X in_Y) 3) sym_w))
(assert
 (let ((?x139 (concat 0 in_X in_Y)))
 (let ((?x150 (maxpool 2 2 2 2 0 0 0 0 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x128 (+ sym_n1 sym_n2)))
 (let ((?x139 (concat 0 in_X in_Y)))
 (let ((?x150 (maxpool 2 2 2 2 0 0 0 0 ?x139)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x128))))))
(assert
 (let ((?x139 (concat 0 in_X in_Y)))
 (let ((?x150 (maxpool 2 2 2 2 0 0 0 0 ?x139)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x105 (div (+ (- 2) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x139 (concat 0 in_X in_Y)))
 (let ((?x150 (maxpool 2 2 2 2 0 0 0 0 ?x139)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x106)))))))
(assert
 (let ((?x110 (div (+ (- 2) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x139 (concat 0 in_X in_Y)))
 (let ((?x150 (maxpool 2 2 2 2 0 0 0 0 ?x139)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x111)))))))
(assert
 (let ((?x139 (concat 0 in_X in_Y)))
(let ((?x150 (maxpool 2 2 2 2 0 0 0 0 ?x139)))
(let ((?x113 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
(let ((?x95 (maxpool 2 2 2 2 0 0 0 0 in_X)))
(let ((?x124 (concat 0 ?x95 ?x113)))
(and (distinct ?x124 ?x150) true)))))))
(check-sat)

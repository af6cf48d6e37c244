; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 41901
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n1 () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x1155 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x1159 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x1161 (concat 0 ?x1159 ?x1155)))
 (let ((?x1158 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x1158 ?x1161))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (>= sym_n1 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_n2 1))
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
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (rank ?x3078) 4)))
(assert
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x3078 0) sym_n1)))
(assert
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x3078 1) sym_c)))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x2668 (dim ?x3078 2)))
 (= ?x2668 ?x4514))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x4697 (dim ?x3078 3)))
 (= ?x4697 ?x3683))))))
(assert
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (rank ?x3599) 4)))
(assert
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x3599 0) sym_n2)))
(assert
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x3599 1) sym_c)))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x4866 (dim ?x3599 2)))
 (= ?x4866 ?x4514))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x3259 (dim ?x3599 3)))
 (= ?x3259 ?x3683))))))
(assert
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x4273 (concat 0 ?x3078 ?x3599)))
 (= (rank ?x4273) 4)))))
(assert
 (let ((?x1865 (+ sym_n1 sym_n2)))
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x4273 (concat 0 ?x3078 ?x3599)))
 (let ((?x2832 (dim ?x4273 0)))
 (= ?x2832 ?x1865)))))))
(assert
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x4273 (concat 0 ?x3078 ?x3599)))
 (= (dim ?x4273 1) sym_c)))))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x4273 (concat 0 ?x3078 ?x3599)))
 (let ((?x4518 (dim ?x4273 2)))
 (= ?x4518 ?x4514))))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x4273 (concat 0 ?x3078 ?x3599)))
 (let ((?x3974 (dim ?x4273 3)))
 (= ?x3974 ?x3683))))))))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (>= ?x4514 0))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (>= ?x3683 0))))
(assert
 (let ((?x1865 (+ sym_n1 sym_n2)))
 (>= ?x1865 0)))
(assert
 (= (rank (concat 0 in_X in_Y)) 4))
(assert
 (let ((?x1865 (+ sym_n1 sym_n2)))
 (let ((?x4173 (concat 0 in_X in_Y)))
 (let ((?x3500 (dim ?x4173 0)))
 (= ?x3500 ?x1865)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_c))
(assert
 (= (dim (concat 0 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 0 in_X in_Y) 3) sym_w))
(assert
 (let ((?x4173 (concat 0 in_X in_Y)))
 (let ((?x2759 (maxpool 2 2 2 2 0 0 0 0 ?x4173)))
 (= (rank ?x2759) 4))))
(assert
 (let ((?x1865 (+ sym_n1 sym_n2)))
 (let ((?x4173 (concat 0 in_X in_Y)))
 (let ((?x2759 (maxpool 2 2 2 2 0 0 0 0 ?x4173)))
 (let ((?x4420 (dim ?x2759 0)))
 (= ?x4420 ?x1865))))))
(assert
 (let ((?x4173 (concat 0 in_X in_Y)))
 (let ((?x2759 (maxpool 2 2 2 2 0 0 0 0 ?x4173)))
 (= (dim ?x2759 1) sym_c))))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x4173 (concat 0 in_X in_Y)))
 (let ((?x2759 (maxpool 2 2 2 2 0 0 0 0 ?x4173)))
 (let ((?x4616 (dim ?x2759 2)))
 (= ?x4616 ?x4514)))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x4173 (concat 0 in_X in_Y)))
 (let ((?x2759 (maxpool 2 2 2 2 0 0 0 0 ?x4173)))
 (let ((?x3691 (dim ?x2759 3)))
 (= ?x3691 ?x3683)))))))
(assert
 (let ((?x4173 (concat 0 in_X in_Y)))
(let ((?x2759 (maxpool 2 2 2 2 0 0 0 0 ?x4173)))
(let ((?x3599 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
(let ((?x3078 (maxpool 2 2 2 2 0 0 0 0 in_X)))
(let ((?x4273 (concat 0 ?x3078 ?x3599)))
(and (distinct ?x4273 ?x2759) true)))))))
(check-sat)

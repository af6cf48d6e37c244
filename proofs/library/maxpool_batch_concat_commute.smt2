; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 51347
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x17 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x17 ?x20))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (rank ?x78) 4)))
(assert
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x78 0) sym_n1)))
(assert
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x78 1) sym_c)))
(assert
 (let ((?x88 (div (+ (- 2) sym_h) 2)))
 (let ((?x89 (+ 1 ?x88)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x85 (dim ?x78 2)))
 (= ?x85 ?x89))))))
(assert
 (let ((?x93 (div (+ (- 2) sym_w) 2)))
 (let ((?x94 (+ 1 ?x93)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x91 (dim ?x78 3)))
 (= ?x91 ?x94))))))
(assert
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (rank ?x96) 4)))
(assert
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x96 0) sym_n2)))
(assert
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x96 1) sym_c)))
(assert
 (let ((?x88 (div (+ (- 2) sym_h) 2)))
 (let ((?x89 (+ 1 ?x88)))
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x103 (dim ?x96 2)))
 (= ?x103 ?x89))))))
(assert
 (let ((?x93 (div (+ (- 2) sym_w) 2)))
 (let ((?x94 (+ 1 ?x93)))
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x105 (dim ?x96 3)))
 (= ?x105 ?x94))))))
(assert
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x107 (concat 0 ?x78 ?x96)))
 (= (rank ?x107) 4)))))
(assert
 (let ((?x111 (+ sym_n1 sym_n2)))
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x107 (concat 0 ?x78 ?x96)))
 (let ((?x110 (dim ?x107 0)))
 (= ?x110 ?x111)))))))
(assert
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x107 (concat 0 ?x78 ?x96)))
 (= (dim ?x107 1) sym_c)))))
(assert
 (let ((?x88 (div (+ (- 2) sym_h) 2)))
 (let ((?x89 (+ 1 ?x88)))
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x107 (concat 0 ?x78 ?x96)))
 (let ((?x115 (dim ?x107 2)))
 (= ?x115 ?x89))))))))
(assert
 (let ((?x93 (div (+ (- 2) sym_w) 2)))
 (let ((?x94 (+ 1 ?x93)))
 (let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x107 (concat 0 ?x78 ?x96)))
 (let ((?x117 (dim ?x107 3)))
 (= ?x117 ?x94))))))))
(assert
 (let ((?x88 (div (+ (- 2) sym_h) 2)))
 (let ((?x89 (+ 1 ?x88)))
 (>= ?x89 0))))
(assert
 (let ((?x93 (div (+ (- 2) sym_w) 2)))
 (let ((?x94 (+ 1 ?x93)))
 (>= ?x94 0))))
(assert
 (let ((?x111 (+ sym_n1 sym_n2)))
 (>= ?x111 0)))
(assert
 (= (rank (concat 0 in_X in_Y)) 4))
(assert
 (let ((?x111 (+ sym_n1 sym_n2)))
 (let ((?x122 (concat 0 in_X in_Y)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x111)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_c))
(assert
 (= (dim (concat 0 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 0 in_X in_Y) 3) sym_w))
(assert
 (let ((?x122 (concat 0 in_X in_Y)))
 (let ((?x133 (maxpool 2 2 2 2 0 0 0 0 ?x122)))
 (= (rank ?x133) 4))))
(assert
 (let ((?x111 (+ sym_n1 sym_n2)))
 (let ((?x122 (concat 0 in_X in_Y)))
 (let ((?x133 (maxpool 2 2 2 2 0 0 0 0 ?x122)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x111))))))
(assert
 (let ((?x122 (concat 0 in_X in_Y)))
 (let ((?x133 (maxpool 2 2 2 2 0 0 0 0 ?x122)))
 (= (dim ?x133 1) sym_c))))
(assert
 (let ((?x88 (div (+ (- 2) sym_h) 2)))
 (let ((?x89 (+ 1 ?x88)))
 (let ((?x122 (concat 0 in_X in_Y)))
 (let ((?x133 (maxpool 2 2 2 2 0 0 0 0 ?x122)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x89)))))))
(assert
 (let ((?x93 (div (+ (- 2) sym_w) 2)))
 (let ((?x94 (+ 1 ?x93)))
 (let ((?x122 (concat 0 in_X in_Y)))
 (let ((?x133 (maxpool 2 2 2 2 0 0 0 0 ?x122)))
 (let ((?x142 (dim ?x133 3)))
 (= ?x142 ?x94)))))))
(assert
 (let ((?x122 (concat 0 in_X in_Y)))
(let ((?x133 (maxpool 2 2 2 2 0 0 0 0 ?x122)))
(let ((?x96 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
(let ((?x78 (maxpool 2 2 2 2 0 0 0 0 in_X)))
(let ((?x107 (concat 0 ?x78 ?x96)))
(and (distinct ?x107 ?x133) true)))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 5385
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x43 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x41 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x41 $x47))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x104 0) sym_n1)))
(assert
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (= (dim ?x104 1) sym_c)))
(assert
 (let ((?x114 (div (+ (- 2) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x111 (dim ?x104 2)))
 (= ?x111 ?x115))))))
(assert
 (let ((?x119 (div (+ (- 2) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x117 (dim ?x104 3)))
 (= ?x117 ?x120))))))
(assert
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x122 0) sym_n2)))
(assert
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (= (dim ?x122 1) sym_c)))
(assert
 (let ((?x114 (div (+ (- 2) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x115))))))
(assert
 (let ((?x119 (div (+ (- 2) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x131 (dim ?x122 3)))
 (= ?x131 ?x120))))))
(assert
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x133 (concat 0 ?x104 ?x122)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x137 (+ sym_n1 sym_n2)))
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x133 (concat 0 ?x104 ?x122)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x137)))))))
(assert
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x133 (concat 0 ?x104 ?x122)))
 (= (dim ?x133 1) sym_c)))))
(assert
 (let ((?x114 (div (+ (- 2) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x133 (concat 0 ?x104 ?x122)))
 (let ((?x141 (dim ?x133 2)))
 (= ?x141 ?x115))))))))
(assert
 (let ((?x119 (div (+ (- 2) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
 (let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
 (let ((?x133 (concat 0 ?x104 ?x122)))
 (let ((?x143 (dim ?x133 3)))
 (= ?x143 ?x120))))))))
(assert
 (let ((?x114 (div (+ (- 2) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (>= ?x115 0))))
(assert
 (let ((?x119 (div (+ (- 2) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (let ((?x137 (+ sym_n1 sym_n2)))
 (>= ?x137 0)))
(assert
 (= (rank (concat 0 in_X in_Y)) 4))
(assert
 (let ((?x137 (+ sym_n1 sym_n2)))
 (let ((?x148 (concat 0 in_X in_Y)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x137)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_c))
(assert
 (= (dim (concat 0 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 0 in_X in_Y) 3) sym_w))
(assert
 (let ((?x148 (concat 0 in_X in_Y)))
 (let ((?x159 (maxpool 2 2 2 2 0 0 0 0 ?x148)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x137 (+ sym_n1 sym_n2)))
 (let ((?x148 (concat 0 in_X in_Y)))
 (let ((?x159 (maxpool 2 2 2 2 0 0 0 0 ?x148)))
 (let ((?x162 (dim ?x159 0)))
 (= ?x162 ?x137))))))
(assert
 (let ((?x148 (concat 0 in_X in_Y)))
 (let ((?x159 (maxpool 2 2 2 2 0 0 0 0 ?x148)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x114 (div (+ (- 2) sym_h) 2)))
 (let ((?x115 (+ 1 ?x114)))
 (let ((?x148 (concat 0 in_X in_Y)))
 (let ((?x159 (maxpool 2 2 2 2 0 0 0 0 ?x148)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x115)))))))
(assert
 (let ((?x119 (div (+ (- 2) sym_w) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x148 (concat 0 in_X in_Y)))
 (let ((?x159 (maxpool 2 2 2 2 0 0 0 0 ?x148)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x120)))))))
(assert
 (let ((?x148 (concat 0 in_X in_Y)))
(let ((?x159 (maxpool 2 2 2 2 0 0 0 0 ?x148)))
(let ((?x122 (maxpool 2 2 2 2 0 0 0 0 in_Y)))
(let ((?x104 (maxpool 2 2 2 2 0 0 0 0 in_X)))
(let ((?x133 (concat 0 ?x104 ?x122)))
(and (distinct ?x133 ?x159) true)))))))
(check-sat)

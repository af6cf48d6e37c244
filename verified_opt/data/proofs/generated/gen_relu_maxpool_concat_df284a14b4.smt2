; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_concat
; z3 rlimit used: 66853
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x60 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x58 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x61 (= ?x58 ?x60)))
 (let (($x54 (>= pr 0)))
 (let (($x53 (>= pb 0)))
 (let (($x52 (>= pl 0)))
 (let (($x51 (>= pt 0)))
 (let (($x49 (>= sw 1)))
 (let (($x48 (>= sh 1)))
 (let (($x46 (>= kw 1)))
 (let (($x45 (>= kh 1)))
 (let (($x55 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x45 $x46 $x48 $x49 $x51 $x52 $x53 $x54)))
 (=> $x55 $x61))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (= (dim ?x120 1) sym_c))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (= (dim ?x120 3) sym_w))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (let ((?x131 (concat 0 ?x109 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x135 (* 2 sym_n)))
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (let ((?x131 (concat 0 ?x109 ?x120)))
 (let ((?x134 (dim ?x131 0)))
 (= ?x134 ?x135)))))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (let ((?x131 (concat 0 ?x109 ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (let ((?x131 (concat 0 ?x109 ?x120)))
 (= (dim ?x131 2) sym_h)))))
(assert
 (let ((?x109 (relu in_i1)))
 (let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
 (let ((?x131 (concat 0 ?x109 ?x120)))
 (= (dim ?x131 3) sym_w)))))
(assert
 (let ((?x135 (* 2 sym_n)))
 (>= ?x135 0)))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x144) 4)))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x144 0) sym_n)))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x144 1) sym_c)))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x144 2) sym_h)))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x144 3) sym_w)))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (= (rank ?x155) 4))))
(assert
 (let ((?x135 (* 2 sym_n)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x135))))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (= (dim ?x155 1) sym_c))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (= (dim ?x155 2) sym_h))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (= (dim ?x155 3) sym_w))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (let ((?x166 (relu ?x155)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x135 (* 2 sym_n)))
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (let ((?x166 (relu ?x155)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x135)))))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (let ((?x166 (relu ?x155)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (let ((?x166 (relu ?x155)))
 (= (dim ?x166 2) sym_h)))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x155 (concat 0 in_i1 ?x144)))
 (let ((?x166 (relu ?x155)))
 (= (dim ?x166 3) sym_w)))))
(assert
 (let ((?x144 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x155 (concat 0 in_i1 ?x144)))
(let ((?x166 (relu ?x155)))
(let ((?x109 (relu in_i1)))
(let ((?x120 (maxpool 3 3 1 1 1 1 1 1 ?x109)))
(let ((?x131 (concat 0 ?x109 ?x120)))
(and (distinct ?x131 ?x166) true))))))))
(check-sat)

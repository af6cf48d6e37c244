; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_concat
; z3 rlimit used: 74205
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
 (let (($x55 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x45 $x46 $x48 $x49 $x51 $x52 $x53 $x54)))
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
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (= (rank ?x112) 4))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (= (dim ?x112 0) sym_n))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (= (dim ?x112 1) sym_c))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (= (dim ?x112 2) sym_h))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (= (dim ?x112 3) sym_w))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (let ((?x123 (concat 1 ?x101 ?x112)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (let ((?x123 (concat 1 ?x101 ?x112)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x129 (* 2 sym_c)))
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (let ((?x123 (concat 1 ?x101 ?x112)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x129)))))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (let ((?x123 (concat 1 ?x101 ?x112)))
 (= (dim ?x123 2) sym_h)))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
 (let ((?x123 (concat 1 ?x101 ?x112)))
 (= (dim ?x123 3) sym_w)))))
(assert
 (let ((?x129 (* 2 sym_c)))
 (>= ?x129 0)))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x136) 4)))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x136 0) sym_n)))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x136 1) sym_c)))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x136 2) sym_h)))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x136 3) sym_w)))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x129 (* 2 sym_c)))
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (let ((?x152 (dim ?x147 1)))
 (= ?x152 ?x129))))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (= (dim ?x147 2) sym_h))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (= (dim ?x147 3) sym_w))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (let ((?x158 (relu ?x147)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (let ((?x158 (relu ?x147)))
 (= (dim ?x158 0) sym_n)))))
(assert
 (let ((?x129 (* 2 sym_c)))
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (let ((?x158 (relu ?x147)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x129)))))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (let ((?x158 (relu ?x147)))
 (= (dim ?x158 2) sym_h)))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x147 (concat 1 in_i1 ?x136)))
 (let ((?x158 (relu ?x147)))
 (= (dim ?x158 3) sym_w)))))
(assert
 (let ((?x136 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x147 (concat 1 in_i1 ?x136)))
(let ((?x158 (relu ?x147)))
(let ((?x101 (relu in_i1)))
(let ((?x112 (maxpool 3 3 1 1 1 1 1 1 ?x101)))
(let ((?x123 (concat 1 ?x101 ?x112)))
(and (distinct ?x123 ?x158) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_concat
; z3 rlimit used: 110923
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x12 $x19))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x72 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x70 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x67 (= (rank X) 4)))
 (let (($x63 (>= pr 0)))
 (let (($x62 (>= pb 0)))
 (let (($x61 (>= pl 0)))
 (let (($x60 (>= pt 0)))
 (let (($x58 (>= sw 1)))
 (let (($x57 (>= sh 1)))
 (let (($x55 (>= kw 1)))
 (let (($x54 (>= kh 1)))
 (let (($x68 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x54 $x55 $x57 $x58 $x60 $x61 $x62 $x63 $x67)))
 (=> $x68 $x73)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (= (dim ?x123 1) sym_c))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (= (dim ?x123 2) sym_h))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (= (dim ?x123 3) sym_w))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (let ((?x134 (concat 0 ?x123 ?x112)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x138 (* 2 sym_n)))
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (let ((?x134 (concat 0 ?x123 ?x112)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x138)))))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (let ((?x134 (concat 0 ?x123 ?x112)))
 (= (dim ?x134 1) sym_c)))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (let ((?x134 (concat 0 ?x123 ?x112)))
 (= (dim ?x134 2) sym_h)))))
(assert
 (let ((?x112 (relu in_i1)))
 (let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
 (let ((?x134 (concat 0 ?x123 ?x112)))
 (= (dim ?x134 3) sym_w)))))
(assert
 (let ((?x138 (* 2 sym_n)))
 (>= ?x138 0)))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x147) 4)))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x147 0) sym_n)))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x147 1) sym_c)))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x147 2) sym_h)))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x147 3) sym_w)))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x138 (* 2 sym_n)))
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x138))))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (= (dim ?x158 1) sym_c))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (= (dim ?x158 2) sym_h))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (= (dim ?x158 3) sym_w))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (let ((?x169 (relu ?x158)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x138 (* 2 sym_n)))
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x138)))))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 1) sym_c)))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 2) sym_h)))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x158 (concat 0 ?x147 in_i1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 3) sym_w)))))
(assert
 (let ((?x147 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x158 (concat 0 ?x147 in_i1)))
(let ((?x169 (relu ?x158)))
(let ((?x112 (relu in_i1)))
(let ((?x123 (maxpool 3 3 1 1 1 1 1 1 ?x112)))
(let ((?x134 (concat 0 ?x123 ?x112)))
(and (distinct ?x134 ?x169) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 13099
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x73 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x71 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x74 (= ?x71 ?x73)))
 (let (($x68 (= (rank X) 4)))
 (let (($x65 (>= pr 0)))
 (let (($x64 (>= pb 0)))
 (let (($x63 (>= pl 0)))
 (let (($x62 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x61 (>= sh 1)))
 (let (($x60 (>= kw 1)))
 (let (($x59 (>= kh 1)))
 (let (($x69 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x59 $x60 $x61 $x7 $x62 $x63 $x64 $x65 $x68)))
 (=> $x69 $x74)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x120 (dim ?x113 2)))
 (= 3 ?x120))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x122 (dim ?x113 3)))
 (= 3 ?x122))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x133))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x135 (dim ?x124 3)))
 (= ?x135 ?x136))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x138 (relu ?x124)))
 (= (rank ?x138) 4)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x138 (relu ?x124)))
 (= (dim ?x138 0) sym_n)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x138 (relu ?x124)))
 (= (dim ?x138 1) sym_c)))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x138 (relu ?x124)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x133)))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x138 (relu ?x124)))
 (let ((?x147 (dim ?x138 3)))
 (= ?x147 ?x136)))))))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x149 1) sym_c)))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x160 (relu ?x149)))
 (= (rank ?x160) 4))))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 0) sym_n))))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 1) sym_c))))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 2) sym_h))))
(assert
 (let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 3) sym_w))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (>= ?x133 0)))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (>= ?x136 0)))
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
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x173 (relu in_i1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 ?x113)))
 (= (rank ?x184) 4)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x173 (relu in_i1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 ?x113)))
 (= (dim ?x184 0) sym_n)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x173 (relu in_i1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 ?x113)))
 (= (dim ?x184 1) sym_c)))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x173 (relu in_i1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 ?x113)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x133)))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x173 (relu in_i1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 ?x113)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x136)))))))
(assert
 (let ((?x173 (relu in_i1)))
 (let ((?x195 (maxpool 3 3 1 1 1 1 1 1 ?x173)))
 (= (rank ?x195) 4))))
(assert
 (let ((?x173 (relu in_i1)))
 (let ((?x195 (maxpool 3 3 1 1 1 1 1 1 ?x173)))
 (= (dim ?x195 0) sym_n))))
(assert
 (let ((?x173 (relu in_i1)))
 (let ((?x195 (maxpool 3 3 1 1 1 1 1 1 ?x173)))
 (= (dim ?x195 1) sym_c))))
(assert
 (let ((?x173 (relu in_i1)))
 (let ((?x195 (maxpool 3 3 1 1 1 1 1 1 ?x173)))
 (= (dim ?x195 2) sym_h))))
(assert
 (let ((?x173 (relu in_i1)))
 (let ((?x195 (maxpool 3 3 1 1 1 1 1 1 ?x173)))
 (= (dim ?x195 3) sym_w))))
(assert
 (let ((?x173 (relu in_i1)))
(let ((?x195 (maxpool 3 3 1 1 1 1 1 1 ?x173)))
(let ((?x149 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x160 (relu ?x149)))
(let ((?x113 (idkernel4 sym_c 3 3)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 ?x113)))
(let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
(let ((?x138 (relu ?x124)))
(or (and (distinct ?x138 ?x184) true) (and (distinct ?x160 ?x195) true)))))))))))
(check-sat)

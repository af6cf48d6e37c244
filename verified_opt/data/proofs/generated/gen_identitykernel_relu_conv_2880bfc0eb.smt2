; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, relu_conv_idkernel
; z3 rlimit used: 13427
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x20 (= (rank W) 4)))
 (let (($x10 (>= q 0)))
 (let (($x7 (>= s 1)))
 (let (($x21 (and $x7 $x10 (= (dim W 0) m) (= (rank X) 4) $x20)))
 (=> $x21 $x26))))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x55 (idkernel4 c k k)))
 (let ((?x59 (conv s s p p p p 1 1 1 (relu X) ?x55)))
 (let ((?x57 (relu (conv s s p p p p 1 1 1 X ?x55))))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x20 (= (rank X) 4)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x54 (and $x7 $x10 (>= k 1) (= (dim X 1) c) $x20)))
 (=> $x54 $x60))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x96 (dim ?x89 2)))
 (= 3 ?x96))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x98 (dim ?x89 3)))
 (= 3 ?x98))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x107 (dim ?x100 2)))
 (= 1 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x109 (dim ?x100 3)))
 (= 1 ?x109))))
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
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (= (dim ?x122 1) sym_c)))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x131)))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x133 (dim ?x122 3)))
 (= ?x133 ?x134)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x100)))
 (= (rank ?x136) 4)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x100)))
 (= (dim ?x136 0) sym_n)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x100)))
 (= (dim ?x136 1) sym_c)))))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x100)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x147))))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x100 (idkernel4 sym_c 1 1)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x111 (relu in_i1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x100)))
 (let ((?x149 (dim ?x136 3)))
 (= ?x149 ?x152))))))))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (>= ?x131 0)))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (>= ?x134 0)))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (= (dim ?x158 1) sym_c))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x147)))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x152)))))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x169 (relu ?x158)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 1) sym_c)))))
(assert
 (let ((?x146 (div (+ (- 3) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x169 (relu ?x158)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x147))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x89 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
 (let ((?x169 (relu ?x158)))
 (let ((?x178 (dim ?x169 3)))
 (= ?x178 ?x152))))))))
(assert
 (let ((?x89 (idkernel4 sym_c 3 3)))
(let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x89)))
(let ((?x169 (relu ?x158)))
(let ((?x100 (idkernel4 sym_c 1 1)))
(let ((?x111 (relu in_i1)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x89)))
(let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x122 ?x100)))
(and (distinct ?x136 ?x169) true)))))))))
(check-sat)

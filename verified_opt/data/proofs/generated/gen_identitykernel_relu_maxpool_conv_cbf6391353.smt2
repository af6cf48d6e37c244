; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel, relu_idem
; z3 rlimit used: 13476
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x44 (idkernel4 c k k)))
 (let ((?x48 (conv s s p p p p 1 1 1 (relu X) ?x44)))
 (let ((?x46 (relu (conv s s p p p p 1 1 1 X ?x44))))
 (let (($x49 (= ?x46 ?x48)))
 (let (($x30 (>= s 1)))
 (let (($x43 (and $x30 (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x43 $x49))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x79 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x77 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x80 (= ?x77 ?x79)))
 (let (($x74 (= (rank X) 4)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x30 (>= sw 1)))
 (let (($x67 (>= sh 1)))
 (let (($x66 (>= kw 1)))
 (let (($x65 (>= kh 1)))
 (let (($x75 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x65 $x66 $x67 $x30 $x68 $x69 $x70 $x71 $x74)))
 (=> $x75 $x80)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x126 (dim ?x119 2)))
 (= 3 ?x126))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x128 (dim ?x119 3)))
 (= 3 ?x128))))
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
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 2) sym_h))))
(assert
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 3) sym_w))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (= (rank ?x152) 4))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (= (dim ?x152 0) sym_n))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (= (dim ?x152 1) sym_c))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x162)))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x164 (dim ?x152 3)))
 (= ?x164 ?x167)))))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x169 (relu ?x152)))
 (= (rank ?x169) 4)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x169 (relu ?x152)))
 (= (dim ?x169 0) sym_n)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x169 (relu ?x152)))
 (= (dim ?x169 1) sym_c)))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x169 (relu ?x152)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x162))))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (relu in_i1)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
 (let ((?x169 (relu ?x152)))
 (let ((?x178 (dim ?x169 3)))
 (= ?x178 ?x167))))))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (>= ?x162 0))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (>= ?x167 0))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
(let ((?x130 (relu in_i1)))
(let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
(let ((?x152 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x119)))
(let ((?x169 (relu ?x152)))
(and (distinct ?x169 ?x152) true)))))))
(check-sat)

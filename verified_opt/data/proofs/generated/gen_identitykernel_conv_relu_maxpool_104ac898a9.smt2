; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 16651
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x157 (dim ?x150 2)))
 (= 1 ?x157))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x159 (dim ?x150 3)))
 (= 1 ?x159))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 0) sym_n))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x173 (dim ?x161 3)))
 (= ?x173 ?x176)))))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x178 (relu ?x161)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x178 (relu ?x161)))
 (= (dim ?x178 0) sym_n)))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x178 (relu ?x161)))
 (= (dim ?x178 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x178 (relu ?x161)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x178 (relu ?x161)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x176))))))))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x189) 4)))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x189 0) sym_n)))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x189 1) sym_c)))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x189 2) sym_h)))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x189 3) sym_w)))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x200 (relu ?x189)))
 (= (rank ?x200) 4))))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 0) sym_n))))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 1) sym_c))))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 2) sym_h))))
(assert
 (let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 3) sym_w))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x220 (dim ?x213 2)))
 (= 3 ?x220))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x222 (dim ?x213 3)))
 (= 3 ?x222))))
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
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (relu in_i1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x224 ?x213)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (relu in_i1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x224 ?x213)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (relu in_i1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x224 ?x213)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (relu in_i1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x224 ?x213)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x213 (idkernel4 sym_c 3 3)))
 (let ((?x224 (relu in_i1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x224 ?x213)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x176))))))))
(assert
 (let ((?x224 (relu in_i1)))
 (let ((?x246 (maxpool 3 3 1 1 1 1 1 1 ?x224)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x224 (relu in_i1)))
 (let ((?x246 (maxpool 3 3 1 1 1 1 1 1 ?x224)))
 (= (dim ?x246 0) sym_n))))
(assert
 (let ((?x224 (relu in_i1)))
 (let ((?x246 (maxpool 3 3 1 1 1 1 1 1 ?x224)))
 (= (dim ?x246 1) sym_c))))
(assert
 (let ((?x224 (relu in_i1)))
 (let ((?x246 (maxpool 3 3 1 1 1 1 1 1 ?x224)))
 (= (dim ?x246 2) sym_h))))
(assert
 (let ((?x224 (relu in_i1)))
 (let ((?x246 (maxpool 3 3 1 1 1 1 1 1 ?x224)))
 (= (dim ?x246 3) sym_w))))
(assert
 (let ((?x224 (relu in_i1)))
(let ((?x246 (maxpool 3 3 1 1 1 1 1 1 ?x224)))
(let ((?x189 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x200 (relu ?x189)))
(let ((?x213 (idkernel4 sym_c 3 3)))
(let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x224 ?x213)))
(let ((?x150 (idkernel4 sym_c 1 1)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
(let ((?x178 (relu ?x161)))
(or (and (distinct ?x178 ?x235) true) (and (distinct ?x200 ?x246) true))))))))))))
(check-sat)

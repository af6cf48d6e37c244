; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample
; z3 rlimit used: 13421
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x127 (dim ?x120 2)))
 (= 1 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x129 (dim ?x120 3)))
 (= 1 ?x129))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (rank ?x131) 4))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 0) sym_n))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 1) sym_c))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x142)))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x144 (dim ?x131 3)))
 (= ?x144 ?x147)))))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x151)))
 (= (rank ?x162) 4))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x151)))
 (= (dim ?x162 0) sym_n))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x151)))
 (= (dim ?x162 1) sym_c))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x151)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x142)))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x151)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x147)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
(let ((?x162 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x151)))
(let ((?x120 (idkernel4 sym_c 1 1)))
(let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
(and (distinct ?x131 ?x162) true))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample
; z3 rlimit used: 74581
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x121 (dim ?x114 2)))
 (= 1 ?x121))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x123 (dim ?x114 3)))
 (= 1 ?x123))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (dim ?x125 0) sym_n))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (dim ?x125 1) sym_c))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x136)))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x138 (dim ?x125 3)))
 (= ?x138 ?x141)))))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (>= ?x141 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x152 (dim ?x145 2)))
 (= 3 ?x152))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x154 (dim ?x145 3)))
 (= 3 ?x154))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (= (dim ?x156 1) sym_c))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x136)))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x141)))))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
(let ((?x156 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
(let ((?x114 (idkernel4 sym_c 1 1)))
(let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
(and (distinct ?x125 ?x156) true))))))
(check-sat)

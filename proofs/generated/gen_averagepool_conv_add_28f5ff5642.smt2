; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_add, avgpool_conv1x1
; z3 rlimit used: 42305
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x17 (avgpool kh kw sh sw pt pl pb pr ci (add X Y))))
 (= ?x17 ?x20))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (add X Y)) ) :pattern ( (add (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_add))
 )
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x58 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x56 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x59 (= ?x56 ?x58)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x59)))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x97 (dim in_u1 2)))
 (= 1 ?x97)))
(assert
 (let ((?x99 (dim in_u1 3)))
 (= 1 ?x99)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x101) 4)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 0) sym_n)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 1) sym_c)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 2) sym_h)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 3) sym_w)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (rank ?x112) 4))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 0) sym_n))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 1) sym_c))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 2) sym_h))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 3) sym_w))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (add ?x101 ?x112)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (add ?x101 ?x112)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (add ?x101 ?x112)))
 (= (dim ?x123 1) sym_c)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (add ?x101 ?x112)))
 (= (dim ?x123 2) sym_h)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (add ?x101 ?x112)))
 (= (dim ?x123 3) sym_w)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x134) 4)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 0) sym_n)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 1) sym_c)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 2) sym_h)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 3) sym_w)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (= (rank ?x145) 4))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (= (dim ?x145 0) sym_n))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (= (dim ?x145 1) sym_c))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (= (dim ?x145 2) sym_h))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (= (dim ?x145 3) sym_w))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (let ((?x156 (avgpool 3 3 1 1 1 1 1 1 0 ?x145)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (let ((?x156 (avgpool 3 3 1 1 1 1 1 1 0 ?x145)))
 (= (dim ?x156 0) sym_n)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (let ((?x156 (avgpool 3 3 1 1 1 1 1 1 0 ?x145)))
 (= (dim ?x156 1) sym_c)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (let ((?x156 (avgpool 3 3 1 1 1 1 1 1 0 ?x145)))
 (= (dim ?x156 2) sym_h)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (add in_i1 ?x134)))
 (let ((?x156 (avgpool 3 3 1 1 1 1 1 1 0 ?x145)))
 (= (dim ?x156 3) sym_w)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x145 (add in_i1 ?x134)))
(let ((?x156 (avgpool 3 3 1 1 1 1 1 1 0 ?x145)))
(let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
(let ((?x123 (add ?x101 ?x112)))
(and (distinct ?x123 ?x156) true))))))))
(check-sat)

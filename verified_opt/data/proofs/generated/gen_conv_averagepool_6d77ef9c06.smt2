; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_conv1x1
; z3 rlimit used: 2765
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (ci Int) (dh Int) (dw Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U)))
 (let ((?x44 (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U))))
 (let (($x47 (= ?x44 ?x46)))
 (let (($x41 (= (rank U) 4)))
 (let (($x39 (= (rank X) 4)))
 (let (($x28 (>= pr 0)))
 (let (($x26 (>= pb 0)))
 (let (($x24 (>= pl 0)))
 (let (($x22 (>= pt 0)))
 (let (($x20 (>= sw 1)))
 (let (($x18 (>= sh 1)))
 (let (($x16 (>= kw 1)))
 (let (($x14 (>= kh 1)))
 (let (($x12 (>= dw 1)))
 (let (($x10 (>= dh 1)))
 (let (($x7 (>= ci 0)))
 (let (($x42 (and $x7 $x10 $x12 $x14 $x16 $x18 $x20 $x22 $x24 $x26 $x28 (= 1 (dim U 2)) (= 1 (dim U 3)) $x39 $x41)))
 (=> $x42 $x47)))))))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (conv 1 1 0 0 0 0 dh dw 1 X U)) ) :pattern ( (conv 1 1 0 0 0 0 dh dw 1 (avgpool kh kw sh sw pt pl pb pr ci X) U) ) :qid avgpool_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x103 (dim in_u1 2)))
 (= 1 ?x103)))
(assert
 (let ((?x105 (dim in_u1 3)))
 (= 1 ?x105)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x107) 4)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x107 1) sym_c2)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x107 2) sym_h)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x107 3) sym_w)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 ?x107)))
 (= (rank ?x118) 4))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 ?x107)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 ?x107)))
 (= (dim ?x118 1) sym_c2))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 ?x107)))
 (= (dim ?x118 2) sym_h))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 ?x107)))
 (= (dim ?x118 3) sym_w))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 1) sym_c)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 1) sym_c2))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 2) sym_h))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 3) sym_w))))
(assert
 (let ((?x129 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x118 (avgpool 3 3 1 1 1 1 1 1 0 ?x107)))
(and (distinct ?x118 ?x140) true))))))
(check-sat)

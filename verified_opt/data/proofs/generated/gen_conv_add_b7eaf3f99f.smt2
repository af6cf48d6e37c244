; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 15761
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x45 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x43 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x43 $x49))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x102 (dim in_k1 2)))
 (= 3 ?x102)))
(assert
 (let ((?x104 (dim in_k1 3)))
 (= 3 ?x104)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x113 (dim in_k2 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k2 3)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 1) sym_c2)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 2) sym_h)))
(assert
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 3) sym_w)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x128 1) sym_c2)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x128 2) sym_h)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x128 3) sym_w)))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (add ?x117 ?x128)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (add ?x117 ?x128)))
 (= (dim ?x139 0) sym_n)))))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (add ?x117 ?x128)))
 (= (dim ?x139 1) sym_c2)))))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (add ?x117 ?x128)))
 (= (dim ?x139 2) sym_h)))))
(assert
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x139 (add ?x117 ?x128)))
 (= (dim ?x139 3) sym_w)))))
(assert
 (= (rank (add in_k1 in_k2)) 4))
(assert
 (= (dim (add in_k1 in_k2) 0) sym_c2))
(assert
 (= (dim (add in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x157 (dim ?x150 2)))
 (= 3 ?x157))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x159 (dim ?x150 3)))
 (= 3 ?x159))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 0) sym_n))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 1) sym_c2))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 2) sym_h))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x150)))
 (= (dim ?x161 3) sym_w))))
(assert
 (let ((?x150 (add in_k1 in_k2)))
(let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x150)))
(let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x117 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x139 (add ?x117 ?x128)))
(and (distinct ?x139 ?x161) true)))))))
(check-sat)

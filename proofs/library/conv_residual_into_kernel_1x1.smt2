; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 51729
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x67 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x64 ?x67))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x75 (add Y X)))
 (let ((?x74 (add X Y)))
 (= ?x74 ?x75))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_c))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x109 (dim in_W 2)))
 (= 1 ?x109)))
(assert
 (let ((?x111 (dim in_W 3)))
 (= 1 ?x111)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x113 1) sym_c)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x113 2) sym_h)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x113 3) sym_w)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (let ((?x124 (add in_X ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (let ((?x124 (add in_X ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (let ((?x124 (add in_X ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (let ((?x124 (add in_X ?x113)))
 (= (dim ?x124 2) sym_h))))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (let ((?x124 (add in_X ?x113)))
 (= (dim ?x124 3) sym_w))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x142 (dim ?x135 2)))
 (= 1 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x144 (dim ?x135 3)))
 (= 1 ?x144))))
(assert
 (= (rank (add in_W (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_W (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_W (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x153 (dim ?x146 2)))
 (= 1 ?x153)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x155 (dim ?x146 3)))
 (= 1 ?x155)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_X ?x146)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_X ?x146)))
 (= (dim ?x157 0) sym_n)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_X ?x146)))
 (= (dim ?x157 1) sym_c)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_X ?x146)))
 (= (dim ?x157 2) sym_h)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (add in_W ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_X ?x146)))
 (= (dim ?x157 3) sym_w)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
(let ((?x146 (add in_W ?x135)))
(let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_X ?x146)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
(let ((?x124 (add in_X ?x113)))
(and (distinct ?x124 ?x157) true)))))))
(check-sat)

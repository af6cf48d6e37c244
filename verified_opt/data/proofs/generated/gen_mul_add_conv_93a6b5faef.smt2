; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_smul_w, conv_smul_x
; z3 rlimit used: 76308
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x33 (add ?x31 ?x32)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x34))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x62 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x31)))
 (let ((?x60 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x63 (= ?x60 ?x62)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x63)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x72 (smul ?x32 S)))
 (let ((?x71 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x73 (= ?x71 ?x72)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x73)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x72 (smul ?x32 S)))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x82 (= ?x81 ?x72)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x82)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x122 (dim in_u1 2)))
 (= 1 ?x122)))
(assert
 (let ((?x124 (dim in_u1 3)))
 (= 1 ?x124)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 1) sym_c2)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (add in_i1 ?x126)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x166 (dim ?x159 2)))
 (= 1 ?x166))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x168 (dim ?x159 3)))
 (= 1 ?x168))))
(assert
 (= (rank (add in_u1 (smul in_u1 in_s1))) 4))
(assert
 (= (dim (add in_u1 (smul in_u1 in_s1)) 0) sym_c2))
(assert
 (= (dim (add in_u1 (smul in_u1 in_s1)) 1) sym_c))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= 1 ?x177)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x179 (dim ?x170 3)))
 (= 1 ?x179)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (dim ?x181 1) sym_c2)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (dim ?x181 2) sym_h)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
 (let ((?x170 (add in_u1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x170)))
 (= (dim ?x181 3) sym_w)))))
(assert
 (let ((?x159 (smul in_u1 in_s1)))
(let ((?x170 (add in_u1 ?x159)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x170)))
(let ((?x126 (smul in_i1 in_s1)))
(let ((?x137 (add in_i1 ?x126)))
(let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
(and (distinct ?x148 ?x181) true))))))))
(check-sat)

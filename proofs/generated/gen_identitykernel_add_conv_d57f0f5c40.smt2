; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 47281
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x67 (add ?x65 ?x66)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x64 ?x67))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x75 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x65)))
 (let ((?x73 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x73 ?x75)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x86 (= ?x66 ?x85)))
 (=> (and (< 1 (* sh sw))) $x86)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x122 (dim in_k1 2)))
 (= 3 ?x122)))
(assert
 (let ((?x124 (dim in_k1 3)))
 (= 3 ?x124)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 1) sym_c)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 in_k1)))
 (= (rank ?x159) 4))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 in_k1)))
 (= (dim ?x159 0) sym_n))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 in_k1)))
 (= (dim ?x159 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 in_k1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 in_k1)))
 (let ((?x172 (dim ?x159 3)))
 (= ?x172 ?x175)))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x179) 4)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x179 0) sym_n)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x179 1) sym_c)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x179 2) sym_h)))
(assert
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x179 3) sym_w)))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 ?x179 ?x137)))
 (= (rank ?x190) 4))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 ?x179 ?x137)))
 (= (dim ?x190 0) sym_n))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 ?x179 ?x137)))
 (= (dim ?x190 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 ?x179 ?x137)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (add in_k1 ?x126)))
 (let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x190 (conv 2 2 1 1 1 1 1 1 1 ?x179 ?x137)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x175)))))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
(let ((?x137 (add in_k1 ?x126)))
(let ((?x179 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x190 (conv 2 2 1 1 1 1 1 1 1 ?x179 ?x137)))
(let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
(let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 in_k1)))
(and (distinct ?x159 ?x190) true))))))))
(check-sat)

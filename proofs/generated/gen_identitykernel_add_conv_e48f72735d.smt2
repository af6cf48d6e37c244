; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 48392
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
(declare-fun in_u1 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x104 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x102 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x105 (= ?x102 ?x104)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x105)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x143 (dim in_u1 2)))
 (= 1 ?x143)))
(assert
 (let ((?x145 (dim in_u1 3)))
 (= 1 ?x145)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x154 (dim ?x147 2)))
 (= 1 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x156 (dim ?x147 3)))
 (= 1 ?x156))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= 1 ?x165)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x167 (dim ?x158 3)))
 (= 1 ?x167)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x182 (dim ?x169 3)))
 (= ?x182 ?x185))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x180)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x185)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 0) sym_n)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 1) sym_c)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 2) sym_h)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 3) sym_w)))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x158)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x158)))
 (= (dim ?x211 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x158)))
 (= (dim ?x211 1) sym_c))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x158)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x180)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (add in_u1 ?x147)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x158)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x185)))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
(let ((?x158 (add in_u1 ?x147)))
(let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x200 ?x158)))
(let ((?x169 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x158)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
(and (distinct ?x187 ?x211) true))))))))
(check-sat)

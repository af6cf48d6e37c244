; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_add_w, conv_add_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 53796
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
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x30 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x32 (conv s s p p p p 1 1 1 ?x30 (idkernel4 m k k))))
 (let ((?x28 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x29 (conv 1 1 0 0 0 0 1 1 1 ?x28 U)))
 (let (($x33 (= ?x29 ?x32)))
 (let ((?x21 (dim U 3)))
 (let (($x22 (= 1 ?x21)))
 (let ((?x18 (dim U 2)))
 (let (($x19 (= 1 ?x18)))
 (let (($x16 (= (dim U 1) c)))
 (let (($x14 (= (dim U 0) m)))
 (let (($x9 (= (dim X 1) c)))
 (=> (and $x9 $x14 $x16 $x19 $x22) $x33))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x69 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x71 (add ?x69 ?x70)))
 (let ((?x68 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x68 ?x71))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x69 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x79 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x69)))
 (let ((?x77 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x77 ?x79)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x70 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x70 ?x88)))
 (=> (and (< 1 (* sh sw))) $x89)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x102 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x100 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x103 (= ?x100 ?x102)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x103)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x139 (dim in_u1 2)))
 (= 1 ?x139)))
(assert
 (let ((?x141 (dim in_u1 3)))
 (= 1 ?x141)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x143 2)))
 (= 1 ?x150))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x152 (dim ?x143 3)))
 (= 1 ?x152))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x161 (dim ?x154 2)))
 (= 1 ?x161)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x163 (dim ?x154 3)))
 (= 1 ?x163)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (= (dim ?x165 1) sym_c)))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x178 (dim ?x165 3)))
 (= ?x178 ?x181))))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (rank ?x183) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x183 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x183 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x181)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x196) 4)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 0) sym_n)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 1) sym_c)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 2) sym_h)))
(assert
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x196 3) sym_w)))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 ?x154)))
 (= (rank ?x207) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 ?x154)))
 (= (dim ?x207 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 ?x154)))
 (= (dim ?x207 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 ?x154)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (add in_u1 ?x143)))
 (let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 ?x154)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x181)))))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
(let ((?x154 (add in_u1 ?x143)))
(let ((?x196 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x207 (conv 2 2 0 0 0 0 1 1 1 ?x196 ?x154)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x154)))
(let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
(and (distinct ?x183 ?x207) true))))))))
(check-sat)

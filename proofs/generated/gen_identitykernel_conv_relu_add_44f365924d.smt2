; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 52190
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
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x67 (add (conv sh sw pt pl pb pr dh dw g X W1) ?x66)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x64 ?x67)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x78 (= ?x66 ?x77)))
 (=> (and (< 1 (* sh sw))) $x78)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x89 (add Y X)))
 (let ((?x88 (add X Y)))
 (= ?x88 ?x89))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x171 (dim ?x158 3)))
 (= ?x171 ?x174)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x174))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x169)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x174)))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x198 (add ?x158 ?x176)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x198 (add ?x158 ?x176)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x198 (add ?x158 ?x176)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x198 (add ?x158 ?x176)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x169)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x198 (add ?x158 ?x176)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x174)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x218 (dim ?x211 2)))
 (= 1 ?x218)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x220 (dim ?x211 3)))
 (= 1 ?x220)))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x222) 4)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x222 0) sym_n)))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x222 1) sym_c)))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x169))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x174))))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n))))
(assert
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x174)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (= (rank ?x244) 4)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (= (dim ?x244 0) sym_n)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (= (dim ?x244 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x211 (add in_u1 ?x147)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x174))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
(let ((?x211 (add in_u1 ?x147)))
(let ((?x244 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x211)))
(let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x158 in_u1)))
(let ((?x198 (add ?x158 ?x176)))
(let ((?x222 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x233 (relu ?x222)))
(let ((?x187 (relu ?x176)))
(or (and (distinct ?x187 ?x233) true) (and (distinct ?x198 ?x244) true))))))))))))
(check-sat)

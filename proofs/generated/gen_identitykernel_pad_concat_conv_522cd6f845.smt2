; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 46524
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_constant () Int)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x67 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x64 ?x67))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x94 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x92 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x84 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x84 (= ?x92 ?x94))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x123 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x121 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x124 (= ?x121 ?x123)))
 (=> (and (< 1 (* sh sw))) $x124)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (>= sym_constant 1))
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
 (let ((?x162 (dim in_u1 2)))
 (= 1 ?x162)))
(assert
 (let ((?x164 (dim in_u1 3)))
 (= 1 ?x164)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173))))
(assert
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x177 0) sym_c)))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x177 1) sym_c)))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x184 (dim ?x177 2)))
 (= 3 ?x184))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x186 (dim ?x177 3)))
 (= 3 ?x186))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x192 (* 2 sym_c)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x191 (dim ?x188 0)))
 (= ?x191 ?x192)))))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (= (dim ?x188 1) sym_c)))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x196 (dim ?x188 2)))
 (= 3 ?x196))))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x198 (dim ?x188 3)))
 (= 3 ?x198))))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x192 (* 2 sym_c)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x205 (dim ?x200 1)))
 (= ?x205 ?x192))))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x210)))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x166 (idkernel4 sym_c 3 3)))
 (let ((?x188 (concat 0 ?x166 ?x177)))
 (let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
 (let ((?x212 (dim ?x200 3)))
 (= ?x212 ?x215)))))))))
(assert
 (let ((?x192 (* 2 sym_c)))
 (>= ?x192 0)))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x227 (dim ?x220 2)))
 (= 1 ?x227))))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x229 (dim ?x220 3)))
 (= 1 ?x229))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x192 (* 2 sym_c)))
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x234 (dim ?x231 0)))
 (= ?x234 ?x192))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x238 (dim ?x231 2)))
 (= 1 ?x238)))))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x240 (dim ?x231 3)))
 (= 1 ?x240)))))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x231)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x231)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x192 (* 2 sym_c)))
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x231)))
 (let ((?x247 (dim ?x242 1)))
 (= ?x247 ?x192)))))))
(assert
 (let ((?x209 (div (+ (- 1) sym_h) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x231)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x210))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_w) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x220 (idkernel4 sym_c 1 1)))
 (let ((?x231 (concat 0 ?x220 in_u1)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x231)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x215))))))))
(assert
 (let ((?x220 (idkernel4 sym_c 1 1)))
(let ((?x231 (concat 0 ?x220 in_u1)))
(let ((?x242 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x231)))
(let ((?x177 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x166 (idkernel4 sym_c 3 3)))
(let ((?x188 (concat 0 ?x166 ?x177)))
(let ((?x200 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x188)))
(and (distinct ?x200 ?x242) true)))))))))
(check-sat)

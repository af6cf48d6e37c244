; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 50325
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
 (let ((?x160 (dim in_u1 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u1 3)))
 (= 1 ?x162)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x175 0) sym_c)))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x182 (dim ?x175 2)))
 (= 3 ?x182))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x184 (dim ?x175 3)))
 (= 3 ?x184))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x190 (* 2 sym_c)))
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x189 (dim ?x186 0)))
 (= ?x189 ?x190)))))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (= (dim ?x186 1) sym_c)))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x194 (dim ?x186 2)))
 (= 3 ?x194))))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x196 (dim ?x186 3)))
 (= 3 ?x196))))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x190 (* 2 sym_c)))
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x203 (dim ?x198 1)))
 (= ?x203 ?x190))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x208)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (concat 0 ?x164 ?x175)))
 (let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x210 (dim ?x198 3)))
 (= ?x210 ?x213)))))))))
(assert
 (let ((?x190 (* 2 sym_c)))
 (>= ?x190 0)))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x225 (dim ?x218 2)))
 (= 1 ?x225))))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x227 (dim ?x218 3)))
 (= 1 ?x227))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x190 (* 2 sym_c)))
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x232 (dim ?x229 0)))
 (= ?x232 ?x190))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x236 (dim ?x229 2)))
 (= 1 ?x236)))))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x238 (dim ?x229 3)))
 (= 1 ?x238)))))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x229)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x229)))
 (= (dim ?x240 0) sym_n)))))
(assert
 (let ((?x190 (* 2 sym_c)))
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x229)))
 (let ((?x245 (dim ?x240 1)))
 (= ?x245 ?x190)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x229)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x218 (idkernel4 sym_c 1 1)))
 (let ((?x229 (concat 0 ?x218 in_u1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x229)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x213))))))))
(assert
 (let ((?x218 (idkernel4 sym_c 1 1)))
(let ((?x229 (concat 0 ?x218 in_u1)))
(let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x229)))
(let ((?x175 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x164 (idkernel4 sym_c 3 3)))
(let ((?x186 (concat 0 ?x164 ?x175)))
(let ((?x198 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
(and (distinct ?x198 ?x240) true)))))))))
(check-sat)

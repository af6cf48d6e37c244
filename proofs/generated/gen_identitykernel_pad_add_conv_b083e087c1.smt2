; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 49332
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x67 (add (conv sh sw pt pl pb pr dh dw g X W1) ?x66)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x64 ?x67)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x94 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x91 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x83 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x83 (= ?x91 ?x94))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x122 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x123 (= ?x66 ?x122)))
 (=> (and (< 1 (* sh sw))) $x123)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x134 (add Y X)))
 (let ((?x133 (add X Y)))
 (= ?x133 ?x134))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x169 (dim in_u1 2)))
 (= 1 ?x169)))
(assert
 (let ((?x171 (dim in_u1 3)))
 (= 1 ?x171)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x180 (dim ?x173 2)))
 (= 3 ?x180))))
(assert
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x182 (dim ?x173 3)))
 (= 3 ?x182))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x184 0) sym_c)))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x184 1) sym_c)))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (= (dim ?x195 0) sym_c)))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (= (dim ?x195 1) sym_c)))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 0) sym_n))))))
(assert
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x206 1) sym_c))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_h) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x216)))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_w) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x173 (idkernel4 sym_c 3 3)))
 (let ((?x195 (add ?x173 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x218 (dim ?x206 3)))
 (= ?x218 ?x221)))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_h) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x220 (div (+ (- 1) sym_w) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x232 (dim ?x225 2)))
 (= 1 ?x232))))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x234 (dim ?x225 3)))
 (= 1 ?x234))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x243 (dim ?x236 2)))
 (= 1 ?x243)))))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x245 (dim ?x236 3)))
 (= 1 ?x245)))))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x236)))
 (= (rank ?x247) 4)))))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x236)))
 (= (dim ?x247 0) sym_n)))))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x236)))
 (= (dim ?x247 1) sym_c)))))
(assert
 (let ((?x215 (div (+ (- 1) sym_h) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x216))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_w) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x225 (idkernel4 sym_c 1 1)))
 (let ((?x236 (add in_u1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x221))))))))
(assert
 (let ((?x225 (idkernel4 sym_c 1 1)))
(let ((?x236 (add in_u1 ?x225)))
(let ((?x247 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x236)))
(let ((?x184 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x173 (idkernel4 sym_c 3 3)))
(let ((?x195 (add ?x173 ?x184)))
(let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
(and (distinct ?x206 ?x247) true)))))))))
(check-sat)

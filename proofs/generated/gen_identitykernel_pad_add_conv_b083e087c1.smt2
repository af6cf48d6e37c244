; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 53148
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
 (let ((?x167 (dim in_u1 2)))
 (= 1 ?x167)))
(assert
 (let ((?x169 (dim in_u1 3)))
 (= 1 ?x169)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x178 (dim ?x171 2)))
 (= 3 ?x178))))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x180 (dim ?x171 3)))
 (= 3 ?x180))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x182 0) sym_c)))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x182 1) sym_c)))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= 3 ?x189))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x191 (dim ?x182 3)))
 (= 3 ?x191))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (= (dim ?x193 0) sym_c)))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x200 (dim ?x193 2)))
 (= 3 ?x200))))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x202 (dim ?x193 3)))
 (= 3 ?x202))))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x193)))
 (= (rank ?x204) 4))))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 0) sym_n))))))
(assert
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 1) sym_c))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x193)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x214)))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x193 (add ?x171 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x193)))
 (let ((?x216 (dim ?x204 3)))
 (= ?x216 ?x219)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x230 (dim ?x223 2)))
 (= 1 ?x230))))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x232 (dim ?x223 3)))
 (= 1 ?x232))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x241 (dim ?x234 2)))
 (= 1 ?x241)))))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x243 (dim ?x234 3)))
 (= 1 ?x243)))))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x234)))
 (= (rank ?x245) 4)))))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x234)))
 (= (dim ?x245 0) sym_n)))))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x234)))
 (= (dim ?x245 1) sym_c)))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x234)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x214))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x223 (idkernel4 sym_c 1 1)))
 (let ((?x234 (add in_u1 ?x223)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x234)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x219))))))))
(assert
 (let ((?x223 (idkernel4 sym_c 1 1)))
(let ((?x234 (add in_u1 ?x223)))
(let ((?x245 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x234)))
(let ((?x182 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x171 (idkernel4 sym_c 3 3)))
(let ((?x193 (add ?x171 ?x182)))
(let ((?x204 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x193)))
(and (distinct ?x204 ?x245) true)))))))))
(check-sat)

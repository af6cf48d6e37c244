; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 77148
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
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x77 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x81 (= ?x77 ?x80)))
 (let (($x71 (>= dw 1)))
 (let (($x69 (>= dh 1)))
 (let (($x67 (>= pr 0)))
 (let (($x66 (>= pb 0)))
 (let (($x64 (>= pl 0)))
 (let (($x63 (>= pt 0)))
 (let (($x62 (>= sw 1)))
 (let (($x61 (>= sh 1)))
 (let (($x72 (and $x61 $x62 $x63 $x64 $x66 $x67 $x69 $x71)))
 (=> $x72 $x81))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x120 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x118 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x110 (>= dw 1)))
 (let (($x109 (>= dh 1)))
 (let (($x108 (>= pr 0)))
 (let (($x107 (>= pb 0)))
 (let (($x106 (>= pl 0)))
 (let (($x105 (>= pt 0)))
 (let (($x104 (>= sw 1)))
 (let (($x103 (>= sh 1)))
 (let (($x63 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x67 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x102 (>= g 1)))
 (let (($x111 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x102 $x19 $x67 $x18 $x63 $x103 $x104 $x105 $x106 $x107 $x108 $x109 $x110)))
 (=> $x111 (= ?x118 ?x120)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x150 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x148 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x151 (= ?x148 ?x150)))
 (let (($x69 (>= dw 1)))
 (let (($x146 (>= dh 1)))
 (let (($x67 (>= pr 0)))
 (let (($x66 (>= pb 0)))
 (let (($x64 (>= pl 0)))
 (let (($x63 (>= pt 0)))
 (let (($x62 (>= sw 1)))
 (let (($x61 (>= sh 1)))
 (let (($x71 (>= g 1)))
 (let (($x147 (and (< 1 (* sh sw)) $x71 $x61 $x62 $x63 $x64 $x66 $x67 $x146 $x69)))
 (=> $x147 $x151)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (>= sym_c 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x190 (dim in_u1 2)))
 (= 1 ?x190)))
(assert
 (let ((?x192 (dim in_u1 3)))
 (= 1 ?x192)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x194 2)))
 (= 3 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x203 (dim ?x194 3)))
 (= 3 ?x203))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x205 0) sym_c)))
(assert
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x205 1) sym_c)))
(assert
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (= (rank ?x216) 4)))))
(assert
 (let ((?x220 (* 2 sym_c)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x219 (dim ?x216 0)))
 (= ?x219 ?x220)))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (= (dim ?x216 1) sym_c)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x224 (dim ?x216 2)))
 (= 3 ?x224))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x226 (dim ?x216 3)))
 (= 3 ?x226))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (= (dim ?x228 0) sym_n))))))
(assert
 (let ((?x220 (* 2 sym_c)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x233 (dim ?x228 1)))
 (= ?x233 ?x220))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x238)))))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x216 (concat 0 ?x205 ?x194)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
 (let ((?x240 (dim ?x228 3)))
 (= ?x240 ?x243)))))))))
(assert
 (let ((?x220 (* 2 sym_c)))
 (>= ?x220 0)))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0))))
(assert
 (let ((?x242 (div (+ (- 1) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (>= ?x243 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x255 (dim ?x248 2)))
 (= 1 ?x255))))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x257 (dim ?x248 3)))
 (= 1 ?x257))))
(assert
 (= (rank (concat 0 in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (let ((?x220 (* 2 sym_c)))
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x262 (dim ?x259 0)))
 (= ?x262 ?x220))))))
(assert
 (= (dim (concat 0 in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x266 (dim ?x259 2)))
 (= 1 ?x266)))))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x268 (dim ?x259 3)))
 (= 1 ?x268)))))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x259)))
 (= (rank ?x270) 4)))))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x259)))
 (= (dim ?x270 0) sym_n)))))
(assert
 (let ((?x220 (* 2 sym_c)))
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x259)))
 (let ((?x275 (dim ?x270 1)))
 (= ?x275 ?x220)))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x259)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x238))))))))
(assert
 (let ((?x242 (div (+ (- 1) sym_w) 2)))
 (let ((?x243 (+ 1 ?x242)))
 (let ((?x248 (idkernel4 sym_c 1 1)))
 (let ((?x259 (concat 0 in_u1 ?x248)))
 (let ((?x270 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x259)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x243))))))))
(assert
 (let ((?x248 (idkernel4 sym_c 1 1)))
(let ((?x259 (concat 0 in_u1 ?x248)))
(let ((?x270 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x259)))
(let ((?x194 (idkernel4 sym_c 3 3)))
(let ((?x205 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x216 (concat 0 ?x205 ?x194)))
(let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x216)))
(and (distinct ?x228 ?x270) true)))))))))
(check-sat)

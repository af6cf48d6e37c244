; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_concat_in, conv_idkernel
; z3 rlimit used: 32150
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x103 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x107 (= ?x103 ?x106)))
 (let (($x100 (and (= (dim X1 1) (dim W1 1)) (= (dim X1 0) (dim X2 0)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x100 $x107))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x163 (add Y X)))
 (let ((?x162 (add X Y)))
 (let (($x164 (= ?x162 ?x163)))
 (let (($x160 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x153 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x147 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x141 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x135 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x129 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x161 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x129 $x135 $x141 $x147 $x153 $x160)))
 (=> $x161 $x164))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x243 (dim in_u1 2)))
 (= 1 ?x243)))
(assert
 (let ((?x245 (dim in_u1 3)))
 (= 1 ?x245)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x254 (dim ?x247 2)))
 (= 1 ?x254))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x256 (dim ?x247 3)))
 (= 1 ?x256))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x264 (+ sym_c sym_c2)))
 (let ((?x258 (concat 1 in_i1 in_i2)))
 (let ((?x263 (dim ?x258 1)))
 (= ?x263 ?x264)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_u1 (idkernel4 sym_c2 1 1))) 4))
(assert
 (= (dim (concat 1 in_u1 (idkernel4 sym_c2 1 1)) 0) sym_c2))
(assert
 (let ((?x264 (+ sym_c sym_c2)))
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x275 (dim ?x270 1)))
 (= ?x275 ?x264))))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x277 (dim ?x270 2)))
 (= 1 ?x277)))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x279 (dim ?x270 3)))
 (= 1 ?x279)))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x258 (concat 1 in_i1 in_i2)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 ?x258 ?x270)))
 (= (rank ?x281) 4))))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x258 (concat 1 in_i1 in_i2)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 ?x258 ?x270)))
 (= (dim ?x281 0) sym_n))))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x258 (concat 1 in_i1 in_i2)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 ?x258 ?x270)))
 (= (dim ?x281 1) sym_c2))))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x258 (concat 1 in_i1 in_i2)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 ?x258 ?x270)))
 (= (dim ?x281 2) sym_h))))))
(assert
 (let ((?x247 (idkernel4 sym_c2 1 1)))
 (let ((?x270 (concat 1 in_u1 ?x247)))
 (let ((?x258 (concat 1 in_i1 in_i2)))
 (let ((?x281 (conv 1 1 0 0 0 0 1 1 1 ?x258 ?x270)))
 (= (dim ?x281 3) sym_w))))))
(assert
 (let ((?x264 (+ sym_c sym_c2)))
 (>= ?x264 0)))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x293) 4)))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x293 0) sym_n)))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x293 1) sym_c2)))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x293 2) sym_h)))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x293 3) sym_w)))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x304 (add in_i2 ?x293)))
 (= (rank ?x304) 4))))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x304 (add in_i2 ?x293)))
 (= (dim ?x304 0) sym_n))))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x304 (add in_i2 ?x293)))
 (= (dim ?x304 1) sym_c2))))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x304 (add in_i2 ?x293)))
 (= (dim ?x304 2) sym_h))))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x304 (add in_i2 ?x293)))
 (= (dim ?x304 3) sym_w))))
(assert
 (let ((?x293 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x304 (add in_i2 ?x293)))
(let ((?x247 (idkernel4 sym_c2 1 1)))
(let ((?x270 (concat 1 in_u1 ?x247)))
(let ((?x258 (concat 1 in_i1 in_i2)))
(let ((?x281 (conv 1 1 0 0 0 0 1 1 1 ?x258 ?x270)))
(and (distinct ?x281 ?x304) true))))))))
(check-sat)

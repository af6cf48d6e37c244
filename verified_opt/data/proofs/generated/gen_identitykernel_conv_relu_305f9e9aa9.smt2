; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 75577
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x151 (dim in_u1 2)))
 (= 1 ?x151)))
(assert
 (let ((?x153 (dim in_u1 3)))
 (= 1 ?x153)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x162 (dim ?x155 2)))
 (= 1 ?x162))))
(assert
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x164 (dim ?x155 3)))
 (= 1 ?x164))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x166) 4)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 0) sym_n)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 1) sym_c2)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 2) sym_h)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 3) sym_w)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (dim ?x177 0) sym_n))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (dim ?x177 1) sym_c2))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (dim ?x177 2) sym_h))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (= (dim ?x177 3) sym_w))))
(assert
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x155)))
 (= (rank ?x188) 4))))))
(assert
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x155)))
 (= (dim ?x188 0) sym_n))))))
(assert
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x155)))
 (= (dim ?x188 1) sym_c2))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x155)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x198)))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x155 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (relu ?x166)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x155)))
 (let ((?x200 (dim ?x188 3)))
 (= ?x200 ?x203)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x207) 4)))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x207 0) sym_n)))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x207 1) sym_c2)))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x198))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x203))))))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (relu ?x207)))
 (= (rank ?x218) 4))))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 0) sym_n))))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 1) sym_c2))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (relu ?x207)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (relu ?x207)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x203)))))))
(assert
 (let ((?x207 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x218 (relu ?x207)))
(let ((?x155 (idkernel4 sym_c2 1 1)))
(let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x177 (relu ?x166)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x155)))
(and (distinct ?x188 ?x218) true))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 14484
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x113 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x111 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x114 (= ?x111 ?x113)))
 (let (($x108 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x100 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x109 (and $x21 $x68 $x69 $x100 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x108)))
 (=> $x109 $x114)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x151 (dim in_u1 2)))
 (= 1 ?x151)))
(assert
 (let ((?x153 (dim in_u1 3)))
 (= 1 ?x153)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (rank ?x166) 4))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 0) sym_n))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 1) sym_c))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x177)))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x179 (dim ?x166 3)))
 (= ?x179 ?x182)))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (= (rank ?x184) 4)))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (= (dim ?x184 0) sym_n)))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (= (dim ?x184 1) sym_c)))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x177))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x182))))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (rank ?x195) 4))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x195 0) sym_n))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x195 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x182)))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x208) 4)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x208 0) sym_n)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x208 1) sym_c)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x208 2) sym_h)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x208 3) sym_w)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (rank ?x219) 4))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (dim ?x219 0) sym_n))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (dim ?x219 1) sym_c))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x177)))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x182)))))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
(let ((?x155 (idkernel4 sym_c 3 3)))
(let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
(let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
(and (distinct ?x195 ?x219) true))))))))
(check-sat)

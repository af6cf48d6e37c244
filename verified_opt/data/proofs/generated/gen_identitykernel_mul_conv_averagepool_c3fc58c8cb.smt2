; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_idkernel, conv_idkernel1_after_conv, conv_smul_x
; z3 rlimit used: 77890
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x69 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x71 (= ?x69 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 (= (dim W 0) m))))
 (=> $x65 $x71)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x89 (>= dw 1)))
 (let (($x85 (>= pr 0)))
 (let (($x84 (>= pb 0)))
 (let (($x82 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x80 (>= sh 1)))
 (let (($x79 (>= g 1)))
 (let (($x90 (and $x79 $x80 $x61 $x81 $x82 $x84 $x85 (>= dh 1) $x89)))
 (=> $x90 $x98))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x109 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x85 (>= pr 0)))
 (let (($x84 (>= pb 0)))
 (let (($x82 (>= pl 0)))
 (let (($x81 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x80 (>= sh 1)))
 (let (($x79 (>= kw 1)))
 (let (($x89 (>= kh 1)))
 (let (($x107 (and (>= ci 0) $x89 $x79 $x80 $x61 $x81 $x82 $x84 $x85)))
 (=> $x107 $x112))))))))))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x151 (dim ?x144 2)))
 (= 3 ?x151))))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x153 (dim ?x144 3)))
 (= 3 ?x153))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x177))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x179 (dim ?x166 3)))
 (= ?x179 ?x182))))))))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x184 (avgpool 3 3 1 1 1 1 1 1 0 ?x166)))
 (= (rank ?x184) 4))))))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x184 (avgpool 3 3 1 1 1 1 1 1 0 ?x166)))
 (= (dim ?x184 0) sym_n))))))
(assert
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x184 (avgpool 3 3 1 1 1 1 1 1 0 ?x166)))
 (= (dim ?x184 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x184 (avgpool 3 3 1 1 1 1 1 1 0 ?x166)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x144 (idkernel4 sym_c 3 3)))
 (let ((?x155 (smul in_i1 in_s1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x184 (avgpool 3 3 1 1 1 1 1 1 0 ?x166)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x182)))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x204 (dim ?x197 2)))
 (= 1 ?x204))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x206 (dim ?x197 3)))
 (= 1 ?x206))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 0) sym_n))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (= (dim ?x208 1) sym_c))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x177)))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x182)))))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (= (rank ?x219) 4)))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (= (dim ?x219 0) sym_n)))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (= (dim ?x219 1) sym_c)))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x177))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x182))))))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x230 (smul ?x219 in_s1)))
 (= (rank ?x230) 4))))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x230 (smul ?x219 in_s1)))
 (= (dim ?x230 0) sym_n))))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x230 (smul ?x219 in_s1)))
 (= (dim ?x230 1) sym_c))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x230 (smul ?x219 in_s1)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x197 (idkernel4 sym_c 1 1)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
 (let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
 (let ((?x230 (smul ?x219 in_s1)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x182)))))))))
(assert
 (let ((?x197 (idkernel4 sym_c 1 1)))
(let ((?x208 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x197)))
(let ((?x219 (avgpool 3 3 1 1 1 1 1 1 0 ?x208)))
(let ((?x230 (smul ?x219 in_s1)))
(let ((?x144 (idkernel4 sym_c 3 3)))
(let ((?x155 (smul in_i1 in_s1)))
(let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
(let ((?x184 (avgpool 3 3 1 1 1 1 1 1 0 ?x166)))
(and (distinct ?x184 ?x230) true))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 75343
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x95 (dim in_k1 2)))
 (= 3 ?x95)))
(assert
 (let ((?x97 (dim in_k1 3)))
 (= 3 ?x97)))
(assert
 (= (rank in_s1) 0))
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
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (= (dim ?x113 1) sym_c))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (= (dim ?x113 2) sym_h))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (= (dim ?x113 3) sym_w))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (= (rank ?x124) 4)))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (= (dim ?x124 0) sym_n)))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (= (dim ?x124 1) sym_c)))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x135))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (let ((?x137 (dim ?x124 3)))
 (= ?x137 ?x140))))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (>= ?x135 0))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x151 (dim ?x144 2)))
 (= 3 ?x151))))
(assert
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x153 (dim ?x144 3)))
 (= 3 ?x153))))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x155) 4)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x155 0) sym_n)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x155 1) sym_c)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x155 2) sym_h)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x155 3) sym_w)))
(assert
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x135))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x144 (smul in_k1 in_s1)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x140))))))))
(assert
 (let ((?x144 (smul in_k1 in_s1)))
(let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x166 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x144)))
(let ((?x102 (smul in_i1 in_s1)))
(let ((?x113 (conv 1 1 1 1 1 1 1 1 1 ?x102 in_k1)))
(let ((?x124 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
(and (distinct ?x124 ?x166) true))))))))
(check-sat)

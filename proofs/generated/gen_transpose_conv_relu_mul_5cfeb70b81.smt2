; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, transpose4_relu, transpose4_smul
; z3 rlimit used: 50387
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x28 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x26 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x29 (= ?x26 ?x28)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x29)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x60 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x63 (= ?x60 ?x62)))
 (=> (and (< 1 (* sh sw))) $x63)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x75 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x76 (smul ?x75 S)))
 (let ((?x74 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x74 ?x76)))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x75 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x83 (relu ?x75)))
 (let ((?x82 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x82 ?x83)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (>= sym_c2 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x120 (dim in_u1 2)))
 (= 1 ?x120)))
(assert
 (let ((?x122 (dim in_u1 3)))
 (= 1 ?x122)))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (= (dim ?x135 1) sym_c2))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x146)))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x148 (dim ?x135 3)))
 (= ?x148 ?x151)))))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (= (dim ?x153 1) sym_c2)))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x146))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x151))))))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x164 (smul ?x153 in_s1)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x164 (smul ?x153 in_s1)))
 (= (dim ?x164 0) sym_n))))))
(assert
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x164 (smul ?x153 in_s1)))
 (= (dim ?x164 1) sym_c2))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x164 (smul ?x153 in_s1)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x146)))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x124 (transpose4 0 1 3 2 in_i1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
 (let ((?x153 (relu ?x135)))
 (let ((?x164 (smul ?x153 in_s1)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x151)))))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (>= ?x146 0))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x177) 4)))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x177 0) sym_n)))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x177 1) sym_c2)))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x151))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x146))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (= (dim ?x188 1) sym_c2))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x151)))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x146)))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (= (dim ?x199 1) sym_c2)))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x151))))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x146))))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x210 (transpose4 0 1 3 2 ?x199)))
 (= (rank ?x210) 4))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x210 (transpose4 0 1 3 2 ?x199)))
 (= (dim ?x210 0) sym_n))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x210 (transpose4 0 1 3 2 ?x199)))
 (= (dim ?x210 1) sym_c2))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x210 (transpose4 0 1 3 2 ?x199)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x146)))))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x177)))
 (let ((?x199 (smul ?x188 in_s1)))
 (let ((?x210 (transpose4 0 1 3 2 ?x199)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x151)))))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x188 (relu ?x177)))
(let ((?x199 (smul ?x188 in_s1)))
(let ((?x210 (transpose4 0 1 3 2 ?x199)))
(let ((?x124 (transpose4 0 1 3 2 in_i1)))
(let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x124 in_u1)))
(let ((?x153 (relu ?x135)))
(let ((?x164 (smul ?x153 in_s1)))
(and (distinct ?x164 ?x210) true))))))))))
(check-sat)

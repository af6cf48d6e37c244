; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 50155
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x54 (= ?x19 ?x53)))
 (=> (and (< 1 (* sh sw))) $x54)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x74 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x72 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x75 (= ?x72 ?x74)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x75)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (>= sym_c3 1))
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
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x131 (dim in_u2 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u2 3)))
 (= 1 ?x133)))
(assert
 (= (rank (smul in_u2 in_s1)) 4))
(assert
 (= (dim (smul in_u2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_u2 in_s1) 1) sym_c2))
(assert
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x142 (dim ?x135 2)))
 (= 1 ?x142))))
(assert
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x144 (dim ?x135 3)))
 (= 1 ?x144))))
(assert
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x146) 4)))
(assert
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 0) sym_n)))
(assert
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 1) sym_c2)))
(assert
 (let ((?x156 (div (+ (- 1) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x157))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (dim ?x146 3)))
 (= ?x159 ?x162))))))
(assert
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x135)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x135)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x135)))
 (= (dim ?x164 1) sym_c3)))))
(assert
 (let ((?x156 (div (+ (- 1) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x135)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x157))))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x135 (smul in_u2 in_s1)))
 (let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x135)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x162))))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (>= ?x157 0))))
(assert
 (let ((?x161 (div (+ (- 1) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (>= ?x162 0))))
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
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 1) sym_c2))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 2) sym_h))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 3) sym_w))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_u2)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_u2)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_u2)))
 (= (dim ?x199 1) sym_c3)))))
(assert
 (let ((?x156 (div (+ (- 1) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_u2)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x157))))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_u2)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x162))))))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
(let ((?x199 (conv 2 2 0 0 0 0 1 1 1 ?x188 in_u2)))
(let ((?x135 (smul in_u2 in_s1)))
(let ((?x146 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x135)))
(and (distinct ?x164 ?x199) true))))))))
(check-sat)

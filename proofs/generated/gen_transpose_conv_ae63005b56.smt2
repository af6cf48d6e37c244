; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, maxpool_transpose_spatial, subsample_conv1x1
; z3 rlimit used: 50107
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x73 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x73 ?x75))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x90 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x88 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x91 (= ?x88 ?x90)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x91)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x133 (dim in_u1 2)))
 (= 1 ?x133)))
(assert
 (let ((?x135 (dim in_u1 3)))
 (= 1 ?x135)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x144 (dim in_u2 2)))
 (= 1 ?x144)))
(assert
 (let ((?x146 (dim in_u2 3)))
 (= 1 ?x146)))
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
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (dim ?x159 0) sym_n))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (dim ?x159 1) sym_c2))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (dim ?x159 2) sym_w))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (= (dim ?x159 3) sym_h))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u2)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u2)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u2)))
 (= (dim ?x170 1) sym_c3)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u2)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x148 (transpose4 0 1 3 2 in_i1)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u2)))
 (let ((?x183 (dim ?x170 3)))
 (= ?x183 ?x186))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c2)))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x186))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x181))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (= (dim ?x201 1) sym_c3))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x186)))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x181)))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (dim ?x212 0) sym_n)))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (dim ?x212 1) sym_c3)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x186))))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 in_u2)))
(let ((?x212 (transpose4 0 1 3 2 ?x201)))
(let ((?x148 (transpose4 0 1 3 2 in_i1)))
(let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x148 in_u1)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x159 in_u2)))
(and (distinct ?x170 ?x212) true))))))))
(check-sat)

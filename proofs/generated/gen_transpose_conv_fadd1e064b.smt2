; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, maxpool_transpose_spatial, subsample_conv1x1
; z3 rlimit used: 49879
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (let ((?x129 (dim in_u1 2)))
 (= 1 ?x129)))
(assert
 (let ((?x131 (dim in_u1 3)))
 (= 1 ?x131)))
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
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 2) sym_w))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 3) sym_h))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x166))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x133 (transpose4 0 1 3 2 in_i1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x144 in_u1)))
 (let ((?x168 (dim ?x155 3)))
 (= ?x168 ?x171))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x171))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x166))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (= (rank ?x186) 4))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (= (dim ?x186 0) sym_n))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (= (dim ?x186 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x171)))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x166)))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x197 (transpose4 0 1 3 2 ?x186)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x197 (transpose4 0 1 3 2 ?x186)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x197 (transpose4 0 1 3 2 ?x186)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x197 (transpose4 0 1 3 2 ?x186)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x166))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
 (let ((?x197 (transpose4 0 1 3 2 ?x186)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x171))))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 ?x175 in_u1)))
(let ((?x197 (transpose4 0 1 3 2 ?x186)))
(let ((?x133 (transpose4 0 1 3 2 in_i1)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
(let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x144 in_u1)))
(and (distinct ?x155 ?x197) true))))))))
(check-sat)

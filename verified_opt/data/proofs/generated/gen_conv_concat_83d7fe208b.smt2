; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 15932
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x51 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x48 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x52 (= ?x48 ?x51)))
 (let (($x42 (= (rank X2) 4)))
 (let (($x40 (= (rank X1) 4)))
 (let (($x37 (>= dw 1)))
 (let (($x35 (>= dh 1)))
 (let (($x33 (>= pr 0)))
 (let (($x31 (>= pb 0)))
 (let (($x29 (>= pl 0)))
 (let (($x27 (>= pt 0)))
 (let (($x24 (>= sw 1)))
 (let (($x22 (>= sh 1)))
 (let (($x20 (>= g 1)))
 (let (($x46 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x20 $x22 $x24 $x27 $x29 $x31 $x33 $x35 $x37 $x40 $x42 (= (rank W) 4))))
 (=> $x46 $x52)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x83 (= ?x80 ?x82)))
 (let (($x40 (= (rank W) 4)))
 (let (($x42 (= (rank X) 4)))
 (let (($x37 (>= dw 1)))
 (let (($x35 (>= dh 1)))
 (let (($x33 (>= pr 0)))
 (let (($x31 (>= pb 0)))
 (let (($x29 (>= pl 0)))
 (let (($x27 (>= pt 0)))
 (let (($x24 (>= sw 1)))
 (let (($x22 (>= sh 1)))
 (let (($x20 (>= g 1)))
 (let (($x79 (and (< 1 (* sh sw)) $x20 $x22 $x24 $x27 $x29 $x31 $x33 $x35 $x37 $x42 $x40)))
 (=> $x79 $x83)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x109 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank U) 4)))
 (let (($x104 (= (rank X) 4)))
 (let (($x96 (>= dw 1)))
 (let (($x95 (>= dh 1)))
 (let (($x24 (>= sw 1)))
 (let (($x22 (>= sh 1)))
 (let (($x94 (>= g 1)))
 (let (($x107 (and $x94 $x22 $x24 $x95 $x96 (= 1 (dim U 2)) (= 1 (dim U 3)) $x104 $x106)))
 (=> $x107 $x112)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x149 (dim in_u1 2)))
 (= 1 ?x149)))
(assert
 (let ((?x151 (dim in_u1 3)))
 (= 1 ?x151)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 1) sym_c)))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169)))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x171 ?x153)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x171 ?x153)))
 (let ((?x185 (dim ?x182 0)))
 (= ?x185 ?x186)))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x171 ?x153)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x171 ?x153)))
 (let ((?x190 (dim ?x182 2)))
 (= ?x190 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x171 ?x153)))
 (let ((?x192 (dim ?x182 3)))
 (= ?x192 ?x169))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (>= ?x186 0)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 1) sym_c)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 2) sym_h)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 3) sym_w)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (let ((?x211 (dim ?x208 0)))
 (= ?x211 ?x186))))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (= (dim ?x208 1) sym_c))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (= (dim ?x208 2) sym_h))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (= (dim ?x208 3) sym_w))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (rank ?x219) 4)))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x222 (dim ?x219 0)))
 (= ?x222 ?x186)))))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (dim ?x219 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 ?x197 in_i1)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x169))))))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x208 (concat 0 ?x197 in_i1)))
(let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
(let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
(let ((?x182 (concat 0 ?x171 ?x153)))
(and (distinct ?x182 ?x219) true))))))))
(check-sat)

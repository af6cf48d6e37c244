; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 49967
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x139 (dim ?x132 2)))
 (= 1 ?x139))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x141 (dim ?x132 3)))
 (= 1 ?x141))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (rank ?x143) 4))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 1) sym_c))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x153)))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x155 (dim ?x143 3)))
 (= ?x155 ?x158)))))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x160 (relu ?x143)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x160 (relu ?x143)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x160 (relu ?x143)))
 (= (dim ?x160 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x160 (relu ?x143)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x160 (relu ?x143)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x158))))))))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x171 1) sym_c)))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x171 2) sym_h)))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x171 3) sym_w)))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x182 (relu ?x171)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 2) sym_h))))
(assert
 (let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 3) sym_w))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (relu in_i1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (relu in_i1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (relu in_i1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (relu in_i1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (relu in_i1)))
 (let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x158))))))))
(assert
 (let ((?x206 (relu in_i1)))
 (let ((?x228 (maxpool 3 3 1 1 1 1 1 1 ?x206)))
 (= (rank ?x228) 4))))
(assert
 (let ((?x206 (relu in_i1)))
 (let ((?x228 (maxpool 3 3 1 1 1 1 1 1 ?x206)))
 (= (dim ?x228 0) sym_n))))
(assert
 (let ((?x206 (relu in_i1)))
 (let ((?x228 (maxpool 3 3 1 1 1 1 1 1 ?x206)))
 (= (dim ?x228 1) sym_c))))
(assert
 (let ((?x206 (relu in_i1)))
 (let ((?x228 (maxpool 3 3 1 1 1 1 1 1 ?x206)))
 (= (dim ?x228 2) sym_h))))
(assert
 (let ((?x206 (relu in_i1)))
 (let ((?x228 (maxpool 3 3 1 1 1 1 1 1 ?x206)))
 (= (dim ?x228 3) sym_w))))
(assert
 (let ((?x206 (relu in_i1)))
(let ((?x228 (maxpool 3 3 1 1 1 1 1 1 ?x206)))
(let ((?x171 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x182 (relu ?x171)))
(let ((?x195 (idkernel4 sym_c 3 3)))
(let ((?x217 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
(let ((?x132 (idkernel4 sym_c 1 1)))
(let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
(let ((?x160 (relu ?x143)))
(or (and (distinct ?x160 ?x217) true) (and (distinct ?x182 ?x228) true))))))))))))
(check-sat)

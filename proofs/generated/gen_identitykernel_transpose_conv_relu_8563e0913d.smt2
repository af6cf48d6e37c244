; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, transpose4_relu
; z3 rlimit used: 50085
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x99 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x110 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x110 ?x99))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150))))
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
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (= (dim ?x163 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x175 (dim ?x163 3)))
 (= ?x175 ?x178)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x180 (relu ?x163)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x180 (relu ?x163)))
 (= (dim ?x180 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x180 (relu ?x163)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x180 (relu ?x163)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
 (let ((?x180 (relu ?x163)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x178))))))))
(assert
 (= (rank (relu (transpose4 0 1 3 2 in_i1))) 4))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 1) sym_c))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 3) sym_h))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x204 2)))
 (= 3 ?x211))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x213 (dim ?x204 3)))
 (= 3 ?x213))))
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
 (= (rank (transpose4 0 1 3 2 (relu in_i1))) 4))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 3) sym_h))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (relu in_i1)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (= (rank ?x237) 4)))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (relu in_i1)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (= (dim ?x237 0) sym_n)))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (relu in_i1)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (= (dim ?x237 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (relu in_i1)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (relu in_i1)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x178))))))))
(assert
 (let ((?x215 (relu in_i1)))
(let ((?x226 (transpose4 0 1 3 2 ?x215)))
(let ((?x152 (transpose4 0 1 3 2 in_i1)))
(let ((?x191 (relu ?x152)))
(let ((?x204 (idkernel4 sym_c 3 3)))
(let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
(let ((?x141 (idkernel4 sym_c 1 1)))
(let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x141)))
(let ((?x180 (relu ?x163)))
(or (and (distinct ?x180 ?x237) true) (and (distinct ?x191 ?x226) true))))))))))))
(check-sat)

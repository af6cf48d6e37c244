; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, transpose4_after_0132, transpose4_id
; z3 rlimit used: 47355
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x72 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x70 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x73 (= ?x70 ?x72)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x73)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (< 1 (* sh sw))) $x90)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) )(! (let ((?x99 (transpose4 0 1 2 3 X)))
 (= ?x99 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x105 (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X))))
 (= ?x105 (transpose4 q0 q1 q3 q2 X))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
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
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x165 (dim ?x152 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x168))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x163))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x181 (relu ?x170)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 0) sym_n))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x181 (relu ?x170)))
 (= (dim ?x181 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x181 (relu ?x170)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
 (let ((?x181 (relu ?x170)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x163)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x203 (dim ?x194 3)))
 (= 1 ?x203))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x168))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x163))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x216 (relu ?x205)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x216 (relu ?x205)))
 (= (dim ?x216 0) sym_n))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x216 (relu ?x205)))
 (= (dim ?x216 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x216 (relu ?x205)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x216 (relu ?x205)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x163)))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x227 (transpose4 0 1 3 2 ?x205)))
 (= (rank ?x227) 4))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x227 (transpose4 0 1 3 2 ?x205)))
 (= (dim ?x227 0) sym_n))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x227 (transpose4 0 1 3 2 ?x205)))
 (= (dim ?x227 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x227 (transpose4 0 1 3 2 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
 (let ((?x227 (transpose4 0 1 3 2 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x168)))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
(let ((?x141 (transpose4 0 1 3 2 in_i1)))
(let ((?x205 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x194)))
(let ((?x227 (transpose4 0 1 3 2 ?x205)))
(let ((?x130 (idkernel4 sym_c 3 3)))
(let ((?x152 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
(let ((?x216 (relu ?x205)))
(let ((?x170 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x130)))
(let ((?x181 (relu ?x170)))
(or (and (distinct ?x181 ?x216) true) (and (distinct ?x152 ?x227) true))))))))))))
(check-sat)

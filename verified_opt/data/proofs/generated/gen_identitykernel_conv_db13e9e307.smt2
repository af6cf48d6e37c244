; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_strided_subsample
; z3 rlimit used: 13928
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
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
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x38 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x40 (conv s s p p p p 1 1 1 ?x38 (idkernel4 m k k))))
 (let ((?x36 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x37 (conv 1 1 0 0 0 0 1 1 1 ?x36 U)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x33 (= (rank U) 4)))
 (let (($x31 (= (rank X) 4)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x34 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)) $x31 $x33)))
 (=> $x34 $x41))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x92 (= ?x89 ?x91)))
 (let (($x87 (= (rank W) 4)))
 (let (($x84 (= (rank X) 4)))
 (let (($x81 (>= dw 1)))
 (let (($x79 (>= dh 1)))
 (let (($x77 (>= pr 0)))
 (let (($x76 (>= pb 0)))
 (let (($x74 (>= pl 0)))
 (let (($x73 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x72 (>= sh 1)))
 (let (($x71 (>= g 1)))
 (let (($x88 (and (< 1 (* sh sw)) $x71 $x72 $x7 $x73 $x74 $x76 $x77 $x79 $x81 $x84 $x87)))
 (=> $x88 $x92)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x130 (dim in_u1 2)))
 (= 1 ?x130)))
(assert
 (let ((?x132 (dim in_u1 3)))
 (= 1 ?x132)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x141 (dim ?x134 2)))
 (= 3 ?x141))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x143 (dim ?x134 3)))
 (= 3 ?x143))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (= (rank ?x145) 4))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (= (dim ?x145 0) sym_n))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (= (dim ?x145 1) sym_c))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x154))))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x156 (dim ?x145 3)))
 (= ?x156 ?x157))))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x154)))))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x157)))))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x183 (dim ?x170 3)))
 (= ?x183 ?x186))))))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (>= ?x154 0)))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (>= ?x157 0)))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x192) 4)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 0) sym_n)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 1) sym_c)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 2) sym_h)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x192 3) sym_w)))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 ?x134)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 ?x134)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 ?x134)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 ?x134)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x154)))))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 ?x134)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x157)))))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x134)))
 (= (rank ?x214) 4)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x134)))
 (= (dim ?x214 0) sym_n)))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x134)))
 (= (dim ?x214 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x134)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x134 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x134)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x186))))))))
(assert
 (let ((?x134 (idkernel4 sym_c 3 3)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x192 ?x134)))
(let ((?x145 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x134)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
(let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x192 ?x134)))
(let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x145 in_u1)))
(or (and (distinct ?x159 ?x203) true) (and (distinct ?x170 ?x214) true))))))))))
(check-sat)

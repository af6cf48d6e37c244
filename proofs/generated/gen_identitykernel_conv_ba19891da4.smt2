; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample
; z3 rlimit used: 50337
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x71 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x73 (conv s s p p p p 1 1 1 ?x71 (idkernel4 m k k))))
 (let ((?x69 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x70 (conv 1 1 0 0 0 0 1 1 1 ?x69 U)))
 (let (($x74 (= ?x70 ?x73)))
 (let (($x61 (= (dim U 1) c)))
 (let (($x59 (= (dim U 0) m)))
 (let (($x56 (= (dim X 1) c)))
 (let (($x67 (and $x56 $x59 $x61 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x67 $x74)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x95 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x93 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (< 1 (* sh sw))) $x96)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x131 (dim in_u1 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u1 3)))
 (= 1 ?x133)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x142 (dim ?x135 2)))
 (= 3 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x135 3)))
 (= 3 ?x144))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (= (dim ?x146 0) sym_n))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x155 (+ (- 2) sym_h)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x155))))))
(assert
 (let ((?x158 (+ (- 2) sym_w)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x157 (dim ?x146 3)))
 (= ?x157 ?x158))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x172 (dim ?x160 3)))
 (= ?x172 ?x175))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (= (dim ?x177 1) sym_c)))))
(assert
 (let ((?x187 (div (+ (- 3) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x188))))))))
(assert
 (let ((?x192 (div (+ (- 3) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (let ((?x190 (dim ?x177 3)))
 (= ?x190 ?x193))))))))
(assert
 (let ((?x155 (+ (- 2) sym_h)))
 (>= ?x155 0)))
(assert
 (let ((?x158 (+ (- 2) sym_w)))
 (>= ?x158 0)))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x187 (div (+ (- 3) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0))))
(assert
 (let ((?x192 (div (+ (- 3) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 1) sym_c)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 2) sym_h)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 3) sym_w)))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x201 ?x135)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x201 ?x135)))
 (= (dim ?x212 0) sym_n)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x201 ?x135)))
 (= (dim ?x212 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x201 ?x135)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x201 ?x135)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x175))))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x135)))
 (= (rank ?x223) 4)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x135)))
 (= (dim ?x223 0) sym_n)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x135)))
 (= (dim ?x223 1) sym_c)))))
(assert
 (let ((?x187 (div (+ (- 3) sym_h) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x135)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x188))))))))
(assert
 (let ((?x192 (div (+ (- 3) sym_w) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x135)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x193))))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 ?x135)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x135)))
(let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
(let ((?x212 (conv 2 2 1 1 1 1 1 1 1 ?x201 ?x135)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(or (and (distinct ?x160 ?x212) true) (and (distinct ?x177 ?x223) true))))))))))
(check-sat)

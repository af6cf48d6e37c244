; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_strided_subsample
; z3 rlimit used: 75767
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x33 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x35 (conv s s p p p p 1 1 1 ?x33 (idkernel4 m k k))))
 (let ((?x31 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x32 (conv 1 1 0 0 0 0 1 1 1 ?x31 U)))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x29 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x29 $x36))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x83 (= ?x80 ?x82)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x7 (>= sw 1)))
 (let (($x67 (>= sh 1)))
 (let (($x66 (>= g 1)))
 (let (($x77 (and (< 1 (* sh sw)) $x66 $x67 $x7 $x68 $x69 $x71 $x72 $x74 $x76)))
 (=> $x77 $x83)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x122 (dim in_u1 2)))
 (= 1 ?x122)))
(assert
 (let ((?x124 (dim in_u1 3)))
 (= 1 ?x124)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (= (dim ?x137 1) sym_c))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x146))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x148 (dim ?x137 3)))
 (= ?x148 ?x149))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x151 1) sym_c)))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x146)))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x160 (dim ?x151 3)))
 (= ?x160 ?x149)))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (rank ?x162) 4)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x162 0) sym_n)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x162 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 3) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x175 (dim ?x162 3)))
 (= ?x175 ?x178))))))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (>= ?x146 0)))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (>= ?x149 0)))
(assert
 (let ((?x172 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 3) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x184) 4)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 0) sym_n)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 1) sym_c)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 2) sym_h)))
(assert
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x184 3) sym_w)))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 ?x126)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 ?x126)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 ?x126)))
 (= (dim ?x195 1) sym_c)))))
(assert
 (let ((?x146 (+ (- 2) sym_h)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 ?x126)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x146)))))))
(assert
 (let ((?x149 (+ (- 2) sym_w)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 ?x126)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x149)))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x126)))
 (= (rank ?x206) 4)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x126)))
 (= (dim ?x206 0) sym_n)))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x126)))
 (= (dim ?x206 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x126)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 3) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x126 (idkernel4 sym_c 3 3)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x126)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x178))))))))
(assert
 (let ((?x126 (idkernel4 sym_c 3 3)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x206 (conv 2 2 0 0 0 0 1 1 1 ?x184 ?x126)))
(let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x126)))
(let ((?x162 (conv 2 2 0 0 0 0 1 1 1 ?x137 in_u1)))
(let ((?x195 (conv 1 1 0 0 0 0 1 1 1 ?x184 ?x126)))
(let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
(or (and (distinct ?x151 ?x195) true) (and (distinct ?x162 ?x206) true))))))))))
(check-sat)

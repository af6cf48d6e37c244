; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel
; z3 rlimit used: 74810
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x92 (dim in_u1 2)))
 (= 1 ?x92)))
(assert
 (let ((?x94 (dim in_u1 3)))
 (= 1 ?x94)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x103 (dim ?x96 2)))
 (= 3 ?x103))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x105 (dim ?x96 3)))
 (= 3 ?x105))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (= (dim ?x107 1) sym_c))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x118)))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x120 (dim ?x107 3)))
 (= ?x120 ?x123)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (= (dim ?x125 1) sym_c2)))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x118))))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x123))))))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (>= ?x118 0))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (>= ?x123 0))))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147))))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 1) sym_c2)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 1) sym_c2)))))
(assert
 (let ((?x117 (div (+ (- 3) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x118))))))))
(assert
 (let ((?x122 (div (+ (- 3) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x138 (idkernel4 sym_c2 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x123))))))))
(assert
 (let ((?x138 (idkernel4 sym_c2 3 3)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
(let ((?x96 (idkernel4 sym_c 3 3)))
(let ((?x107 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x96)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 ?x107 in_u1)))
(and (distinct ?x125 ?x160) true))))))))
(check-sat)

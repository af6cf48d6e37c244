; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial, transpose4_after_0132, transpose4_id
; z3 rlimit used: 6430
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x20 (>= pr 0)))
 (let (($x14 (>= pt 0)))
 (let (($x32 (and (>= g 1) (>= sh 1) (>= sw 1) $x14 (>= pl 0) (>= pb 0) $x20 (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4))))
 (=> $x32 $x40))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((X T) )(! (let ((?x69 (transpose4 0 1 2 3 X)))
 (let (($x70 (= ?x69 X)))
 (=> (and (= (rank X) 4)) $x70))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x84 (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X))))
 (let (($x86 (= ?x84 (transpose4 q0 q1 q3 q2 X))))
 (let (($x14 (>= q1 0)))
 (let (($x20 (>= q0 0)))
 (let (($x82 (and $x20 $x14 (>= q2 0) (>= q3 0) (= (rank X) 4))))
 (=> $x82 $x86)))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x121 (dim in_k1 2)))
 (= 3 ?x121)))
(assert
 (let ((?x123 (dim in_k1 3)))
 (= 3 ?x123)))
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
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (= (dim ?x136 1) sym_c2))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x147)))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x149 (dim ?x136 3)))
 (= ?x149 ?x152)))))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x136)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x136)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x136)))
 (= (dim ?x154 1) sym_c2)))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x136)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x152))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x125 (transpose4 0 1 3 2 in_i1)))
 (let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
 (let ((?x154 (transpose4 0 1 3 2 ?x136)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x147))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c2))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c))
(assert
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x174 (dim ?x167 2)))
 (= 3 ?x174))))
(assert
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x176 (dim ?x167 3)))
 (= 3 ?x176))))
(assert
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x167)))
 (= (dim ?x178 1) sym_c2))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x152)))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
 (let ((?x178 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x167)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x147)))))))
(assert
 (let ((?x167 (transpose4 0 1 3 2 in_k1)))
(let ((?x178 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x167)))
(let ((?x125 (transpose4 0 1 3 2 in_i1)))
(let ((?x136 (conv 2 2 1 1 1 1 1 1 1 ?x125 in_k1)))
(let ((?x154 (transpose4 0 1 3 2 ?x136)))
(and (distinct ?x154 ?x178) true)))))))
(check-sat)

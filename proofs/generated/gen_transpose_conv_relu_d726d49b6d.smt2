; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, transpose4_after_0132, transpose4_id, transpose4_relu
; z3 rlimit used: 50895
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
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
 (forall ((X T) )(! (let ((?x72 (transpose4 0 1 2 3 X)))
 (= ?x72 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x77 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x78 (transpose4 0 1 3 2 ?x77)))
 (= ?x78 (transpose4 q0 q1 q3 q2 X)))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x77 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x85 (relu ?x77)))
 (let ((?x84 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x84 ?x85)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (>= sym_c2 1))
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
 (let ((?x119 (dim in_u1 2)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (dim in_u1 3)))
 (= 1 ?x121)))
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
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 1) sym_c2))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x145)))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x147 (dim ?x134 3)))
 (= ?x147 ?x150)))))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (= (dim ?x152 0) sym_n)))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (= (dim ?x152 1) sym_c2)))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x145))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x150))))))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (rank ?x163) 4))))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (dim ?x163 0) sym_n))))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (= (dim ?x163 1) sym_c2))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x150)))))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x152 (relu ?x134)))
 (let ((?x163 (transpose4 0 1 3 2 ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= ?x172 ?x145)))))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (>= ?x145 0))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 1) sym_c2)))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x150))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x145))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 1) sym_c2))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x150)))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x145)))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x187 (relu ?x176)))
(let ((?x123 (transpose4 0 1 3 2 in_i1)))
(let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
(let ((?x152 (relu ?x134)))
(let ((?x163 (transpose4 0 1 3 2 ?x152)))
(and (distinct ?x163 ?x187) true))))))))
(check-sat)

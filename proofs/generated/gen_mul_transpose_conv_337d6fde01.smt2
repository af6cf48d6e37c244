; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_smul_x, transpose4_smul
; z3 rlimit used: 50048
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x54 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x52 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x55 (= ?x52 ?x54)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x55)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x71 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x69 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x69 ?x71))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x108 (dim in_u1 2)))
 (= 1 ?x108)))
(assert
 (let ((?x110 (dim in_u1 3)))
 (= 1 ?x110)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 1) sym_c))))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 2) sym_w))))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 3) sym_h))))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 0) sym_n)))))
(assert
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 1) sym_c2)))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x145))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x112 (smul in_i1 in_s1)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x147 (dim ?x134 3)))
 (= ?x147 ?x150))))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (>= ?x145 0))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 1) sym_c2)))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x150))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x145))))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (= (dim ?x165 1) sym_c2))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x145)))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x150)))))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x176 (smul ?x165 in_s1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x176 (smul ?x165 in_s1)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x176 (smul ?x165 in_s1)))
 (= (dim ?x176 1) sym_c2)))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x145))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (transpose4 0 1 3 2 ?x154)))
 (let ((?x176 (smul ?x165 in_s1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x150))))))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x165 (transpose4 0 1 3 2 ?x154)))
(let ((?x176 (smul ?x165 in_s1)))
(let ((?x112 (smul in_i1 in_s1)))
(let ((?x123 (transpose4 0 1 3 2 ?x112)))
(let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 in_u1)))
(and (distinct ?x134 ?x176) true))))))))
(check-sat)

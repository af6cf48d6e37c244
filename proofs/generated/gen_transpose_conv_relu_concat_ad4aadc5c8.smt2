; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_concat1, transpose4_relu
; z3 rlimit used: 49345
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x60 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x61 (relu ?x60)))
 (let ((?x59 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x59 ?x61)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x60 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x70 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x60)))
 (let ((?x68 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (= ?x68 ?x70)))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x104 (dim in_u1 2)))
 (= 1 ?x104)))
(assert
 (let ((?x106 (dim in_u1 3)))
 (= 1 ?x106)))
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
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (= (dim ?x119 1) sym_c2))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (= (dim ?x119 2) sym_w))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (= (dim ?x119 3) sym_h))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (= (rank ?x130) 4)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 0) sym_n)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 1) sym_c2)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 2) sym_w)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 3) sym_h)))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 1 ?x130 ?x108)))
 (= (rank ?x141) 4))))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 1 ?x130 ?x108)))
 (= (dim ?x141 0) sym_n))))))
(assert
 (let ((?x147 (+ sym_c2 sym_c)))
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 1 ?x130 ?x108)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x147))))))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 1 ?x130 ?x108)))
 (= (dim ?x141 2) sym_w))))))
(assert
 (let ((?x108 (transpose4 0 1 3 2 in_i1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (concat 1 ?x130 ?x108)))
 (= (dim ?x141 3) sym_h))))))
(assert
 (let ((?x147 (+ sym_c2 sym_c)))
 (>= ?x147 0)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 1) sym_c2)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 2) sym_h)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 3) sym_w)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (= (dim ?x165 1) sym_c2))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (= (dim ?x165 2) sym_h))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (= (dim ?x165 3) sym_w))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x147 (+ sym_c2 sym_c)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (let ((?x181 (dim ?x176 1)))
 (= ?x181 ?x147)))))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (= (dim ?x176 2) sym_h)))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (= (dim ?x176 3) sym_w)))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (let ((?x187 (transpose4 0 1 3 2 ?x176)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (let ((?x187 (transpose4 0 1 3 2 ?x176)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x147 (+ sym_c2 sym_c)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (let ((?x187 (transpose4 0 1 3 2 ?x176)))
 (let ((?x192 (dim ?x187 1)))
 (= ?x192 ?x147))))))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (let ((?x187 (transpose4 0 1 3 2 ?x176)))
 (= (dim ?x187 2) sym_w))))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x154)))
 (let ((?x176 (concat 1 ?x165 in_i1)))
 (let ((?x187 (transpose4 0 1 3 2 ?x176)))
 (= (dim ?x187 3) sym_h))))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x165 (relu ?x154)))
(let ((?x176 (concat 1 ?x165 in_i1)))
(let ((?x187 (transpose4 0 1 3 2 ?x176)))
(let ((?x108 (transpose4 0 1 3 2 in_i1)))
(let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_u1)))
(let ((?x130 (relu ?x119)))
(let ((?x141 (concat 1 ?x130 ?x108)))
(and (distinct ?x141 ?x187) true))))))))))
(check-sat)

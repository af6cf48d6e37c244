; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_conv_fold
; z3 rlimit used: 44493
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun reshape1 (Int T) T)
(declare-fun bn (Real T T T T T) T)
(declare-fun reshape2 (Int Int T) T)
(declare-fun sub (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W () T)
(declare-fun in_S () T)
(declare-fun in_B () T)
(declare-fun in_M () T)
(declare-fun in_V () T)
(assert
 (forall ((B T) (M T) (S T) (V T) (W T) (X T) (dh Int) (dw Int) (eps Real) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V)))
 (let ((?x30 (dim W 0)))
 (let ((?x27 (sub M M)))
 (let ((?x28 (bn eps (transpose4 1 0 2 3 W) S ?x27 ?x27 V)))
 (let ((?x34 (convb sh sw pt pl pb pr dh dw 1 X (transpose4 1 0 2 3 ?x28) (reshape1 ?x30 ?x32))))
 (let ((?x22 (bn eps (conv sh sw pt pl pb pr dh dw 1 X W) S B M V)))
 (= ?x22 ?x34))))))) :pattern ( (bn eps (conv sh sw pt pl pb pr dh dw 1 X W) S B M V) ) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (transpose4 1 0 2 3 (bn eps (transpose4 1 0 2 3 W) S (sub M M) (sub M M) V)) (reshape1 (dim W 0) (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V))) ) :qid bn_conv_fold))
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
 (>= sym_m 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x84 (dim in_W 2)))
 (= 3 ?x84)))
(assert
 (let ((?x86 (dim in_W 3)))
 (= 3 ?x86)))
(assert
 (= (rank in_S) 1))
(assert
 (= (dim in_S 0) sym_m))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (rank in_M) 1))
(assert
 (= (dim in_M 0) sym_m))
(assert
 (= (rank in_V) 1))
(assert
 (= (dim in_V 0) sym_m))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x108 1) sym_m)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x120 (bn (/ 1.0 100000.0) ?x108 in_S in_B in_M in_V)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x120 (bn (/ 1.0 100000.0) ?x108 in_S in_B in_M in_V)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x120 (bn (/ 1.0 100000.0) ?x108 in_S in_B in_M in_V)))
 (= (dim ?x120 1) sym_m))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x120 (bn (/ 1.0 100000.0) ?x108 in_S in_B in_M in_V)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x120 (bn (/ 1.0 100000.0) ?x108 in_S in_B in_M in_V)))
 (= (dim ?x120 3) sym_w))))
(assert
 (= (rank (sub in_M in_M)) 1))
(assert
 (= (dim (sub in_M in_M) 0) sym_m))
(assert
 (= (rank (transpose4 1 0 2 3 in_W)) 4))
(assert
 (= (dim (transpose4 1 0 2 3 in_W) 0) sym_c))
(assert
 (= (dim (transpose4 1 0 2 3 in_W) 1) sym_m))
(assert
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x143 (dim ?x136 2)))
 (= 3 ?x143))))
(assert
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x145 (dim ?x136 3)))
 (= 3 ?x145))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (= (dim ?x147 0) sym_c)))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (= (dim ?x147 1) sym_m)))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (= (rank ?x158) 4))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (= (dim ?x158 0) sym_m))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (= (dim ?x158 1) sym_c))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= 3 ?x165)))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x167 (dim ?x158 3)))
 (= 3 ?x167)))))))
(assert
 (= (rank (reshape2 1 sym_m (sub in_M in_M))) 2))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x172 (dim ?x169 0)))
 (= 1 ?x172)))))
(assert
 (= (dim (reshape2 1 sym_m (sub in_M in_M)) 1) sym_m))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (= (rank ?x176) 2)))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x179 (dim ?x176 0)))
 (= 1 ?x179))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (= (dim ?x176 1) sym_m)))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (= (rank ?x183) 1))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (= (dim ?x183 0) sym_m))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x158 ?x183)))
 (= (rank ?x188) 4))))))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x158 ?x183)))
 (= (dim ?x188 0) sym_n))))))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x158 ?x183)))
 (= (dim ?x188 1) sym_m))))))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x158 ?x183)))
 (= (dim ?x188 2) sym_h))))))))))
(assert
 (let ((?x131 (sub in_M in_M)))
 (let ((?x169 (reshape2 1 sym_m ?x131)))
 (let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
 (let ((?x183 (reshape1 sym_m ?x176)))
 (let ((?x136 (transpose4 1 0 2 3 in_W)))
 (let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
 (let ((?x158 (transpose4 1 0 2 3 ?x147)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x158 ?x183)))
 (= (dim ?x188 3) sym_w))))))))))
(assert
 (let ((?x131 (sub in_M in_M)))
(let ((?x169 (reshape2 1 sym_m ?x131)))
(let ((?x176 (bn (/ 1.0 100000.0) ?x169 in_S in_B in_M in_V)))
(let ((?x183 (reshape1 sym_m ?x176)))
(let ((?x136 (transpose4 1 0 2 3 in_W)))
(let ((?x147 (bn (/ 1.0 100000.0) ?x136 in_S ?x131 ?x131 in_V)))
(let ((?x158 (transpose4 1 0 2 3 ?x147)))
(let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x158 ?x183)))
(let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x120 (bn (/ 1.0 100000.0) ?x108 in_S in_B in_M in_V)))
(and (distinct ?x120 ?x188) true))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_conv_fold
; z3 rlimit used: 42198
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
 (forall ((B T) (M T) (S T) (V T) (W T) (X T) (dh Int) (dw Int) (eps Real) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x229 (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V)))
 (let ((?x189 (dim W 0)))
 (let ((?x231 (sub M M)))
 (let ((?x233 (bn eps (transpose4 1 0 2 3 W) S ?x231 ?x231 V)))
 (let ((?x204 (convb sh sw pt pl pb pr dh dw 1 X (transpose4 1 0 2 3 ?x233) (reshape1 ?x189 ?x229))))
 (let ((?x149 (bn eps (conv sh sw pt pl pb pr dh dw 1 X W) S B M V)))
 (= ?x149 ?x204))))))) :pattern ( (bn eps (conv sh sw pt pl pb pr dh dw 1 X W) S B M V) ) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (transpose4 1 0 2 3 (bn eps (transpose4 1 0 2 3 W) S (sub M M) (sub M M) V)) (reshape1 (dim W 0) (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V))) ) :qid bn_conv_fold))
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
 (let ((?x2005 (dim in_W 2)))
 (= 3 ?x2005)))
(assert
 (let ((?x2007 (dim in_W 3)))
 (= 3 ?x2007)))
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
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x2025) 4)))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x2025 0) sym_n)))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x2025 1) sym_m)))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x2025 2) sym_h)))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x2025 3) sym_w)))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2037 (bn (/ 1.0 100000.0) ?x2025 in_S in_B in_M in_V)))
 (= (rank ?x2037) 4))))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2037 (bn (/ 1.0 100000.0) ?x2025 in_S in_B in_M in_V)))
 (= (dim ?x2037 0) sym_n))))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2037 (bn (/ 1.0 100000.0) ?x2025 in_S in_B in_M in_V)))
 (= (dim ?x2037 1) sym_m))))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2037 (bn (/ 1.0 100000.0) ?x2025 in_S in_B in_M in_V)))
 (= (dim ?x2037 2) sym_h))))
(assert
 (let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2037 (bn (/ 1.0 100000.0) ?x2025 in_S in_B in_M in_V)))
 (= (dim ?x2037 3) sym_w))))
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
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2060 (dim ?x2053 2)))
 (= 3 ?x2060))))
(assert
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2062 (dim ?x2053 3)))
 (= 3 ?x2062))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (= (rank ?x2064) 4)))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (= (dim ?x2064 0) sym_c)))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (= (dim ?x2064 1) sym_m)))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2071 (dim ?x2064 2)))
 (= 3 ?x2071))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2073 (dim ?x2064 3)))
 (= 3 ?x2073))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (= (rank ?x2075) 4))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (= (dim ?x2075 0) sym_m))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (= (dim ?x2075 1) sym_c))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2082 (dim ?x2075 2)))
 (= 3 ?x2082)))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2084 (dim ?x2075 3)))
 (= 3 ?x2084)))))))
(assert
 (= (rank (reshape2 1 sym_m (sub in_M in_M))) 2))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2089 (dim ?x2086 0)))
 (= 1 ?x2089)))))
(assert
 (= (dim (reshape2 1 sym_m (sub in_M in_M)) 1) sym_m))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (= (rank ?x2093) 2)))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2096 (dim ?x2093 0)))
 (= 1 ?x2096))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (= (dim ?x2093 1) sym_m)))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (= (rank ?x2100) 1))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (= (dim ?x2100 0) sym_m))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2105 (convb 1 1 1 1 1 1 1 1 1 in_X ?x2075 ?x2100)))
 (= (rank ?x2105) 4))))))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2105 (convb 1 1 1 1 1 1 1 1 1 in_X ?x2075 ?x2100)))
 (= (dim ?x2105 0) sym_n))))))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2105 (convb 1 1 1 1 1 1 1 1 1 in_X ?x2075 ?x2100)))
 (= (dim ?x2105 1) sym_m))))))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2105 (convb 1 1 1 1 1 1 1 1 1 in_X ?x2075 ?x2100)))
 (= (dim ?x2105 2) sym_h))))))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
 (let ((?x2086 (reshape2 1 sym_m ?x2048)))
 (let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
 (let ((?x2100 (reshape1 sym_m ?x2093)))
 (let ((?x2053 (transpose4 1 0 2 3 in_W)))
 (let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
 (let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
 (let ((?x2105 (convb 1 1 1 1 1 1 1 1 1 in_X ?x2075 ?x2100)))
 (= (dim ?x2105 3) sym_w))))))))))
(assert
 (let ((?x2048 (sub in_M in_M)))
(let ((?x2086 (reshape2 1 sym_m ?x2048)))
(let ((?x2093 (bn (/ 1.0 100000.0) ?x2086 in_S in_B in_M in_V)))
(let ((?x2100 (reshape1 sym_m ?x2093)))
(let ((?x2053 (transpose4 1 0 2 3 in_W)))
(let ((?x2064 (bn (/ 1.0 100000.0) ?x2053 in_S ?x2048 ?x2048 in_V)))
(let ((?x2075 (transpose4 1 0 2 3 ?x2064)))
(let ((?x2105 (convb 1 1 1 1 1 1 1 1 1 in_X ?x2075 ?x2100)))
(let ((?x2025 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x2037 (bn (/ 1.0 100000.0) ?x2025 in_S in_B in_M in_V)))
(and (distinct ?x2037 ?x2105) true))))))))))))
(check-sat)

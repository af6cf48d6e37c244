; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_conv_fold
; z3 rlimit used: 75794
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
(declare-fun sym_c () Int)
(declare-fun sym_dh () Int)
(declare-fun sym_dw () Int)
(declare-fun sym_h () Int)
(declare-fun sym_kh () Int)
(declare-fun sym_kw () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_pb () Int)
(declare-fun sym_pl () Int)
(declare-fun sym_pr () Int)
(declare-fun sym_pt () Int)
(declare-fun sym_sh () Int)
(declare-fun sym_sw () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_B () T)
(declare-fun in_M () T)
(declare-fun in_S () T)
(declare-fun in_V () T)
(declare-fun in_W () T)
(declare-fun in_X () T)
(declare-fun sym_eps () Real)
(assert
 (forall ((B T) (M T) (S T) (V T) (W T) (X T) (dh Int) (dw Int) (eps Real) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x43 (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V)))
 (let ((?x41 (dim W 0)))
 (let ((?x38 (sub M M)))
 (let ((?x39 (bn eps (transpose4 1 0 2 3 W) S ?x38 ?x38 V)))
 (let ((?x45 (convb sh sw pt pl pb pr dh dw g X (transpose4 1 0 2 3 ?x39) (reshape1 ?x41 ?x43))))
 (let ((?x34 (bn eps (conv sh sw pt pl pb pr dh dw g X W) S B M V)))
 (let (($x46 (= ?x34 ?x45)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x46))))))))) :pattern ( (bn eps (conv sh sw pt pl pb pr dh dw g X W) S B M V) ) :pattern ( (convb sh sw pt pl pb pr dh dw g X (transpose4 1 0 2 3 (bn eps (transpose4 1 0 2 3 W) S (sub M M) (sub M M) V)) (reshape1 (dim W 0) (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V))) ) :qid bn_conv_fold))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_dh 1))
(assert
 (>= sym_dw 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_kh 1))
(assert
 (>= sym_kw 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_pb 0))
(assert
 (>= sym_pl 0))
(assert
 (>= sym_pr 0))
(assert
 (>= sym_pt 0))
(assert
 (>= sym_sh 1))
(assert
 (>= sym_sw 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_B) 1))
(assert
 (= (dim in_B 0) sym_m))
(assert
 (= (rank in_M) 1))
(assert
 (= (dim in_M 0) sym_m))
(assert
 (= (rank in_S) 1))
(assert
 (= (dim in_S 0) sym_m))
(assert
 (= (rank in_V) 1))
(assert
 (= (dim in_V 0) sym_m))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (= (dim in_W 2) sym_kh))
(assert
 (= (dim in_W 3) sym_kw))
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
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (dim ?x143 1) sym_m)))
(assert
 (let ((?x155 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x157 (+ 1 (div ?x155 sym_sh))))
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x157))))))
(assert
 (let ((?x163 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x165 (+ 1 (div ?x163 sym_sw))))
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x159 (dim ?x143 3)))
 (= ?x159 ?x165))))))
(assert
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x168 (bn sym_eps ?x143 in_S in_B in_M in_V)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x168 (bn sym_eps ?x143 in_S in_B in_M in_V)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x168 (bn sym_eps ?x143 in_S in_B in_M in_V)))
 (= (dim ?x168 1) sym_m))))
(assert
 (let ((?x155 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x157 (+ 1 (div ?x155 sym_sh))))
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x168 (bn sym_eps ?x143 in_S in_B in_M in_V)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x157)))))))
(assert
 (let ((?x163 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x165 (+ 1 (div ?x163 sym_sw))))
 (let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x168 (bn sym_eps ?x143 in_S in_B in_M in_V)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x165)))))))
(assert
 (let ((?x155 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x157 (+ 1 (div ?x155 sym_sh))))
 (>= ?x157 0))))
(assert
 (let ((?x163 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x165 (+ 1 (div ?x163 sym_sw))))
 (>= ?x165 0))))
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
 (= (dim (transpose4 1 0 2 3 in_W) 2) sym_kh))
(assert
 (= (dim (transpose4 1 0 2 3 in_W) 3) sym_kw))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (= (dim ?x197 0) sym_c)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (= (dim ?x197 1) sym_m)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (= (dim ?x197 2) sym_kh)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (= (dim ?x197 3) sym_kw)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (= (rank ?x208) 4))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (= (dim ?x208 0) sym_m))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (= (dim ?x208 1) sym_c))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (= (dim ?x208 2) sym_kh))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (= (dim ?x208 3) sym_kw))))))
(assert
 (= (rank (reshape2 1 sym_m (sub in_M in_M))) 2))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x222 (dim ?x219 0)))
 (= 1 ?x222)))))
(assert
 (= (dim (reshape2 1 sym_m (sub in_M in_M)) 1) sym_m))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (= (rank ?x226) 2)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x229 (dim ?x226 0)))
 (= 1 ?x229))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (= (dim ?x226 1) sym_m)))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (= (rank ?x233) 1))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (= (dim ?x233 0) sym_m))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (let ((?x238 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x208 ?x233)))
 (= (rank ?x238) 4))))))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (let ((?x238 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x208 ?x233)))
 (= (dim ?x238 0) sym_n))))))))))
(assert
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (let ((?x238 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x208 ?x233)))
 (= (dim ?x238 1) sym_m))))))))))
(assert
 (let ((?x155 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x157 (+ 1 (div ?x155 sym_sh))))
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (let ((?x238 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x208 ?x233)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x157)))))))))))))
(assert
 (let ((?x163 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x165 (+ 1 (div ?x163 sym_sw))))
 (let ((?x181 (sub in_M in_M)))
 (let ((?x219 (reshape2 1 sym_m ?x181)))
 (let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
 (let ((?x233 (reshape1 sym_m ?x226)))
 (let ((?x186 (transpose4 1 0 2 3 in_W)))
 (let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
 (let ((?x208 (transpose4 1 0 2 3 ?x197)))
 (let ((?x238 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x208 ?x233)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x165)))))))))))))
(assert
 (let ((?x181 (sub in_M in_M)))
(let ((?x219 (reshape2 1 sym_m ?x181)))
(let ((?x226 (bn sym_eps ?x219 in_S in_B in_M in_V)))
(let ((?x233 (reshape1 sym_m ?x226)))
(let ((?x186 (transpose4 1 0 2 3 in_W)))
(let ((?x197 (bn sym_eps ?x186 in_S ?x181 ?x181 in_V)))
(let ((?x208 (transpose4 1 0 2 3 ?x197)))
(let ((?x238 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x208 ?x233)))
(let ((?x143 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
(let ((?x168 (bn sym_eps ?x143 in_S in_B in_M in_V)))
(and (distinct ?x168 ?x238) true))))))))))))
(check-sat)

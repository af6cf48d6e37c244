; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_conv_fold
; z3 rlimit used: 10730
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
(declare-fun rank (T) Int)
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
(declare-fun in_B () T)
(declare-fun in_M () T)
(declare-fun in_S () T)
(declare-fun in_V () T)
(declare-fun in_W () T)
(declare-fun in_X () T)
(declare-fun sym_eps () Real)
(assert
 (forall ((B T) (M T) (S T) (V T) (W T) (X T) (dh Int) (dw Int) (eps Real) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x56 (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V)))
 (let ((?x54 (dim W 0)))
 (let ((?x51 (sub M M)))
 (let ((?x52 (bn eps (transpose4 1 0 2 3 W) S ?x51 ?x51 V)))
 (let ((?x58 (convb sh sw pt pl pb pr dh dw g X (transpose4 1 0 2 3 ?x52) (reshape1 ?x54 ?x56))))
 (let ((?x47 (bn eps (conv sh sw pt pl pb pr dh dw g X W) S B M V)))
 (let (($x59 (= ?x47 ?x58)))
 (let (($x44 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 1) (= (rank B) 1) (= (rank M) 1) (= (rank V) 1))))
 (=> $x44 $x59))))))))) :pattern ( (bn eps (conv sh sw pt pl pb pr dh dw g X W) S B M V) ) :pattern ( (convb sh sw pt pl pb pr dh dw g X (transpose4 1 0 2 3 (bn eps (transpose4 1 0 2 3 W) S (sub M M) (sub M M) V)) (reshape1 (dim W 0) (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V))) ) :qid bn_conv_fold))
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
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (rank ?x155) 4)))
(assert
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (dim ?x155 0) sym_n)))
(assert
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (dim ?x155 1) sym_m)))
(assert
 (let ((?x167 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x169 (+ 1 (div ?x167 sym_sh))))
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x169))))))
(assert
 (let ((?x175 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x177 (+ 1 (div ?x175 sym_sw))))
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x171 (dim ?x155 3)))
 (= ?x171 ?x177))))))
(assert
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x180 (bn sym_eps ?x155 in_S in_B in_M in_V)))
 (= (rank ?x180) 4))))
(assert
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x180 (bn sym_eps ?x155 in_S in_B in_M in_V)))
 (= (dim ?x180 0) sym_n))))
(assert
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x180 (bn sym_eps ?x155 in_S in_B in_M in_V)))
 (= (dim ?x180 1) sym_m))))
(assert
 (let ((?x167 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x169 (+ 1 (div ?x167 sym_sh))))
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x180 (bn sym_eps ?x155 in_S in_B in_M in_V)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x169)))))))
(assert
 (let ((?x175 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x177 (+ 1 (div ?x175 sym_sw))))
 (let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x180 (bn sym_eps ?x155 in_S in_B in_M in_V)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x177)))))))
(assert
 (let ((?x167 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x169 (+ 1 (div ?x167 sym_sh))))
 (>= ?x169 0))))
(assert
 (let ((?x175 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x177 (+ 1 (div ?x175 sym_sw))))
 (>= ?x177 0))))
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
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (= (rank ?x209) 4)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (= (dim ?x209 0) sym_c)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (= (dim ?x209 1) sym_m)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (= (dim ?x209 2) sym_kh)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (= (dim ?x209 3) sym_kw)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (= (rank ?x220) 4))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (= (dim ?x220 0) sym_m))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (= (dim ?x220 1) sym_c))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (= (dim ?x220 2) sym_kh))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (= (dim ?x220 3) sym_kw))))))
(assert
 (= (rank (reshape2 1 sym_m (sub in_M in_M))) 2))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x234 (dim ?x231 0)))
 (= 1 ?x234)))))
(assert
 (= (dim (reshape2 1 sym_m (sub in_M in_M)) 1) sym_m))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (= (rank ?x238) 2)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x241 (dim ?x238 0)))
 (= 1 ?x241))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (= (dim ?x238 1) sym_m)))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (= (rank ?x245) 1))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (= (dim ?x245 0) sym_m))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (let ((?x250 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x220 ?x245)))
 (= (rank ?x250) 4))))))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (let ((?x250 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x220 ?x245)))
 (= (dim ?x250 0) sym_n))))))))))
(assert
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (let ((?x250 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x220 ?x245)))
 (= (dim ?x250 1) sym_m))))))))))
(assert
 (let ((?x167 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x169 (+ 1 (div ?x167 sym_sh))))
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (let ((?x250 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x220 ?x245)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x169)))))))))))))
(assert
 (let ((?x175 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x177 (+ 1 (div ?x175 sym_sw))))
 (let ((?x193 (sub in_M in_M)))
 (let ((?x231 (reshape2 1 sym_m ?x193)))
 (let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
 (let ((?x245 (reshape1 sym_m ?x238)))
 (let ((?x198 (transpose4 1 0 2 3 in_W)))
 (let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
 (let ((?x220 (transpose4 1 0 2 3 ?x209)))
 (let ((?x250 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x220 ?x245)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x177)))))))))))))
(assert
 (let ((?x193 (sub in_M in_M)))
(let ((?x231 (reshape2 1 sym_m ?x193)))
(let ((?x238 (bn sym_eps ?x231 in_S in_B in_M in_V)))
(let ((?x245 (reshape1 sym_m ?x238)))
(let ((?x198 (transpose4 1 0 2 3 in_W)))
(let ((?x209 (bn sym_eps ?x198 in_S ?x193 ?x193 in_V)))
(let ((?x220 (transpose4 1 0 2 3 ?x209)))
(let ((?x250 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x220 ?x245)))
(let ((?x155 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
(let ((?x180 (bn sym_eps ?x155 in_S in_B in_M in_V)))
(and (distinct ?x180 ?x250) true))))))))))))
(check-sat)

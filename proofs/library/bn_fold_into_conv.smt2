; verified_opt proof obligation: unsat means the rule holds
; axioms used: bn_conv_fold
; z3 rlimit used: 52440
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
(declare-fun sym_kh () Int)
(declare-fun sym_kw () Int)
(declare-fun sym_sh () Int)
(declare-fun sym_sw () Int)
(declare-fun sym_pt () Int)
(declare-fun sym_pl () Int)
(declare-fun sym_pb () Int)
(declare-fun sym_pr () Int)
(declare-fun sym_dh () Int)
(declare-fun sym_dw () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W () T)
(declare-fun in_S () T)
(declare-fun in_B () T)
(declare-fun in_M () T)
(declare-fun in_V () T)
(declare-fun sym_eps () Real)
(assert
 (forall ((B T) (M T) (S T) (V T) (W T) (X T) (dh Int) (dw Int) (eps Real) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V)))
 (let ((?x31 (dim W 0)))
 (let ((?x28 (sub M M)))
 (let ((?x29 (bn eps (transpose4 1 0 2 3 W) S ?x28 ?x28 V)))
 (let ((?x35 (convb sh sw pt pl pb pr dh dw g X (transpose4 1 0 2 3 ?x29) (reshape1 ?x31 ?x33))))
 (let ((?x22 (bn eps (conv sh sw pt pl pb pr dh dw g X W) S B M V)))
 (= ?x22 ?x35))))))) :pattern ( (bn eps (conv sh sw pt pl pb pr dh dw g X W) S B M V) ) :pattern ( (convb sh sw pt pl pb pr dh dw g X (transpose4 1 0 2 3 (bn eps (transpose4 1 0 2 3 W) S (sub M M) (sub M M) V)) (reshape1 (dim W 0) (bn eps (reshape2 1 (dim W 0) (sub M M)) S B M V))) ) :qid bn_conv_fold))
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
 (>= sym_kh 1))
(assert
 (>= sym_kw 1))
(assert
 (>= sym_sh 1))
(assert
 (>= sym_sw 1))
(assert
 (>= sym_pt 1))
(assert
 (>= sym_pl 1))
(assert
 (>= sym_pb 1))
(assert
 (>= sym_pr 1))
(assert
 (>= sym_dh 1))
(assert
 (>= sym_dw 1))
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
 (= (dim in_W 2) sym_kh))
(assert
 (= (dim in_W 3) sym_kw))
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
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (= (dim ?x129 1) sym_m)))
(assert
 (let ((?x141 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x143 (+ 1 (div ?x141 sym_sh))))
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x143))))))
(assert
 (let ((?x149 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x151 (+ 1 (div ?x149 sym_sw))))
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x145 (dim ?x129 3)))
 (= ?x145 ?x151))))))
(assert
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x154 (bn sym_eps ?x129 in_S in_B in_M in_V)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x154 (bn sym_eps ?x129 in_S in_B in_M in_V)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x154 (bn sym_eps ?x129 in_S in_B in_M in_V)))
 (= (dim ?x154 1) sym_m))))
(assert
 (let ((?x141 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x143 (+ 1 (div ?x141 sym_sh))))
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x154 (bn sym_eps ?x129 in_S in_B in_M in_V)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x143)))))))
(assert
 (let ((?x149 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x151 (+ 1 (div ?x149 sym_sw))))
 (let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
 (let ((?x154 (bn sym_eps ?x129 in_S in_B in_M in_V)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x151)))))))
(assert
 (let ((?x141 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x143 (+ 1 (div ?x141 sym_sh))))
 (>= ?x143 0))))
(assert
 (let ((?x149 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x151 (+ 1 (div ?x149 sym_sw))))
 (>= ?x151 0))))
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
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (= (dim ?x183 0) sym_c)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (= (dim ?x183 1) sym_m)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (= (dim ?x183 2) sym_kh)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (= (dim ?x183 3) sym_kw)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (= (rank ?x194) 4))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (= (dim ?x194 0) sym_m))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (= (dim ?x194 1) sym_c))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (= (dim ?x194 2) sym_kh))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (= (dim ?x194 3) sym_kw))))))
(assert
 (= (rank (reshape2 1 sym_m (sub in_M in_M))) 2))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x208 (dim ?x205 0)))
 (= 1 ?x208)))))
(assert
 (= (dim (reshape2 1 sym_m (sub in_M in_M)) 1) sym_m))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (= (rank ?x212) 2)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x215 (dim ?x212 0)))
 (= 1 ?x215))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (= (dim ?x212 1) sym_m)))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (= (rank ?x219) 1))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (= (dim ?x219 0) sym_m))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (let ((?x224 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x194 ?x219)))
 (= (rank ?x224) 4))))))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (let ((?x224 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x194 ?x219)))
 (= (dim ?x224 0) sym_n))))))))))
(assert
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (let ((?x224 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x194 ?x219)))
 (= (dim ?x224 1) sym_m))))))))))
(assert
 (let ((?x141 (+ (- 1) sym_h sym_pt sym_pb (* (- 1) (* sym_dh (+ (- 1) sym_kh))))))
 (let ((?x143 (+ 1 (div ?x141 sym_sh))))
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (let ((?x224 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x194 ?x219)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x143)))))))))))))
(assert
 (let ((?x149 (+ (- 1) sym_w sym_pl sym_pr (* (- 1) (* sym_dw (+ (- 1) sym_kw))))))
 (let ((?x151 (+ 1 (div ?x149 sym_sw))))
 (let ((?x167 (sub in_M in_M)))
 (let ((?x205 (reshape2 1 sym_m ?x167)))
 (let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
 (let ((?x219 (reshape1 sym_m ?x212)))
 (let ((?x172 (transpose4 1 0 2 3 in_W)))
 (let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
 (let ((?x194 (transpose4 1 0 2 3 ?x183)))
 (let ((?x224 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x194 ?x219)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x151)))))))))))))
(assert
 (let ((?x167 (sub in_M in_M)))
(let ((?x205 (reshape2 1 sym_m ?x167)))
(let ((?x212 (bn sym_eps ?x205 in_S in_B in_M in_V)))
(let ((?x219 (reshape1 sym_m ?x212)))
(let ((?x172 (transpose4 1 0 2 3 in_W)))
(let ((?x183 (bn sym_eps ?x172 in_S ?x167 ?x167 in_V)))
(let ((?x194 (transpose4 1 0 2 3 ?x183)))
(let ((?x224 (convb sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X ?x194 ?x219)))
(let ((?x129 (conv sym_sh sym_sw sym_pt sym_pl sym_pb sym_pr sym_dh sym_dw 1 in_X in_W)))
(let ((?x154 (bn sym_eps ?x129 in_S in_B in_M in_V)))
(and (distinct ?x154 ?x224) true))))))))))))
(check-sat)

; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 47664
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x72 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x65 ?x81)))
 (=> (and (< 1 (* sh sw))) $x82)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x121 (dim ?x114 2)))
 (= 1 ?x121))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x123 (dim ?x114 3)))
 (= 1 ?x123))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (dim ?x125 0) sym_n))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (= (dim ?x125 1) sym_c))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x136)))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x138 (dim ?x125 3)))
 (= ?x138 ?x141)))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x143 (relu ?x125)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x143 (relu ?x125)))
 (= (dim ?x143 0) sym_n)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x143 (relu ?x125)))
 (= (dim ?x143 1) sym_c)))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x143 (relu ?x125)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x143 (relu ?x125)))
 (let ((?x152 (dim ?x143 3)))
 (= ?x152 ?x141))))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (= (dim ?x154 1) sym_c)))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x141))))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x114)))
 (= (rank ?x165) 4))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x114)))
 (= (dim ?x165 0) sym_n))))))
(assert
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x114)))
 (= (dim ?x165 1) sym_c))))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (div ?x135 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x114)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x174))))))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (div ?x140 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x114 (idkernel4 sym_c 1 1)))
 (let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
 (let ((?x154 (smul ?x125 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x114)))
 (let ((?x176 (dim ?x165 3)))
 (= ?x176 ?x178))))))))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (>= ?x141 0))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (div ?x135 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0)))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (div ?x140 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (= (rank ?x206) 4))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (= (dim ?x206 0) sym_n))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (= (dim ?x206 1) sym_c))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x136)))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x141)))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x217 (relu ?x206)))
 (= (rank ?x217) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 0) sym_n)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 1) sym_c)))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x217 (relu ?x206)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x217 (relu ?x206)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x141))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (= (dim ?x228 0) sym_n))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (= (dim ?x228 1) sym_c))))))
(assert
 (let ((?x135 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (div ?x135 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x174))))))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_w) 2)))
 (let ((?x177 (div ?x140 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x178))))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
(let ((?x195 (smul ?x184 in_s1)))
(let ((?x206 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x184)))
(let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x206 ?x195)))
(let ((?x114 (idkernel4 sym_c 1 1)))
(let ((?x125 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x114)))
(let ((?x154 (smul ?x125 in_s1)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x114)))
(or (and (distinct (relu ?x125) (relu ?x206)) true) (and (distinct ?x165 ?x228) true)))))))))))
(check-sat)

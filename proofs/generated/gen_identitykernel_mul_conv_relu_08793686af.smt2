; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 51174
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
(declare-fun in_k1 () T)
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
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x65 ?x76)))
 (=> (and (< 1 (* sh sw))) $x77)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x113 (dim in_k1 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k1 3)))
 (= 3 ?x115)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x127 (dim ?x120 2)))
 (= 3 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x129 (dim ?x120 3)))
 (= 3 ?x129))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (= (dim ?x142 1) sym_c))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x153)))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x155 (dim ?x142 3)))
 (= ?x155 ?x158)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (= (dim ?x160 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x158))))))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x131)))
 (= (rank ?x171) 4)))))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x131)))
 (= (dim ?x171 0) sym_n)))))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x131)))
 (= (dim ?x171 1) sym_c)))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (div ?x152 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x131)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x180)))))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (div ?x157 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
 (let ((?x160 (relu ?x142)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x131)))
 (let ((?x182 (dim ?x171 3)))
 (= ?x182 ?x184)))))))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (div ?x152 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0)))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (div ?x157 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x197 (dim ?x190 2)))
 (= 1 ?x197))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x199 (dim ?x190 3)))
 (= 1 ?x199))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (= (dim ?x201 1) sym_c))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x153)))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x158)))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 0) sym_n)))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x158))))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (= (rank ?x223) 4))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (= (dim ?x223 0) sym_n))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (= (dim ?x223 1) sym_c))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (div ?x152 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x180))))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (div ?x157 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x184))))))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (= (rank ?x234) 4)))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (= (dim ?x234 0) sym_n)))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (= (dim ?x234 1) sym_c)))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (div ?x152 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x180)))))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (div ?x157 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x190 (idkernel4 sym_c 1 1)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x184)))))))))))
(assert
 (let ((?x190 (idkernel4 sym_c 1 1)))
(let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x190)))
(let ((?x212 (relu ?x201)))
(let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 in_k1)))
(let ((?x234 (smul ?x223 in_s1)))
(let ((?x131 (smul in_k1 in_s1)))
(let ((?x120 (idkernel4 sym_c 3 3)))
(let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x120)))
(let ((?x160 (relu ?x142)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x131)))
(and (distinct ?x171 ?x234) true))))))))))))
(check-sat)

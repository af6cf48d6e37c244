; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 51550
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x116 (dim ?x109 2)))
 (= 1 ?x116))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x118 (dim ?x109 3)))
 (= 1 ?x118))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x127 (dim ?x120 2)))
 (= 1 ?x127)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x129 (dim ?x120 3)))
 (= 1 ?x129)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x142))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x144 (dim ?x131 3)))
 (= ?x144 ?x147))))))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x131 ?x120)))
 (= (rank ?x149) 4))))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x131 ?x120)))
 (= (dim ?x149 0) sym_n))))))
(assert
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x131 ?x120)))
 (= (dim ?x149 1) sym_c))))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x131 ?x120)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x142)))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x109 (idkernel4 sym_c 1 1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x131 ?x120)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x147)))))))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
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
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x191 (dim ?x184 2)))
 (= 3 ?x191)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x193 (dim ?x184 3)))
 (= 3 ?x193)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x184)))
 (= (rank ?x195) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x184)))
 (= (dim ?x195 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x184)))
 (= (dim ?x195 1) sym_c))))))
(assert
 (let ((?x141 (div (+ (- 1) sym_h) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x142)))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x184 (smul ?x162 in_s1)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x147)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
(let ((?x184 (smul ?x162 in_s1)))
(let ((?x173 (smul in_i1 in_s1)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x173 ?x184)))
(let ((?x109 (idkernel4 sym_c 1 1)))
(let ((?x120 (smul ?x109 in_s1)))
(let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x120)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 ?x131 ?x120)))
(and (distinct ?x149 ?x195) true))))))))))
(check-sat)

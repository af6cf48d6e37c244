; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_strided_subsample
; z3 rlimit used: 51303
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
(declare-fun in_i2 () T)
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x127 (dim ?x120 2)))
 (= 1 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x129 (dim ?x120 3)))
 (= 1 ?x129))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x138 (dim ?x131 2)))
 (= 1 ?x138)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x140 (dim ?x131 3)))
 (= 1 ?x140)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (dim ?x142 1) sym_c)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (dim ?x142 2) sym_h)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (= (dim ?x142 3) sym_w)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x153 (relu ?x142)))
 (= (rank ?x153) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 1) sym_c))))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 2) sym_h))))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 3) sym_w))))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x164 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x120 (idkernel4 sym_c 1 1)))
 (let ((?x131 (smul ?x120 in_s1)))
 (let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x177 (dim ?x164 3)))
 (= ?x177 ?x180))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
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
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (= (rank ?x206) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (= (dim ?x206 0) sym_n)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (= (dim ?x206 1) sym_c)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (= (dim ?x206 2) sym_h)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (= (dim ?x206 3) sym_w)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (rank ?x217) 4))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 0) sym_n))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 1) sym_c))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 2) sym_h))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 3) sym_w))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x184 (idkernel4 sym_c 3 3)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x180))))))))
(assert
 (let ((?x184 (idkernel4 sym_c 3 3)))
(let ((?x195 (smul ?x184 in_s1)))
(let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x195)))
(let ((?x120 (idkernel4 sym_c 1 1)))
(let ((?x131 (smul ?x120 in_s1)))
(let ((?x164 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x131)))
(let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i2 ?x195)))
(let ((?x217 (relu ?x206)))
(let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x131)))
(let ((?x153 (relu ?x142)))
(or (and (distinct ?x153 ?x217) true) (and (distinct ?x164 ?x228) true)))))))))))))
(check-sat)

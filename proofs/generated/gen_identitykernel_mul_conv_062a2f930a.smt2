; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 44686
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
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x120 (dim in_k1 2)))
 (= 3 ?x120)))
(assert
 (let ((?x122 (dim in_k1 3)))
 (= 3 ?x122)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134))))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145)))))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 1) sym_c2)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x138)))
 (= (rank ?x160) 4))))))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 0) sym_n))))))
(assert
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 1) sym_c2))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x138)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x127 (idkernel4 sym_c2 3 3)))
 (let ((?x138 (smul ?x127 in_s1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x138)))
 (let ((?x173 (dim ?x160 3)))
 (= ?x173 ?x176)))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
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
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 ?x180 in_k1)))
 (= (rank ?x191) 4))))
(assert
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 ?x180 in_k1)))
 (= (dim ?x191 0) sym_n))))
(assert
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 ?x180 in_k1)))
 (= (dim ?x191 1) sym_c2))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 ?x180 in_k1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x180 (smul in_i1 in_s1)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 ?x180 in_k1)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x176)))))))
(assert
 (let ((?x180 (smul in_i1 in_s1)))
(let ((?x191 (conv 2 2 1 1 1 1 1 1 1 ?x180 in_k1)))
(let ((?x127 (idkernel4 sym_c2 3 3)))
(let ((?x138 (smul ?x127 in_s1)))
(let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x160 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x138)))
(and (distinct ?x160 ?x191) true))))))))
(check-sat)
